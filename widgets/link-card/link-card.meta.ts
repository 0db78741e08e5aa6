import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'link-card',
  embeds: ['icon-card'],
  static: true,
  summary: 'A card leading to a guide: title, description and optional icon; the whole card is one link.',
  attributes: {
    title: { type: 'string', description: 'Title; the link\u2019s accessible name. Required.' },
    description: {
      type: 'string',
      description:
        'A sentence under the title, read as the link\u2019s description. The default slot may hold it instead (for `<code>` and the like).',
    },
    href: {
      type: 'string',
      description:
        'A site path (`/guides/auth`, `/`; resolved against the docs base), a path relative to the page (`cli.html`, `../`, `#flags`; resolved against the page, as its own links are) or an absolute URL; only `http:`, `https:` and `mailto:` become links.',
    },
    icon: { type: 'string', description: 'A built-in icon name (see `<icon-card>`) or an http(s) image URL.' },
    layout: {
      type: 'string',
      values: ['vertical', 'horizontal'],
      default: 'vertical',
      description: 'Icon above (`vertical`) or beside (`horizontal`) the text.',
    },
    target: {
      type: 'string',
      description: 'Link target such as `_blank`; unset unless you set it, and announced when it opens a new tab.',
    },
  },
  slots: { '': 'Description with markup, instead of `description`. No links.' },
  parts: { card: 'The card.', icon: 'The icon frame.', title: 'The title.', description: 'The description.' },
  cssProperties: {
    '--dw-link-card-background': { description: 'Card background.', default: 'var(--dw-color-surface-raised)' },
    '--dw-link-card-border-color': {
      description: 'Card border (hover uses `--dw-color-border-strong`).',
      default: 'var(--dw-color-border)',
    },
  },
} as const satisfies WidgetMetadata;
