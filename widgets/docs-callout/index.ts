// The public face of <docs-callout>: what other widgets and the package entries may import.
export { define, metadata, docsCallout } from './docs-callout.element';
export * from './embed';
