import { defineWidget } from '../shared/element';
import { childTagName } from '../shared/prefix';
import { itemMetadata, metadata } from './docs-accordion.meta';
import { DocsAccordion, DocsAccordionItem } from './docs-accordion';
import { docsAccordionStyles } from './docs-accordion.styles';

export { metadata, itemMetadata };
export const docsAccordion = defineWidget(metadata, DocsAccordion, { styles: docsAccordionStyles });
export const accordionItem = defineWidget(itemMetadata, DocsAccordionItem, { styles: docsAccordionStyles });

/** Defines `<docs-accordion>` (under `tag` if given) and `<accordion-item>`. */
export const define = (tag?: string) => {
  accordionItem.define(childTagName(tag, metadata.tag, itemMetadata.tag));
  return docsAccordion.define(tag);
};
