// What another widget may embed of <copy-button>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { CopyButton, copyFeedbackDuration, type CopyButtonProps } from './copy-button';
export { copyButtonStyles } from './copy-button.styles';
