import { expect, test, type Browser, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { collectErrors } from '../tools/page-errors';

// `npx docs-widgets prerender` run on a static generator's output folder (Hugo, MkDocs, Sphinx,
// Jekyll write plain HTML files, pages in folders such as /en/latest/), then the site opened in
// Chromium: what a reader gets, with JavaScript and without.

const repository = resolve(import.meta.dirname, '../..');
const command = join(repository, 'dist', 'cli', 'docs-widgets.js');
const ourSpec = readFileSync(join(repository, 'spec', 'cli.yaml'), 'utf8');

const loaderTag = '<script type="module" src="/dist/loader.js"></script>';

function pageWith(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Docs</title>${loaderTag}</head><body>${body}</body></html>`;
}

const sites: string[] = [];

/** A site folder holding `files` (path → content), removed after the test. */
function siteWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-site-'));
  sites.push(folder);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), content);
  }
  return folder;
}

test.afterEach(() => {
  for (const folder of sites.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The built command, run on the site as a docs build runs it. */
function prerender(site: string, ...options: string[]): { code: number | null; stderr: string; stdout: string } {
  const result = spawnSync(process.execPath, [command, 'prerender', site, ...options], {
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: result.status, stderr: result.stderr, stdout: result.stdout };
}

/**
 * Serves the site's files on the test server's origin, at their paths in the site (a folder's
 * `index.html` at the folder's address, as static hosts do); everything else (the widgets'
 * `/dist/`) comes from the test server.
 */
async function serveSite(page: Page, site: string): Promise<void> {
  await page.route('**/*', async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    let file = join(site, path);
    if (path.endsWith('/')) file = join(file, 'index.html');
    if (path.startsWith('/dist/') || !existsSync(file) || !statSync(file).isFile()) return route.fallback();
    const contentType = file.endsWith('.html')
      ? 'text/html; charset=utf-8'
      : file.endsWith('.css')
        ? 'text/css'
        : file.endsWith('.js')
          ? 'text/javascript'
          : 'text/plain';
    await route.fulfill({ body: readFileSync(file), contentType });
  });
}

/** A page of the site as a reader without JavaScript sees it: only the prerendered markup. */
async function withoutJavaScript(browser: Browser, site: string, path: string): Promise<Page> {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await serveSite(page, site);
  await page.goto(path);
  return page;
}

test.describe('prerendering a page prerendered before', () => {
  test('a changed spec or attribute is rendered again, and an unchanged page is left byte for byte', async ({
    browser,
  }) => {
    const site = siteWith({
      'en/latest/cli.html': pageWith(
        '<main><h1>CLI</h1><param-row name="project-ref" type="string">The project.</param-row>' +
          '<cli-reference src="cli.yaml"></cli-reference></main>',
      ),
      'en/latest/cli.yaml': ourSpec,
    });
    const first = prerender(site);
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain('Prerendered 1 page');
    const summary = 'Stop the local development stack';
    expect(ourSpec).toContain(`summary: ${summary}\n`);
    writeFileSync(
      join(site, 'en/latest/cli.yaml'),
      ourSpec.replace(`summary: ${summary}\n`, 'summary: Halts every local service at once\n'),
    );
    const pageFile = join(site, 'en/latest/cli.html');
    writeFileSync(pageFile, readFileSync(pageFile, 'utf8').replace('type="string"', 'type="integer"'));
    const second = prerender(site);
    // Our own markup holds React's Suspense comments: it is no React page.
    expect(second.stderr).not.toContain('React');
    expect(second.stdout).toContain('Prerendered 1 page');
    const page = await withoutJavaScript(browser, site, '/en/latest/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference.getByText('Halts every local service at once').first()).toBeVisible();
    await expect(reference.getByText(summary)).toHaveCount(0);
    // An attribute changed since: rendered again too.
    await expect(page.locator('param-row .type')).toHaveText('integer');
    // One shadow root, one search copy, from the new spec.
    expect(await reference.locator('[data-dw-copy]').getByText('Halts every local service at once').count()).toBe(1);
    await page.close();

    const built = readFileSync(pageFile, 'utf8');
    expect(built.match(/<template shadowrootmode/g)).toHaveLength(2);
    const third = prerender(site);
    expect(third.stdout).toContain('Prerendered 1 page');
    expect(readFileSync(pageFile, 'utf8') === built).toBe(true);
  });
});

interface CardLink {
  title: string;
  href: string;
  rel: string;
  arrow: string;
}

/** What each card's link is: its name, where it leads (resolved), its rel and its arrow. */
async function cardLinks(page: Page): Promise<CardLink[]> {
  const cards = page.locator('link-card');
  await expect(cards.first().locator('.card')).toBeVisible();
  const found: CardLink[] = [];
  for (const card of await cards.all()) {
    const title = (await card.getAttribute('title')) ?? '';
    const link = card.locator('a.card-link');
    const linked = (await link.count()) === 1;
    const href = linked ? new URL((await link.getAttribute('href'))!, page.url()).href : '';
    const rel = linked ? ((await link.getAttribute('rel')) ?? '') : '';
    const drawing = (await card.locator('svg.arrow path').count())
      ? await card.locator('svg.arrow path').getAttribute('d')
      : null;
    const arrow = drawing === null ? 'none' : drawing === externalArrow ? 'external' : 'internal';
    found.push({ title, href, rel, arrow });
  }
  return found;
}

/** The arrow a card to another site shows (the internal one points right). */
const externalArrow = 'M8 16 16 8M9 8h7v7';

/**
 * The cards of `body`, on a page at `path` of a site: as the live widgets render them, and as the
 * prerender writes them (read with JavaScript off), with `options` given to the prerender.
 */
async function liveAndPrerendered(browser: Browser, path: string, body: string, options: string[] = []) {
  const file = path.slice(1);
  const liveSite = siteWith({ [file]: pageWith(body) });
  const prerenderedSite = siteWith({ [file]: pageWith(body) });
  const result = prerender(prerenderedSite, ...options);
  expect(result.code).toBe(0);
  const page = await browser.newPage();
  await serveSite(page, liveSite);
  await page.goto(path);
  const live = await cardLinks(page);
  await page.close();
  const staticPage = await withoutJavaScript(browser, prerenderedSite, path);
  const prerendered = await cardLinks(staticPage);
  await staticPage.close();
  return { live, prerendered, stderr: result.stderr };
}

test.describe('card links on a prerendered page lead where the live cards lead', () => {
  test('href="/" is a link to the site\'s home page', async ({ browser, baseURL }) => {
    const site = new URL(baseURL!).origin;
    const { live, prerendered, stderr } = await liveAndPrerendered(
      browser,
      '/en/latest/guide.html',
      '<link-card title="Home" href="/"></link-card>',
    );
    expect(stderr).not.toContain('not a safe link');
    expect(live).toEqual([{ title: 'Home', href: `${site}/`, rel: '', arrow: 'internal' }]);
    expect(prerendered).toEqual(live);
  });

  for (const origin of ['with --origin', 'without --origin']) {
    test(`a link is judged internal or external as the live card judges it (${origin})`, async ({
      browser,
      baseURL,
    }) => {
      const site = new URL(baseURL!).origin;
      const { live, prerendered } = await liveAndPrerendered(
        browser,
        '/en/latest/guide.html',
        '<card-grid>' +
          '<link-card title="Guide" href="/guides/start"></link-card>' +
          '<link-card title="Postgres" href="https://www.postgresql.org/docs/"></link-card>' +
          '<link-card title="Script" href="java&#x09;script:alert(1)"></link-card>' +
          '</card-grid>',
        origin === 'with --origin' ? ['--origin', site] : [],
      );
      expect(live).toEqual([
        { title: 'Guide', href: `${site}/guides/start`, rel: '', arrow: 'internal' },
        { title: 'Postgres', href: 'https://www.postgresql.org/docs/', rel: 'noopener noreferrer', arrow: 'external' },
        { title: 'Script', href: '', rel: '', arrow: 'none' },
      ]);
      expect(prerendered).toEqual(live);
    });
  }

  test("a relative link resolves against the page, as the reference's relative src does", async ({
    browser,
    baseURL,
  }) => {
    const site = new URL(baseURL!).origin;
    const { live, prerendered } = await liveAndPrerendered(
      browser,
      '/en/latest/guide.html',
      '<card-grid>' +
        '<link-card title="Reference" href="cli.html"></link-card>' +
        '<link-card title="Up" href="../index.html"></link-card>' +
        '<link-card title="Flags" href="#flags"></link-card>' +
        '</card-grid>',
    );
    expect(live).toEqual([
      { title: 'Reference', href: `${site}/en/latest/cli.html`, rel: '', arrow: 'internal' },
      { title: 'Up', href: `${site}/en/index.html`, rel: '', arrow: 'internal' },
      { title: 'Flags', href: `${site}/en/latest/guide.html#flags`, rel: '', arrow: 'internal' },
    ]);
    expect(prerendered).toEqual(live);
  });
});

