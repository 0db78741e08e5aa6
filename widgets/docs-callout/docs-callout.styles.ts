import css from './docs-callout.css?inline';

/** The Callout's CSS, for widgets that render `<Callout>` in their own shadow root. */
export const docsCalloutStyles: readonly string[] = [css];
