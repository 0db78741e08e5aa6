// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformApi, demoData, fakeAnonKey } from '../../demo/platform/platform-api.mjs';
import { createPlatformClient, newRequestId, PlatformApiError } from './api-client';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A fetch that records requests and answers with `reply`. */
function recordingFetch(reply: (request: Request) => Promise<Response> | Response) {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return reply(request);
  }) as typeof globalThis.fetch;
  return { fetch, requests };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function failure(promise: Promise<unknown>): Promise<PlatformApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PlatformApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('platform client requests', () => {
  it('sends the bearer token and a fresh X-Request-Id on every call, under the API base', async () => {
    const { fetch, requests } = recordingFetch(() => json([]));
    const client = createPlatformClient({ apiBase: 'https://api.example.test/base', accessToken: 'tok-123', fetch });
    const signal = new AbortController().signal;
    await client.organizations(signal);
    await client.projects(signal);
    expect(requests.map((request) => request.url)).toEqual([
      'https://api.example.test/base/platform/organizations',
      'https://api.example.test/base/platform/projects',
    ]);
    for (const request of requests) {
      expect(request.method).toBe('GET');
      expect(request.headers.get('authorization')).toBe('Bearer tok-123');
      expect(request.headers.get('x-request-id')).toMatch(uuidPattern);
    }
    expect(requests[0]!.headers.get('x-request-id')).not.toBe(requests[1]!.headers.get('x-request-id'));
  });

  it('puts the ref in the path of the branch and settings calls', async () => {
    const { fetch, requests } = recordingFetch((request) =>
      request.url.endsWith('/branches')
        ? json([])
        : json({ autoApiService: { protocol: 'https', endpoint: 'abc.test', defaultApiKey: 'k' } }),
    );
    const client = createPlatformClient({ apiBase: 'https://api.example.test', accessToken: 't', fetch });
    const signal = new AbortController().signal;
    await client.branches('abcdefghijklmnopqrst', signal);
    await client.apiSettings('abcdefghijklmnopqrst', signal);
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual([
      '/v1/projects/abcdefghijklmnopqrst/branches',
      '/platform/props/project/abcdefghijklmnopqrst/api',
    ]);
  });

  it('cancels with the caller\u2019s signal, rejecting with an AbortError', async () => {
    const { fetch } = recordingFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const client = createPlatformClient({ apiBase: 'https://api.example.test', accessToken: 't', fetch });
    const controller = new AbortController();
    const call = client.projects(controller.signal);
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('gives up with a timeout error when the server does not answer in time', async () => {
    const { fetch } = recordingFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const client = createPlatformClient({
      apiBase: 'https://api.example.test',
      accessToken: 't',
      fetch,
      timeoutMs: 20,
    });
    const error = await failure(client.organizations(new AbortController().signal));
    expect(error.kind).toBe('timeout');
  });

  it('times out when the body never ends, though the headers came at once', async () => {
    const { fetch } = recordingFetch(
      () =>
        new Response(new ReadableStream({ start: (controller) => controller.enqueue(new TextEncoder().encode('[')) })),
    );
    const client = createPlatformClient({
      apiBase: 'https://api.example.test',
      accessToken: 't',
      fetch,
      timeoutMs: 20,
    });
    const error = await failure(client.projects(new AbortController().signal));
    expect(error.kind).toBe('timeout');
  });

  it('asks fetch not to follow redirects, and refuses a redirect answer', async () => {
    const { fetch, requests } = recordingFetch(
      () => new Response(null, { status: 307, headers: { location: 'https://evil.example/api/platform/projects' } }),
    );
    const client = createPlatformClient({ apiBase: 'https://api.example.test', accessToken: 't', fetch });
    const error = await failure(client.projects(new AbortController().signal));
    expect(requests[0]?.redirect).toBe('manual');
    expect(error.kind).toBe('redirect');
  });

  it('makes request ids without crypto.randomUUID too', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newRequestId()).toMatch(uuidPattern);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('platform client against the local platform API', () => {
  let server: Server;
  let base = '';
  let token = '';

  beforeAll(async () => {
    const api = createPlatformApi();
    server = createServer((req, res) => void api.handle(req, res, new URL(req.url ?? '/', 'http://127.0.0.1')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = ((await (await fetch(`${base}/api/demo/login`, { method: 'POST' })).json()) as { token: string }).token;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(async () => {
    await fetch(`${base}/api/demo/reset`, { method: 'POST' });
  });

  async function switchEndpoint(name: string, mode: string) {
    await fetch(`${base}/api/demo/switches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoints: { [name]: mode } }),
    });
  }

  const signal = () => new AbortController().signal;
  const website = demoData.projects.find((project) => project.name === 'Acme Website')!;

  it('loads organizations, projects, branches and the URL and key of a preview branch', async () => {
    const client = createPlatformClient({ apiBase: `${base}/api`, accessToken: token });
    expect(await client.organizations(signal())).toHaveLength(demoData.organizations.length);
    expect(await client.projects(signal())).toHaveLength(demoData.projects.length);
    const branches = await client.branches(website.ref, signal());
    const preview = branches.find((branch) => branch.projectRef !== branch.parentProjectRef)!;
    expect(await client.apiSettings(preview.projectRef, signal())).toEqual({
      url: `https://${preview.projectRef}.supabase.test`,
      anonKey: fakeAnonKey(preview.projectRef),
    });
  });

  it('fails with "unauthorized" for a token the API does not know', async () => {
    const client = createPlatformClient({ apiBase: `${base}/api`, accessToken: 'expired-token' });
    const error = await failure(client.organizations(signal()));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(error.message).not.toContain('expired-token');
  });

  it('fails with the matching kind for each switched failure', async () => {
    const client = createPlatformClient({ apiBase: `${base}/api`, accessToken: token });
    const cases: Array<[string, string, string]> = [
      ['error-500', 'http', 'HTTP 500'],
      ['error-401', 'unauthorized', 'HTTP 401'],
      ['network-drop', 'network', 'no answer'],
      ['malformed-json', 'malformed', 'not JSON'],
      ['wrong-shape', 'shape', 'autoApiService.endpoint'],
      ['empty', 'empty-endpoint', 'empty'],
    ];
    for (const [mode, kind, detail] of cases) {
      await switchEndpoint('apiSettings', mode);
      const error = await failure(client.apiSettings(website.ref, signal()));
      expect(error.kind, mode).toBe(kind);
      expect(error.message, mode).toContain(detail);
      expect(error.message, mode).toContain('GET /platform/props/project/{ref}/api');
      expect(error.message, mode).not.toContain(token);
    }
  });

  it('times out when the headers arrive but the body stalls, and the connection is closed', async () => {
    const client = createPlatformClient({ apiBase: `${base}/api`, accessToken: token, timeoutMs: 300 });
    await switchEndpoint('organizations', 'stall-body');
    const error = await failure(client.organizations(signal()));
    expect(error.kind).toBe('timeout');
    expect(error.message).not.toContain(token);
  });

  it('does not follow a redirect to another origin with the token, and says it was a redirect', async () => {
    const client = createPlatformClient({ apiBase: `${base}/api`, accessToken: token });
    await switchEndpoint('apiSettings', 'redirect');
    const error = await failure(client.apiSettings(website.ref, signal()));
    expect(error.kind).toBe('redirect');
    expect(error.message).toContain('redirect');
    const redirected = await (await fetch(`${base}/api/demo/redirected`)).json();
    expect(redirected).toEqual({ requests: 0, withToken: 0 });
  });

  it('returns empty lists as empty lists', async () => {
    const client = createPlatformClient({ apiBase: `${base}/api`, accessToken: token });
    await switchEndpoint('projects', 'empty');
    expect(await client.projects(signal())).toEqual([]);
  });
});
