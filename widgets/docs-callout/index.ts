// The public face of <docs-callout>: what other widgets and the package entries may import.
export { define, metadata, docsCallout } from './docs-callout.element';
export { Callout, type CalloutProps } from './docs-callout';
export { docsCalloutStyles } from './docs-callout.styles';
