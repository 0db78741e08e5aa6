import css from './code-block.css?inline';
import { copyButtonStyles } from '../copy-button';

/** Everything a shadow root needs to show `CodeBlock`: its own CSS and the copy button's. */
export const codeBlockStyles = [copyButtonStyles, css] as const;
