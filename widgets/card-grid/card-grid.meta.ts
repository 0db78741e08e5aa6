import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'card-grid',
  static: true,
  summary:
    'Lays out `<link-card>`s and `<icon-card>`s in a responsive grid: as many equal columns as fit, one on narrow screens.',
  attributes: {},
  slots: { '': 'The cards.' },
  parts: { grid: 'The grid container.' },
  cssProperties: {
    '--dw-card-grid-min-column-width': {
      description: 'Narrowest a column may get before the grid drops to fewer columns.',
      default: '15rem',
    },
    '--dw-card-grid-gap': {
      description: 'Space between cards.',
      default: 'var(--dw-space-4)',
    },
  },
} as const satisfies WidgetMetadata;
