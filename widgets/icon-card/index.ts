// The public face of <icon-card>: what other widgets and the package entries may import.
export { define, metadata, iconCard } from './icon-card.element';
export * from './embed';
