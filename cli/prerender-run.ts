import { readFile } from 'node:fs/promises';
import type { PageCache } from '../server/prerender-run/cache';
import { RunMemo } from '../server/prerender-run/memo';
import type { PageJob, PageResult } from '../server/prerender-run/page';
import type { Progress } from '../server/prerender-run/progress';

// The pages of one `docs-widgets prerender`: each taken from the cache when nothing its output
// depends on changed, else rendered, on worker threads when there are several pages and threads
// to share them (see server/prerender-run/). The renderer is loaded only when a page needs it.

export interface RunSettings {
  /** Threads rendering at once. */
  jobs: number;
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
  for (const [index, job] of jobs.entries()) {
    const source = job.source ?? (await readFile(job.file, 'utf8'));
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
  }
  const finish = async (index: number, result: PageResult) => {
    pages[index] = result;
    const key = keys[index];
    if (key !== undefined) await settings.cache!.set(key, result);
    settings.progress?.pageDone(false);
  };
  const jobOf = (index: number): PageJob => ({ ...jobs[index]!, source: sources[index] });
  const threads = Math.min(settings.jobs, toRender.length);
  if (threads > 1) {
    const { renderOnWorkers } = await import('../server/prerender-run/pool');
    await renderOnWorkers(toRender.map(jobOf), threads, (order, result) => finish(toRender[order]!, result));
  } else if (toRender.length > 0) {
    const { prerenderPage } = await import('../server/prerender-run/page');
    const memo = new RunMemo();
    for (const index of toRender) await finish(index, await prerenderPage(jobOf(index), memo));
  }
  return { pages, fromCache };
}
