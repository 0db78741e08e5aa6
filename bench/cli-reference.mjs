// @ts-check
// Measures <cli-reference> in Chromium and prints the numbers; asserts nothing. Run after
// `npm run build`. For our spec (JSON) and the third-party fixture (YAML, read in place from
// ../shared and shown on the demo's page of a spec written by others, skipped when absent):
//   - time from the spec's arrival (response body received) to the first section and to every
//     section in the DOM, from the element's `dw-rendered` event;
//   - one filter keystroke to the next paint (median of several keystrokes);
//   - specs of 5 MB and 20 MB, YAML and JSON: time to parsed, to the first and to every section, the
//     longest main-thread task while parsing and in the whole load, and the JS heap once loaded
//     (`--huge-only` measures these alone);
//   - main-thread CPU time for the same two spans, from a Chromium trace (steadier on a busy machine);
//   - gzip size of the cli-reference chunk and of every script a page fetches to show it;
//   - several versions (the demo's reference page, our spec at 1.150.0 and 1.140.0): a first load,
//     and a switch from the reader's choice in the picker to every section of that version.
// Timings on a busy machine vary run to run; the load average is printed with them.
// Usage: node bench/cli-reference.mjs [--runs 5]
import './record.mjs';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { measureDist } from './dist-sizes.mjs';
import { fixtureFile, fixturePage, haveFixture, showFixture } from './fixture.mjs';
import { startBench } from './harness.mjs';
import { measureHugeSpecs } from './huge-specs.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
if (!existsSync(join(root, 'dist', 'loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const { server, origin, browser } = await startBench();

const ms = (/** @type {number} */ value) => `${value.toFixed(1).padStart(7)} ms`;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Opens a page, waits for `dw-rendered`, and returns its detail, the scripts fetched (when
 * `countScripts`) and the longest main-thread task seen. Counting scripts reads and compresses
 * each response in this process while the page loads, which takes CPU from the browser on a small
 * machine, so timed loads do not count.
 * @param {string} path
 * @param {(page: import('playwright').Page) => Promise<void>} [prepare]
 * @param {boolean} [countScripts]
 */
async function load(path, prepare, countScripts = false) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  /** @type {Map<string, number>} */
  const scripts = new Map();
  if (countScripts)
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      // Our scripts only: the demo page's own theme switch is not part of what a site embeds.
      if (!type.includes('javascript') || !new URL(response.url()).pathname.startsWith('/dist/')) return;
      try {
        scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // a response without a body (redirect, aborted): nothing to count
      }
    });
  await page.addInitScript(() => {
    const state = /** @type {any} */ (window);
    state.__longestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.__longestTask = Math.max(state.__longestTask, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('dw-rendered', (event) => (state.__rendered = /** @type {CustomEvent} */ (event).detail));
  });
  if (prepare) await prepare(page);
  await page.goto(origin + path);
  await page.waitForFunction(() => /** @type {any} */ (window).__rendered, null, { timeout: 120_000 });
  await page.waitForTimeout(300);
  const detail = await page.evaluate(() => /** @type {any} */ (window).__rendered);
  const longestTask = await page.evaluate(() => /** @type {any} */ (window).__longestTask);
  return { page, detail, scripts, longestTask };
}

/**
 * Types `text` into the filter one key at a time; returns each keystroke's time to the next paint.
 * @param {import('playwright').Page} page
 * @param {string} text
 * @returns {Promise<number[]>}
 */
async function keystrokes(page, text) {
  await page.evaluate(() => {
    const input = /** @type {HTMLInputElement} */ (
      document.querySelector('cli-reference')?.shadowRoot?.querySelector('.search-input')
    );
    const state = /** @type {any} */ (window);
    state.__keys = [];
    input.addEventListener('keydown', (event) => {
      const start = event.timeStamp;
      // rAF runs before the frame that shows the change; the task after it runs once it is painted.
      requestAnimationFrame(() => setTimeout(() => state.__keys.push(performance.now() - start), 0));
    });
    input.focus();
  });
  for (const key of text) {
    await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
  await page.keyboard.press('Escape');
  return page.evaluate(() => /** @type {any} */ (window).__keys);
}

/**
 * Main-thread CPU time (thread clock, from a Chromium trace) from the spec's arrival to the first
 * section and to every section. It moves much less than the wall-clock times when other programs
 * share the machine, so it is the better number to compare versions on a busy machine.
 * @param {string} path
 * @param {(page: import('playwright').Page) => Promise<void>} [prepare]
 * @returns {Promise<{ first: number, all: number }>}
 */
async function cpuTime(path, prepare) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  if (prepare) await prepare(page);
  await page.addInitScript(() => {
    document.addEventListener('dw-rendered', (event) =>
      Object.assign(window, { __rendered: /** @type {CustomEvent} */ (event).detail }),
    );
  });
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(origin + path);
  await page.waitForFunction(() => /** @type {any} */ (window).__rendered, null, { timeout: 120_000 });
  await page.waitForTimeout(100);
  /** @type {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }[]} */
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const mark = (/** @type {string} */ name) => events.find((event) => event.name === name);
  const received = mark('cli-reference:spec-received');
  const first = mark('cli-reference:first-section');
  const all = mark('cli-reference:all-sections');
  if (!received || !first || !all) return { first: NaN, all: NaN };
  // Top-level tasks of the thread that ran the reference, each counted for its part inside the window.
  const tasks = events.filter(
    (event) => event.pid === all.pid && event.tid === all.tid && event.ph === 'X' && event.name === 'RunTask',
  );
  const busy = (/** @type {number} */ from, /** @type {number} */ to) =>
    tasks.reduce((sum, task) => {
      const overlap = Math.min(task.ts + (task.dur ?? 0), to) - Math.max(task.ts, from);
      return overlap > 0 && task.dur && task.tdur !== undefined ? sum + task.tdur * (overlap / task.dur) : sum;
    }, 0) / 1000;
  return { first: busy(received.ts, first.ts), all: busy(received.ts, all.ts) };
}

/**
 * The static-HTML floor of a reference: the same sections, as the server renders them, set as
 * plain HTML into a shadow root with the same CSS and laid out, in one synchronous task. What no
 * renderer can beat for this content. Measured as our reference is: main-thread CPU time from a
 * trace, each run in a fresh page (whose stylesheets are parsed beforehand, as the element's are
 * before its spec arrives). Also returned: the median wall time of a warm run in a page that has
 * done the same twice before, the measure this bench used at first (caches warm, and wall time,
 * which a busy machine inflates).
 * @param {string} src the reference's `src`
 * @param {string} file where that spec is on disk
 * @returns {Promise<{ cpu: number, warmWall: number }>} medians, in milliseconds
 */
async function staticFloor(src, file) {
  const server = await import(join(root, 'dist', 'lib', 'server.js'));
  const html = await server.renderElement('cli-reference', { src }, '', { specs: { [src]: file } });
  const start = html.indexOf('>', html.indexOf('<template')) + 1;
  const sheets = new Map(
    server.stylesheets().map((/** @type {{ fileName: string, css: string }} */ sheet) => [sheet.fileName, sheet.css]),
  );
  // The linked stylesheet becomes a <style> with the same rules: the floor page has no CSP.
  const shadow = html
    .slice(start, html.indexOf('</template>', start))
    .replace(
      /<link [^>]*href="([^"]*)"[^>]*>/g,
      (/** @type {string} */ _link, /** @type {string} */ href) =>
        `<style>${sheets.get(href.split('/').pop()) ?? ''}</style>`,
    );
  const styles = (shadow.match(/<style>[\s\S]*?<\/style>/g) ?? []).join('');
  const insert = (/** @type {import('playwright').Page} */ page, /** @type {string} */ markup) =>
    page.evaluate((markup) => {
      const old = document.getElementById('host');
      const host = document.createElement('div');
      old?.replaceWith(host);
      host.id = 'host';
      const shadowRoot = host.attachShadow({ mode: 'open' });
      performance.mark('floor:start');
      const start = performance.now();
      shadowRoot.innerHTML = markup;
      void host.getBoundingClientRect();
      void shadowRoot.lastElementChild?.getBoundingClientRect();
      const wall = performance.now() - start;
      performance.mark('floor:end');
      return wall;
    }, markup);
  /** @type {number[]} */
  const cpu = [];
  /** @type {number[]} */
  const warmWall = [];
  for (let run = 0; run < Math.max(runs, 5); run += 1) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.setContent('<!doctype html><html><body><div id="host"></div></body></html>');
    await insert(page, styles);
    await page.waitForTimeout(50);
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing'] });
    await insert(page, shadow);
    /** @type {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }[]} */
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const from = events.find((event) => event.name === 'floor:start');
    const to = events.find((event) => event.name === 'floor:end');
    // The task that ran the insertion; its thread time, for the part of it between the marks.
    const task = events
      .filter(
        (event) =>
          from &&
          to &&
          event.ph === 'X' &&
          event.tdur !== undefined &&
          event.pid === from.pid &&
          event.tid === from.tid &&
          event.ts <= from.ts &&
          event.ts + (event.dur ?? 0) >= to.ts,
      )
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
    if (from && to && task?.dur && task.tdur !== undefined)
      cpu.push((task.tdur * ((to.ts - from.ts) / task.dur)) / 1000);
    await insert(page, shadow);
    warmWall.push(await insert(page, shadow));
    await page.close();
  }
  return { cpu: median(cpu), warmWall: median(warmWall) };
}

