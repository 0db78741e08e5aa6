// The public face of <link-card>: what other widgets and the package entries may import.
export { define, metadata } from './link-card.element';
