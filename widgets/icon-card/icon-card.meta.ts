import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'icon-card',
  static: { unlessAttributes: ['has-light-icon'] },
  summary: 'A compact card with a framed icon and a title; the whole card is one link.',
  attributes: {
    title: {
      type: 'string',
      description:
        'Title; the link\u2019s accessible name. Required: when missing, a message names the attribute and the href stands in.',
    },
    href: {
      type: 'string',
      description:
        'A site path such as `/guides/auth` (resolved against the docs base, like every docs link), a path relative to the page (`cli.html`, resolved against the page, as its own links are) or an absolute URL. Only `http:`, `https:` and `mailto:` become links; anything else (`javascript:`\u2026) leaves the card unlinked with a message.',
    },
    icon: {
      type: 'string',
      description:
        'A built-in icon (`book`, `bolt`, `code`, `cpu`, `database`, `folder`, `key`, `link`, `lock`, `phone`, `sparkles`, `terminal`) or the http(s) URL of an image (resolved against the page). Images are decorative (`alt=""`) and lazily loaded; a broken one is hidden. Anything else: no icon and a message.',
    },
    'has-light-icon': {
      type: 'boolean',
      default: false,
      description:
        'The image has a variant for dark backgrounds named `<name>-light.<ext>` (`github.svg` \u2192 `github-light.svg`), shown instead in dark mode (a forced `theme`/`data-theme`, else the reader\u2019s preference). Built-in icons follow the theme by themselves.',
    },
    target: {
      type: 'string',
      description:
        'Link target such as `_blank`; unset unless you set it. With `_blank` the link\u2019s name ends in "(opens in a new tab)".',
    },
  },
  slots: {
    '': 'Optional short text under the title (the link\u2019s accessible description). No links: the whole card is one.',
  },
  parts: {
    card: 'The card: the `<a>`, or a `<div>` when there is no usable href.',
    icon: 'The icon frame.',
    title: 'The title.',
    description: 'The slotted text.',
  },
  cssProperties: {
    '--dw-icon-card-background': { description: 'Card background.', default: 'var(--dw-color-surface-raised)' },
    '--dw-icon-card-border-color': {
      description: 'Card border (hover uses `--dw-color-border-strong`).',
      default: 'var(--dw-color-border)',
    },
    '--dw-icon-card-icon-size': { description: 'Size of the icon inside its frame.', default: '1.5rem' },
  },
} as const satisfies WidgetMetadata;
