import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'session-warning',
  embeds: ['docs-callout'],
  static: true,
  summary:
    'A danger callout: a session read from client storage is not proof of who the user is on a server; verify the user with the Auth server instead.',
  attributes: {
    heading: {
      type: 'string',
      default: 'Never trust a stored session on the server',
      wording: true,
      description: 'Heading of the callout. Screen readers hear "Danger: " before it.',
    },
  },
  slots: { '': 'Optional extra paragraphs shown after the built-in text (for example a framework-specific note).' },
  parts: {
    callout: 'The callout box.',
    icon: 'The danger icon.',
    title: 'The heading line.',
    body: 'The wrapper around the text and the slotted paragraphs.',
  },
  cssProperties: {
    '--dw-session-warning-accent': {
      description: 'Colour of the border, icon and heading.',
      default: 'var(--dw-color-danger)',
    },
  },
} as const satisfies WidgetMetadata;
