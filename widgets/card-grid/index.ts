// The public face of <card-grid>: what other widgets and the package entries may import.
export { define, metadata } from './card-grid.element';
