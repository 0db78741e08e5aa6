// The public face of <link-card>: what other widgets and the package entries may import.
export { define, metadata, linkCard } from './link-card.element';
