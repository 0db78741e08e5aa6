// The public face of <copy-button>: what other widgets and the package entries may import.
export { define, metadata, copyButton } from './copy-button.element';
export * from './embed';
