import { defineMessages } from './catalogue';

/**
 * The runtime's own strings, shown inside any widget (see widgets/shared/i18n): an attribute it
 * cannot use, a widget that failed. `{tag}`, `{attribute}` and `{error}` come in as written.
 */
export const runtimeMessages = defineMessages('runtime', 'diagnostics', {
  'attribute-problem': '{tag} attribute {attribute}: {problem}',
  'not-one-of': '"{value}" is not one of {values}.',
  'not-one-of-using': '"{value}" is not one of {values}. Using "{fallback}".',
  'not-a-number': 'expected a number, got "{value}".',
  'not-json': 'is not valid JSON ({reason}).',
  'data-problems': '{tag} {source, select, property {property} other {attribute}} {name}:',
  failed: '{tag} could not be displayed: {error}',
});

export type RuntimeMessage = keyof typeof runtimeMessages.english & string;
