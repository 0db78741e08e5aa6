// The public face of <copy-button>: what other widgets and the package entries may import.
export { define, metadata, copyButton } from './copy-button.element';
export { CopyButton, copyFeedbackDuration, type CopyButtonProps } from './copy-button';
export { copyButtonStyles } from './copy-button.styles';
