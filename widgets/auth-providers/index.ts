// The public face of <auth-providers>: what other widgets and the package entries may import.
export { define, metadata, authProvidersWidget } from './auth-providers.element';
