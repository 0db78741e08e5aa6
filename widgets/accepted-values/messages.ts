import { defineMessages } from '../shared/i18n';

/** Every string `<accepted-values>` writes itself, in English (see widgets/shared/i18n). */
export const acceptedValuesMessages = defineMessages('accepted-values', 'page', {
  'default-name': 'accepted values',
  'default-heading': 'Accepted values',
  open: 'Open {name}',
  close: 'Close {name}',
  empty: 'No {name} listed.',
  'not-listed': '…and {count, plural, one {# more value} other {# more values}}, not listed here.',
});