/**
 * Loads `path` once to count its scripts and time filter keystrokes, then `runs` times for the
 * load timings; prints the medians and returns the scripts.
 * @param {string} path
 * @param {string} label
 * @param {{ src: string, file: string }} [floorSource] the spec again, for the static-HTML floor
 * @param {(page: import('playwright').Page) => Promise<void>} [prepare] what each page needs before it opens
 */
async function measure(path, label, floorSource, prepare) {
  /** @type {{ parse: number[], first: number[], all: number[], longest: number[] }} */
  const samples = { parse: [], first: [], all: [], longest: [] };
  const counted = await load(path, prepare, true);
  const scripts = counted.scripts;
  /** @type {number[]} */
  const keys = await keystrokes(counted.page, 'db push');
  await counted.page.close();
  for (let run = 0; run < runs; run += 1) {
    const result = await load(path, prepare);
    const { detail } = result;
    samples.parse.push(detail.readyAt - detail.receivedAt);
    samples.first.push(detail.firstSectionAt - detail.receivedAt);
    samples.all.push(detail.renderedAt - detail.receivedAt);
    samples.longest.push(result.longestTask);
    await result.page.close();
  }
  console.log(`${label}: ${path}, median of ${runs} runs`);
  console.log(`  spec received → parsed and validated   ${ms(median(samples.parse))}`);
  console.log(`  spec received → first section in DOM   ${ms(median(samples.first))}   target 50 ms`);
  console.log(`  spec received → every section in DOM   ${ms(median(samples.all))}   target 200 ms`);
  console.log(
    `  filter keystroke → next paint          ${ms(median(keys))}   target 16 ms (median of ${keys.length}; slowest ${ms(Math.max(...keys)).trim()})`,
  );
  console.log(
    `  longest main-thread task of the load   ${ms(median(samples.longest))}   target 50 ms (from the page's start to 300 ms after every section; over 50 ms in ${samples.longest.filter((task) => task > 50).length} of ${samples.longest.length} loads)`,
  );
  const cpu = [];
  for (let run = 0; run < Math.min(runs, 5); run += 1) cpu.push(await cpuTime(path, prepare));
  console.log(
    `  main-thread CPU: to first section ${ms(median(cpu.map((time) => time.first))).trim()}, to every section ${ms(median(cpu.map((time) => time.all))).trim()}` +
      ` (thread time, median of ${cpu.length}; moves less than wall-clock time when the machine is busy)`,
  );
  if (floorSource) {
    const floor = await staticFloor(floorSource.src, floorSource.file);
    const every = median(cpu.map((time) => time.all));
    console.log(
      `  static-HTML floor (same sections set and laid out at once, CPU in a fresh page) ${ms(floor.cpu).trim()}: every section is ${(every / floor.cpu).toFixed(2)}× it (target 2×)`,
    );
    console.log(
      `    (a warm page's wall time for the same, as first measured: ${ms(floor.warmWall).trim()}, ${(every / floor.warmWall).toFixed(2)}×)`,
    );
  }
  return scripts;
}

