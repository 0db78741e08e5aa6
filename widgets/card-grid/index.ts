// The public face of <card-grid>: what other widgets and the package entries may import.
export { define, metadata, cardGrid } from './card-grid.element';
