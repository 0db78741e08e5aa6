import css from './card-grid.css?inline';

/** The grid's CSS. */
export const cardGridStyles: readonly string[] = [css];
