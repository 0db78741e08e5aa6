// @ts-check
// Measures what filling code samples with the reader's values costs, and prints it; asserts nothing.
// Run after `npm run build` (npm run bench does both).
//   - gzip bytes: what <code-block> adds over the runtime; the sample chunk (loaded by a sample with
//     placeholders or marked lines); the bridge to the API settings and the chunks it brings that a
//     page with only code blocks does not have (loaded only once the page says anything about a login);
//   - a page with one sample, in Chromium: every script it fetches, with no login on the page and
//     then logged in;
//   - 200 samples on a page, logged in: the time from the new project's API settings arriving to every
//     sample showing its URL (target: one frame, 16 ms), median of several switches, and the
//     main-thread time of the whole switch (opening the picker included), from Chromium's metrics.
// Timings on a busy machine vary run to run; the load average is printed with them.
// Usage: node bench/code-samples.mjs [--runs 5]
import './record.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBench } from './harness.mjs';
import { demoData } from '../demo/platform/platform-api.mjs';
import { kb, measureDist } from './dist-sizes.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
if (!existsSync(join(dist, 'loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

// Bytes ------------------------------------------------------------------------------------------

const measured = measureDist(dist);
const codeBlock = measured.widgets.find((widget) => widget.tag === 'code-block');
const chunk = (/** @type {string} */ prefix) => measured.otherChunks.find(({ name }) => name.startsWith(prefix));
/** Chunks a chunk imports statically, transitively. @param {string} name @param {Set<string>} seen */
function staticImports(name, seen = new Set()) {
  const source = readFileSync(join(dist, 'chunks', name), 'utf8');
  for (const match of source.matchAll(/(?:^|[;}])import(?:\{[^}]*\}|\*as \w+|\w+)?(?:from)?"\.\/([^"]+)"/g)) {
    const imported = match[1] ?? '';
    if (!seen.has(imported)) {
      seen.add(imported);
      staticImports(imported, seen);
    }
  }
  return seen;
}
const gz = (/** @type {string} */ name) => gzipSync(readFileSync(join(dist, 'chunks', name)), { level: 9 }).length;
const sample = chunk('sample-');
const bridge = chunk('project-values-');
const alreadyThere = new Set([
  measured.runtimeFile,
  ...measured.runtimeImports.map(({ name }) => name),
  ...(codeBlock ? [codeBlock.entry, ...codeBlock.extra].map((file) => file.replace('./chunks/', '')) : []),
  sample?.name,
]);
const bridgeExtra = bridge ? [...staticImports(bridge.name)].filter((name) => !alreadyThere.has(name)) : [];
const bridgeGzip = (bridge?.size.gzip ?? 0) + bridgeExtra.reduce((sum, name) => sum + gz(name), 0);
const pickers = chunk('project-pickers-');
const withBridge = new Set([...alreadyThere, bridge?.name, ...bridgeExtra]);
const pickersExtra = pickers ? [...staticImports(pickers.name)].filter((name) => !withBridge.has(name)) : [];
const pickersGzip = (pickers?.size.gzip ?? 0) + pickersExtra.reduce((sum, name) => sum + gz(name), 0);

console.log('Code samples: bytes (gzip)');
console.log(`  <code-block> adds over the runtime           ${kb(codeBlock?.addsGzip ?? NaN)}`);
console.log(
  `  sample chunk (placeholders, marks, values)   ${kb(sample?.size.gzip ?? NaN)}   loaded by a sample that uses them`,
);
console.log(
  `  API-settings bridge, with what it brings     ${kb(bridgeGzip)}   once the page speaks of a login (${[bridge?.name, ...bridgeExtra].join(', ')})`,
);
console.log(
  `  project pickers, with what they bring        ${kb(pickersGzip)}   when a reader opens a sample's project bar (${[pickers?.name, ...pickersExtra].join(', ')})`,
);

// In Chromium ------------------------------------------------------------------------------------

const { server, origin, browser } = await startBench();
const ms = (/** @type {number} */ value) => `${value.toFixed(1).padStart(7)} ms`;
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const sampleCode = 'curl "{{project-url}}/rest/v1/{{table}}" \\\n  -H "apikey: {{anon-key}}"';
/** @param {number} count */
const pageHtml = (count) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="docs-widgets:api-base" content="/api"><meta name="docs-widgets:editable-placeholders" content="table">
<title>bench</title>
<script type="module" src="/dist/loader.js"></script></head><body><main>
${Array.from({ length: count }, (_, index) => `<code-block id="s${index}" language="bash">${sampleCode}</code-block>`).join('\n')}
</main></body></html>`;

/** Logs in against the demo API and tells the widgets, as a host page does. */
const logIn = `(async () => {
  const { token } = await (await fetch('/api/demo/login', { method: 'POST' })).json();
  const detail = { state: 'loggedIn', accessToken: token };
  window.docsWidgetsSession = detail;
  document.dispatchEvent(new CustomEvent('docs-widgets:session', { detail }));
})()`;

/** @param {number} count */
async function open(count) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.route(`${origin}/bench-code-samples.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: pageHtml(count) }),
  );
  /** @type {Map<string, number>} */
  const scripts = new Map();
  page.on('response', async (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/dist/') || !path.endsWith('.js')) return;
    try {
      scripts.set(path, gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // a response without a body
    }
  });
  await page.goto(`${origin}/bench-code-samples.html`);
  await page.waitForFunction(
    (n) => document.querySelectorAll('code-block[data-state="highlighted"]').length === n,
    count,
  );
  await page.waitForLoadState('networkidle');
  return { page, scripts };
}

