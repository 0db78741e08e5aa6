import { defineMessages } from '../shared/i18n';

/** Every string `<docs-accordion>` and `<accordion-item>` write themselves, in English (see widgets/shared/i18n). */
export const docsAccordionMessages = defineMessages('docs-accordion', 'page', {
  empty: '{tag} has no {item} children, so there is nothing to show.',
  'header-missing': 'is missing: give the section a title with header="…".',
  untitled: 'Untitled section',
});
