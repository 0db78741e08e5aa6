import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'copy-button',
  untilTouched: true,
  summary:
    'A button that copies a value, or the text of another element, to the clipboard and confirms it visibly and to screen readers.',
  attributes: {
    value: {
      type: 'string',
      description: 'The text to copy. Takes precedence over `for`.',
    },
    for: {
      type: 'string',
      property: 'htmlFor',
      description:
        'Id of the element whose text to copy, looked up in the same document or shadow root as the button (`getRootNode()`). Inputs, text areas and selects (`<select>`) give their value, other elements their `textContent`.',
    },
    'feedback-duration': {
      type: 'number',
      default: 1000,
      description:
        'How long, in milliseconds, "Copied" (or the failure message) shows before the button resets. Clicks in that time are ignored.',
    },
    label: {
      type: 'string',
      default: 'Copy',
      wording: true,
      description: 'Text of the button.',
    },
    'copied-label': {
      type: 'string',
      default: 'Copied',
      wording: true,
      description: 'Text shown and announced after a successful copy.',
    },
    'error-label': {
      type: 'string',
      default: 'Copy failed',
      wording: true,
      description:
        'Text shown and announced when copying failed: nothing to copy, a missing `for` target, or the clipboard refused.',
    },
  },
  events: {
    'dw-copy': {
      description:
        'The text was copied. The bubbling name has the `dw-` prefix so it never reaches a page\u2019s handlers for the browser\u2019s own `copy` event.',
      detail: '{ value: string }',
      alias: 'copy',
    },
    'dw-copy-error': {
      description: 'Copying failed: no text to copy, a missing `for` target, or the clipboard refused.',
      detail: '{ error: Error }',
      alias: 'copy-error',
    },
  },
  parts: {
    button: 'The button.',
    icon: 'The icon: two overlapping sheets, or a check after a copy (drawn by CSS in the text colour).',
    label: 'The text inside the button.',
  },
  cssProperties: {
    '--dw-copy-button-color': { description: 'Text and icon colour.', default: 'var(--dw-color-text-muted)' },
    '--dw-copy-button-background': { description: 'Background.', default: 'var(--dw-color-surface-raised)' },
    '--dw-copy-button-border': { description: 'Border colour.', default: 'var(--dw-color-border)' },
    '--dw-copy-button-success': { description: 'Colour of the "Copied" state.', default: 'var(--dw-color-success)' },
  },
  states: ['idle', 'copied', 'error'],
} as const satisfies WidgetMetadata;
