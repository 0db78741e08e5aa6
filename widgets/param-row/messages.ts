import { defineMessages } from '../shared/i18n';

/** Every string `<param-row>` writes itself, in English (see widgets/shared/i18n). */
export const paramRowMessages = defineMessages('param-row', 'page', {
  unnamed: '(unnamed parameter)',
  'type-missing': '(type not given)',
  required: 'Required',
  'link-to': 'Link to {name}',
  'link-to-unnamed': 'Link to this parameter',
  default: 'Default: {value}',
  'attributes-missing':
    '{count, plural, one {attribute {first} is missing or empty.} other {attribute {first} and attribute {second} are missing or empty.}}',
});
