// @ts-check
// How prerendering scales: time for one page of 500 and of 4,000 widgets, and of 504 sign-in
// provider grids (through docs-widgets/server, dist/lib/server.js), and for a site of 100 and of
// 1,000 pages (through the built command-line tool, as a docs build runs it), with the ratio of
// each pair against the linear one (8 and 10). Then the same 1,000 pages split between two processes running at once,
// which says whether more cores help, and what a 10,000-page site takes at the measured rate.
// The comparison is the floor measured in the same run: parsing each page with parse5 and
// serialising it back, the least any prerender that reads HTML as browsers do must do.
// Measures only; asserts nothing. Run after `npm run build`.
// Usage: node bench/prerender-scale.mjs [--runs 3] [--pages 1000]
import './record.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, serialize } from 'parse5';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]) || fallback;
};
const runs = option('--runs', 3);
const sitePages = option('--pages', 1000);
const cli = join(root, 'dist', 'cli', 'docs-widgets.js');
const serverModule = join(root, 'dist', 'lib', 'server.js');
if (!existsSync(cli) || !existsSync(serverModule)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
// As a site's build runs it: React reads this when it loads, and its development build is several
// times slower.
process.env.NODE_ENV ??= 'production';
/** @type {{ prerenderHtml(html: string, options?: object): Promise<string> }} */
const server = await import(pathToFileURL(serverModule).href);

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/** One row of a parameter list, as a docs page writes it. */
const row = (/** @type {number} */ index) =>
  `<param-row name="field_${index}" type="string"${index % 3 === 0 ? ' optional' : ''} id="field-${index}">` +
  `The <code>field_${index}</code> value &amp; what it <a href="/guides/fields#${index}">means</a>.</param-row>`;
const onePage = (/** @type {number} */ widgets, /** @type {(index: number) => string} */ widget = row) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fields</title></head><body><main>\n<h1>Fields</h1>\n${Array.from(
    { length: widgets },
    (_, index) => widget(index),
  ).join('\n')}\n</main></body></html>\n`;
/** A grid of sign-in providers, each with its logos: the widget with the most markup per tag. */
const providers = (/** @type {number} */ index) => `<auth-providers id="providers-${index}"></auth-providers>`;

/** A docs page of a site: prose, a callout, tabs with two samples, and ten parameter rows. */
const sitePage = (/** @type {number} */ index) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page ${index}</title></head><body><main>\n` +
  `<h1>Page ${index}</h1>\n<p>${'Some prose about the feature, with <a href="/x">a link</a>. '.repeat(20)}</p>\n` +
  `<docs-callout type="tip">Set this up once per project.</docs-callout>\n` +
  `<persisted-tabs query-group="lang"><tab-panel value="js" label="JavaScript"><code-block language="js"><pre><code>const page = ${index};</code></pre></code-block></tab-panel>` +
  `<tab-panel value="sh" label="Shell"><code-block language="bash"><pre><code>echo ${index}</code></pre></code-block></tab-panel></persisted-tabs>\n` +
  Array.from({ length: 10 }, (_, rowIndex) => row(rowIndex)).join('\n') +
  '\n</main></body></html>\n';

/** @returns {Promise<{ ms: number, floor: number }>} */
async function timeOnePage(/** @type {number} */ widgets, /** @type {(index: number) => string} */ widget = row) {
  const html = onePage(widgets, widget);
  const times = [];
  const floors = [];
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    await server.prerenderHtml(html, { onProblem: () => {} });
    times.push(performance.now() - start);
    start = performance.now();
    serialize(parse(html, { sourceCodeLocationInfo: true }));
    floors.push(performance.now() - start);
  }
  return { ms: median(times), floor: median(floors) };
}

function writeSite(/** @type {number} */ pages) {
  const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-site-'));
  const site = join(folder, 'site');
  for (let index = 0; index < pages; index += 1) {
    const section = join(site, `section-${index % 10}`);
    mkdirSync(section, { recursive: true });
    writeFileSync(join(section, `page-${index}.html`), sitePage(index));
  }
  return { folder, site };
}

/** Runs the command-line tool; resolves to its wall time in milliseconds. */
function runCli(/** @type {string[]} */ args) {
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(process.execPath, [cli, 'prerender', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => (code === 0 ? done(performance.now() - start) : fail(new Error(errors))));
  });
}

async function timeSite(/** @type {number} */ pages) {
  const times = [];
  const split = [];
  for (let run = 0; run < runs; run += 1) {
    const { folder, site } = writeSite(pages);
    times.push(await runCli([site, '--out', join(folder, 'out')]));
    // The same site as two halves, one process each, at once.
    const part = (/** @type {number} */ from) =>
      Array.from({ length: 5 }, (_, offset) => join(site, `section-${from + offset}`));
    const start = performance.now();
    await Promise.all([
      runCli([...part(0), '--root', site, '--out', join(folder, 'out-a')]),
      runCli([...part(5), '--root', site, '--out', join(folder, 'out-b')]),
    ]);
    split.push(performance.now() - start);
    rmSync(folder, { recursive: true, force: true });
  }
  return { ms: median(times), split: median(split) };
}

console.log(
  `\nPrerender scale (median of ${runs} runs; ${availableParallelism()} cores; load average ${(loadavg()[0] ?? 0).toFixed(2)})`,
);
await timeOnePage(50); // warm the modules and the highlighter
const small = await timeOnePage(500);
const large = await timeOnePage(4000);
console.log('\nOne page, <param-row>s (docs-widgets/server)');
console.log(
  `  500 widgets    ${seconds(small.ms).padStart(9)}   (floor, parse and serialise: ${seconds(small.floor)})`,
);
console.log(`  4,000 widgets  ${seconds(large.ms).padStart(9)}   (floor: ${seconds(large.floor)})`);
console.log(
  `  ratio 4,000 / 500: ${(large.ms / small.ms).toFixed(1)}× for 8× the widgets (linear: 8.0×; the floor's: ${(large.floor / small.floor).toFixed(1)}×)`,
);
const grids = await timeOnePage(504, providers);
console.log(`  504 <auth-providers> ${seconds(grids.ms).padStart(9)}   (floor: ${seconds(grids.floor)})`);

const tenth = await timeSite(Math.max(1, Math.round(sitePages / 10)));
const site = await timeSite(sitePages);
console.log(`\nA site (the command-line tool; each page: prose, a callout, tabs with two samples, ten rows)`);
console.log(`  ${Math.round(sitePages / 10)} pages  ${seconds(tenth.ms).padStart(9)}`);
console.log(`  ${sitePages} pages ${seconds(site.ms).padStart(9)}   (${(site.ms / sitePages).toFixed(1)} ms a page)`);
console.log(
  `  ratio: ${(site.ms / tenth.ms).toFixed(1)}× for 10× the pages (linear: 10×, less the start-up paid once)`,
);
console.log(
  `  two processes, half the site each, at once: ${seconds(site.split)} (${(site.ms / site.split).toFixed(2)}× one process's speed)`,
);
console.log(
  `  10,000 pages at this rate: about ${seconds((site.ms / sitePages) * 10_000)} in one process, ${seconds((site.split / sitePages) * 10_000)} in two`,
);
