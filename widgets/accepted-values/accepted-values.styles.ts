import css from './accepted-values.css?inline';

/** The component's CSS, for widgets that render `AcceptedValues` in their own shadow root. */
export const acceptedValuesStyles: readonly string[] = [css];
