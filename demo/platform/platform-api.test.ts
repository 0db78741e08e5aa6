// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPlatformApi, demoData, fakeAnonKey, SCOPE_COOKIE } from './platform-api.mjs';

type Started = { base: string; server: Server };
const servers: Server[] = [];

async function start(options?: Parameters<typeof createPlatformApi>[0]): Promise<Started> {
  const api = createPlatformApi(options);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void api.handle(req, res, url).then((answered) => {
      if (!answered) {
        res.writeHead(418);
        res.end('not the api');
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, server };
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
});

async function login(base: string): Promise<string> {
  const response = await fetch(`${base}/api/demo/login`, { method: 'POST' });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

function get(base: string, path: string, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function setSwitches(base: string, switches: unknown): Promise<Response> {
  return fetch(`${base}/api/demo/switches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(switches),
  });
}

const branchingProject = demoData.projects.find((project) => project.name === 'Acme Website')!;
const projectWithoutBranches = demoData.projects.find((project) => project.name === 'Acme Analytics')!;
const plainProject = demoData.projects.find((project) => project.name === 'Acme Mobile Backend')!;

describe('platform API data', () => {
  it('has several organizations, one with more than ten projects and one with none', () => {
    const counts = demoData.organizations.map(
      (organization) => demoData.projects.filter((project) => project.organization_id === organization.id).length,
    );
    expect(demoData.organizations.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeGreaterThan(10);
    expect(counts).toContain(0);
  });

  it('gives branching projects a production branch and preview branches with their own refs', () => {
    const branches = demoData.branchesOf(branchingProject.ref);
    const production = branches.filter((branch) => branch.project_ref === branch.parent_project_ref);
    const previews = branches.filter((branch) => branch.project_ref !== branch.parent_project_ref);
    expect(production).toHaveLength(1);
    expect(previews.length).toBeGreaterThanOrEqual(2);
    expect(new Set(branches.map((branch) => branch.project_ref)).size).toBe(branches.length);
    expect(projectWithoutBranches.is_branch_enabled).toBe(true);
    expect(demoData.branchesOf(projectWithoutBranches.ref)).toEqual([]);
  });

  it('makes keys that look like JWTs, say they are fake, and are the same on every run', () => {
    const key = fakeAnonKey('abcdefghijklmnopqrst');
    const parts = key.split('.');
    expect(parts).toHaveLength(3);
    const payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(payload).toMatchObject({ ref: 'abcdefghijklmnopqrst', role: 'anon', iss: 'docs-widgets-local-demo' });
    expect(fakeAnonKey('abcdefghijklmnopqrst')).toBe(key);
    expect(fakeAnonKey('bbcdefghijklmnopqrst')).not.toBe(key);
  });
});

describe('platform API over HTTP', () => {
  it('leaves paths outside /api/ to the caller', async () => {
    const { base } = await start();
    const response = await fetch(`${base}/index.html`);
    expect(response.status).toBe(418);
  });

  it('refuses platform endpoints without a valid bearer token', async () => {
    const { base } = await start();
    expect((await get(base, '/api/platform/organizations')).status).toBe(401);
    expect((await get(base, '/api/platform/projects', 'made-up-token')).status).toBe(401);
    const response = await fetch(`${base}/api/platform/projects`, { headers: { authorization: 'Basic abc' } });
    expect(response.status).toBe(401);
  });

  it('serves organizations, projects, branches and API settings to a logged-in client', async () => {
    const { base } = await start();
    const token = await login(base);

    const organizations = (await (await get(base, '/api/platform/organizations', token)).json()) as unknown[];
    expect(organizations).toEqual(demoData.organizations);

    const projects = (await (await get(base, '/api/platform/projects', token)).json()) as Array<{ ref: string }>;
    expect(projects.map((project) => project.ref)).toEqual(demoData.projects.map((project) => project.ref));

    const branches = (await (
      await get(base, `/api/v1/projects/${branchingProject.ref}/branches`, token)
    ).json()) as Array<{ project_ref: string; parent_project_ref: string }>;
    expect(branches.length).toBe(3);
    expect(branches.every((branch) => branch.parent_project_ref === branchingProject.ref)).toBe(true);

    const preview = branches.find((branch) => branch.project_ref !== branchingProject.ref)!;
    const settings = (await (
      await get(base, `/api/platform/props/project/${preview.project_ref}/api`, token)
    ).json()) as {
      autoApiService: { protocol: string; endpoint: string; defaultApiKey: string };
    };
    expect(settings.autoApiService).toMatchObject({
      protocol: 'https',
      endpoint: `${preview.project_ref}.supabase.test`,
      defaultApiKey: fakeAnonKey(preview.project_ref),
    });
  });

  it('answers 404 for unknown refs and 422 for branches of a project without branching', async () => {
    const { base } = await start();
    const token = await login(base);
    expect((await get(base, '/api/platform/props/project/nosuchref/api', token)).status).toBe(404);
    expect((await get(base, '/api/v1/projects/nosuchref/branches', token)).status).toBe(404);
    expect((await get(base, `/api/v1/projects/${plainProject.ref}/branches`, token)).status).toBe(422);
    expect((await get(base, '/api/nothing-here', token)).status).toBe(404);
  });

  it('stops accepting a token after logout, but keeps other tokens', async () => {
    const { base } = await start();
    const first = await login(base);
    const second = await login(base);
    expect(first).not.toBe(second);
    await fetch(`${base}/api/demo/logout`, { method: 'POST', headers: { authorization: `Bearer ${first}` } });
    expect((await get(base, '/api/platform/organizations', first)).status).toBe(401);
    expect((await get(base, '/api/platform/organizations', second)).status).toBe(200);
  });

  it('rejects the wrong method with 405', async () => {
    const { base } = await start();
    expect((await get(base, '/api/demo/login')).status).toBe(405);
    const token = await login(base);
    const response = await fetch(`${base}/api/platform/projects`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(405);
  });
});

describe('platform API switches', () => {
  it('reports, updates and resets the switches', async () => {
    const { base } = await start();
    const initial = await (await fetch(`${base}/api/demo/switches`)).json();
    expect(initial).toEqual({
      delayMs: 0,
      jitter: false,
      endpoints: { organizations: 'ok', projects: 'ok', branches: 'ok', apiSettings: 'ok' },
    });
    const updated = await (await setSwitches(base, { delayMs: 10, endpoints: { projects: 'empty' } })).json();
    expect(updated).toMatchObject({ delayMs: 10, endpoints: { projects: 'empty', organizations: 'ok' } });
    const reset = await (await fetch(`${base}/api/demo/reset`, { method: 'POST' })).json();
    expect(reset).toEqual(initial);
  });

  it('rejects unknown switches and modes with a message saying what is allowed', async () => {
    const { base } = await start();
    const unknownMode = await setSwitches(base, { endpoints: { projects: 'explode' } });
    expect(unknownMode.status).toBe(400);
    expect(((await unknownMode.json()) as { message: string }).message).toMatch(/expected one of ok, error-500/);
    expect((await setSwitches(base, { endpoints: { users: 'ok' } })).status).toBe(400);
    expect((await setSwitches(base, { delayMs: -1 })).status).toBe(400);
    expect((await setSwitches(base, { colour: 'red' })).status).toBe(400);
    const notJson = await fetch(`${base}/api/demo/switches`, { method: 'POST', body: 'delayMs=5' });
    expect(notJson.status).toBe(415);
    const current = await (await fetch(`${base}/api/demo/switches`)).json();
    expect(current).toMatchObject({ delayMs: 0, endpoints: { projects: 'ok' } });
  });

  it('keeps switches separate per server', async () => {
    const first = await start();
    const second = await start();
    await setSwitches(first.base, { endpoints: { organizations: 'error-500' } });
    const token = await login(second.base);
    expect((await get(second.base, '/api/platform/organizations', token)).status).toBe(200);
  });

  it('fails an endpoint with 500 or 401 when switched, even with a valid token', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, { endpoints: { organizations: 'error-500', projects: 'error-401' } });
    expect((await get(base, '/api/platform/organizations', token)).status).toBe(500);
    expect((await get(base, '/api/platform/projects', token)).status).toBe(401);
  });

  it('drops the connection without an answer when switched to network-drop', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, { endpoints: { branches: 'network-drop' } });
    await expect(get(base, `/api/v1/projects/${branchingProject.ref}/branches`, token)).rejects.toThrow();
  });

  it('sends the headers and a first byte, then holds the body, when switched to stall-body', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, { endpoints: { projects: 'stall-body' } });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/platform/projects`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('[');
    const more = await Promise.race([
      reader.read().then(() => 'more'),
      new Promise((done) => setTimeout(done, 200, 'stalled')),
    ]);
    expect(more).toBe('stalled');
    controller.abort();
  });

  it('redirects to its other host name and counts what arrives there, when switched to redirect', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, { endpoints: { apiSettings: 'redirect' } });
    const response = await fetch(`${base}/api/platform/props/project/${plainProject.ref}/api`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.hostname).toBe('localhost');
    expect(target.port).toBe(new URL(base).port);
    expect(await (await get(base, '/api/demo/redirected')).json()).toEqual({ requests: 0, withToken: 0 });
    await get(base, target.pathname, token);
    expect(await (await get(base, '/api/demo/redirected')).json()).toEqual({ requests: 1, withToken: 1 });
    await fetch(`${base}/api/demo/reset`, { method: 'POST' });
    expect(await (await get(base, '/api/demo/redirected')).json()).toEqual({ requests: 0, withToken: 0 });
  });

  it('sends a body that does not parse when switched to malformed-json', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, { endpoints: { projects: 'malformed-json' } });
    const response = await get(base, '/api/platform/projects', token);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('sends valid JSON of the wrong shape for every endpoint when switched to wrong-shape', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, {
      endpoints: {
        organizations: 'wrong-shape',
        projects: 'wrong-shape',
        branches: 'wrong-shape',
        apiSettings: 'wrong-shape',
      },
    });
    const organizations = (await (await get(base, '/api/platform/organizations', token)).json()) as Array<{
      id: unknown;
    }>;
    expect(typeof organizations[0]?.id).toBe('string');
    const projects = await (await get(base, '/api/platform/projects', token)).json();
    expect(Array.isArray(projects)).toBe(false);
    const branches = (await (
      await get(base, `/api/v1/projects/${branchingProject.ref}/branches`, token)
    ).json()) as Array<Record<string, unknown>>;
    expect(branches[0]).not.toHaveProperty('project_ref');
    const settings = (await (await get(base, `/api/platform/props/project/${plainProject.ref}/api`, token)).json()) as {
      autoApiService: { endpoint: unknown };
    };
    expect(typeof settings.autoApiService.endpoint).toBe('number');
  });

  it('answers empty lists, and an empty endpoint for API settings, when switched to empty', async () => {
    const { base } = await start();
    const token = await login(base);
    await setSwitches(base, {
      endpoints: { organizations: 'empty', projects: 'empty', branches: 'empty', apiSettings: 'empty' },
    });
    expect(await (await get(base, '/api/platform/organizations', token)).json()).toEqual([]);
    expect(await (await get(base, '/api/platform/projects', token)).json()).toEqual([]);
    expect(await (await get(base, `/api/v1/projects/${branchingProject.ref}/branches`, token)).json()).toEqual([]);
    const settings = (await (await get(base, `/api/platform/props/project/${plainProject.ref}/api`, token)).json()) as {
      autoApiService: { endpoint: string };
    };
    expect(settings.autoApiService.endpoint).toBe('');
  });

  it('holds platform answers back while slow, but answers the demo endpoints at once', async () => {
    const { base } = await start({ switches: { delayMs: 60_000 } });
    const token = await login(base);
    const controller = new AbortController();
    let settled = false;
    const pending = fetch(`${base}/api/platform/organizations`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    }).finally(() => {
      settled = true;
    });
    const switches = await fetch(`${base}/api/demo/switches`);
    expect(switches.status).toBe(200);
    await login(base);
    expect(settled).toBe(false);
    controller.abort();
    await expect(pending).rejects.toThrow();
  });

  it('keeps the switches of a client with a scope cookie to that client', async () => {
    const { base } = await start();
    const token = await login(base);
    const cookie = (scope: string) => ({ cookie: `theme=dark; ${SCOPE_COOKIE}=${scope}` });
    const post = (scope: string, update: unknown) =>
      fetch(`${base}/api/demo/switches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...cookie(scope) },
        body: JSON.stringify(update),
      });
    const organizations = (scope?: string) =>
      fetch(`${base}/api/platform/organizations`, {
        headers: { authorization: `Bearer ${token}`, ...(scope ? cookie(scope) : {}) },
      });

    expect((await post('tester-one-1234', { endpoints: { organizations: 'error-500' } })).status).toBe(200);
    expect((await organizations('tester-one-1234')).status).toBe(500);
    expect((await organizations('tester-two-5678')).status).toBe(200);
    expect((await organizations()).status).toBe(200);
    const seenByTwo = await (await fetch(`${base}/api/demo/switches`, { headers: cookie('tester-two-5678') })).json();
    expect(seenByTwo).toMatchObject({ endpoints: { organizations: 'ok' } });

    await fetch(`${base}/api/demo/reset`, { method: 'POST', headers: cookie('tester-one-1234') });
    expect((await organizations('tester-one-1234')).status).toBe(200);
  });

  it('starts from the switches it was created with and resets back to them', async () => {
    const { base } = await start({ switches: { endpoints: { apiSettings: 'error-500' } } });
    await setSwitches(base, { endpoints: { apiSettings: 'ok' } });
    const reset = (await (await fetch(`${base}/api/demo/reset`, { method: 'POST' })).json()) as {
      endpoints: { apiSettings: string };
    };
    expect(reset.endpoints.apiSettings).toBe('error-500');
    expect(() => createPlatformApi({ switches: { delayMs: -5 } })).toThrow(/delayMs/);
  });
});
