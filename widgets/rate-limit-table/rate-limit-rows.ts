/**
 * The Auth rate limits, one typed row per limit. Only the email limit's history is fixed in the
 * docs; every other number depends on the project (and the docs site fills it in from its own
 * data), so a row says what it measures and the element shows "Configurable" unless the page
 * passes a value through the `limits` attribute.
 */

export const rateLimitKeys = [
  'email',
  'otp',
  'otpWait',
  'signupWait',
  'recoverWait',
  'verify',
  'tokenRefresh',
  'mfa',
  'anonymous',
] as const;

export type RateLimitKey = (typeof rateLimitKeys)[number];

/** Values a page supplies for limits the docs leave to the project, e.g. `{ otp: '30 per hour' }`. */
export type RateLimitValues = Partial<Record<RateLimitKey, string>>;

export type LimitedBy = 'combined' | 'last-request' | 'ip';

export interface EndpointPath {
  path: string;
  /** When the limit applies to this path only in some cases. */
  condition?: string;
}

export interface HistoryEntry {
  /** ISO date the change took effect; absent for the original setting. */
  since?: string;
  text: string;
}

export interface RateLimitRow {
  key: RateLimitKey;
  endpoint: string;
  paths: readonly EndpointPath[];
  limitedBy: LimitedBy;
  /** What the number counts, shown under "Configurable" (a supplied value carries its own unit). */
  measure: string;
  /** Short bursts above the steady rate are let through. */
  burst?: boolean;
  history?: readonly HistoryEntry[];
  note?: string;
}

export const rateLimitRows: readonly RateLimitRow[] = [
  {
    key: 'email',
    endpoint: 'Endpoints that send email',
    paths: [
      { path: '/auth/v1/signup' },
      { path: '/auth/v1/recover' },
      { path: '/auth/v1/user', condition: 'only when the request changes the email address' },
    ],
    limitedBy: 'combined',
    measure: 'emails per hour',
    history: [
      { text: '30 emails per hour by default' },
      { since: '2023-07-14', text: 'lowered to 4 emails per hour' },
      {
        since: '2023-10-21',
        text: 'configurable, but only once the project sends through its own (custom) SMTP server',
      },
    ],
    note: 'Sign-ups, password recovery and email changes draw on one shared allowance.',
  },
  {
    key: 'otp',
    endpoint: 'Endpoints that send one-time passwords',
    paths: [{ path: '/auth/v1/otp' }],
    limitedBy: 'combined',
    measure: 'one-time passwords per hour',
  },
  {
    key: 'otpWait',
    endpoint: 'Sending a one-time password or magic link',
    paths: [{ path: '/auth/v1/otp' }],
    limitedBy: 'last-request',
    measure: 'minimum wait before the same user can ask again',
  },
  {
    key: 'signupWait',
    endpoint: 'Asking for a sign-up confirmation',
    paths: [{ path: '/auth/v1/signup' }],
    limitedBy: 'last-request',
    measure: 'minimum wait before another confirmation is sent',
  },
  {
    key: 'recoverWait',
    endpoint: 'Asking for a password reset',
    paths: [{ path: '/auth/v1/recover' }],
    limitedBy: 'last-request',
    measure: 'minimum wait before another reset email is sent',
  },
  {
    key: 'verify',
    endpoint: 'Verification requests',
    paths: [{ path: '/auth/v1/verify' }],
    limitedBy: 'ip',
    measure: 'requests per IP address',
    burst: true,
  },
  {
    key: 'tokenRefresh',
    endpoint: 'Token refreshes',
    paths: [{ path: '/auth/v1/token' }],
    limitedBy: 'ip',
    measure: 'requests per IP address',
    burst: true,
  },
  {
    key: 'mfa',
    endpoint: 'Creating and verifying MFA challenges',
    paths: [{ path: '/auth/v1/factors/{id}/challenge' }, { path: '/auth/v1/factors/{id}/verify' }],
    limitedBy: 'ip',
    measure: 'requests per IP address',
    burst: true,
  },
  {
    key: 'anonymous',
    endpoint: 'Anonymous sign-ins',
    paths: [
      { path: '/auth/v1/signup', condition: 'only when the request has neither an email address nor a phone number' },
    ],
    limitedBy: 'ip',
    measure: 'sign-ins per IP address',
    burst: true,
  },
];

export interface RateLimitValuesReading {
  values: RateLimitValues;
  problems: string[];
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Checks the page-supplied `limits`: an object of known keys to non-empty strings. Never throws. */
export function readRateLimitValues(raw: unknown): RateLimitValuesReading {
  if (raw === undefined || raw === null) return { values: {}, problems: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return { values: {}, problems: [`expected an object such as {"otp": "30 per hour"}, got ${describe(raw)}.`] };
  }
  const values: RateLimitValues = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (!(rateLimitKeys as readonly string[]).includes(key)) {
      problems.push(`unknown key "${key}"; the keys are ${rateLimitKeys.join(', ')}.`);
    } else if (typeof value !== 'string' || value.trim() === '') {
      problems.push(
        `"${key}" should be text with its unit, such as "30 per hour", got ${typeof value === 'string' ? 'an empty string' : describe(value)}.`,
      );
    } else {
      values[key as RateLimitKey] = value.trim();
    }
  }
  return { values, problems };
}
