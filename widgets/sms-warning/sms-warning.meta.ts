import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'sms-warning',
  embeds: ['docs-callout'],
  static: true,
  summary:
    'Warns that SMS sign-in costs money and is regulated, with links to rate limits, CAPTCHA and the production checklist.',
  attributes: {
    heading: {
      type: 'string',
      default: 'Keep SMS costs under control',
      wording: true,
      description: 'Heading of the callout.',
    },
  },
  slots: { '': 'Optional extra paragraphs shown after the built-in text.' },
  parts: {
    callout: 'The callout box.',
    icon: 'The warning icon.',
    title: 'The heading line.',
    body: 'The wrapper around the text and the slotted paragraphs.',
  },
  cssProperties: {
    '--dw-sms-warning-accent': {
      description: 'Colour of the border, icon and heading.',
      default: 'var(--dw-color-warning)',
    },
  },
} as const satisfies WidgetMetadata;
