import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'project-setup',
  embeds: ['api-settings', 'code-block', 'persisted-tabs'],
  summary:
    'The project-setup tutorial: create a project, set up the schema (dashboard steps or SQL, in tabs), then find the project URL and anon key.',
  attributes: {
    variant: {
      type: 'string',
      values: ['products', 'user-management'],
      default: 'products',
      description:
        'Which schema: `products` (a products table anyone can read, add to and update, and a bucket for product images) or `user-management` (profiles tied to auth users and an avatars bucket). Any other value shows a message naming it, and the products tutorial.',
    },
    'query-group': {
      type: 'string',
      default: 'setup-method',
      description:
        'Query parameter and storage group of the Dashboard / SQL tabs. Tab sets with the same group on the page switch together.',
    },
    'heading-level': {
      type: 'number',
      default: 3,
      description: 'Level (2 to 6) of the three step headings, to fit the page\u2019s outline.',
    },
  },
  events: {
    'dw-copy': { description: 'The reader copied the SQL.', detail: '{ value: string }' },
  },
  parts: {
    steps: 'The numbered list of steps.',
    step: 'Each step.',
  },
  cssProperties: {
    '--dw-project-setup-marker': {
      description: 'Background of the step numbers.',
      default: 'var(--dw-color-accent)',
    },
  },
} as const satisfies WidgetMetadata;
