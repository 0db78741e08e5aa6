import { trustedScriptUrl } from '../../base/trusted-types';
import { decodeSpecBytes } from './decode-spec';
import { looksLikeKdl } from '../formats/detect';
import { addressSaysYaml, chooseFormat } from './parse-spec-text';
import { fetchPackageBeside, readSpecHere } from './read-spec-here';
import { OCLIF_PACKAGE } from './spec-address';
import type { OnPreview, SpecInput } from './spec-input';

export { readSpecHere } from './read-spec-here';
export type { OnPreview, PreviewReader, SpecInput } from './spec-input';
import { SpecLoadError } from '../model/spec-errors';
import type { SpecReply, SpecRequest } from './spec-worker-core';
import type { CliCommand, SpecProblem, ValidationResult } from '../model/spec-types';
import { uncountedProblem } from '../check/validate-spec';
import jsonWorkerUrl from './spec-worker?worker&url';
import yamlWorkerUrl from './spec-worker-yaml?worker&url';
import formatsWorkerUrl from './spec-worker-formats?worker&url';

// Reading a spec (decoding, parsing, validating) off the page's main thread, in a worker: one for
// JSON and one with the YAML reader, each a script of its own started on first use and kept for
// later reads. Where no worker can start (no Worker, a Content-Security-Policy or Trusted Types
// setting that forbids it, the widgets served from another origin), the same steps run on the main
// thread, with a turn for the page between them. Either way the result and the messages are the same.

type WorkerKind = 'json' | 'yaml' | 'formats';

const workerUrls: Record<WorkerKind, string> = { json: jsonWorkerUrl, yaml: yamlWorkerUrl, formats: formatsWorkerUrl };

/** How long a worker may take to start (its script fetched and run) before the page reads without it. */
const START_TIMEOUT = 10_000;

interface SpecWorker {
  worker: Worker;
  /** Requests in flight, each with what to do with a reply. */
  pending: Map<number, (reply: SpecReply) => void>;
}

const workers = new Map<WorkerKind, Promise<SpecWorker | undefined>>();
let requests = 0;

/**
 * Starts the worker of this kind unless it runs already; resolves once it has said it is ready,
 * with undefined when it cannot start. Called as soon as the format can be guessed, so the worker
 * starts while the spec downloads.
 */
export function startSpecWorker(kind: WorkerKind): Promise<SpecWorker | undefined> {
  let started = workers.get(kind);
  if (!started) {
    started = launch(kind);
    workers.set(kind, started);
    // A worker that could not start is not tried again on this page: the next read goes without.
  }
  return started;
}

function launch(kind: WorkerKind): Promise<SpecWorker | undefined> {
  if (typeof Worker === 'undefined') return Promise.resolve(undefined);
  const url = trustedScriptUrl(workerUrls[kind]);
  if (url === undefined) return Promise.resolve(undefined);
  let worker: Worker;
  try {
    // The build makes each worker one classic script; the dev server serves it as a module.
    worker = new Worker(url, { type: import.meta.env.DEV ? 'module' : 'classic', name: `docs-widgets ${kind} spec` });
  } catch {
    return Promise.resolve(undefined); // a cross-origin address, or a policy that forbids workers
  }
  return new Promise((resolve) => {
    const handle: SpecWorker = { worker, pending: new Map() };
    const giveUp = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve(undefined);
    };
    // Blocked by the Content-Security-Policy, not found, or failed to run: an error before `ready`.
    const timer = setTimeout(giveUp, START_TIMEOUT);
    worker.addEventListener('error', giveUp, { once: true });
    worker.addEventListener('message', function ready({ data }: MessageEvent<SpecReply>) {
      if (data.type !== 'ready') return;
      clearTimeout(timer);
      worker.removeEventListener('error', giveUp);
      worker.removeEventListener('message', ready);
      worker.addEventListener('message', ({ data: reply }: MessageEvent<SpecReply>) => {
        if ('id' in reply) handle.pending.get(reply.id)?.(reply);
      });
      // A worker that fails later (out of memory, say) fails what it was reading, and is replaced.
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        retire(kind, handle);
        const failure: SpecReply = { id: -1, type: 'error', message: event.message || 'the spec reader stopped' };
        for (const settle of handle.pending.values()) settle(failure);
      });
      resolve(handle);
    });
  });
}

function retire(kind: WorkerKind, handle: SpecWorker): void {
  handle.worker.terminate();
  void workers.get(kind)?.then((current) => {
    if (current === handle) workers.delete(kind);
  });
}

/**
 * Specs smaller than `workerFromBytes` are read on the main thread: in a few tens of milliseconds
 * at most, less than a worker takes to start and hand the result back (the fixture's 123 commands
 * showed their first section 15–20 ms later through a worker). Tests lower it to read small specs
 * in a worker.
 */
export const specReading = {
  workerFromBytes: 256 * 1024,
  /**
   * How long a worker may read one spec before it is stopped and the reader told so. The largest
   * specs we measured (20 MB of each format) take under 2 s; only a reader that never ends gets
   * here, and without a deadline its reference would say "Loading…" for ever.
   */
  workerDeadlineMilliseconds: 30_000,
};

/** The worker a spec needs, from its first few kilobytes: the YAML one unless it clearly is JSON. */
export function workerKindFor(input: SpecInput): WorkerKind {
  if (input.format !== undefined && input.format !== 'clispec') return 'formats';
  if ('text' in input) {
    const start = input.text.slice(0, 4096);
    if (looksLikeKdl(start)) return 'formats';
    return chooseFormat(start, '', '') === 'json' ? 'json' : 'yaml';
  }
  const sample = decodeSpecBytes(new Uint8Array(input.bytes, 0, Math.min(input.bytes.byteLength, 4096)));
  if (sample.text !== undefined && looksLikeKdl(sample.text)) return 'formats';
  const format = sample.text === undefined ? 'json' : chooseFormat(sample.text, input.contentType, input.source);
  // An HTML page or bytes that cannot be decoded fail the same way in either worker.
  return format === 'yaml' ? 'yaml' : 'json';
}

