import css from './session-warning.css?inline';
import { docsCalloutStyles } from '../docs-callout/embed';

/** Everything the warning's shadow root needs: the Callout's CSS, then its own. */
export const sessionWarningStyles: readonly string[] = [...docsCalloutStyles, css];
