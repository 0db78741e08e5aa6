// @ts-check
// What the command reference's remaining targets would cost by the one route left to them (see
// "Targets of the browser-rendered reference not met" in bench/README.md): every section's markup
// made in a worker by React's server renderer, from the reference's own components. Nothing here
// is part of the product. The script:
// - builds a trial worker bundle (React's server renderer, the reference's view, validation) in
//   node_modules/.cache, removed afterwards, and prints its size, minified and gzipped;
// - times it in Chromium, in a fresh module worker per load: the first validation and render
//   (code cold), a second one (warm), and the whole round from starting the worker to having the
//   markup back; then the main thread's part, setting that markup in a shadow root and laying it
//   out;
// - measures, in the same run, today's time from the spec's arrival to every section, for our
//   spec, the fixture (shown on the demo's page of a spec written by others, read in place; skipped
//   when ../shared is absent) and a 5 MB spec.
// Prints figures and asserts nothing. Run after `npm run build`.
import './record.mjs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { load as loadYaml } from 'js-yaml';
import { build } from 'vite';
import { fixtureFile, fixturePage, haveFixture, showFixture } from './fixture.mjs';
import { startBench } from './harness.mjs';
import { bigSpec } from './huge-specs.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(join(root, 'dist', 'loader.js'))) {
  console.error('dist/loader.js is missing: run `npm run build` first.');
  process.exit(1);
}

// The worker's entry: validates the document it is given and renders the whole reference with
// every section, as the prerenderer does. React's legacy server renderer for browsers is imported
// by its file: the package's `react-dom/server.browser` also brings the streaming one.
const entry = `
import { createElement } from 'react';
import { renderToString } from ${JSON.stringify(join(root, 'node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js'))};
import { withServerPage } from ${JSON.stringify(join(root, 'widgets/shared/page/config.ts'))};
import { CliReference } from ${JSON.stringify(join(root, 'widgets/cli-reference/cli-reference.tsx'))};
import { validateSpec } from ${JSON.stringify(join(root, 'spec/check/validate-spec.ts'))};
onmessage = (event) => {
  const started = performance.now();
  const { spec } = validateSpec(event.data);
  const html = spec
    ? withServerPage({ origin: location.origin, meta: {} }, () =>
        renderToString(createElement(CliReference, { spec, allSections: true })))
    : '';
  postMessage({ html, ms: performance.now() - started });
};
`;

// Inside the project, so the entry's bare imports (react) resolve as the components' do.
mkdirSync(join(root, 'node_modules', '.cache'), { recursive: true });
const scratch = mkdtempSync(join(root, 'node_modules', '.cache', 'render-worker-trial-'));
const out = join(scratch, 'out');
writeFileSync(join(scratch, 'entry.js'), entry);
await build({
  configFile: false,
  root,
  logLevel: 'error',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: out,
    minify: true,
    lib: { entry: join(scratch, 'entry.js'), formats: ['es'], fileName: 'worker' },
    rolldownOptions: { output: { codeSplitting: false } },
  },
});
const files = readdirSync(out).filter((file) => file.endsWith('.js'));
if (files.length !== 1) throw new Error(`expected one worker file, got ${files.join(', ')}`);
const workerCode = readFileSync(join(out, files[0] ?? ''));
rmSync(scratch, { recursive: true, force: true });

// The reference's shadow CSS, as the prerendered markup links it.
const serverModule = await import(join(root, 'dist', 'lib', 'server.js'));
const referenceCss = serverModule
  .stylesheets()
  .find((/** @type {{ tag: string }} */ sheet) => sheet.tag === 'cli-reference').css;

const { server, origin, browser } = await startBench();
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (/** @type {number} */ value) => `${Math.round(value).toLocaleString('en')} ms`;
/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

console.log('The sections made off the main thread: a trial (not part of the product)\n');
console.log(
  `  worker script: ${kb(workerCode.length)} minified, ${kb(gzipSync(workerCode, { level: 9 }).length)} gzip ` +
    `(React's server renderer, the reference's view, validation)`,
);

/**
 * The trial worker, each load in a fresh page and worker: `document` is posted to it twice.
 * @param {unknown} document
 * @param {number} loads
 */
