import { docsPaths } from './links';

// Not in links.ts: no widget needs this list, so the runtime that every page loads does not carry
// it. Tests read it (tests/pages/docs-links.spec.ts, demo/spec-links.test.ts, the provider catalogue's).

/**
 * Every docs page the project links to, in one list: the widgets' own links above, the provider
 * guides, our CLI spec's links and the demo pages' cards. A link into the docs that is not here is
 * a mistake (a browser test reads every page of the demo, and a unit test the specs); two spellings
 * of one page cannot both be listed.
 */
export const docsPages: readonly string[] = [
  '/guides',
  '/guides/ai/hugging-face',
  '/guides/api/rest/generating-types',
  '/guides/auth',
  docsPaths.authCaptcha,
  '/guides/auth/phone-login',
  ...['messagebird', 'twilio', 'vonage'].map(docsPaths.phoneLogin),
  docsPaths.redirectUrls,
  docsPaths.serverSideAuth,
  ...[
    'apple',
    'azure',
    'bitbucket',
    'discord',
    'facebook',
    'figma',
    'github',
    'gitlab',
    'google',
    'kakao',
    'keycloak',
    'linkedin',
    'notion',
    'slack',
    'spotify',
    'twitter',
    'twitch',
    'workos',
    'zoom',
  ].map(docsPaths.socialLogin),
  '/guides/auth/sso/auth-sso-saml',
  '/guides/cli',
  '/guides/cli/managing-environments',
  '/guides/database/inspect',
  '/guides/database/overview',
  '/guides/database/postgres/row-level-security',
  '/guides/database/testing',
  '/guides/functions',
  '/guides/getting-started',
  '/guides/local-development',
  '/guides/platform/branching',
  '/guides/platform/compute-add-ons',
  '/guides/platform/custom-domains',
  '/guides/platform/database-size',
  docsPaths.goingIntoProduction,
  '/guides/platform/migrating-and-upgrading-projects',
  '/guides/platform/performance',
  '/guides/storage',
];
