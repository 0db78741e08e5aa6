// The public face of <code-block>: what other widgets and the package entries may import.
export { define, metadata, codeBlock } from './code-block.element';
export * from './embed';
