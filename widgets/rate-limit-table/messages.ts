import { defineMessages } from '../shared/i18n';

/** Every string `<rate-limit-table>` writes itself, in English (see widgets/shared/i18n). */
export const rateLimitTableMessages = defineMessages('rate-limit-table', 'platform', {
  caption: 'Rate limits on the Auth API',
  endpoint: 'Endpoint',
  path: 'Path',
  'limited-by': 'Limited by',
  'rate-limit': 'Rate limit',
  'limited-by-combined': 'All listed paths together',
  'limited-by-last-request': 'Time since the last request',
  'limited-by-ip': 'IP address',
  configurable: 'Configurable',
  'configurable-smtp': 'Configurable (custom SMTP only)',
  /** After a row's measure (its prose, which may stay English). */
  'measure-with-bursts': '{measure}, with short bursts allowed',
  history: 'History of this limit',
  'history-from': 'From {since, date}',
  'history-at-first': 'At first',
  'footer-dashboard': 'Limits marked configurable are set per project on the dashboard’s {link}.',
  'footer-dashboard-link': 'Auth rate limits page',
  footer: 'Limits marked configurable are set per project in the dashboard.',
});
