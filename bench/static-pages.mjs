// @ts-check
// Script fetched by prerendered pages, beside the loader's own size (the floor: a page cannot
// fetch less than the loader) and beside the same page with the static and touchable tags taken
// out of the loader's map (every widget loads and hydrates at load, as before), in one run:
// - a page of widgets that have nothing to do once drawn (demo/pages/static-widgets.html), a
//   rate-limit table and auth providers among them;
// - a page of interactive widgets that wait for the reader's first touch
//   (demo/pages/touch-widgets.html), code blocks among them, with, for each widget, how long after
//   its chunks arrived the result of a click made before they arrived was on screen (the tab
//   chosen, the list open, the text copied, the lines wrapped or unfolded, the callout closed);
// - the prerendered reference of the third-party fixture (shown on the demo's page of a spec
//   written by others, demo/cli-fixture.html, read in place; skipped when ../shared is absent), which waits for the reader's first touch too, with the same timing for
//   a click on a copy button in one of its sections (the chunks, then the spec read again and the
//   reference hydrated, before the copy).
// Bytes are each script's body, and its gzip at level 9 (as bench/size-budget.mjs counts). Run
// after `npm run build`. Prints figures and asserts nothing.
import './record.mjs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { haveFixture, prerenderedFixturePage, showPrerenderedFixture } from './fixture.mjs';
import { startBench } from './harness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(join(root, 'dist', 'lib', 'server.js'))) {
  console.error('dist/lib/server.js is missing: run `npm run build` first.');
  process.exit(1);
}
const staticPath = '/prerendered/pages/static-widgets.html';
const touchPath = '/prerendered/pages/touch-widgets.html';
const referencePath = prerenderedFixturePage;
const { server, origin, browser } = await startBench();

/**
 * @param {string} path the page
 * @param {boolean} staticTags false: the loader's map loses its static tags, so every widget loads
 * @param {(context: import('playwright').BrowserContext) => Promise<void>} [prepare] serves what the page shows
 * @returns {Promise<{ files: number, bytes: number, gzip: number, loaderGzip: number, defined: number }>}
 */
async function measure(path, staticTags, prepare) {
  const context = await browser.newContext();
  if (prepare) await prepare(context);
  const page = await context.newPage();
  if (!staticTags) {
    await page.route('**/dist/loader.js', async (route) => {
      const response = await route.fetch();
      // The map keeps its first three parts (version, shared chunks, tags) and empties the rest,
      // however many there are.
      const body = (await response.text()).replace(/"([\w-]+;[^"]*)"/, (_, map) =>
        JSON.stringify(
          map
            .split(';')
            .map((/** @type {string} */ part, /** @type {number} */ index) => (index < 3 ? part : ''))
            .join(';'),
        ),
      );
      await route.fulfill({ response, body });
    });
  }
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @type {Array<{ url: string, body: Buffer }>} */
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => void scripts.push({ url: response.url(), body }),
        () => {},
      ),
    );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Symbol.for('docs-widgets.loader') in globalThis);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // Ours: what the loader fetches and the prerender's early tab script; a page's own scripts
  // (the demo's theme switch on the reference page) are no cost of ours.
  const own = scripts.filter((script) => {
    const path = new URL(script.url).pathname;
    return path.startsWith('/dist/') || /\/docs-widgets-early\.\w+\.js$/.test(path);
  });
  scripts.splice(0, scripts.length, ...own);
  const defined = await page.evaluate(
    () => [...document.querySelectorAll('[data-dw-prerendered]')].filter((host) => host.matches(':defined')).length,
  );
  await context.close();
  const loader = scripts.find((script) => new URL(script.url).pathname === '/dist/loader.js');
  return {
    files: scripts.length,
    bytes: scripts.reduce((sum, script) => sum + script.body.length, 0),
    gzip: scripts.reduce((sum, script) => sum + gzipSync(script.body, { level: 9 }).length, 0),
    loaderGzip: loader ? gzipSync(loader.body, { level: 9 }).length : NaN,
    defined,
  };
}

