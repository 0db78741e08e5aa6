import { defineMessages } from '../shared/i18n';

/** Every string the cards (`<icon-card>`, `<link-card>`) write themselves, in English (see widgets/shared/i18n). */
export const cardMessages = defineMessages('card', 'page', {
  untitled: 'Untitled',
  'new-tab': '(opens in a new tab)',
});
