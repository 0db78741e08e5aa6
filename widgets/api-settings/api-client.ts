import ky, { isHTTPError, type KyInstance } from 'ky';
import { isDeadlineError, withDeadline } from '../../base/deadline';
import { pathSegment } from '../shared/page/links';
import {
  decodeApiSettings,
  decodeBranches,
  decodeOrganizations,
  decodeProjects,
  EmptyEndpointError,
  InvalidEndpointError,
  ResponseShapeError,
  type ApiSettings,
  type Branch,
  type Organization,
  type Project,
} from './platform-data';

/**
 * Why a call failed, in terms the widget can explain:
 * `unauthorized` (401/403), `http` (any other non-2xx), `redirect` (the API pointed elsewhere;
 * never followed, since the request carries the token), `network` (no answer), `timeout` (no
 * complete answer, body included, in time), `malformed` (not JSON), `shape` (JSON of the wrong
 * shape), `empty-endpoint`, `invalid-endpoint` (an address that is not a host name).
 */
export type PlatformErrorKind =
  | 'unauthorized'
  | 'http'
  | 'redirect'
  | 'network'
  | 'timeout'
  | 'malformed'
  | 'shape'
  | 'empty-endpoint'
  | 'invalid-endpoint';

/** A failed platform call. Its message names the call and the reason, never the token or a key. */
export class PlatformApiError extends Error {
  override name = 'PlatformApiError';
  constructor(
    readonly kind: PlatformErrorKind,
    readonly call: string,
    readonly requestId: string,
    detail: string,
    readonly status?: number,
  ) {
    super(`${call} failed (${detail}); request id ${requestId}`);
  }
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** A random v4 UUID, also where `crypto.randomUUID` is missing (plain-http pages). */
export function newRequestId(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PlatformClientOptions {
  /** Absolute base URL of the platform API, e.g. `https://api.example.com` or `http://127.0.0.1:4173/api`. */
  apiBase: string;
  accessToken: string;
  /** Give up on a call, body included, after this long. @default 15000 */
  timeoutMs?: number;
  /** For tests: the fetch to use. */
  fetch?: typeof fetch;
}

export interface PlatformClient {
  organizations(signal: AbortSignal): Promise<Organization[]>;
  projects(signal: AbortSignal): Promise<Project[]>;
  branches(projectRef: string, signal: AbortSignal): Promise<Branch[]>;
  apiSettings(projectRef: string, signal: AbortSignal): Promise<ApiSettings>;
}

/** A redirect answer: with `redirect: 'manual'` the browser gives an opaque one (status 0). */
function isRedirect(response: Response): boolean {
  return response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);
}

async function call<T>(
  api: KyInstance,
  timeoutMs: number,
  name: string,
  path: string,
  signal: AbortSignal,
  decode: (data: unknown) => T,
): Promise<T> {
  const requestId = newRequestId();
  let body: string;
  try {
    body = await withDeadline(timeoutMs, signal, async (exchange) => {
      const response = await api.get(path, { signal: exchange, headers: { 'X-Request-Id': requestId } });
      // Belt and braces for fetch implementations that ignore `redirect: 'manual'`.
      if (response.redirected || isRedirect(response)) throw new RedirectedError();
      return response.text();
    });
  } catch (error) {
    if (signal.aborted) throw error;
    if (isAbortError(error) && !isDeadlineError(error)) throw error;
    if (error instanceof RedirectedError || (isHTTPError(error) && isRedirect(error.response))) {
      throw new PlatformApiError('redirect', name, requestId, 'the server answered with a redirect, not followed');
    }
    if (isHTTPError(error)) {
      const status = error.response.status;
      const kind = status === 401 || status === 403 ? 'unauthorized' : 'http';
      throw new PlatformApiError(kind, name, requestId, `HTTP ${status}`, status);
    }
    if (isDeadlineError(error)) throw new PlatformApiError('timeout', name, requestId, 'timed out');
    throw new PlatformApiError('network', name, requestId, 'no answer from the server');
  }
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    throw new PlatformApiError('malformed', name, requestId, 'the answer is not JSON');
  }
  try {
    return decode(data);
  } catch (error) {
    if (error instanceof EmptyEndpointError) {
      throw new PlatformApiError('empty-endpoint', name, requestId, error.message);
    }
    if (error instanceof InvalidEndpointError) {
      throw new PlatformApiError('invalid-endpoint', name, requestId, error.message);
    }
    if (error instanceof ResponseShapeError) throw new PlatformApiError('shape', name, requestId, error.message);
    throw error;
  }
}

class RedirectedError extends Error {
  override name = 'RedirectedError';
}

/**
 * The four platform calls, each with `Authorization: Bearer`, a fresh `X-Request-Id`, the
 * caller's AbortSignal and one deadline for the whole exchange; no retries (the widget offers
 * "Try again" instead) and no redirects (the token would follow them to another server).
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const api = ky.create({
    prefixUrl: options.apiBase,
    timeout: false,
    retry: 0,
    redirect: 'manual',
    cache: 'no-store',
    headers: { Authorization: `Bearer ${options.accessToken}`, Accept: 'application/json' },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const ref = (projectRef: string) => pathSegment(projectRef);
  return {
    organizations: (signal) =>
      call(api, timeoutMs, 'GET /platform/organizations', 'platform/organizations', signal, decodeOrganizations),
    projects: (signal) => call(api, timeoutMs, 'GET /platform/projects', 'platform/projects', signal, decodeProjects),
    branches: (projectRef, signal) =>
      call(
        api,
        timeoutMs,
        'GET /v1/projects/{ref}/branches',
        `v1/projects/${ref(projectRef)}/branches`,
        signal,
        decodeBranches,
      ),
    apiSettings: (projectRef, signal) =>
      call(
        api,
        timeoutMs,
        'GET /platform/props/project/{ref}/api',
        `platform/props/project/${ref(projectRef)}/api`,
        signal,
        decodeApiSettings,
      ),
  };
}