test.describe('an element a Markdown renderer wrapped in <p>', () => {
  // Goldmark (Hugo) and Python-Markdown (MkDocs) wrap a one-line `<cli-reference …></cli-reference>` in a paragraph.
  const goldmarkPage = pageWith(
    '<h1>CLI</h1>\n<p><cli-reference src="cli.yaml"></cli-reference></p>\n<p id="after">After the reference.</p>',
  );

  test('keeps its search copy, out of the paragraph, and the build says once how to write it', async ({ browser }) => {
    const site = siteWith({
      'en/latest/cli.html': goldmarkPage,
      'en/latest/more.html': goldmarkPage,
      'en/latest/cli.yaml': ourSpec,
    });
    const result = prerender(site);
    expect(result.code).toBe(0);
    const notes = result.stderr.split('\n').filter((line) => line.includes('<p>'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('<cli-reference>');
    expect(notes[0]).toContain('block form');
    expect(notes[0]).toContain('lines of their own, with a blank line before');

    const page = await withoutJavaScript(browser, site, '/en/latest/cli.html');
    await expect(page.locator('p cli-reference')).toHaveCount(0);
    const reference = page.locator('cli-reference');
    await expect(reference.getByRole('heading', { name: 'Supabase CLI' })).toBeVisible();
    // The copy search indexes read, in the light DOM, and the page's own paragraph after it.
    expect(await page.locator('cli-reference > [data-dw-copy]').count()).toBeGreaterThan(1);
    await expect(page.locator('body > p#after')).toHaveText('After the reference.');
    await page.close();
  });

  test('live, the reference in the paragraph works as it is', async ({ page }) => {
    const errors = collectErrors(page);
    const site = siteWith({ 'en/latest/cli.html': goldmarkPage, 'en/latest/cli.yaml': ourSpec });
    await serveSite(page, site);
    await page.goto('/en/latest/cli.html');
    const reference = page.locator('p > cli-reference');
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(reference.getByRole('heading', { name: 'Supabase CLI' })).toBeVisible();
    await expect(page.locator('p#after')).toHaveText('After the reference.');
    expect(errors).toEqual([]);
  });
});
