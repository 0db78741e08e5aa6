import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'accepted-values',
  untilTouched: true,
  summary: 'An expandable list of the values a parameter accepts, closed until the reader opens it.',
  attributes: {
    values: {
      type: 'json',
      propertyType: 'Array<{ id: string; name: string; type?: string; description?: string }>',
      description:
        'The values, as a JSON array of `{ "id", "name", "type"?, "description"? }` objects (`id` and `name` required, all strings). Items that cannot be shown are listed in an inline message naming the element and attribute (and in the console); the rest are shown. An optional field of the wrong type is ignored and its item shown. Also settable as a property.',
    },
    name: {
      type: 'string',
      default: 'accepted values',
      wording: true,
      description:
        'Words that replace "accepted values" in the toggle and the empty state: `name="log levels"` gives "Open log levels".',
    },
    open: {
      type: 'boolean',
      default: false,
      description:
        'Whether the list is open. Reflects the reader\u2019s toggling; set or remove it to open or close the list.',
    },
  },
  events: {
    'dw-toggle': {
      description:
        'The reader opened or closed the list (or find-in-page revealed a match inside it). Cancel it (`preventDefault()`) to keep the toggle from changing state; a find-in-page reveal cannot be vetoed, as the browser shows the match anyway. Not fired when the page changes `open`.',
      detail: '{ open: boolean }',
    },
  },
  parts: {
    base: 'The bordered box.',
    toggle: 'The open/close button.',
    list: 'The list of values.',
    problem: 'The message shown for values that could not be read.',
  },
  cssProperties: {
    '--dw-accepted-values-border-color': {
      description: 'Border colour of the box and between values.',
      default: 'var(--dw-color-border)',
    },
    '--dw-accepted-values-background': {
      description: 'Background of the box.',
      default: 'var(--dw-color-surface)',
    },
  },
  states: ['closed', 'open', 'empty'],
} as const satisfies WidgetMetadata;
