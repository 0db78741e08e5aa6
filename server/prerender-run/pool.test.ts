// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PageJob, PageResult } from './page';
import { renderOn, type Answer, type PageWorker } from './pool';

// The sharing of a run's pages between the main thread and its workers, with a stand-in worker
// that answers as a real one does: in a later turn of the event loop, never within the turn that
// sent it a page.

const jobs: PageJob[] = Array.from({ length: 40 }, (_, index) => ({
  file: `page-${index}.html`,
  source: `<p>${index}</p>`,
  options: { stylesheetHref: '/docs-widgets/' },
}));
const resultOf = (job: PageJob): PageResult => ({ html: job.source!, problems: [], dependencies: [], widgets: 0 });

/** A worker thread's stand-in: answers each page it is sent in a later task, and counts them. */
function standInWorker(): PageWorker & { pages: number } {
  const listeners: Array<(answer: Answer) => void> = [];
  const worker = {
    pages: 0,
    postMessage({ id, job }: { id: number; job: PageJob }) {
      worker.pages += 1;
      setImmediate(() => listeners.forEach((listener) => listener({ id, result: resultOf(job) })));
    },
    on(event: string, listener: (answer: Answer) => void) {
      if (event === 'message') listeners.push(listener);
      return worker;
    },
  };
  return worker as unknown as PageWorker & { pages: number };
}

describe('the pages of a run on several threads', () => {
  it('keeps a worker rendering while the main thread renders pages that need no turn of the event loop', async () => {
    const worker = standInWorker();
    const done = new Map<number, string>();
    let onMainThread = 0;
    // The main thread's pages finish in promise jobs alone, as a page that reads nothing does.
    const renderHere = (job: PageJob) => {
      onMainThread += 1;
      return Promise.resolve(resultOf(job));
    };
    await renderOn([worker], jobs, (index, result) => void done.set(index, result.html), renderHere);
    expect(done.size).toBe(jobs.length);
    expect([...done].every(([index, html]) => html === jobs[index]!.source)).toBe(true);
    // Before, the worker got the two pages it holds at once and then waited for the main thread to
    // render all the others.
    expect(worker.pages).toBeGreaterThanOrEqual(jobs.length / 4);
    expect(onMainThread + worker.pages).toBe(jobs.length);
  });
});
