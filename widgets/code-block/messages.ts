import { defineMessages } from '../shared/i18n';

/** Every string `<code-block>` writes itself, in English (see widgets/shared/i18n). */
export const codeBlockMessages = defineMessages('code-block', 'page', {
  wrap: 'Wrap lines',
  copied: 'Copied',
  'copied-with-placeholders': 'Copied with placeholders',
  'lines-not-shown':
    '{count, plural, one {# more line is not shown} other {# more lines are not shown}}{copy, select, yes {; Copy copies all of them.} other {.}}',
  'show-secrets': 'Show secrets',
  'show-hidden-lines': '{count, plural, one {Show # hidden line} other {Show # hidden lines}} {first}–{last}',
  'hide-lines': 'Hide lines {first}–{last}',
  placeholder: 'placeholder: {name}',
  'type-your': 'Your {name}',
  'field-hint-secret': 'Fills {name} in every sample on this page; kept on this page only, never stored.',
  'field-hint': 'Fills {name} in every sample on this page; remembered on this site.',
  'field-hint-url': 'In a URL it is percent-encoded for you.',
  'no-code': '{tag} has no code: write it between the tags, or in the {code} attribute.',
  /** The bar above a sample whose placeholders the reader's own project fills. */
  'your-values': 'Your values:',
  'project-failed': 'Your project’s values could not be loaded',
  'no-project': 'You have no project yet',
  'project-loading': 'Loading your project…',
  'log-in-hint': '{logIn} to fill in your own project URL and key.',
  'log-in': 'Log in',
  'pickers-loading': 'Loading…',
  'unknown-language':
    '{tag} attribute {language}: “{name}” is not one of the highlighted languages ({languages}), so the code is shown without colours.',
});
