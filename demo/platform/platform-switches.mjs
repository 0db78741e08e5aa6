// @ts-check
/**
 * The QA switches of the local fake platform API (`platform-api.mjs`): how each endpoint can
 * answer, the starting switches, the cookie that gives a client switches of its own, and the
 * checks on an update.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */

/** @typedef {'organizations' | 'projects' | 'branches' | 'apiSettings'} EndpointName */

/**
 * How an endpoint answers.
 * - `ok`: the normal data.
 * - `error-500` / `error-401`: that status with a JSON error body, whatever the token.
 * - `network-drop`: the socket is destroyed without an answer.
 * - `malformed-json`: status 200, a body that does not parse.
 * - `wrong-shape`: status 200, valid JSON of the wrong shape.
 * - `empty`: an empty list (an empty endpoint for `apiSettings`).
 * - `stall-body`: status 200 and the first bytes of the body, then nothing until the client
 *   gives up (a timeout that ends at the headers never fires).
 * - `redirect`: 302 to the same path on another origin of this server (`localhost` and
 *   `127.0.0.1` swapped), whose answers are counted (`GET /api/demo/redirected`) and never
 *   valid: a client that carries a token must not follow it.
 * @typedef {'ok' | 'error-500' | 'error-401' | 'network-drop' | 'malformed-json' | 'wrong-shape' | 'empty' | 'stall-body' | 'redirect'} EndpointMode
 */

/**
 * @typedef {object} Switches
 * @property {number} delayMs Wait this long before answering a platform endpoint.
 * @property {boolean} jitter Wait a random time between 0 and `delayMs` instead, so answers can
 *   arrive out of order.
 * @property {Record<EndpointName, EndpointMode>} endpoints
 */

/** The cookie that gives a client switches of its own (see the module comment of `platform-api.mjs`). */
export const SCOPE_COOKIE = 'demo-qa-scope';

/** Scopes kept at most; the oldest is forgotten first. */
export const MAX_SCOPES = 500;

/** @param {IncomingMessage} req */
export function scopeOf(req) {
  return new RegExp(`(?:^|;\\s*)${SCOPE_COOKIE}=([A-Za-z0-9-]{8,64})(?:;|$)`).exec(req.headers.cookie ?? '')?.[1];
}

/** @type {readonly EndpointName[]} */
export const ENDPOINT_NAMES = ['organizations', 'projects', 'branches', 'apiSettings'];

/** @type {readonly EndpointMode[]} */
export const ENDPOINT_MODES = [
  'ok',
  'error-500',
  'error-401',
  'network-drop',
  'malformed-json',
  'wrong-shape',
  'empty',
  'stall-body',
  'redirect',
];

export const MAX_DELAY_MS = 60_000;

/** @returns {Switches} */
export function defaultSwitches() {
  return {
    delayMs: 0,
    jitter: false,
    endpoints: { organizations: 'ok', projects: 'ok', branches: 'ok', apiSettings: 'ok' },
  };
}

/**
 * Checks a switch update and applies it to a copy; returns an error message for bad input.
 * @param {Switches} current
 * @param {unknown} update
 * @returns {{ switches: Switches } | { error: string }}
 */
export function applySwitchUpdate(current, update) {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) {
    return { error: 'expected a JSON object' };
  }
  const next = { ...current, endpoints: { ...current.endpoints } };
  for (const [key, value] of Object.entries(update)) {
    if (key === 'delayMs') {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_DELAY_MS) {
        return { error: `delayMs must be an integer from 0 to ${MAX_DELAY_MS}` };
      }
      next.delayMs = value;
    } else if (key === 'jitter') {
      if (typeof value !== 'boolean') return { error: 'jitter must be true or false' };
      next.jitter = value;
    } else if (key === 'endpoints') {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { error: 'endpoints must be an object' };
      }
      for (const [name, mode] of Object.entries(value)) {
        if (!ENDPOINT_NAMES.includes(/** @type {EndpointName} */ (name))) {
          return { error: `unknown endpoint "${name}"; expected one of ${ENDPOINT_NAMES.join(', ')}` };
        }
        if (!ENDPOINT_MODES.includes(/** @type {EndpointMode} */ (mode))) {
          return { error: `unknown mode for ${name}; expected one of ${ENDPOINT_MODES.join(', ')}` };
        }
        next.endpoints[/** @type {EndpointName} */ (name)] = /** @type {EndpointMode} */ (mode);
      }
    } else {
      return { error: `unknown switch "${key}"; expected delayMs, jitter or endpoints` };
    }
  }
  return { switches: next };
}
