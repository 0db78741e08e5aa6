// The public face of <docs-accordion>: what other widgets and the package entries may import.
export { define, metadata, itemMetadata, docsAccordion, accordionItem } from './docs-accordion.element';
