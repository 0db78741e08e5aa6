// The public face of <param-row>: what other widgets and the package entries may import.
export { define, metadata, paramRow } from './param-row.element';
export * from './embed';
