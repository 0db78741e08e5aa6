// @ts-check
// Prerendered against client-rendered <cli-reference>, in Chromium, side by side in one run, for
// the third-party fixture spec (read in place from ../shared and shown on the demo's page of a spec
// written by others, skipped when absent) and our spec.
// Prints figures and asserts nothing. Run after `npm run build`. Three pages per spec:
//   - static:      the prerendered page with JavaScript off: HTML and CSS only, the floor;
//   - prerendered: the same page with JavaScript on: a reference that shows none of the page's
//                  values is left as markup until the reader's first touch (measured to the end
//                  of what the loader fetched; the first touch is then measured on its own, from a
//                  `docs-widgets:wake` to the reference being live); one that does hydrates at load;
//   - client:      the usual page, where the element fetches the spec and renders it.
// For each: first contentful paint; "every section visible" (static and prerendered: the first
// paint once the parser has the whole page, since every section is in the HTML; client: the
// element's all-sections mark); main-thread busy time to the end (Chromium's TaskDuration) and the
// part of it that ran script; and the page's HTML in bytes and gzip. Hydration's own main-thread
// time is the prerendered page's less the static page's; client rendering's the client page's.
// Usage: node bench/prerender.mjs [--runs 5]
import './record.mjs';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { haveFixture, prerenderedFixture, showPrerenderedFixture } from './fixture.mjs';
import { startBench } from './harness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
if (!existsSync(join(root, 'dist', 'lib', 'server.js'))) {
  console.error('dist/lib/server.js is missing: run `npm run build` first.');
  process.exit(1);
}
/**
 * @typedef {{ name: string, page: string, prepare?: (context: import('playwright').BrowserContext) => Promise<void>, html?: () => Promise<string> }} Spec
 * `prepare` serves what the page shows in place of the demo's own; `html` is then its prerendered HTML.
 * @type {Spec[]}
 */
const specs = [
  // The fixture's three pages are each opened with its routes set (the prerendered page's HTML, the
  // spec), so each pays the same for requests answered from this process.
  ...(haveFixture('the fixture spec (cli-fixture.html)')
    ? [{ name: 'fixture spec', page: 'cli-fixture.html', prepare: showPrerenderedFixture, html: prerenderedFixture }]
    : []),
  // Our spec alone: the reference page (cli.html) has two versions, whose view the browser renders
  // afresh rather than hydrating, so it would measure a re-render.
  { name: 'our spec', page: 'pages/cli-one-version.html' },
];

