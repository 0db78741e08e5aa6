// @ts-check
/**
 * A local stand-in for the platform HTTP API that `<api-settings>` talks to, served by the demo
 * server under `/api`. It holds made-up organizations, projects, branches and keys, checks bearer
 * tokens from a demo login, and has switches QA can flip to reach every state of the widget.
 *
 * Everything (tokens, switches) lives in memory per `createPlatformApi()` call. Nothing is logged.
 * A client that sends a `demo-qa-scope` cookie (the demo page sets one per browser) has switches
 * of its own, so two testers, or two browser tests running at once, never flip each other's;
 * clients without one (scripts, unit tests) share one set.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

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

/**
 * @typedef {object} PlatformApiOptions
 * @property {Partial<Omit<Switches, 'endpoints'>> & { endpoints?: Partial<Record<EndpointName, EndpointMode>> }} [switches]
 *   Starting switches (also what `POST /api/demo/reset` returns to).
 */

/**
 * @typedef {object} PlatformApi
 * @property {(req: IncomingMessage, res: ServerResponse, url: URL | string) => Promise<boolean>} handle
 *   Answers a request under `/api/`; resolves to false (untouched response) for any other path.
 * @property {() => Switches} getSwitches
 */

/** The cookie that gives a client switches of its own (see the module comment). */
export const SCOPE_COOKIE = 'demo-qa-scope';

/** Scopes kept at most; the oldest is forgotten first. */
const MAX_SCOPES = 500;

/** @param {IncomingMessage} req */
function scopeOf(req) {
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

const MAX_DELAY_MS = 60_000;
const MAX_BODY_BYTES = 4096;

/** @returns {Switches} */
function defaultSwitches() {
  return {
    delayMs: 0,
    jitter: false,
    endpoints: { organizations: 'ok', projects: 'ok', branches: 'ok', apiSettings: 'ok' },
  };
}

// ---------------------------------------------------------------------------------------------
// Data. Refs, ids and keys are derived from fixed seeds so they are the same on every run.

/**
 * `count` pseudo-random bytes from a seed: FNV-1a of the seed, then xorshift. Not cryptographic
 * on purpose; it only has to give the same made-up ids and keys on every run, with no Node-only
 * import, so browser-side unit tests can share this data.
 * @param {string} seed
 * @param {number} count
 */
function seededBytes(seed, count) {
  let state = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(seed)) state = Math.imul(state ^ unit, 0x01000193) >>> 0;
  const bytes = new Uint8Array(count);
  for (let index = 0; index < count; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    bytes[index] = state & 0xff;
  }
  return bytes;
}

