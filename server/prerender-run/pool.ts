import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { RunMemo } from './memo';
import { prerenderPage, type PageJob, type PageResult } from './page';

// The pages of a run spread over worker threads, each page given to the next free worker. A
// worker is this same module loaded in a thread (so it is wherever the build put it): it renders
// the pages it is sent with its own memo, one at a time, and sends each result back.

/** What marks a thread as one of ours, so loading this module anywhere else starts nothing. */
const workerRole = 'docs-widgets-prerender-worker';

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
 * Renders every job on `threads` worker threads; `onResult` gets each result with the job's index,
 * in the order they finish.
 */
export async function renderOnWorkers(
  jobs: readonly PageJob[],
  threads: number,
  onResult: (index: number, result: PageResult) => Promise<void> | void,
): Promise<void> {
  let next = 0;
  const workers = Array.from(
    { length: Math.min(threads, jobs.length) },
    () => new Worker(new URL(import.meta.url), { workerData: workerRole }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done, fail) => {
            const send = () => {
              if (next >= jobs.length) return done();
              const id = next;
              next += 1;
              worker.postMessage({ id, job: jobs[id] });
            };
            worker.on('message', (answer: Answer) => {
              if ('error' in answer) return fail(new Error(answer.error));
              Promise.resolve(onResult(answer.id, answer.result)).then(send, fail);
            });
            worker.on('error', fail);
            worker.on('exit', (code) => {
              if (next < jobs.length || code !== 0) fail(new Error(`a prerender worker stopped (exit code ${code})`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