/**
 * @param {string} label
 * @param {Map<string, number>} scripts
 */
function printSizes(label, scripts) {
  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`  every script fetched to show it        ${kb(total)} gzip   target 100 KB (${label})`);
  for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]))
    console.log(`    ${kb(size)}  ${url.replace(origin, '')}`);
}

console.log(`<cli-reference> in Chromium (load average ${(loadavg()[0] ?? 0).toFixed(1)} when started)\n`);
if (process.argv.includes('--huge-only')) {
  await measureHugeSpecs({ browser, origin, runs });
  await browser.close();
  server.close();
  process.exit(0);
}
const jsonScripts = await measure('/pages/cli-one-version.html', 'Our spec as JSON', {
  src: '/dist/spec/cli.json',
  file: join(root, 'dist', 'spec', 'cli.json'),
});
// What the element's own chunks add to the runtime, as the size budget counts it: the bundler
// names the chunks after a module of its choosing, so their file names cannot say which they are.
const chunkBytes = measureDist(join(root, 'dist')).widgets.find((widget) => widget.tag === 'cli-reference')?.addsGzip;
console.log(`  its own chunks, beyond the runtime     ${chunkBytes === undefined ? '      ?' : kb(chunkBytes)} gzip`);
printSizes('a JSON spec', jsonScripts);
console.log('');
if (haveFixture('the third-party fixture (a YAML spec)')) {
  printSizes(
    'a YAML spec, with the parser',
    await measure(
      fixturePage,
      'The third-party fixture, YAML',
      { src: '/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml', file: fixtureFile },
      showFixture,
    ),
  );
}
console.log('');

