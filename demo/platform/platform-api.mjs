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

/** @typedef {import('./platform-switches.mjs').EndpointName} EndpointName */
/** @typedef {import('./platform-switches.mjs').EndpointMode} EndpointMode */
/** @typedef {import('./platform-switches.mjs').Switches} Switches */
/** @typedef {import('./platform-data.mjs').DemoOrganization} DemoOrganization */
/** @typedef {import('./platform-data.mjs').DemoBranch} DemoBranch */
/** @typedef {import('./platform-data.mjs').DemoProject} DemoProject */

import { demoData, fakeAnonKey, knownRefs, organizations, projects, wrongShapes } from './platform-data.mjs';
import { pause, readJsonBody, sendError, sendJson } from './platform-http.mjs';
import { applySwitchUpdate, defaultSwitches, MAX_DELAY_MS, MAX_SCOPES, scopeOf } from './platform-switches.mjs';

export { demoData, fakeAnonKey } from './platform-data.mjs';
export { applySwitchUpdate, ENDPOINT_MODES, ENDPOINT_NAMES, SCOPE_COOKIE } from './platform-switches.mjs';

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
