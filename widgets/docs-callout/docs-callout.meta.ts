import type { WidgetMetadata } from '../shared/metadata';

export const calloutTypes = ['note', 'tip', 'caution', 'danger', 'deprecation', 'warning'] as const;

/** A callout's `type`: what it is about, which sets its icon, its colour and what it is called aloud. */
export type CalloutType = (typeof calloutTypes)[number];

export const metadata = {
  tag: 'docs-callout',
  static: { unlessAttributes: ['closable'] },
  untilTouched: true,
  summary:
    'A highlighted note, tip, caution, warning, deprecation notice or danger notice, with its icon and an accessible label; optionally closable.',
  attributes: {
    type: {
      type: 'string',
      values: calloutTypes,
      default: 'note',
      description:
        'Each type has its own colour, icon and spoken label: `note` blue (circled i, "Note"), `tip` green (light bulb, "Tip"), `caution` yellow (circled !, "Caution"), `warning` orange (triangle, "Warning"), `deprecation` violet (archive box, "Deprecated"), `danger` red (solid stop sign, "Danger"). Titles are at least 4.5:1 on their background in light and dark. An unknown value falls back to `note`, and the console says `<docs-callout> attribute "type": "\u2026" is not one of \u2026`.',
    },
    title: {
      type: 'string',
      description:
        'Title shown in bold above the body. Without it the callout is titled by its type ("Note", "Tip", …). Screen readers hear the type before the title either way. Shown as text, never as HTML. (`title` is also a global HTML attribute that browsers show as a tooltip; the runtime keeps that tooltip from covering the whole callout.)',
    },
    closable: {
      type: 'boolean',
      default: false,
      description:
        'Adds a close button ("Close note", "Close tip", \u2026). A closed callout stays closed: its host gets `data-state="closed"` and `hidden`, it fires `dw-close`, and focus moves to the next focusable element after it (or the page body).',
    },
  },
  events: {
    'dw-close': {
      description: 'The reader pressed the close button. Cancelable: `preventDefault()` keeps the callout open.',
      alias: 'close',
    },
  },
  slots: { '': 'The body: paragraphs, lists, code, links.' },
  parts: {
    callout: 'The callout box.',
    icon: 'The type icon.',
    title: 'The title line.',
    body: 'The wrapper around the slotted body.',
    'close-button': 'The close button (with `closable`).',
  },
  cssProperties: {
    '--dw-docs-callout-accent': {
      description: 'Colour of the side border, icon and title. Defaults to the colour of the type.',
      default: "the type's colour",
    },
    '--dw-docs-callout-background': {
      description: 'Background of the box. Defaults to the surface colour of the type.',
      default: "the type's surface colour",
    },
    '--dw-docs-callout-border-color': {
      description: 'Colour of the thin border. Defaults to the border colour of the type.',
      default: "the type's border colour",
    },
  },
  states: ['open', 'closed'],
} as const satisfies WidgetMetadata;
