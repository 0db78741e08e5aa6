/**
 * Every dashboard path the widgets link to, in one place, so a change of the dashboard's URL
 * scheme is one edit. Paths are relative to the configured dashboard base (see config.ts).
 * `_` stands for "the reader's current project"; the dashboard asks which one.
 */
export const dashboardPaths = {
  projects: '/projects',
  newProject: '/new/_',
  apiSettings: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/settings/api`,
  databaseSettings: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/settings/database`,
  authProviders: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/auth/providers`,
  authRateLimits: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/auth/rate-limits`,
  sqlEditor: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/sql/new`,
  storageBuckets: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/storage/buckets`,
  tableEditor: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/editor`,
  authPolicies: (projectRef = '_') => `/project/${encodeURIComponent(projectRef)}/auth/policies`,
  support: '/support/new',
  accessTokens: '/account/tokens',
} as const;

/** The docs pages the widgets link to by name: paths resolved against the docs base (see config.ts). */
export const docsPaths = {
  authCaptcha: '/guides/auth/auth-captcha',
  goingIntoProduction: '/guides/platform/going-into-prod',
  redirectUrls: '/guides/auth/redirect-urls',
  serverSideAuth: '/guides/auth/server-side',
  socialLogin: (slug: string) => `/guides/auth/social-login/auth-${slug}`,
  phoneLogin: (slug: string) => `/guides/auth/phone-login/${slug}`,
} as const;

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
