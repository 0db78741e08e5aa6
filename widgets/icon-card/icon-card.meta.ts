import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'icon-card',
  summary: 'A compact card with a framed icon and a title; the whole card is one link.',
  attributes: {
    title: { type: 'string', description: 'Title; the link\u2019s accessible name. Required.' },
    href: {
      type: 'string',
      description: 'A site path (resolved against the docs base) or an absolute http(s) URL.',
    },
    icon: { type: 'string', description: 'A built-in icon name or an image URL.' },
    'has-light-icon': {
      type: 'boolean',
      default: false,
      description: 'In dark mode, show the image icon\u2019s `-light` variant.',
    },
    target: { type: 'string', description: 'Link target (`_blank`); unset unless you set it.' },
  },
  slots: { '': 'Optional short text under the title. No links.' },
  parts: { card: 'The card.', icon: 'The icon frame.', title: 'The title.', description: 'The slotted text.' },
  cssProperties: {
    '--dw-icon-card-background': { description: 'Card background.', default: 'var(--dw-color-surface-raised)' },
    '--dw-icon-card-border-color': { description: 'Card border.', default: 'var(--dw-color-border)' },
    '--dw-icon-card-icon-size': { description: 'Icon size.', default: '1.5rem' },
  },
} as const satisfies WidgetMetadata;
