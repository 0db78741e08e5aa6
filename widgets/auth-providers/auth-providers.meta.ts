import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'auth-providers',
  embeds: ['icon-card'],
  static: true,
  summary:
    'The sign-in provider catalogue as a grid of compact link cards with letter marks, each linking to its guide.',
  attributes: {
    type: {
      type: 'string',
      values: ['social', 'phone'],
      default: 'social',
      description:
        'Which catalogue: social (OAuth) or phone (SMS) providers. Unknown values fall back to `social` with a console warning.',
    },
    platform: { type: 'boolean', default: false, description: 'Only providers on the hosted platform.' },
    'self-hosted': { type: 'boolean', default: false, description: 'Only providers available self-hosted.' },
    'no-dashboard-link': {
      type: 'boolean',
      default: false,
      description:
        'Leaves out the dashboard line under the grid (its link is built from `dashboardPaths.authProviders` in `widgets/shared/page/links.ts` and `dashboard-base`).',
    },
  },
  properties: {
    providers: {
      type: 'AuthProvider[]',
      description:
        'Replaces the built-in catalogue (same shape as `providers.ts`: `logo` is a letter mark, `{ initials, color?, ink?, darkColor?, darkInk? }`). The filters still apply.',
    },
  },
  parts: { grid: 'The grid.', card: 'Each card.', 'dashboard-link': 'The dashboard line.' },
  cssProperties: {
    '--dw-card-grid-min-column-width': {
      description:
        'Narrowest column: wide enough for the longest provider name on one line beside its mark and arrow (14rem); in a column narrower than 34rem, where the cards drop the arrow, 10.5rem (two columns from about 344 px).',
      default: '14rem',
    },
    '--dw-card-grid-gap': { description: 'Space between cards.', default: 'var(--dw-space-3)' },
  },
  states: ['ready', 'empty'],
  typeAliases: {
    AuthProvider:
      "{ name: string; logo: { initials: string; color?: string; ink?: string; darkColor?: string; darkInk?: string }; href: string; official: boolean; supporter: string; platform: boolean; selfHosted: boolean; authType: 'social' | 'phone'; hasLightIcon: boolean }",
  },
} as const satisfies WidgetMetadata;
