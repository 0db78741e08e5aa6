// @ts-check
// Per format <cli-reference> reads: the gzip bytes its reader adds to a page (the format's chunk,
// the chunk that picks a reader, and what they import that a page with our own format does not
// fetch), and the time from the spec's arrival to every section in the DOM for the format's
// largest fixture, read in place from ../shared/fixtures/cli-formats/ (skipped when absent). Our
// own format's largest fixture (the Supabase CLI spec) is measured in the same run, for comparison.
// Asserts nothing. Run after `npm run build`. Usage: node bench/cli-formats.mjs [--runs 5]
import './record.mjs';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { largeSpec, largeSpecFormats } from '../tests/tools/large-specs.mjs';
import { startBench } from './harness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const chunks = join(root, 'dist', 'chunks');
if (!existsSync(chunks)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/**
 * A chunk's gzip bytes, by the name before its version.
 * @param {string} name
 */
function chunk(name) {
  const file = readdirSync(chunks).find((candidate) => candidate.startsWith(`${name}-`));
  if (!file) throw new Error(`no ${name} chunk in dist/chunks`);
  return { file, gzip: gzipSync(readFileSync(join(chunks, file)), { level: 9 }).length };
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1).padStart(5)} KB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0).padStart(5)} ms`;
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

// What each format's reader costs a page, beyond what our own format's page loads.
const shared = ['import-spec', 'detect', 'spec-errors'].map(chunk);
const yaml = chunk('yaml-reader');
const formats = [
  { name: 'OpenCLI', reader: [chunk('opencli')], extra: [] },
  { name: 'oclif', reader: [chunk('oclif')], extra: [] },
  { name: 'usage (KDL)', reader: [chunk('usage-kdl')], extra: [] },
  // cobra YAML needs the YAML reader, which a page with our YAML spec loads too.
  { name: 'cobra YAML', reader: [chunk('cobra-yaml')], extra: [yaml] },
];
console.log('Reader bytes (gzip) a page fetches for a spec of each format:');
console.log(
  `  shared by every other format (picking the reader): ${kb(shared.reduce((sum, item) => sum + item.gzip, 0))}`,
);
for (const format of formats) {
  const own = format.reader.reduce((sum, item) => sum + item.gzip, 0);
  const extra = format.extra.reduce((sum, item) => sum + item.gzip, 0);
  console.log(`  ${format.name.padEnd(12)} reader ${kb(own)}${extra ? ` (+ the YAML reader ${kb(extra)})` : ''}`);
}
console.log(
  `  our own format: 0 KB of readers (and the worker for other formats, ${kb(chunk('spec-worker-formats').gzip)}, only for large specs of them)`,
);

const fixtures = resolve(root, '..', 'shared', 'fixtures');
if (!existsSync(join(fixtures, 'cli-formats'))) {
  console.warn(`\n${fixtures}/cli-formats is absent: no timings.`);
  process.exit(0);
}

/**
 * The largest fixture of a format's folder.
 * @param {string} folder
 * @param {RegExp} pattern
 */
function largest(folder, pattern) {
  const names = readdirSync(join(fixtures, 'cli-formats', folder)).filter((name) => pattern.test(name));
  return names.sort(
    (a, b) =>
      statSync(join(fixtures, 'cli-formats', folder, b)).size - statSync(join(fixtures, 'cli-formats', folder, a)).size,
  )[0];
}
const sources = [
  { name: 'our format (Supabase CLI, YAML)', src: '/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml' },
  { name: 'OpenCLI (dotnet.json)', src: '/fixtures/cli-formats/opencli/dotnet.json' },
  { name: 'oclif (sfpowerkit)', src: '/fixtures/cli-formats/oclif/sfpowerkit.oclif.manifest.json' },
  { name: `usage (${largest('usage', /\.kdl$/)})`, src: `/fixtures/cli-formats/usage/${largest('usage', /\.kdl$/)}` },
  {
    name: 'cobra YAML (docker compose, 48 files)',
    src: '/fixtures/cli-formats/cobra-yaml/docker-compose/docker_compose.yaml',
  },
].filter((source) => existsSync(join(fixtures, source.src.replace('/fixtures/', ''))));

const { server, origin, browser } = await startBench();
console.log(`\nSpec received → every section (median of ${runs}, load average ${(loadavg()[0] ?? 0).toFixed(1)}):`);
for (const source of sources) {
  const times = [];
  let commands = 0;
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript(() => {
      document.addEventListener('dw-rendered', (event) => {
        /** @type {any} */ (window).rendered = /** @type {CustomEvent} */ (event).detail;
      });
    });
    await page.goto(`${origin}/pages/cli-one-version.html`);
    await page.waitForFunction(() => /** @type {any} */ (window).rendered);
    await page.evaluate((src) => {
      /** @type {any} */ (window).rendered = undefined;
      document.querySelector('cli-reference')?.setAttribute('src', src);
    }, source.src);
    const detail = await (
      await page.waitForFunction(() => /** @type {any} */ (window).rendered, null, { timeout: 60_000 })
    ).jsonValue();
    times.push(detail.renderedAt - detail.receivedAt);
    commands = detail.commands;
    await page.close();
  }
  console.log(
    `  ${source.name.padEnd(40)} ${String(commands).padStart(4)} commands ${ms(median(times))}  (${times.map((time) => time.toFixed(0)).join(', ')})`,
  );
}
console.log("  (cobra YAML: from the root file's arrival, its 47 linked files fetched after it)");

// 20 MB of each format (tests/tools/large-specs.mjs): read in a worker; the page's longest task
// between the spec's arrival and its checked model (target: none over 100 ms), and to every section.
console.log('\n20 MB of each format, one load each: longest main-thread task while read / spec → every section');
for (const format of largeSpecFormats) {
  const { body, contentType } = largeSpec(format);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.route('**/big-spec', (route) => route.fulfill({ body, contentType }));
  await page.addInitScript(() => {
    /** @type {{ start: number; duration: number }[]} */
    const tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    /** @type {any} */ (window).longTasks = tasks;
    document.addEventListener('dw-rendered', (event) => {
      /** @type {any} */ (window).rendered = /** @type {CustomEvent} */ (event).detail;
    });
  });
  await page.goto(`${origin}/pages/cli-one-version.html`);
  await page.waitForFunction(() => /** @type {any} */ (window).rendered);
  await page.evaluate(() => {
    /** @type {any} */ (window).rendered = undefined;
    document.querySelector('cli-reference')?.setAttribute('src', '/big-spec');
  });
  const detail = await (
    await page.waitForFunction(() => /** @type {any} */ (window).rendered, null, { timeout: 120_000 })
  ).jsonValue();
  const longest = await page.evaluate(
    ({ receivedAt, readyAt }) =>
      Math.max(
        0,
        .../** @type {any} */ (window).longTasks
          .filter(
            (/** @type {{ start: number; duration: number }} */ task) =>
              task.start + task.duration > receivedAt && task.start < readyAt,
          )
          .map((/** @type {{ duration: number }} */ task) => task.duration),
      ),
    detail,
  );
  console.log(`  ${format.padEnd(10)} ${ms(longest)} / ${ms(detail.renderedAt - detail.receivedAt)}`);
  await page.close();
}
await browser.close();
server.close();
