import ky, { HTTPError } from 'ky';
import { isDeadlineError, withDeadline } from '../../shared/deadline';
import { decodeSpecBytes } from './decode-spec';
import { parseYaml, preloadYaml, SpecSyntaxError } from './parse-yaml';

export type SpecFormat = 'yaml' | 'json';

/** Why a spec could not be loaded, in a form the element can explain to the reader. */
export type LoadFailure =
  | { kind: 'http'; status: number; statusText: string; url: string }
  | { kind: 'network'; url: string }
  | { kind: 'timeout'; milliseconds: number; url: string }
  | { kind: 'html'; url: string }
  | { kind: 'encoding'; encoding: string; url: string }
  | { kind: 'syntax'; format: SpecFormat; reason: string; line: number | undefined; column: number | undefined };

export class SpecLoadError extends Error {
  override readonly name = 'SpecLoadError';
  constructor(readonly failure: LoadFailure) {
    super(describeFailure(failure));
  }
}

/** One sentence for the error state; addresses and parser messages are shown as text, never as markup. */
export function describeFailure(failure: LoadFailure): string {
  switch (failure.kind) {
    case 'http':
      return `The server answered ${failure.status}${failure.statusText ? ` ${failure.statusText}` : ''} for ${failure.url}.`;
    case 'network':
      return `Could not reach ${failure.url}: the network request failed (offline, blocked, or the server is down).`;
    case 'timeout':
      return `${failure.url} did not answer within ${failure.milliseconds / 1000} seconds.`;
    case 'html':
      return `Expected a YAML or JSON spec, got an HTML page from ${failure.url}.`;
    case 'encoding':
      return `The spec at ${failure.url} is ${failure.encoding.toUpperCase()}, which cannot be read: save it as UTF-8.`;
    case 'syntax': {
      const where = failure.line === undefined ? '' : ` at line ${failure.line}, column ${failure.column}`;
      return `The ${failure.format === 'yaml' ? 'YAML' : 'JSON'} could not be parsed${where}: ${failure.reason.replace(/\.$/, '')}.`;
    }
  }
}

export interface LoadOptions {
  /** Cancels the request and the parsing; the promise then rejects with `signal.reason`. */
  signal?: AbortSignal;
  /** For the whole answer, body and retries included, in milliseconds. @default 10000 */
  timeout?: number;
  /** Extra attempts after a network error or a 408/429/5xx answer. @default 2 */
  retries?: number;
  /** Replaces `fetch`, for tests. */
  fetch?: typeof fetch;
}

export interface LoadedSpec {
  /** The parsed document, not yet validated. */
  document: unknown;
  format: SpecFormat;
  /** `performance.now()` when the whole body had arrived, before parsing. */
  receivedAt: number;
}

/**
 * Fetches a spec and parses it as YAML or JSON.
 *
 * @throws SpecLoadError for every failure a reader should see; the abort reason when `signal` aborts.
 */
export async function loadSpec(source: string, options: LoadOptions = {}): Promise<LoadedSpec> {
  const { signal, timeout = 10_000, retries = 2 } = options;
  const url = displayUrl(source);
  // Fetch the parser while the spec downloads, when the address says it is YAML.
  if (/\.ya?ml$/i.test(source.split(/[?#]/, 1)[0]!)) preloadYaml().catch(() => undefined);
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
  const receivedAt = performance.now();
  // UTF-8, or UTF-16 with or without a byte order mark (see decode-spec.ts).
  const { text, encoding } = decodeSpecBytes(bytes);
  if (text === undefined) throw new SpecLoadError({ kind: 'encoding', encoding, url });
  const format = chooseFormat(text, response.headers.get('content-type') ?? '', source);
  if (format === 'html') throw new SpecLoadError({ kind: 'html', url });
  const document = await parseSpecText(text, format, signal);
  return { document, format, receivedAt };
}

/**
 * Decides how to read a response: an HTML page is refused whatever it claims to be (servers answer
 * missing files with their index page), then the content type decides, then the file extension,
 * then the first character.
 */
export function chooseFormat(text: string, contentType: string, source: string): SpecFormat | 'html' {
  const start = text.trimStart().slice(0, 1);
  if (start === '<') return 'html';
  const type = contentType.toLowerCase();
  if (/\bjson\b/.test(type)) return 'json';
  if (/\byaml\b/.test(type)) return 'yaml';
  const path = source.split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.endsWith('.json')) return 'json';
  if (path.endsWith('.yaml') || path.endsWith('.yml')) return 'yaml';
  return start === '{' || start === '[' ? 'json' : 'yaml';
}

/** @throws SpecLoadError of kind `syntax` with line and column when they can be found. */
export async function parseSpecText(text: string, format: SpecFormat, signal?: AbortSignal): Promise<unknown> {
  const withoutBom = text.replace(/^\uFEFF/, '');
  if (format === 'json') {
    try {
      return JSON.parse(withoutBom);
    } catch (error) {
      throw new SpecLoadError(await describeJsonError(withoutBom, error, signal));
    }
  }
  try {
    return await parseYaml(withoutBom, signal);
  } catch (error) {
    if (error instanceof SpecSyntaxError) {
      throw new SpecLoadError({
        kind: 'syntax',
        format: 'yaml',
        reason: error.reason,
        line: error.line,
        column: error.column,
      });
    }
    signal?.throwIfAborted();
    // The parser itself gave up (a stack overflow on absurd nesting, say): still a syntax problem.
    throw new SpecLoadError({
      kind: 'syntax',
      format: 'yaml',
      reason: String((error as Error)?.message ?? error),
      line: undefined,
      column: undefined,
    });
  }
}

/**
 * `JSON.parse` messages differ between engines and do not always give a position; when they do not,
 * the YAML parser (JSON is YAML) is asked where the text breaks.
 */
async function describeJsonError(text: string, error: unknown, signal?: AbortSignal): Promise<LoadFailure> {
  const message = String((error as Error)?.message ?? error);
  const reason = message
    .replace(/ in JSON at position.*$| \(line \d+ column \d+\)$/, '')
    .replace(/, ".*" is not valid JSON$/s, '');
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    return { kind: 'syntax', format: 'json', reason, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  }
  const position = /position (\d+)/.exec(message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return { kind: 'syntax', format: 'json', reason, line, column };
  }
  try {
    await parseYaml(text, signal);
  } catch (yamlError) {
    if (yamlError instanceof SpecSyntaxError) {
      return { kind: 'syntax', format: 'json', reason, line: yamlError.line, column: yamlError.column };
    }
  }
  return { kind: 'syntax', format: 'json', reason, line: undefined, column: undefined };
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