const { server, origin, browser } = await startBench();

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * `touch`: for a reference the loader left as markup (it waits for the reader's first touch), the
 * main-thread time and the wall time from waking it to its being live; undefined when it was live
 * at load (a reference showing the page's values).
 * @typedef {{ fcp: number, everySection: number, busy: number, script: number, style: number, touch?: { busy: number, wall: number } }} Measured
 */

/**
 * @param {string} path
 * @param {'static' | 'prerendered' | 'client'} kind
 * @param {Spec['prepare']} [prepare]
 * @returns {Promise<Measured>}
 */
async function measure(path, kind, prepare) {
  const context = await browser.newContext({
    viewport: { width: 1400, height: 900 },
    javaScriptEnabled: kind !== 'static',
  });
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(origin + path, { waitUntil: 'load' });
  const live = async () => {
    await page.waitForFunction(
      () => document.querySelector('cli-reference')?.getAttribute('data-state') === 'ready',
      null,
      {
        timeout: 120_000,
      },
    );
    await page.waitForFunction(() => performance.getEntriesByName('cli-reference:all-sections').length > 0, null, {
      timeout: 120_000,
    });
  };
  /** @type {Measured['touch']} */
  let touch;
  if (kind === 'client') await live();
  else if (kind === 'prerendered') {
    // The loader has run and what it fetched has arrived (a reference left as markup fetches its
    // spec to check it); a reference that is live at load is waited for.
    await page.waitForFunction(() => /** @type {any} */ (globalThis)[Symbol.for('docs-widgets.loader')] === true);
    await page.waitForLoadState('networkidle');
    if (await page.evaluate(() => customElements.get('cli-reference') !== undefined)) await live();
  }
  await page.waitForTimeout(300);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (/** @type {string} */ name) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
  if (kind === 'prerendered' && !(await page.evaluate(() => customElements.get('cli-reference') !== undefined))) {
    // The first touch, as the page asks for it (a pointer down inside does the same): from the
    // wake to the reference being live.
    await page.evaluate(() => {
      const element = /** @type {Element} */ (document.querySelector('cli-reference'));
      const times = /** @type {any} */ (window);
      new MutationObserver(() => {
        if (element.getAttribute('data-state') === 'ready') times.liveAt ??= performance.now();
      }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
      times.wokenAt = performance.now();
      document.dispatchEvent(new CustomEvent('docs-widgets:wake', { detail: element }));
    });
    await live();
    await page.waitForTimeout(300);
    const after = (await cdp.send('Performance.getMetrics')).metrics;
    const wall = await page.evaluate(() => /** @type {any} */ (window).liveAt - /** @type {any} */ (window).wokenAt);
    touch = {
      busy: ((after.find((entry) => entry.name === 'TaskDuration')?.value ?? 0) - metric('TaskDuration') / 1000) * 1000,
      wall,
    };
  }
  const timing = await page.evaluate(() => {
    const navigation = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    if (!navigation) throw new Error('no navigation timing');
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const allSections = performance.getEntriesByName('cli-reference:all-sections')[0];
    return {
      fcp: paint?.startTime ?? NaN,
      parsed: navigation.domInteractive,
      allSections: allSections?.startTime,
    };
  });
  await context.close();
  const everySection = kind === 'client' ? (timing.allSections ?? NaN) : Math.max(timing.fcp, timing.parsed);
  return {
    fcp: timing.fcp,
    everySection,
    busy: metric('TaskDuration'),
    script: metric('ScriptDuration'),
    style: metric('RecalcStyleDuration') + metric('LayoutDuration'),
    touch,
  };
}

const pad = (/** @type {string} */ text, /** @type {number} */ width) => text.padStart(width);
const ms = (/** @type {number} */ value) => pad(Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–', 9);

console.log(`\nPrerendered <cli-reference> (median of ${runs} runs; load average ${(loadavg()[0] ?? 0).toFixed(2)})`);
for (const spec of specs) {
  const paths = {
    static: `/prerendered/${spec.page}`,
    prerendered: `/prerendered/${spec.page}`,
    client: `/${spec.page}`,
  };
  /** @type {{ static: Measured[], prerendered: Measured[], client: Measured[] }} */
  const results = { static: [], prerendered: [], client: [] };
  await measure(paths.prerendered, 'prerendered', spec.prepare); // warm the server's render and the caches
  for (let run = 0; run < runs; run += 1) {
    for (const kind of /** @type {const} */ (['static', 'prerendered', 'client'])) {
      results[kind].push(await measure(paths[kind], kind, spec.prepare));
    }
  }
  /** @type {Record<string, { raw: number, gzip: number }>} */
  const bytes = {};
  for (const [kind, path] of Object.entries({ prerendered: paths.prerendered, client: paths.client })) {
    const body =
      kind === 'prerendered' && spec.html
        ? Buffer.from(await spec.html())
        : Buffer.from(await (await fetch(origin + path)).arrayBuffer());
    bytes[kind] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  const row = (/** @type {'static' | 'prerendered' | 'client'} */ kind, /** @type {string} */ label) => {
    const list = results[kind];
    const pick = (/** @type {Exclude<keyof Measured, 'touch'>} */ key) => median(list.map((entry) => entry[key]));
    return {
      label,
      fcp: pick('fcp'),
      everySection: pick('everySection'),
      busy: pick('busy'),
      script: pick('script'),
      style: pick('style'),
    };
  };
  const rows = [
    row('static', 'static HTML (floor)'),
    row('prerendered', 'prerendered + hydration'),
    row('client', 'client-rendered'),
  ];
  console.log(`\n${spec.name} (${spec.page})`);
  console.log(
    `  ${'page'.padEnd(24)}${pad('FCP', 9)}${pad('all shown', 11)}${pad('main thread', 13)}${pad('of it script', 14)}${pad('style+layout', 14)}`,
  );
  for (const entry of rows) {
    console.log(
      `  ${entry.label.padEnd(24)}${ms(entry.fcp)}${pad(ms(entry.everySection), 11)}${pad(ms(entry.busy), 13)}${pad(ms(entry.script), 10)}${pad(ms(entry.style), 14)}`,
    );
  }
  const [floor, prerendered, client] = /** @type {[typeof rows[0], typeof rows[0], typeof rows[0]]} */ (rows);
  const touches = results.prerendered.flatMap((entry) => (entry.touch ? [entry.touch] : []));
  console.log(
    touches.length > 0
      ? `  main thread: prerendered ${(prerendered.busy / floor.busy).toFixed(2)}× the floor (target ≤ 1.2×), left as markup until the first touch; that touch then takes ${ms(median(touches.map((entry) => entry.busy))).trim()} of main thread, live ${ms(median(touches.map((entry) => entry.wall))).trim()} after it`
      : `  main thread: prerendered ${(prerendered.busy / floor.busy).toFixed(2)}× the floor (target ≤ 1.2×), live at load (it shows the page's values)`,
  );
  console.log(
    `  every section visible: prerendered ${(prerendered.everySection / floor.everySection).toFixed(2)}× the floor (target ≤ 1.2×), client ${(client.everySection / floor.everySection).toFixed(2)}×`,
  );
  console.log(
    `  main thread beyond the floor: prerendered ${ms(prerendered.busy - floor.busy).trim()}, client render ${ms(client.busy - floor.busy).trim()} (target: hydration ≤ client render)`,
  );
  const htmlPrerendered = bytes.prerendered ?? { raw: NaN, gzip: NaN };
  const htmlClient = bytes.client ?? { raw: NaN, gzip: NaN };
  console.log(
    `  HTML: prerendered ${(htmlPrerendered.raw / 1024).toFixed(0)} KB, ${(htmlPrerendered.gzip / 1024).toFixed(1)} KB gzip; client-rendered page ${(htmlClient.raw / 1024).toFixed(1)} KB, ${(htmlClient.gzip / 1024).toFixed(1)} KB gzip (plus the spec it fetches)`,
  );
}

await browser.close();
server.close();
