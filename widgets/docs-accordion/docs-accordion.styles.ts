import css from './docs-accordion.css?inline';

/** Styles of Accordion and AccordionItem, for widgets that render them in their own shadow root. */
export const docsAccordionStyles: readonly string[] = [css];
