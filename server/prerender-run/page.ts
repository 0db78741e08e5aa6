import { readFile } from 'node:fs/promises';
import { reactHydratedBy } from '../hydrated-pages';
import { prerenderHtml } from '../prerender';
import type { PrerenderOptions, PrerenderProblem, PrerenderRunOptions } from '../prerender-options';
import type { Dependency, RunMemo } from './memo';

// One page of a run, as the main thread or a worker thread renders it: everything it needs comes
// in the job, and everything the run does with it (writing it, caching it, reporting) comes back.

/** The options of one page that can cross to a worker thread (no functions). */
export type PageOptions = Omit<PrerenderOptions, 'onProblem' | 'strict' | 'stylesheetHref'> & {
  stylesheetHref: string;
};

export interface PageJob {
  file: string;
  /** The page's text, when the run read it already. */
  source?: string;
  options: PageOptions;
}

export interface PageResult {
  html: string;
  problems: PrerenderProblem[];
  /** What the output depends on besides the page and the options. */
  dependencies: Dependency[];
  widgets: number;
  /** How many of them this run rendered, the others being the same as one rendered before; none for a page from the cache. */
  rendered?: number;
  /** The framework whose React hydrates the page, which is then left as it is. */
  hydratedBy?: string;
}

export async function prerenderPage(job: PageJob, memo: RunMemo): Promise<PageResult> {
  const source = job.source ?? (await readFile(job.file, 'utf8'));
  // React owns these pages' markup: docs-widgets/react renders their widgets during the build.
  const hydratedBy = reactHydratedBy(source);
  if (hydratedBy) return { html: source, problems: [], dependencies: [], widgets: 0, hydratedBy };
  const problems: PrerenderProblem[] = [];
  const dependencies: Dependency[] = [];
  const widgetsBefore = memo.widgets;
  const renderedBefore = memo.rendered;
  const options: PrerenderRunOptions = {
    ...job.options,
    memo,
    onDependency: (dependency) => dependencies.push(dependency),
    onProblem: (problem) => problems.push(problem),
  };
  const html = await prerenderHtml(source, options);
  return {
    html,
    problems,
    dependencies,
    widgets: memo.widgets - widgetsBefore,
    rendered: memo.rendered - renderedBefore,
  };
}
