import { readFileSync } from 'node:fs';
import type { PageCache } from '../server/prerender-run/cache';
import { RunMemo } from '../server/prerender-run/memo';
import type { PageJob, PageResult } from '../server/prerender-run/page';
import type { RenderPool } from '../server/prerender-run/pool';
import type { Progress } from '../server/prerender-run/progress';

// The pages of one `docs-widgets prerender`: each taken from the cache when nothing its output
// depends on changed, else rendered, on several threads when there are pages enough to share
// (see server/prerender-run/). The renderer is loaded only when a page needs it.

/**
 * Pages a thread must have for the default to start it: a worker's start-up (loading and compiling
 * React, parse5 and the widgets again) costs about as much as rendering this many guide pages
 * (bench/prerender-scale.mjs), so a small site stays on the main thread.
 */
export const pagesPerThread = 50;

/**
 * Cores one rendering thread keeps busy: the engine compiles the code it runs and collects its
 * garbage on threads of its own, and a render stays busy with it to the end of a run. On the
 * 2-core bench machine, one thread rendering the 410-page site took 1.35-1.48 s of wall time and
 * 2.1-2.3 s of processor time, and two threads were slower than one (1.61-1.69 s).
 */
export const coresPerThread = 1.5;

/** The threads a run renders on by default: one for each `coresPerThread` cores, and each `pagesPerThread` pages. */
export function defaultThreads(cores: number, pages: number): number {
  return Math.max(1, Math.min(Math.floor(cores / coresPerThread), Math.ceil(pages / pagesPerThread)));
}

export interface RunSettings {
  /** Threads rendering at once, at most; by default (undefined) `defaultThreads`. */
  jobs: number | undefined;
  /** The machine's cores, for the default. */
  cores: number;
  cache: PageCache | undefined;
  progress: Progress | undefined;
}

export interface RunResults {
  /** By the page's index in the jobs. */
  pages: PageResult[];
  fromCache: number;
}

export async function runPages(jobs: readonly PageJob[], settings: RunSettings): Promise<RunResults> {
  const pages: PageResult[] = new Array<PageResult>(jobs.length);
  const keys: string[] = [];
  const sources: string[] = [];
  const toRender: number[] = [];
  let fromCache = 0;
  const threadsFor = (pages: number) => Math.min(settings.jobs ?? defaultThreads(settings.cores, pages), pages);
  // Started at the first page to render, so the workers load while the other pages are read.
  let pool: Promise<RenderPool> | undefined;
  for (const [index, job] of jobs.entries()) {
    // Read at once: a page is small, and waiting on the file system's thread pool for each in turn
    // cost more (70 ms for 410 pages) than reading them all (3 ms).
    const source = job.source ?? readFileSync(job.file, 'utf8');
    const key = settings.cache?.keyOf(source, job.options);
    const kept = key === undefined ? undefined : await settings.cache!.get(key);
    if (kept) {
      pages[index] = kept;
      fromCache += 1;
      settings.progress?.pageDone(true);
      continue;
    }
    if (key !== undefined) keys[index] = key;
    sources[index] = source;
    toRender.push(index);
    if (!pool && threadsFor(jobs.length - index) > 1)
      pool = import('../server/prerender-run/pool').then(({ startPool }) => startPool(threadsFor(jobs.length - index)));
  }
  const finish = async (index: number, result: PageResult) => {
    pages[index] = result;
    const key = keys[index];
    if (key !== undefined) await settings.cache!.set(key, result);
    settings.progress?.pageDone(false);
  };
  const jobOf = (index: number): PageJob => ({ ...jobs[index]!, source: sources[index] });
  if (pool) {
    // Pages read from the cache after the start leave fewer to share: the pool renders them all the same.
    await (await pool).render(toRender.map(jobOf), (order, result) => finish(toRender[order]!, result));
  } else if (toRender.length > 0) {
    const { prerenderPage } = await import('../server/prerender-run/page');
    const memo = new RunMemo();
    for (const index of toRender) await finish(index, await prerenderPage(jobOf(index), memo));
  }
  return { pages, fromCache };
}