/**
 * The first touch of one widget, made while its chunks are held back: how long after the last of
 * them arrived its result was on screen.
 * @param {string} name what is touched
 * @param {string} selector the widget
 * @param {(page: import('playwright').Page) => Promise<void>} touch what the reader does
 * @param {string} done a script expression, true once the result is on screen
 * @param {number} [runs]
 * @param {string} [path] the page
 * @param {(context: import('playwright').BrowserContext) => Promise<void>} [prepare] serves what the page shows
 * @returns {Promise<{ name: string, ms: number[] }>}
 */
async function firstTouch(name, selector, touch, done, runs = 5, path = touchPath, prepare = undefined) {
  /** @type {number[]} */
  const ms = [];
  for (let run = 0; run < runs; run += 1) {
    // The watch below evaluates its condition as script text, which a strict page policy forbids.
    const context = await browser.newContext({ bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    if (prepare) await prepare(context);
    const page = await context.newPage();
    await page.goto(origin + path, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Symbol.for('docs-widgets.loader') in globalThis);
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    /** @type {() => void} */
    let requested = () => {};
    const asked = new Promise((resolve) => (requested = () => resolve(undefined)));
    await page.route(/\/chunks\/.*\.js$/, async (route) => {
      requested();
      await held;
      await route.continue();
    });
    // The moment the result shows, on the page's clock, watched from before the touch.
    await page.evaluate((condition) => {
      const watch = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
      const check = () => {
        if (watch.doneAt === undefined && Function(`return (${condition})`)()) watch.doneAt = performance.now();
      };
      const observer = new MutationObserver(check);
      const options = { subtree: true, childList: true, attributes: true, characterData: true };
      observer.observe(document, options);
      for (const host of document.querySelectorAll('[data-dw-prerendered]'))
        if (host.shadowRoot) observer.observe(host.shadowRoot, options);
      const poll = () => {
        check();
        if (watch.doneAt === undefined) requestAnimationFrame(poll);
      };
      requestAnimationFrame(poll);
    }, done);
    await touch(page);
    await asked;
    release();
    await page.waitForFunction(
      () => /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).doneAt !== undefined,
    );
    const { doneAt, arrived } = await page.evaluate(() => ({
      doneAt: /** @type {number} */ (/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).doneAt),
      arrived: Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/chunks/'))
          .map((entry) => /** @type {PerformanceResourceTiming} */ (entry).responseEnd),
      ),
    }));
    ms.push(doneAt - arrived);
    await context.close();
  }
  return { name, ms };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
