// What another widget may embed of <docs-callout>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { Callout, type CalloutProps } from './docs-callout';
export { docsCalloutStyles } from './docs-callout.styles';
