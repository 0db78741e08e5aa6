import { defineWidget } from '../shared/element';
import { metadata } from './link-card.meta';
import { LinkCard } from './link-card';
import { linkCardStyles } from './link-card.styles';

export { metadata };
export const linkCard = defineWidget(metadata, LinkCard, { styles: linkCardStyles });
export const define = (tag?: string) => linkCard.define(tag);
