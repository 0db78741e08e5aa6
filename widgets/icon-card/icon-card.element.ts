import { defineWidget } from '../shared/element';
import { metadata } from './icon-card.meta';
import { IconCard } from './icon-card';
import { iconCardStyles } from './icon-card.styles';

export { metadata };
export const iconCard = defineWidget(metadata, IconCard, { styles: iconCardStyles });
export const define = (tag?: string) => iconCard.define(tag);
