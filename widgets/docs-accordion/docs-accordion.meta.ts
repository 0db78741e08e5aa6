import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'docs-accordion',
  summary:
    'Collapsible sections (WAI-ARIA accordion): `<accordion-item>` children with header buttons, arrow-key navigation and opening from the URL hash.',
  attributes: {
    mode: {
      type: 'string',
      values: ['multiple', 'single'],
      default: 'multiple',
      description:
        '`multiple` lets any number of items be open; `single` keeps at most one open (opening one closes the others, and of several items authored `open` only the first stays open). Unknown values fall back to `multiple` with a console warning.',
    },
  },
  slots: { '': '`<accordion-item>` elements. Other children are shown as they are, with a console warning.' },
  parts: { accordion: 'The wrapper around the items.' },
  cssProperties: {
    '--dw-docs-accordion-border-color': {
      description: 'Colour of the lines between items.',
      default: 'var(--dw-color-border)',
    },
  },
  // Prerendered, it waits for the reader: its items' markup is what shows until then.
  untilTouched: true,
  childTags: {
    'accordion-item':
      'One section: `header`, `open`, `disabled`, `heading-level`; its content is the body. See the accordion-item reference.',
  },
} as const satisfies WidgetMetadata;

/** `<accordion-item>` is defined along with `<docs-accordion>` (same chunk), so its metadata lives here. */
export const itemMetadata = {
  tag: 'accordion-item',
  summary: 'One section of a `<docs-accordion>`: a header button that shows and hides its content.',
  attributes: {
    header: {
      type: 'string',
      description:
        'Text of the header button. Required: an item without one shows a message naming the attribute, and the item\u2019s `id` stands in.',
    },
    open: {
      type: 'boolean',
      default: false,
      description:
        'Whether the content is shown. Reflects the state: the item sets and removes it as the reader toggles it, and a script may set it too.',
    },
    disabled: {
      type: 'boolean',
      default: false,
      description:
        'The header button is disabled (not focusable, not clickable); a link to the item or find-in-page still opens it.',
    },
    'heading-level': {
      type: 'number',
      default: 3,
      description: 'Level (2 to 6) of the heading that wraps the header button, to fit the page outline.',
    },
  },
  events: {
    'dw-toggle': {
      description:
        'The item opened or closed, whatever caused it (a click, a key, the URL hash, single mode closing it, find-in-page, a script).',
      detail: '{ open: boolean }',
    },
  },
  slots: { '': 'The content shown when the item is open.' },
  parts: {
    header: 'The header button.',
    'header-text': 'The text inside the header button.',
    panel: 'The content region.',
  },
  cssProperties: {
    '--dw-accordion-item-header-background-hover': {
      description: 'Background of the header button under the pointer.',
      default: 'var(--dw-color-surface)',
    },
  },
  states: ['open', 'closed'],
} as const satisfies WidgetMetadata;
