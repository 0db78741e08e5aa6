import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { RunMemo } from './memo';
import { prerenderPage, type PageJob, type PageResult } from './page';

// The pages of a run spread over threads: the main thread and worker threads. A worker is this
// same module loaded in a thread (so it is wherever the build put it): it renders the pages it is
// sent with its own memo, one at a time, and sends each result back. The main thread renders too,
// with its own memo, so a run of n threads pays n - 1 workers' start-up (each loads React, parse5
// and the widgets again, and compiles them again), and the workers start as soon as the run knows
// it will render (`startPool`), while the main thread still reads the pages. Pages that name the
// same documents (see `documentsNamed`) go to the same thread, whose memo then reads the documents
// and renders their elements once for all of them; a thread with nothing left takes such pages
// from another's long queue rather than wait, so an element is rendered at most once per thread,
// and mostly once.

/** What marks a thread as one of ours, so loading this module anywhere else starts nothing. */
const workerRole = 'docs-widgets-prerender-worker';

/**
 * A worker with nothing left takes pages from another's queue only when more than this many wait
 * there: rendering their shared elements again (a reference: a second or more) costs about as much
 * as this many pages whose elements come from the memo (parsing and writing a large page).
 */
const stealAbove = 8;

/**
 * Pages a worker holds at once: the next is there when it sends a result, even while the main
 * thread, which answers, is busy rendering a page of its own.
 */
const pagesAhead = 2;

export type Answer = { id: number; result: PageResult } | { id: number; error: string };

if (!isMainThread && workerData === workerRole && parentPort) {
  const port = parentPort;
  const memo = new RunMemo();
  // One page at a time, in the order sent: a page's counts in the memo are its own.
  let previous: Promise<void> = Promise.resolve();
  port.on('message', ({ id, job }: { id: number; job: PageJob }) => {
    previous = previous.then(() =>
      prerenderPage(job, memo).then(
        (result) => port.postMessage({ id, result } satisfies Answer),
        (error: unknown) =>
          port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies Answer),
      ),
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

/** Threads that render a run's pages: the main thread and the workers `startPool` started. */
export interface RenderPool {
  /** Renders every job; `onResult` gets each result with the job's index, in the order they finish. */
  render(
    jobs: readonly PageJob[],
    onResult: (index: number, result: PageResult) => Promise<void> | void,
  ): Promise<void>;
  /** Stops the workers (when the run has nothing to render after all, or is done). */
  close(): Promise<void>;
}

/**
 * Starts `threads - 1` worker threads at once, so that they load while the caller goes on (reading
 * the pages); the main thread is the other one.
 */
export function startPool(threads: number): RenderPool {
  const workers = Array.from(
    { length: Math.max(0, threads - 1) },
    () => new Worker(new URL(import.meta.url), { workerData: workerRole }),
  );
  const close = () => Promise.all(workers.map((worker) => worker.terminate())).then(() => {});
  return {
    close,
    async render(jobs, onResult) {
      try {
        await renderOn(workers, jobs, onResult);
      } finally {
        await close();
      }
    },
  };
}

/** What `renderOn` needs of a worker thread (a test gives it a stand-in). */
export type PageWorker = Pick<Worker, 'postMessage' | 'on'>;

/** Renders `jobs` on the main thread (with `renderPage`) and on `workers`, which answer as `Answer`s. */
export async function renderOn(
  workers: readonly PageWorker[],
  jobs: readonly PageJob[],
  onResult: (index: number, result: PageResult) => Promise<void> | void,
  renderPage: typeof prerenderPage = prerenderPage,
): Promise<void> {
  // Thread 0 is the main thread, thread i the worker i - 1.
  const schedule = new Schedule(
    Math.min(workers.length + 1, jobs.length),
    jobs,
    jobs.map((job) => (job.source === undefined ? '' : documentsNamed(job.source))),
  );
  const threads = Math.min(workers.length + 1, jobs.length);
  let sent = 0;
  const renderHere = async () => {
    const memo = new RunMemo();
    for (let id = schedule.take(0); id !== undefined; id = schedule.take(0)) {
      sent += 1;
      await onResult(id, await renderPage(jobs[id]!, memo));
      // A page renders in microtasks alone: without a turn of the event loop, the workers' answers
      // (and with them their next pages) would wait until this thread had rendered all the rest.
      await new Promise((turn) => setImmediate(turn));
    }
  };
  const renderOnWorker = (worker: PageWorker, thread: number) =>
    new Promise<void>((done, fail) => {
      let inFlight = 0;
      const send = () => {
        while (inFlight < pagesAhead) {
          const id = schedule.take(thread);
          if (id === undefined) break;
          inFlight += 1;
          sent += 1;
          worker.postMessage({ id, job: jobs[id] });
        }
        if (inFlight === 0) done();
      };
      worker.on('message', (answer: Answer) => {
        if ('error' in answer) return fail(new Error(answer.error));
        inFlight -= 1;
        Promise.resolve(onResult(answer.id, answer.result)).then(send, fail);
      });
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (sent < jobs.length || code !== 0) fail(new Error(`a prerender worker stopped (exit code ${code})`));
      });
      send();
    });
  await Promise.all([
    renderHere(),
    ...workers.slice(0, threads - 1).map((worker, index) => renderOnWorker(worker, index + 1)),
  ]);
}
