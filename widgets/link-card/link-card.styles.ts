import { iconCardStyles } from '../icon-card/embed';
import css from './link-card.css?inline';

/** The link-card look: the shared Card rules and the link variant, in adoption order. */
export const linkCardStyles: readonly string[] = [...iconCardStyles, css];
