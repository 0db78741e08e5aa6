import css from './param-row.css?inline';

/** The component's CSS, for widgets that render `ParamRow` in their own shadow root. */
export const paramRowStyles: readonly string[] = [css];
