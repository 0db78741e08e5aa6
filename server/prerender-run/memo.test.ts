// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderHtml, type PrerenderProblem } from '../index';
import type { PrerenderRunOptions } from '../prerender-options';
import { RunMemo, type Dependency } from './memo';

const root = resolve(import.meta.dirname, '..', '..');

/** The demo's showcase sections and its QA page's (bad input included), as one page. */
const demoPage = `<!doctype html><html><head><title>Demo</title></head><body>${['demo/sections', 'demo/qa']
  .flatMap((folder) =>
    readdirSync(resolve(root, folder))
      .filter((name) => name.endsWith('.html'))
      .sort()
      .map((name) => readFileSync(resolve(root, folder, name), 'utf8')),
  )
  .join('\n')}</body></html>`;

describe('a run memo', () => {
  it('gives every page of a run the markup and problems it has without one, when its elements come from the memo too', async () => {
    const options = { root, pageFile: join(root, 'demo', 'index.html'), stylesheetHref: '/_docs-widgets/' };
    const alone: PrerenderProblem[] = [];
    const expected = await prerenderHtml(demoPage, { ...options, onProblem: (problem) => alone.push(problem) });
    const memo = new RunMemo();
    for (const time of ['first', 'again']) {
      const problems: PrerenderProblem[] = [];
      const html = await prerenderHtml(demoPage, {
        ...options,
        memo,
        onProblem: (problem) => problems.push(problem),
      } as PrerenderRunOptions);
      expect(html, time).toBe(expected);
      expect(problems, time).toEqual(alone);
    }
    // The page's tab sets changed their panels' attributes: the page rendered from the memo has them too.
    expect(expected).toMatch(/<tab-panel[^>]* slot="/);
  });

  it('reads a spec once in a run, and tells each page which files it depends on', async () => {
    const site = mkdtempSync(join(tmpdir(), 'docs-widgets-memo-'));
    const spec = join(site, 'cli.yaml');
    writeFileSync(spec, readFileSync(resolve(root, 'spec', 'cli.yaml')));
    const memo = new RunMemo();
    const page = (dependencies: Dependency[]) =>
      prerenderHtml('<cli-reference src="/cli.yaml"></cli-reference>', {
        root: site,
        memo,
        onDependency: (dependency) => dependencies.push(dependency),
        onProblem: () => {},
      } as PrerenderRunOptions);
    const first: Dependency[] = [];
    const firstHtml = await page(first);
    // Changed on disk during the run: the run goes on with the spec it read.
    writeFileSync(spec, readFileSync(spec, 'utf8').replace(/^ {2}title: .*$/m, '  title: Changed in the run'));
    const second: Dependency[] = [];
    expect(await page(second)).toBe(firstHtml);
    expect(firstHtml).not.toContain('Changed in the run');
    expect(first).toEqual([{ path: spec, hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(second).toEqual(first);
  });
});
