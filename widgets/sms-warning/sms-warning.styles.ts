import css from './sms-warning.css?inline';
import { docsCalloutStyles } from '../docs-callout/embed';

/** Everything the warning's shadow root needs: the Callout's CSS, then its own. */
export const smsWarningStyles: readonly string[] = [...docsCalloutStyles, css];
