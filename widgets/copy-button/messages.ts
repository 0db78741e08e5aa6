import { defineMessages } from '../shared/i18n';

/** Every string `<copy-button>` writes itself, in English (see widgets/shared/i18n). */
export const copyButtonMessages = defineMessages('copy-button', 'page', {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Copy failed',
  'nothing-to-copy':
    '{tag} has nothing to copy: give it a {value} attribute, or a {for} attribute naming the id of the element to copy.',
  'target-missing': '{tag} attribute {for}: there is no element with id “{id}” in the same document or shadow root.',
});
