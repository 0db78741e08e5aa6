// What another widget may embed of <icon-card>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
export { Card, useCardHref, type CardProps } from './card';
export { CardProblems, cardIcon, cardProblems, hasLightContent } from './card-icon';
export { iconCardStyles } from './icon-card.styles';
