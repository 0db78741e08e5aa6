import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'link-card',
  summary: 'A card leading to a guide: title, description and optional icon; the whole card is one link.',
  attributes: {
    title: { type: 'string', description: 'Title; the link\u2019s accessible name. Required.' },
    description: { type: 'string', description: 'A sentence under the title (or use the default slot).' },
    href: {
      type: 'string',
      description: 'A site path (resolved against the docs base) or an absolute http(s) URL.',
    },
    icon: { type: 'string', description: 'A built-in icon name or an image URL.' },
    layout: {
      type: 'string',
      values: ['vertical', 'horizontal'],
      default: 'vertical',
      description: 'Icon above (`vertical`) or beside (`horizontal`) the text.',
    },
    target: { type: 'string', description: 'Link target (`_blank`); unset unless you set it.' },
  },
  slots: { '': 'Description with markup, instead of `description`. No links.' },
  parts: { card: 'The card.', icon: 'The icon frame.', title: 'The title.', description: 'The description.' },
  cssProperties: {
    '--dw-link-card-background': { description: 'Card background.', default: 'var(--dw-color-surface-raised)' },
    '--dw-link-card-border-color': { description: 'Card border.', default: 'var(--dw-color-border)' },
  },
} as const satisfies WidgetMetadata;
