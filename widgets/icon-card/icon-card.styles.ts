import css from './icon-card.css?inline';

/** The Card's CSS (icon and link variants share it), for widgets that render `<Card>` themselves. */
export const iconCardStyles: readonly string[] = [css];
