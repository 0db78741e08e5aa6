// What another widget may embed of <code-block>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { CodeBlock, loadHighlighter, loadSampleModule, type CodeBlockProps } from './code-block';
export { codeBlockStyles } from './code-block.styles';
export { hasPlaceholders } from './values/placeholder-pattern';
