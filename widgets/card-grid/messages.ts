import { defineMessages } from '../shared/i18n';

/** Every string `<card-grid>` writes itself, in English (see widgets/shared/i18n). */
export const cardGridMessages = defineMessages('card-grid', 'page', {
  empty: '{tag} has no cards: put {linkCard} or {iconCard} elements inside it.',
});
