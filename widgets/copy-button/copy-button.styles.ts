import css from './copy-button.css?inline';
import elementCss from './copy-button.element.css?inline';

/** The copy button's CSS, for widgets that embed `CopyButton` in their own shadow root. */
export const copyButtonStyles: readonly string[] = [css];

/**
 * The `<copy-button>` element's: its host rules and its problem message first. They stay out of
 * `copyButtonStyles`, so that an embedder's host keeps its own display.
 */
export const copyButtonElementStyles: readonly string[] = [elementCss, css];
