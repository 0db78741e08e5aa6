import css from './code-block.css?inline';
import { copyButtonStyles } from '../copy-button/embed';

/** Everything a shadow root needs to show `CodeBlock`: the copy button's CSS, then its own. */
export const codeBlockStyles: readonly string[] = [...copyButtonStyles, css];
