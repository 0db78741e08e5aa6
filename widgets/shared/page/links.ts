/**
 * Every dashboard path the widgets link to, in one place, so a change of the dashboard's URL
 * scheme is one edit. Paths are relative to the configured dashboard base (see config.ts).
 * `_` stands for "the reader's current project"; the dashboard asks which one.
 */
/**
 * A path segment from a value a page or a script gave: percent-encoded, with an unpaired surrogate
 * (which a script can put in a string, and on which `encodeURIComponent` throws "URI malformed")
 * written as U+FFFD, as the URL parser writes it, so the link is made instead of the widget failing.
 */
export function pathSegment(value: string): string {
  return encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

export const dashboardPaths = {
  projects: '/projects',
  newProject: '/new/_',
  apiSettings: (projectRef = '_') => `/project/${pathSegment(projectRef)}/settings/api`,
  databaseSettings: (projectRef = '_') => `/project/${pathSegment(projectRef)}/settings/database`,
  authProviders: (projectRef = '_') => `/project/${pathSegment(projectRef)}/auth/providers`,
  authRateLimits: (projectRef = '_') => `/project/${pathSegment(projectRef)}/auth/rate-limits`,
  sqlEditor: (projectRef = '_') => `/project/${pathSegment(projectRef)}/sql/new`,
  storageBuckets: (projectRef = '_') => `/project/${pathSegment(projectRef)}/storage/buckets`,
  tableEditor: (projectRef = '_') => `/project/${pathSegment(projectRef)}/editor`,
  authPolicies: (projectRef = '_') => `/project/${pathSegment(projectRef)}/auth/policies`,
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