/** The worker to start while a spec at `source` downloads, from its address. */
export function workerKindForSource(source: string): WorkerKind {
  if (/\.kdl$/i.test(source.split(/[?#]/, 1)[0]!)) return 'formats';
  return addressSaysYaml(source) ? 'yaml' : 'json';
}

/**
 * Decodes, parses and validates a spec, in a worker when one can start and the spec is not small
 * (`specReading`), else on the main thread in slices. `onPreview` may be called first with the
 * spec's start (its info, global flags and first command, read alone: see spec-start.ts), for the
 * page to show while the rest is read; its problems are not known. A worker sends one for any spec
 * it reads, the main thread for a spec over 64 KB it reads itself.
 *
 * @throws SpecLoadError for what a reader should see, `signal.reason` once aborted.
 */
export async function readSpec(
  input: SpecInput,
  signal?: AbortSignal,
  onPreview?: OnPreview,
): Promise<ValidationResult> {
  const size = 'text' in input ? input.text.length : input.bytes.byteLength;
  let kind = workerKindFor(input);
  // Other formats' readers cost 0.1 to 0.4 s a megabyte on the main thread, several times that on a
  // busy machine (bench/bounded-readers.mjs): far over the 50 ms a page can spare, so a spec known
  // from its start to be one is read in the worker at any size. Our own format's small specs are
  // read here, sooner than a worker answers.
  if (kind !== 'formats' && size < specReading.workerFromBytes) return readSpecHere(input, signal, onPreview);
  let current = input;
  for (;;) {
    const handle = await startSpecWorker(kind);
    signal?.throwIfAborted();
    if (!handle) return readSpecHere(current, signal, onPreview);
    const answer = await readInWorker(kind, handle, current, signal, onPreview);
    if ('spec' in answer) return answer;
    // The JSON worker met YAML, or invalid JSON it could not place: the YAML worker reads it. A
    // spec in another format (or JSON with a trailing comma) goes on to the worker for those.
    if (answer.next === kind || kind === 'formats') throw new Error(`the ${kind} spec reader asked for itself`);
    kind = answer.next;
    if (!('text' in current)) {
      current = { ...current, bytes: answer.bytes! };
      // An oclif manifest found from its content (not its name): the package.json beside it is
      // fetched now, as the main thread's reading would (`linkedFiles`), so the tool's name and
      // separator do not depend on the spec's size.
      if (answer.oclif && !current.besideFiles)
        current.besideFiles = { [OCLIF_PACKAGE]: await fetchPackageBeside(current.source, { signal }) };
    }
  }
}

function readInWorker(
  kind: WorkerKind,
  handle: SpecWorker,
  input: SpecInput,
  signal: AbortSignal | undefined,
  onPreview: OnPreview | undefined,
): Promise<ValidationResult | { bytes: ArrayBuffer | undefined; next: WorkerKind; oclif?: boolean }> {
  const id = (requests += 1);
  const commands: CliCommand[] = [];
  let result: ValidationResult | undefined;
  return new Promise((resolve, reject) => {
    const milliseconds = specReading.workerDeadlineMilliseconds;
    // The worker is stopped (its work cannot be interrupted otherwise), and every read it held
    // fails the same way; the next read starts a new one.
    const deadline = setTimeout(() => {
      retire(kind, handle);
      const tooSlow: SpecReply = { id, type: 'failure', failure: { kind: 'too-slow', milliseconds } };
      for (const settle of [...handle.pending.values()]) settle(tooSlow);
    }, milliseconds);
    const finish = () => {
      clearTimeout(deadline);
      handle.pending.delete(id);
      signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      // Stops the work when nothing else waits for this worker; else its replies are dropped.
      if (handle.pending.size === 0) retire(kind, handle);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    handle.pending.set(id, (reply) => {
      if (reply.type === 'ready') return;
      if (reply.type === 'preview') {
        onPreview?.(reply.spec, 'worker');
        return;
      }
      if (reply.type === 'head') {
        const problems =
          reply.more > 0
            ? reply.problems.concat(new Array<SpecProblem>(reply.more).fill(uncountedProblem))
            : reply.problems;
        result = { spec: reply.spec && { ...reply.spec, commands }, problems };
        return;
      }
      if (reply.type === 'commands') {
        for (const command of reply.commands) commands.push(command);
        return;
      }
      finish();
      if (reply.type === 'done') resolve(result!);
      else if (reply.type === 'needs-yaml') resolve({ bytes: reply.bytes, next: 'yaml' });
      else if (reply.type === 'needs-formats') resolve({ bytes: reply.bytes, next: 'formats', oclif: reply.oclif });
      else if (reply.type === 'failure') reject(new SpecLoadError(reply.failure));
      else reject(new Error(reply.message));
    });
    const request: SpecRequest =
      'text' in input
        ? { id, text: input.text, format: input.format }
        : {
            id,
            bytes: input.bytes,
            contentType: input.contentType,
            source: input.source,
            url: input.url,
            format: input.format,
            besideFiles: input.besideFiles,
          };
    // The bytes move to the worker rather than being copied; the page has no further use for them.
    handle.worker.postMessage(request, 'bytes' in request ? [request.bytes] : []);
  });
}