async function inWorker(document, loads) {
  /** @type {{ cold: number, warm: number, round: number, set: number, html: number }[]} */
  const samples = [];
  for (let load = 0; load < loads; load += 1) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    // A blank page of its own: the demo's pages require Trusted Types for a worker's address.
    await page.route(`${origin}/render-worker-trial.*`, (route) =>
      route.request().url().endsWith('.js')
        ? route.fulfill({ body: workerCode, contentType: 'text/javascript' })
        : route.fulfill({ body: '<!doctype html><title>trial</title>', contentType: 'text/html' }),
    );
    await page.goto(`${origin}/render-worker-trial.html`);
    samples.push(
      await page.evaluate(
        async ({ document, css }) => {
          // The stylesheet parsed beforehand, as an element's is before its spec arrives.
          const host = window.document.body.appendChild(window.document.createElement('div'));
          const shadowRoot = host.attachShadow({ mode: 'open' });
          shadowRoot.innerHTML = `<style>${css}</style>`;
          void host.getBoundingClientRect();
          const started = performance.now();
          const worker = new Worker('/render-worker-trial.js', { type: 'module' });
          /** @returns {Promise<{ html: string, ms: number }>} */
          const render = () =>
            new Promise((done) => {
              worker.onmessage = (event) => done(event.data);
              worker.postMessage(document);
            });
          const first = await render();
          const round = performance.now() - started;
          // What the main thread would then do before hydrating the top: set the markup, lay it out.
          const setting = performance.now();
          shadowRoot.innerHTML = `<style>${css}</style>${first.html}`;
          void host.getBoundingClientRect();
          void shadowRoot.lastElementChild?.getBoundingClientRect();
          const set = performance.now() - setting;
          const second = await render();
          worker.terminate();
          return { cold: first.ms, warm: second.ms, round, set, html: first.html.length };
        },
        { document, css: referenceCss },
      ),
    );
    await page.close();
  }
  return {
    cold: median(samples.map((sample) => sample.cold)),
    warm: median(samples.map((sample) => sample.warm)),
    round: median(samples.map((sample) => sample.round)),
    set: median(samples.map((sample) => sample.set)),
    html: median(samples.map((sample) => sample.html)),
  };
}

/**
 * Today's reference: the spec's arrival to every section (`dw-rendered`), each load in a fresh page.
 * @param {string} path
 * @param {number} loads
 * @param {string} [body] served as the page's spec instead of the built one
 * @param {(page: import('playwright').Page) => Promise<void>} [prepare] serves what the page shows
 */
async function today(path, loads, body, prepare) {
  /** @type {number[]} */
  const samples = [];
  for (let load = 0; load < loads; load += 1) {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.addInitScript(() => {
      document.addEventListener('dw-rendered', (event) =>
        Object.assign(window, { __rendered: /** @type {CustomEvent} */ (event).detail }),
      );
    });
    if (prepare) await prepare(page);
    if (body !== undefined)
      await page.route('**/dist/spec/cli.json', (route) => route.fulfill({ body, contentType: 'application/json' }));
    await page.goto(origin + path);
    await page.waitForFunction(() => /** @type {any} */ (window).__rendered, null, { timeout: 300_000 });
    const detail = await page.evaluate(() => /** @type {any} */ (window).__rendered);
    samples.push(detail.renderedAt - detail.receivedAt);
    await page.close();
  }
  return median(samples);
}

const huge = bigSpec(5_000_000);
const cases = [
  {
    name: 'our spec',
    document: loadYaml(readFileSync(join(root, 'spec', 'cli.yaml'), 'utf8')),
    path: '/pages/cli-one-version.html',
    loads: 5,
  },
  ...(haveFixture('the fixture')
    ? [
        {
          name: 'the fixture',
          document: loadYaml(readFileSync(fixtureFile, 'utf8')),
          path: fixturePage,
          prepare: showFixture,
          loads: 5,
        },
      ]
    : []),
  { name: '5 MB JSON', document: huge, path: '/pages/cli-one-version.html', body: JSON.stringify(huge), loads: 3 },
];

for (const { name, document, path, body, prepare, loads } of cases) {
  const worker = await inWorker(document, loads);
  const now = await today(path, loads, body, prepare);
  const row = (/** @type {string} */ label, /** @type {string} */ value) => `    ${label.padEnd(52)}${value}`;
  console.log(`\n  ${name}, median of ${loads} loads`);
  console.log(row('markup made', kb(worker.html)));
  console.log(row('validated and rendered in a fresh worker, again', `${ms(worker.cold)}, ${ms(worker.warm)}`));
  console.log(row('worker started → markup back', ms(worker.round)));
  console.log(row('main thread: markup set and laid out', `${ms(worker.set)} (one task; then the top hydrates)`));
  console.log(row('today: spec received → every section', ms(now)));
}

await browser.close();
server.close();
