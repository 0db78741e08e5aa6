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

describe('a run memo across the site', () => {
  const site = '/site';
  const render = (memo: RunMemo, pageFile: string, body: string) =>
    prerenderHtml(`<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`, {
      root: site,
      pageFile,
      stylesheetHref: '/_docs-widgets/',
      memo,
      onProblem: () => {},
    } as PrerenderRunOptions);

  it('renders an element once for pages anywhere on the site when its markup does not depend on the page’s address', async () => {
    const memo = new RunMemo();
    const callout = '<docs-callout type="tip">Set this up once.</docs-callout>';
    const first = await render(memo, join(site, 'guides', 'one.html'), callout);
    const second = await render(memo, join(site, 'other', 'two.html'), callout);
    expect(second).toBe(first);
    expect(memo.rendered).toBe(1);
  });

  it('renders again, on a page elsewhere, an element whose links are relative to its page', async () => {
    const memo = new RunMemo();
    const card = '<link-card title="Next" description="Read on." href="next.html"></link-card>';
    const pages = [join(site, 'guides', 'one.html'), join(site, 'other', 'two.html')];
    const outputs = [];
    for (const pageFile of pages) outputs.push(await render(memo, pageFile, card));
    expect(outputs[0]).toContain('href="/guides/next.html"');
    expect(outputs[1]).toContain('href="/other/next.html"');
    expect(memo.rendered).toBe(2);
    for (const [index, pageFile] of pages.entries())
      expect(outputs[index]).toBe(await render(new RunMemo(), pageFile, card));
  });
});
