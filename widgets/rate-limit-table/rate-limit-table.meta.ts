import type { WidgetMetadata } from '../shared/metadata';
import { rateLimitKeys } from './rate-limit-rows';

const keyList = rateLimitKeys.map((key) => `\`${key}\``).join(', ');
const keyUnion = rateLimitKeys.map((key) => `'${key}'`).join(' | ');

export const metadata = {
  tag: 'rate-limit-table',
  static: true,
  summary:
    'The Auth API rate limits: endpoint, path, what the limit counts by and the limit, with the email limit\u2019s history and a link to the dashboard.',
  attributes: {
    limits: {
      type: 'json',
      propertyType: `Partial<Record<${keyUnion}, string>>`,
      description: `Values for limits the docs leave to each project, as a JSON object of row key to text, e.g. \`{"otp": "30 per hour"}\`. Keys: ${keyList}. Values are shown as given, so include the unit (\`"60 seconds"\`). Rows without a value say "Configurable". Unknown keys and values that are not text are listed in an inline message naming the element and attribute (and in the console); the other keys are used. Also settable as a property.`,
    },
    caption: {
      type: 'string',
      default: 'Rate limits on the Auth API',
      wording: true,
      description: 'The table\u2019s caption, which also names the table for assistive technology.',
    },
    'project-ref': {
      type: 'string',
      description:
        'Project the dashboard link opens. Left out, the dashboard asks the reader to pick a project. `dashboard-base` (or the page\u2019s `docs-widgets:dashboard-base` meta tag) sets where the link points.',
    },
  },
  parts: {
    base: 'The box around the table and the footer.',
    table: 'The table.',
    problem: 'The message shown for `limits` values that could not be used.',
  },
  cssProperties: {
    '--dw-rate-limit-table-border-color': {
      description: 'Borders of the table and between rows.',
      default: 'var(--dw-color-border)',
    },
    '--dw-rate-limit-table-background': {
      description: 'Background of the table body (and of the cards in narrow containers).',
      default: 'var(--dw-color-background)',
    },
    '--dw-rate-limit-table-header-background': {
      description: 'Background of the column headers.',
      default: 'var(--dw-color-surface)',
    },
  },
} as const satisfies WidgetMetadata;
