import { defineMessages } from '../shared/i18n';

/** Every string `<docs-callout>` writes itself, in English (see widgets/shared/i18n). */
export const docsCalloutMessages = defineMessages('docs-callout', 'page', {
  note: 'Note',
  tip: 'Tip',
  caution: 'Caution',
  deprecation: 'Deprecated',
  warning: 'Warning',
  danger: 'Danger',
  /** Read before a callout's own title, by screen readers only. */
  'kind-before-title': '{kind}: ',
  'close-note': 'Close note',
  'close-tip': 'Close tip',
  'close-caution': 'Close caution',
  'close-deprecation': 'Close deprecated',
  'close-warning': 'Close warning',
  'close-danger': 'Close danger',
  empty: '{tag} is empty: put its text between the opening and closing tags, or set the {title} attribute.',
});