try {
  const now = await measure(staticPath, true);
  const everything = await measure(staticPath, false);
  console.log(`Prerendered page of static widgets (${staticPath})`);
  console.log('');
  console.log('  page                                   scripts        bytes         gzip  widgets hydrated');
  const row = (/** @type {string} */ label, /** @type {Awaited<ReturnType<typeof measure>>} */ result) =>
    console.log(
      `  ${label.padEnd(36)} ${String(result.files).padStart(8)} ${kb(result.bytes).padStart(12)} ${kb(result.gzip).padStart(12)} ${String(result.defined).padStart(17)}`,
    );
  row('static tags left as markup', now);
  row('every tag loaded (no static tags)', everything);
  console.log(`  the loader alone (floor)             ${kb(now.loaderGzip).padStart(34)}`);
  console.log('');
  console.log(
    `  script fetched: ${(now.gzip / now.loaderGzip).toFixed(2)}× the loader (target ≤ 1×); ${(everything.gzip / now.gzip).toFixed(1)}× less than loading every tag`,
  );

  const touchNow = await measure(touchPath, true);
  const touchEverything = await measure(touchPath, false);
  console.log('');
  console.log(`Prerendered page of interactive widgets, before the first touch (${touchPath})`);
  console.log('');
  console.log('  page                                   scripts        bytes         gzip  widgets hydrated');
  row('touchable tags left as markup', touchNow);
  row('every tag loaded (no touchable tags)', touchEverything);
  console.log(`  the loader alone (floor)             ${kb(touchNow.loaderGzip).padStart(34)}`);
  console.log('');
  console.log(
    `  script fetched: ${(touchNow.gzip / touchNow.loaderGzip).toFixed(2)}× the loader (target ≤ 1×; the rest is the early tab script); ${(touchEverything.gzip / touchNow.gzip).toFixed(1)}× less than loading every tag`,
  );
  const selected = (/** @type {string} */ host, /** @type {string} */ tab) =>
    `document.querySelector('${host}').shadowRoot.querySelector('[role="tab"][aria-selected="true"]')?.textContent.trim() === '${tab}'`;
  const touches = [
    await firstTouch(
      'click a tab (both sets of its group follow)',
      '#tabs-install',
      (page) => page.locator('#tabs-install').getByRole('tab', { name: 'Yarn' }).click(),
      `${selected('#tabs-install', 'Yarn')} && ${selected('#tabs-run', 'Yarn')}`,
    ),
    await firstTouch(
      'click to open the accepted values',
      '#output-formats',
      (page) => page.locator('#output-formats').getByRole('button').click(),
      `document.querySelector('#output-formats').shadowRoot.querySelector('[aria-expanded="true"]') !== null`,
    ),
    await firstTouch(
      'click a copy button (shows "Copied")',
      '#copy-install',
      (page) => page.locator('#copy-install').getByRole('button').click(),
      `document.querySelector('#copy-install').getAttribute('data-state') === 'copied'`,
    ),
    await firstTouch(
      'click a code block\'s copy button (shows "Copied")',
      '#code-plain',
      (page) => page.locator('#code-plain').getByRole('button', { name: 'Copy' }).click(),
      `document.querySelector('#code-plain').shadowRoot.querySelector('.copy-button[data-state="copied"], [data-state="copied"]') !== null`,
    ),
    await firstTouch(
      "click a code block's wrap toggle",
      '#code-folded',
      (page) => page.locator('#code-folded').getByRole('button', { name: 'Wrap lines' }).click(),
      `document.querySelector('#code-folded').shadowRoot.querySelector('.code-block[data-wrap="wrap"]') !== null`,
    ),
    await firstTouch(
      "click a code block's folded lines",
      '#code-folded',
      (page) =>
        page
          .locator('#code-folded')
          .getByRole('button', { name: /Show 3 hidden lines/ })
          .click(),
      `document.querySelector('#code-folded').shadowRoot.querySelector('.code-block-fold[aria-expanded="true"]') !== null`,
    ),
    await firstTouch(
      "Enter on a callout's close button",
      '#callout-closable',
      async (page) => {
        await page.locator('#callout-closable').getByRole('button').focus();
        await page.keyboard.press('Enter');
      },
      `document.querySelector('#callout-closable').checkVisibility() === false`,
    ),
  ];
  if (haveFixture('the prerendered reference')) {
    const referenceNow = await measure(referencePath, true, showPrerenderedFixture);
    const referenceEverything = await measure(referencePath, false, showPrerenderedFixture);
    console.log('');
    console.log(`Prerendered command reference, before the first touch (${referencePath})`);
    console.log('');
    console.log('  page                                   scripts        bytes         gzip  widgets hydrated');
    row('the reference left as markup', referenceNow);
    row('loaded at once (no touchable tags)', referenceEverything);
    console.log(`  the loader alone (floor)             ${kb(referenceNow.loaderGzip).padStart(34)}`);
    console.log('');
    console.log(
      `  script fetched: ${(referenceNow.gzip / referenceNow.loaderGzip).toFixed(2)}× the loader (target ≤ 1×); ${(referenceEverything.gzip / referenceNow.gzip).toFixed(1)}× less than loading it at once`,
    );
    const usage = `document.querySelector('cli-reference').shadowRoot.querySelector('#supabase-storage-cp .usage')`;
    touches.push(
      await firstTouch(
        'click a copy button in a reference section',
        'cli-reference',
        (page) =>
          page.locator('cli-reference #supabase-storage-cp .usage').getByRole('button', { name: 'Copy' }).click(),
        `${usage}.querySelector('[data-state="copied"]') !== null`,
        5,
        referencePath,
        showPrerenderedFixture,
      ),
    );
  }
  console.log('');
  console.log('First touch made while the chunks were held back: its result on screen after the last chunk arrived');
  console.log('(median of 5, target ≤ 100 ms)');
  for (const { name, ms } of touches)
    console.log(
      `  ${name.padEnd(48)} ${`${median(ms).toFixed(0)} ms`.padStart(8)}   (${ms.map((value) => value.toFixed(0)).join(', ')})`,
    );
} finally {
  await browser.close();
  server.close();
}
