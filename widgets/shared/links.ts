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
