// The public face of <auth-providers>: what other widgets and the package entries may import.
export { define, metadata } from './auth-providers.element';
