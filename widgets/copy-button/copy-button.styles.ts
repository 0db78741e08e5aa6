import css from './copy-button.css?inline';

/** The copy button's CSS, for widgets that embed `CopyButton` in their own shadow root. */
export const copyButtonStyles = css;
