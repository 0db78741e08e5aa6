import { defineMessages } from '../shared/i18n';

/** Every string `<auth-providers>` writes itself, in English (see widgets/shared/i18n). */
export const authProvidersMessages = defineMessages('auth-providers', 'platform', {
  'maintained-by': 'Maintained by {supporter}',
  'community-maintained': 'Community-maintained',
  empty:
    '{type, select, phone {No phone providers match these filters.} other {No social providers match these filters.}}',
  'dashboard-link': 'Turn a provider on and paste its keys under {page} in your project’s dashboard.',
  /** The dashboard's own menu path: translate it only if the dashboard the readers see is translated. */
  'dashboard-page': 'Authentication → Providers',
});
