import css from './card-grid.css?inline';

/** The grid's CSS, for widgets that render `<CardGrid>` themselves (auth-providers). */
export const cardGridStyles = css;