/** A 20-letter project ref, the shape the platform uses. @param {string} seed */
function fakeRef(seed) {
  return Array.from(seededBytes(`ref:${seed}`, 20), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** A UUID-shaped id. @param {string} seed */
function fakeUuid(seed) {
  const hex = Array.from(seededBytes(`uuid:${seed}`, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** @param {string | Uint8Array} value */
function base64url(value) {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A JWT-shaped anon key that is obviously not real: the issuer says so and the "signature" is a
 * plain hash of the ref, not a signature with any secret.
 * @param {string} ref
 */
export function fakeAnonKey(ref) {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: 'docs-widgets-local-demo',
      ref,
      role: 'anon',
      iat: 1_700_000_000,
      exp: 2_000_000_000,
      note: 'fake key, not valid anywhere',
    }),
  );
  const signature = base64url(seededBytes(`not-a-signature:${ref}`, 32));
  return `${header}.${payload}.${signature}`;
}

/**
 * @typedef {object} DemoOrganization
 * @property {number} id
 * @property {string} slug
 * @property {string} name
 *
 * @typedef {object} DemoBranch
 * @property {string} id
 * @property {string} name
 * @property {string} project_ref
 * @property {string} parent_project_ref
 * @property {boolean} is_default
 * @property {string | null} git_branch
 * @property {string} status
 *
 * @typedef {object} DemoProject
 * @property {number} id
 * @property {string} ref
 * @property {string} name
 * @property {number} organization_id
 * @property {boolean} is_branch_enabled
 * @property {string} region
 * @property {string} status
 * @property {string} inserted_at
 */

/** @type {DemoOrganization[]} */
const organizations = [
  { id: 1, slug: 'acme-corp', name: 'Acme Corp' },
  { id: 2, slug: 'northwind-traders', name: 'Northwind Traders' },
  { id: 3, slug: 'obrien-labs', name: 'O\'Brien & "Quoted" Labs ✨' },
  { id: 4, slug: 'dormant-org', name: 'Dormant Org' },
];

/** @type {Array<{ organization: number, name: string, branches?: Array<{ name: string, git?: string }> }>} */
const projectSeeds = [
  {
    organization: 1,
    name: 'Acme Website',
    branches: [
      { name: 'main', git: 'main' },
      { name: 'feature/new-pricing', git: 'feature/new-pricing' },
      { name: 'fix/login-redirect', git: 'fix/login-redirect' },
    ],
  },
  { organization: 1, name: 'Acme Mobile Backend' },
  { organization: 1, name: 'Acme Analytics', branches: [] },
  {
    organization: 2,
    name: 'Northwind Storefront',
    branches: [
      { name: 'main', git: 'main' },
      { name: 'staging', git: 'staging' },
    ],
  },
  ...[
    'Inventory',
    'Billing',
    'Support Desk',
    'Warehouse Sync',
    'Loyalty Program',
    'Reporting',
    'Staging Sandbox',
    'Partner Portal',
    'Search',
    'Notifications',
    'Archive',
  ].map((suffix) => ({ organization: 2, name: `Northwind ${suffix}` })),
  {
    organization: 3,
    name: 'Café "Ünïcode" 日本, [test] / Ω',
    branches: [
      { name: 'main', git: 'main' },
      { name: 'feature/émoji-🚀 "quoted"', git: 'feature/emoji' },
    ],
  },
  { organization: 3, name: "Back\\slash | pipe 'single'" },
];

/** @type {DemoProject[]} */
const projects = projectSeeds.map((seed, index) => ({
  id: 1000 + index,
  ref: fakeRef(seed.name),
  name: seed.name,
  organization_id: seed.organization,
  is_branch_enabled: seed.branches !== undefined,
  region: ['us-east-1', 'eu-central-1', 'ap-southeast-1'][index % 3] ?? 'us-east-1',
  status: 'ACTIVE_HEALTHY',
  inserted_at: new Date(Date.UTC(2024, index % 12, 1 + index)).toISOString(),
}));

/** @type {Map<string, DemoBranch[]>} */
const branchesByProject = new Map();
projectSeeds.forEach((seed, index) => {
  const project = projects[index];
  if (!project || !seed.branches) return;
  branchesByProject.set(
    project.ref,
    seed.branches.map((branch, branchIndex) => {
      const production = branchIndex === 0;
      return {
        id: fakeUuid(`${seed.name}/${branch.name}`),
        name: branch.name,
        project_ref: production ? project.ref : fakeRef(`${seed.name}/${branch.name}`),
        parent_project_ref: project.ref,
        is_default: production,
        git_branch: branch.git ?? null,
        status: production ? 'FUNCTIONS_DEPLOYED' : 'MIGRATIONS_PASSED',
      };
    }),
  );
});

/** Every ref that has API settings: projects and their preview branches. */
const knownRefs = new Set([
  ...projects.map((project) => project.ref),
  ...[...branchesByProject.values()].flat().map((branch) => branch.project_ref),
]);

/** The fixed data set, for tests and the demo page. */
export const demoData = Object.freeze({
  organizations,
  projects,
  /** @param {string} ref */
  branchesOf: (ref) => branchesByProject.get(ref) ?? [],
  /** @param {string} ref */
  endpointOf: (ref) => `${ref}.supabase.test`,
});

// ---------------------------------------------------------------------------------------------
// Wrong shapes, one per endpoint, close enough to the real thing to tempt a careless client.

/** @type {Record<EndpointName, (ref: string) => unknown>} */
const wrongShapes = {
  organizations: () => organizations.map((organization) => ({ id: String(organization.id), title: organization.name })),
  projects: () => ({ projects: projects.map((project) => ({ ref: project.ref, name: project.name })) }),
  branches: (ref) => demoData.branchesOf(ref).map((branch) => ({ id: branch.id, name: branch.name })),
  apiSettings: (ref) => ({ autoApiService: { protocol: 'https', endpoint: 42, defaultApiKey: null, ref } }),
};

// ---------------------------------------------------------------------------------------------

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(res, status, body) {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function sendError(res, status, message) {
  sendJson(res, status, { message });
}

/**
 * Waits, but gives up as soon as the client goes away.
 * @param {IncomingMessage} req
 * @param {number} ms
 */
function pause(req, ms) {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      req.socket.off('close', done);
      resolve(undefined);
    }
    req.socket.once('close', done);
  });
}

/**
 * Reads a small JSON body; undefined when absent, throws on bad JSON or too large.
 * @param {IncomingMessage} req
 * @returns {Promise<unknown>}
 */
async function readJsonBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text === '' ? undefined : JSON.parse(text);
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

/**
 * @param {PlatformApiOptions} [options]
 * @returns {PlatformApi}
 */
export function createPlatformApi(options = {}) {
  const initial = applySwitchUpdate(defaultSwitches(), options.switches ?? {});
  if ('error' in initial) throw new TypeError(`createPlatformApi: ${initial.error}`);
  const startingSwitches = initial.switches;
  /** The switches of clients without a scope cookie. */
  let shared = structuredClone(startingSwitches);
  /** @type {Map<string, Switches>} */
  const scoped = new Map();

  /** @param {IncomingMessage} req */
  function switchesOf(req) {
    const scope = scopeOf(req);
    return scope === undefined ? shared : (scoped.get(scope) ?? startingSwitches);
  }

  /**
   * @param {IncomingMessage} req
   * @param {Switches} next
   */
  function setSwitchesOf(req, next) {
    const scope = scopeOf(req);
    if (scope === undefined) {
      shared = next;
      return;
    }
    scoped.delete(scope);
    scoped.set(scope, next);
    if (scoped.size > MAX_SCOPES) scoped.delete(scoped.keys().next().value ?? '');
  }
  /** Tokens handed out by the demo login and not yet logged out. */
  const tokens = new Set();
  /** Requests that arrived at the target of a `redirect` switch, with or without a token. */
  let redirected = { requests: 0, withToken: 0 };

  /** @param {IncomingMessage} req */
  function bearerToken(req) {
    const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(req.headers.authorization ?? '');
    return match?.[1];
  }

  /**
   * Runs a platform endpoint: token check, delay, then the switch's mode.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {EndpointName} endpoint
   * @param {string} ref
   * @param {() => unknown} okBody
   * @param {unknown} emptyBody
   */
  async function platform(req, res, endpoint, ref, okBody, emptyBody) {
    const token = bearerToken(req);
    if (token === undefined || !tokens.has(token)) {
      sendError(res, 401, 'Missing or invalid access token');
      return;
    }
    const switches = switchesOf(req);
    const mode = switches.endpoints[endpoint];
    await pause(req, switches.jitter ? Math.floor(Math.random() * switches.delayMs) : switches.delayMs);
    if (res.destroyed || req.socket.destroyed) return;
    switch (mode) {
      case 'error-500':
        sendError(res, 500, 'Internal server error (demo switch)');
        return;
      case 'error-401':
        sendError(res, 401, 'Token rejected (demo switch)');
        return;
      case 'network-drop':
        req.socket.destroy();
        return;
      case 'malformed-json': {
        const text = '{"data": [{"id": 1, "name": "trunc';
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.end(text);
        return;
      }
      case 'wrong-shape':
        sendJson(res, 200, wrongShapes[endpoint](ref));
        return;
      case 'empty':
        sendJson(res, 200, emptyBody);
        return;
      case 'ok':
        sendJson(res, 200, okBody());
        return;
      case 'stall-body': {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
        res.write('[');
        // Hold the body open until the client leaves; end it eventually so nothing leaks.
        const timer = setTimeout(() => res.destroy(), 5 * MAX_DELAY_MS);
        timer.unref?.();
        req.socket.once('close', () => clearTimeout(timer));
        return;
      }
      case 'redirect': {
        const here = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
        const elsewhere = here.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
        const target = `http://${elsewhere}${here.port ? `:${here.port}` : ''}/api/demo/redirect-target`;
        res.writeHead(302, { location: target, 'cache-control': 'no-store', 'content-length': 0 });
        res.end();
        return;
      }
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} path the path after `/api`
   */
  async function route(req, res, path) {
    const method = req.method ?? 'GET';
    /** @param {string} allowed */
    const only = (allowed) => {
      if (method === allowed || (allowed === 'GET' && method === 'HEAD')) return true;
      res.setHeader('allow', allowed);
      sendError(res, 405, `Use ${allowed} for /api${path}`);
      return false;
    };

    if (path === '/platform/organizations') {
      if (!only('GET')) return;
      await platform(req, res, 'organizations', '', () => organizations, []);
      return;
    }
    if (path === '/platform/projects') {
      if (!only('GET')) return;
      await platform(req, res, 'projects', '', () => projects, []);
      return;
    }
    const branches = /^\/v1\/projects\/([a-z0-9]+)\/branches$/.exec(path);
    if (branches) {
      if (!only('GET')) return;
      const ref = branches[1] ?? '';
      const project = projects.find((candidate) => candidate.ref === ref);
      if (!project) return sendError(res, 404, 'Project not found');
      if (!project.is_branch_enabled) return sendError(res, 422, 'Branching is not enabled for this project');
      await platform(req, res, 'branches', ref, () => demoData.branchesOf(ref), []);
      return;
    }
    const settings = /^\/platform\/props\/project\/([a-z0-9]+)\/api$/.exec(path);
    if (settings) {
      if (!only('GET')) return;
      const ref = settings[1] ?? '';
      if (!knownRefs.has(ref)) return sendError(res, 404, 'Project not found');
      const service = (/** @type {string} */ endpoint) => ({
        autoApiService: {
          id: ref,
          name: 'Default API',
          app_config: { db_schema: 'public' },
          protocol: 'https',
          endpoint,
          restUrl: endpoint ? `https://${endpoint}/rest/v1/` : '',
          defaultApiKey: fakeAnonKey(ref),
        },
      });
      await platform(req, res, 'apiSettings', ref, () => service(demoData.endpointOf(ref)), service(''));
      return;
    }

    if (path === '/demo/login') {
      if (!only('POST')) return;
      const token = `demo-token-${globalThis.crypto.randomUUID()}`;
      tokens.add(token);
      sendJson(res, 200, { token });
      return;
    }
    if (path === '/demo/logout') {
      if (!only('POST')) return;
      const token = bearerToken(req);
      if (token !== undefined) tokens.delete(token);
      sendJson(res, 200, { ok: true });
      return;
    }
    if (path === '/demo/switches') {
      if (method === 'GET' || method === 'HEAD') {
        sendJson(res, 200, switchesOf(req));
        return;
      }
      if (!only('POST')) return;
      if (!/^application\/json\b/.test(req.headers['content-type'] ?? '')) {
        return sendError(res, 415, 'Send switches as application/json');
      }
      /** @type {unknown} */
      let update;
      try {
        update = await readJsonBody(req);
      } catch {
        return sendError(res, 400, 'The body is not a small JSON object');
      }
      const result = applySwitchUpdate(switchesOf(req), update);
      if ('error' in result) return sendError(res, 400, result.error);
      setSwitchesOf(req, result.switches);
      sendJson(res, 200, result.switches);
      return;
    }
    if (path === '/demo/redirect-target') {
      redirected = {
        requests: redirected.requests + 1,
        withToken: redirected.withToken + (req.headers.authorization ? 1 : 0),
      };
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'authorization, x-request-id');
      sendJson(res, 200, {
        autoApiService: { protocol: 'https', endpoint: 'redirected.invalid', defaultApiKey: 'stolen' },
      });
      return;
    }
    if (path === '/demo/redirected') {
      if (!only('GET')) return;
      sendJson(res, 200, redirected);
      return;
    }
    if (path === '/demo/reset') {
      if (!only('POST')) return;
      redirected = { requests: 0, withToken: 0 };
      setSwitchesOf(req, structuredClone(startingSwitches));
      sendJson(res, 200, startingSwitches);
      return;
    }
    sendError(res, 404, `No such endpoint: /api${path}`);
  }

  return {
    async handle(req, res, url) {
      const { pathname } = typeof url === 'string' ? new URL(url, 'http://127.0.0.1') : url;
      if (!pathname.startsWith('/api/')) return false;
      try {
        await route(req, res, pathname.slice('/api'.length));
      } catch {
        if (!res.headersSent) sendError(res, 500, 'The local platform API failed');
        else res.destroy();
      }
      return true;
    },
    getSwitches() {
      return structuredClone(shared);
    },
  };
}
