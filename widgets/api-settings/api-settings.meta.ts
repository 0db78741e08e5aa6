import type { WidgetMetadata } from '../shared/metadata';

export const metadata = {
  tag: 'api-settings',
  embeds: ['copy-button'],
  summary:
    'The reader\u2019s own project URL or anon key, picked by organization, project and branch, with a copy button. Several on a page share one selection.',
  attributes: {
    variable: {
      type: 'string',
      values: ['url', 'anon-key'],
      default: 'url',
      description:
        'Which value to show: the project URL (`url`, heading "Project URL") or the anon key (`anon-key`, heading "Anon key"). Any other value warns in the console and shows the URL.',
    },
    'api-base': {
      type: 'string',
      description:
        'Base URL of the platform API: an absolute http(s) URL or a path from the site root. Overrides the page-wide `docs-widgets:api-base` meta tag (read only from the document\u2019s `<head>`) only on the page\u2019s own origin or that tag\u2019s origin (requests carry the reader\u2019s token, so markup in the page cannot send it elsewhere; another origin is ignored with a message in the widget); defaults to `<page origin>/api`. A value that is not a usable URL is named in the widget and nothing is requested. Elements with the same API base share one selection and one set of requests.',
    },
  },
  events: {
    'dw-copy': {
      description:
        'The value was copied to the clipboard. The detail names which value, never the value itself, so a page that logs its events never logs a key.',
      detail: "{ variable: 'url' | 'anon-key' }",
    },
  },
  parts: {
    heading: 'The heading ("Project URL" or "Anon key").',
    picker: 'Each picker button (project, branch).',
    'picker-popup': 'The search field and option list of an open picker.',
    value: 'The read-only field holding the value.',
    button: 'The copy button (the embedded `<copy-button>` component; its `icon` and `label` parts are exposed too).',
    message: 'The explanation shown when logged out, with no projects, or when something failed.',
  },
  cssProperties: {
    '--dw-api-settings-accent': {
      description: 'Colour of the selected option\u2019s tick and the active option\u2019s edge.',
      default: 'var(--dw-color-accent)',
    },
    '--dw-api-settings-popup-max-height': {
      description: 'Tallest the option list grows before it scrolls (about ten options).',
      default: '22rem',
    },
  },
  states: [
    'user-loading',
    'logged-out',
    'data-pending',
    'data-error',
    'no-projects',
    'value-pending',
    'value-error',
    'ready',
    'error',
  ],
} as const satisfies WidgetMetadata;
