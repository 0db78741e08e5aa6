import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { RunMemo } from './memo';
import { prerenderPage, type PageJob, type PageResult } from './page';

// The pages of a run spread over worker threads. A worker is this same module loaded in a thread
// (so it is wherever the build put it): it renders the pages it is sent with its own memo, one at
// a time, and sends each result back. Pages that name the same documents (see `documentsNamed`)
// go to the same worker, whose memo then reads the documents and renders their elements once for
// all of them; a worker with nothing left takes such pages from another's long queue rather than
// wait, so an element is rendered at most once per worker, and mostly once.

/** What marks a thread as one of ours, so loading this module anywhere else starts nothing. */
const workerRole = 'docs-widgets-prerender-worker';

/**
 * A worker with nothing left takes pages from another's queue only when more than this many wait
 * there: rendering their shared elements again (a reference: a second or more) costs about as much
 * as this many pages whose elements come from the memo (parsing and writing a large page).
 */
const stealAbove = 8;

type Answer = { id: number; result: PageResult } | { id: number; error: string };

if (!isMainThread && workerData === workerRole && parentPort) {
  const port = parentPort;
  const memo = new RunMemo();
  port.on('message', ({ id, job }: { id: number; job: PageJob }) => {
    prerenderPage(job, memo).then(
      (result) => port.postMessage({ id, result } satisfies Answer),
      (error: unknown) =>
        port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
    );
  });
}

/**
 * The documents a page's custom elements name by `src`, as one text ('' for none): pages with the
 * same text go to the same worker. Read from the page's text without parsing it, for the
 * scheduling alone: the output is the same whichever worker renders a page.
 */
export function documentsNamed(source: string): string {
  const named = new Set<string>();
  for (const match of source.matchAll(/<([a-z][\w.]*-[\w.-]*)\b[^>]*?\ssrc\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi))
    named.add(`${match[1]!.toLowerCase()} ${match[2]!.replace(/^["']|["']$/g, '')}`);
  return [...named].sort().join('\n');
}

/** Which job each worker renders next: its own queue first, then the run's next page, then another's queue. */
class Schedule {
  readonly #queues: number[][];
  readonly #workerOf = new Map<string, number>();
  #next = 0;

  constructor(
    threads: number,
    readonly jobs: readonly PageJob[],
    readonly groups: readonly string[],
  ) {
    this.#queues = Array.from({ length: threads }, () => []);
  }

  /** The next job for `worker`, or undefined when no page is left for anyone. */
  take(worker: number): number | undefined {
    const own = this.#queues[worker]!.shift();
    if (own !== undefined) return own;
    while (this.#next < this.jobs.length) {
      const index = this.#next;
      this.#next += 1;
      const group = this.groups[index]!;
      const bound = group === '' ? undefined : this.#workerOf.get(group);
      if (bound === undefined || bound === worker) {
        if (group !== '') this.#workerOf.set(group, worker);
        return index;
      }
      this.#queues[bound]!.push(index);
    }
    const longest = this.#queues.reduce((most, queue) => (queue.length > most.length ? queue : most));
    return longest.length > stealAbove ? longest.pop() : undefined;
  }
}

/**
 * Renders every job on `threads` worker threads; `onResult` gets each result with the job's index,
 * in the order they finish.
 */
export async function renderOnWorkers(
  jobs: readonly PageJob[],
  threads: number,
  onResult: (index: number, result: PageResult) => Promise<void> | void,
): Promise<void> {
  const schedule = new Schedule(
    Math.min(threads, jobs.length),
    jobs,
    jobs.map((job) => (job.source === undefined ? '' : documentsNamed(job.source))),
  );
  let sent = 0;
  const workers = Array.from(
    { length: Math.min(threads, jobs.length) },
    () => new Worker(new URL(import.meta.url), { workerData: workerRole }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker, workerIndex) =>
          new Promise<void>((done, fail) => {
            const send = () => {
              const id = schedule.take(workerIndex);
              if (id === undefined) return done();
              sent += 1;
              worker.postMessage({ id, job: jobs[id] });
            };
            worker.on('message', (answer: Answer) => {
              if ('error' in answer) return fail(new Error(answer.error));
              Promise.resolve(onResult(answer.id, answer.result)).then(send, fail);
            });
            worker.on('error', fail);
            worker.on('exit', (code) => {
              if (sent < jobs.length || code !== 0) fail(new Error(`a prerender worker stopped (exit code ${code})`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
