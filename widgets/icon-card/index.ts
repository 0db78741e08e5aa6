// The public face of <icon-card>: what other widgets and the package entries may import.
export { define, metadata, iconCard } from './icon-card.element';
export { Card, useCardHref, type CardProps } from './card';
export { CardProblems, cardIcon, cardProblems, hasLightContent } from './card-icon';
export { iconCardStyles } from './icon-card.styles';
