import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'code-exchange-guide',
  embeds: ['code-block', 'persisted-tabs'],
  summary:
    'The OAuth code-exchange (PKCE) guide: the /auth/callback route that swaps the code for a session and continues to a same-site `next` path, for the browser and for Next.js, SvelteKit, Astro, Remix and Express.',
  attributes: {
    'environment-group': {
      type: 'string',
      default: 'environment',
      description:
        'Query parameter and storage group of the Server / Client tabs, shared with other tab sets on the page.',
    },
    'framework-group': {
      type: 'string',
      default: 'framework',
      description: 'Query parameter and storage group of the framework tabs, shared with other tab sets on the page.',
    },
    'heading-level': {
      type: 'number',
      default: 3,
      description: 'Level (2 to 6) of the four step headings, to fit the page\u2019s outline.',
    },
  },
  events: {
    'dw-copy': { description: 'The reader copied one of the samples.', detail: '{ value: string }' },
  },
  parts: {
    steps: 'The numbered list of steps.',
    step: 'Each step.',
  },
  cssProperties: {
    '--dw-code-exchange-guide-marker': {
      description: 'Background of the step numbers.',
      default: 'var(--dw-color-accent)',
    },
  },
} as const satisfies WidgetMetadata;