await measureHugeSpecs({ browser, origin, runs });
console.log('');

/**
 * Several versions: the demo's reference page. A first load (navigation to every section of the
 * newest version, and the spec's arrival to the same), then switches in the picker, each from the
 * reader's choice (`chosenAt`) to every section of the chosen version (`renderedAt`).
 */
async function measureVersions() {
  /** @type {{ load: number[], received: number[], older: number[], newer: number[] }} */
  const samples = { load: [], received: [], older: [], newer: [] };
  for (let run = 0; run < runs; run += 1) {
    const { page, detail } = await load('/cli.html');
    samples.load.push(detail.renderedAt);
    samples.received.push(detail.renderedAt - detail.receivedAt);
    const picker = page.locator('cli-reference').getByRole('combobox', { name: 'Version', exact: true });
    for (const [version, list] of /** @type {const} */ ([
      ['1.140.0', samples.older],
      ['1.150.0', samples.newer],
    ])) {
      await page.evaluate(() => {
        /** @type {any} */ (window).__rendered = undefined;
      });
      await picker.selectOption(version);
      await page.waitForFunction((wanted) => /** @type {any} */ (window).__rendered?.version === wanted, version);
      const switched = await page.evaluate(() => /** @type {any} */ (window).__rendered);
      list.push(switched.renderedAt - switched.chosenAt);
      await page.waitForTimeout(200);
    }
    await page.close();
  }
  console.log(`Several versions: /cli.html (our spec at 1.150.0 and 1.140.0), median of ${runs} runs`);
  console.log(`  first load: navigation → every section ${ms(median(samples.load))}`);
  console.log(`  first load: spec received → every section ${ms(median(samples.received))}`);
  console.log(`  switch to 1.140.0: choice → every section ${ms(median(samples.older))}`);
  console.log(`  switch back to 1.150.0: choice → every section (with its markers) ${ms(median(samples.newer))}`);
}
console.log('');
await measureVersions();

await browser.close();
server.close();