const total = (/** @type {Map<string, number>} */ scripts) =>
  [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);

const single = await open(1);
const loggedOutBytes = total(single.scripts);
const loggedOutFiles = single.scripts.size;
await single.page.evaluate(logIn);
await single.page.waitForFunction(() =>
  document.querySelector('code-block')?.shadowRoot?.querySelector('pre')?.textContent?.includes('supabase.test'),
);
await single.page.waitForLoadState('networkidle');
console.log('\nA page with one sample (every script fetched, gzip)');
console.log(`  no login on the page                          ${kb(loggedOutBytes)}   ${loggedOutFiles} scripts`);
console.log(
  `  logged in, sample filled                      ${kb(total(single.scripts))}   ${single.scripts.size} scripts`,
);
await single.page.close();

const website = demoData.projects.find((project) => project.name === 'Acme Website');
const others = ['Acme Mobile Backend', 'Acme Analytics'];
const { page } = await open(200);
await page.evaluate(logIn);
await page.waitForFunction(
  () =>
    [...document.querySelectorAll('code-block')].every((block) =>
      block.shadowRoot?.querySelector('pre')?.textContent?.includes('supabase.test'),
    ),
  undefined,
  { timeout: 30_000 },
);
// Stamp the moment the new project's API settings arrive, and the last change to any sample after it.
await page.evaluate(() => {
  const state = /** @type {any} */ (window);
  const fetchOriginal = window.fetch.bind(window);
  window.fetch = async (...args) => {
    const response = await fetchOriginal(...args);
    const url = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (url.includes('/props/project/')) state.settingsArrived = performance.now();
    return response;
  };
  for (const block of document.querySelectorAll('code-block')) {
    const pre = block.shadowRoot?.querySelector('pre');
    if (pre) {
      new MutationObserver(() => (state.lastFill = performance.now())).observe(pre, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    }
  }
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const taskDuration = async () =>
  /** @type {{ metrics: Array<{ name: string, value: number }> }} */ (
    await cdp.send('Performance.getMetrics')
  ).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? NaN;

/** @type {number[]} */
const refills = [];
/** @type {number[]} */
const mainThread = [];
const first = page.locator('#s0');
for (let run = 0; run < runs; run += 1) {
  const name = others[run % others.length] ?? 'Acme Mobile Backend';
  const ref = demoData.projects.find((project) => project.name === name)?.ref ?? '';
  const button = first.locator('.code-sample-project-button');
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await first.getByRole('button', { name: /^Project/ }).click();
  await first.getByRole('combobox', { name: 'Search project' }).fill(name);
  const before = await taskDuration();
  await page.evaluate(() => {
    const state = /** @type {any} */ (window);
    state.settingsArrived = state.lastFill = undefined;
  });
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('code-block')].every((block) =>
        block.shadowRoot?.querySelector('pre')?.textContent?.includes(wanted),
      ),
    `${ref}.supabase.test`,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(100);
  mainThread.push(((await taskDuration()) - before) * 1000);
  const { arrived, filled } = await page.evaluate(() => {
    const state = /** @type {any} */ (window);
    return { arrived: state.settingsArrived, filled: state.lastFill };
  });
  refills.push(filled - arrived);
}
// The same fan-out without the network: a value typed into one sample's field, to the last sample changed.
/** @type {number[]} */
const typed = [];
for (let run = 0; run < runs * 3; run += 1) {
  typed.push(
    await page.evaluate(async (value) => {
      const blocks = [...document.querySelectorAll('code-block')];
      let last = 0;
      const observers = blocks.map((block) => {
        const observer = new MutationObserver(() => (last = performance.now()));
        const pre = block.shadowRoot?.querySelector('pre');
        if (pre) observer.observe(pre, { subtree: true, childList: true, characterData: true });
        return observer;
      });
      const input = /** @type {HTMLInputElement} */ (blocks[0]?.shadowRoot?.querySelector('.code-sample-field input'));
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const start = performance.now();
      setValue?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((done) => setTimeout(done, 50));
      for (const observer of observers) observer.disconnect();
      const all = blocks.every((block) => block.shadowRoot?.querySelector('pre')?.textContent?.includes(`/${value}"`));
      return all ? last - start : NaN;
    }, `table${run}`),
  );
}

console.log(`\n200 samples, project switch (median of ${runs}; load average ${loadavg()[0]?.toFixed(2)})`);
console.log(`  settings arrived -> every sample re-filled    ${ms(median(refills))}   target 16 ms (one frame)`);
console.log(`  main-thread time of the whole switch          ${ms(median(mainThread))}   picker included`);
console.log(`  runs: ${refills.map((value) => value.toFixed(1)).join(', ')} ms`);
console.log(`\n200 samples, a value typed into one sample (median of ${typed.length}, no network)`);
console.log(
  `  keystroke -> every sample re-filled          ${ms(median(typed))}   fastest ${ms(Math.min(...typed)).trim()}`,
);
void website;

await browser.close();
server.close();
