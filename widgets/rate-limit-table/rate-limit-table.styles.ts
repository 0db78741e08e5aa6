import css from './rate-limit-table.css?inline';

/** The component's CSS, for widgets that render `RateLimitTable` in their own shadow root. */
export const rateLimitTableStyles: readonly string[] = [css];
