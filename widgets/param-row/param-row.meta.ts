import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'param-row',
  static: true,
  summary: 'One documented parameter: its name, type, a REQUIRED badge unless optional, a default and a description.',
  attributes: {
    name: {
      type: 'string',
      description:
        'The parameter\u2019s name as a reader writes it. Missing or empty shows "(unnamed parameter)", styled as a problem, plus an inline message naming the element and attribute.',
    },
    type: {
      type: 'string',
      description:
        'The parameter\u2019s type as free text (`string`, `[ pretty | json ]`). Missing or empty shows "(type not given)" and an inline message.',
    },
    optional: {
      type: 'boolean',
      default: false,
      description:
        'Marks the parameter optional, which removes the REQUIRED badge; removing the attribute brings it back.',
    },
    deprecated: {
      type: 'boolean',
      default: false,
      description:
        'Marks the parameter deprecated: a DEPRECATED badge after the name and type, so readers know to move off it (say what replaces it in the description).',
    },
    default: {
      type: 'string',
      property: 'defaultValue',
      description: 'The value used when the parameter is left out, shown as "Default: …". Empty means no default.',
    },
  },
  slots: {
    '': 'The description. An `<accepted-values>` may go in it too, usually last; it gets a little space above it. Nothing slotted means no description box.',
  },
  parts: {
    base: 'The row.',
    name: 'The name (or its placeholder).',
    type: 'The type (or its placeholder).',
    badge: 'The REQUIRED badge.',
    deprecated: 'The DEPRECATED badge.',
    description: 'The box around the slotted description.',
    problem: 'The message shown when `name` or `type` is missing.',
  },
  cssProperties: {
    '--dw-param-row-border-color': {
      description: 'The rule above the row, which separates stacked rows.',
      default: 'var(--dw-color-border)',
    },
    '--dw-param-row-name-color': { description: 'Colour of the name.', default: 'var(--dw-color-text)' },
    '--dw-param-row-required-color': {
      description: 'Text colour of the REQUIRED badge.',
      default: 'var(--dw-color-warning)',
    },
    '--dw-param-row-required-background': {
      description: 'Background of the REQUIRED badge.',
      default: 'var(--dw-color-warning-surface)',
    },
    '--dw-param-row-required-border': {
      description: 'Border of the REQUIRED badge.',
      default: 'var(--dw-color-warning-border)',
    },
  },
  states: ['required', 'optional'],
} as const satisfies WidgetMetadata;
