// The public face of <code-block>: what other widgets and the package entries may import.
export { define, metadata, codeBlock } from './code-block.element';
export { CodeBlock, loadHighlighter, loadSampleModule, type CodeBlockProps } from './code-block';
export { codeBlockStyles } from './code-block.styles';
