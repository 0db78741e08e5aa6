import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'auth-providers',
  summary: 'The sign-in provider catalogue as a grid of compact link cards with letter marks, each linking to its guide.',
  attributes: {
    type: {
      type: 'string',
      values: ['social', 'phone'],
      default: 'social',
      description: 'Social (OAuth) or phone (SMS) providers.',
    },
    platform: { type: 'boolean', default: false, description: 'Only providers on the hosted platform.' },
    'self-hosted': { type: 'boolean', default: false, description: 'Only providers available self-hosted.' },
    'no-dashboard-link': { type: 'boolean', default: false, description: 'Leave out the dashboard link.' },
  },
  properties: {
    providers: { type: 'AuthProvider[]', description: 'Replaces the built-in catalogue.' },
  },
  parts: { grid: 'The grid.', card: 'Each card.', 'dashboard-link': 'The dashboard line.' },
  cssProperties: {
    '--dw-card-grid-min-column-width': { description: 'Narrowest column.', default: '8.5rem' },
  },
  states: ['ready', 'empty'],
  typeAliases: {
    AuthProvider:
      "{ name: string; logo: { initials: string; color?: string; ink?: string; darkColor?: string; darkInk?: string }; href: string; official: boolean; supporter: string; platform: boolean; selfHosted: boolean; authType: 'social' | 'phone'; hasLightIcon: boolean }",
  },
} as const satisfies WidgetMetadata;
