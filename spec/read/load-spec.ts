import ky, { HTTPError } from 'ky';
import { isDeadlineError, withDeadline } from '../../base/deadline';
import { parseYaml, preloadYaml } from './parse-yaml';
import { addressSaysYaml, parseSpecTextWith, specText } from './parse-spec-text';
import { SpecLoadError, type SpecFormat } from '../model/spec-errors';

export { chooseFormat } from './parse-spec-text';
export { describeFailure, SpecLoadError, type LoadFailure, type SpecFormat } from '../model/spec-errors';

export interface LoadOptions {
  /** Cancels the request and the parsing; the promise then rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** For the whole answer, body and retries included, in milliseconds. @default 10000 */
  timeout?: number;
  /** Extra attempts after a network error or a 408/429/5xx answer. @default 2 */
  retries?: number;
  /** Replaces `fetch`, for tests. */
  fetch?: typeof fetch;
  /**
   * Called with the `Content-Type` and the `Content-Length` (when the server sends one; compressed
   * bodies give their compressed length) once the headers are in, before the body has arrived.
   */
  onHeaders?: (contentType: string, contentLength: number | undefined) => void;
}

export interface LoadedSpec {
  /** The parsed document, not yet validated. */
  document: unknown;
  format: SpecFormat;
  /** `performance.now()` when the whole body had arrived, before parsing. */
  receivedAt: number;
}

/** A spec's response, read to its end but not yet decoded. */
export interface FetchedSpec {
  bytes: ArrayBuffer;
  /** The response's `Content-Type`, or ''. */
  contentType: string;
  /** The address as a reader would recognise it, without query string, for messages. */
  url: string;
  /** `performance.now()` when the whole body had arrived. */
  receivedAt: number;
}

/**
 * Fetches a spec and parses it as YAML or JSON.
 *
 * @throws SpecLoadError for every failure a reader should see; the abort reason when `signal` aborts.
 */
export async function loadSpec(source: string, options: LoadOptions = {}): Promise<LoadedSpec> {
  // Fetch the parser while the spec downloads, when the address says it is YAML.
  if (addressSaysYaml(source)) preloadYaml().catch(() => undefined);
  const { bytes, contentType, url, receivedAt } = await fetchSpec(source, options);
  const { text, format } = specText(bytes, contentType, source, url);
  const document = await parseSpecText(text, format, options.signal);
  return { document, format, receivedAt };
}

/**
 * Fetches a spec's bytes, with one deadline for the whole answer and retries after network errors
 * and 408/429/5xx answers.
 *
 * @throws SpecLoadError for every failure a reader should see; the abort reason when `signal` aborts.
 */
export async function fetchSpec(source: string, options: LoadOptions = {}): Promise<FetchedSpec> {
  const { signal, timeout = 10_000, retries = 2 } = options;
  const url = displayUrl(source);
  let response: Response;
  let bytes: ArrayBuffer;
  try {
    // One deadline for headers and body (ky's timeout ends at the headers), retries included.
    [response, bytes] = await withDeadline(timeout, signal, async (exchange) => {
      const answer = await ky.get(source, {
        signal: exchange,
        timeout: false,
        fetch: options.fetch,
        retry: {
          limit: retries,
          statusCodes: [408, 429, 500, 502, 503, 504],
          shouldRetry: ({ error }) => (exchange.aborted || isAbort(error) ? false : undefined),
        },
      });
      const length = answer.headers.get('content-length');
      options.onHeaders?.(answer.headers.get('content-type') ?? '', length === null ? undefined : Number(length));
      return [answer, await answer.arrayBuffer()] as const;
    });
  } catch (error) {
    signal?.throwIfAborted();
    if (error instanceof HTTPError) {
      throw new SpecLoadError({
        kind: 'http',
        status: error.response.status,
        statusText: error.response.statusText,
        url,
      });
    }
    if (isDeadlineError(error)) throw new SpecLoadError({ kind: 'timeout', milliseconds: timeout, url });
    throw new SpecLoadError({ kind: 'network', url });
  }
  return { bytes, contentType: response.headers.get('content-type') ?? '', url, receivedAt: performance.now() };
}

/** @throws SpecLoadError of kind `syntax` with line and column when they can be found. */
export function parseSpecText(text: string, format: SpecFormat, signal?: AbortSignal): Promise<unknown> {
  return parseSpecTextWith(parseYaml, text, format, signal);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** The address as a reader would recognise it, without query string (it may carry a token). */
function displayUrl(source: string): string {
  try {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const url = new URL(source, base);
    return `${url.origin === (typeof location === 'undefined' ? '' : location.origin) ? '' : url.origin}${url.pathname}`;
  } catch {
    return source.split(/[?#]/, 1)[0]!;
  }
}
