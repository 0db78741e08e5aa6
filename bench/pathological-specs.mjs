// @ts-check
// Specs built to hold the page: one command with 50,000 flags (13 MB), one with 20,000 examples,
// one with 20,000 subcommands, and 2,000,000 invalid commands (29 MB), each loaded by
// <cli-reference> in Chromium; for each, the longest main-thread task (the Long Tasks API) from the
// load to the reference being ready, and after "Show 1,000 more" where the reference offers it.
// The comparison, in the same run: our own spec, an ordinary one. Target: no task over 200 ms.
// Measures only; asserts nothing. Run after `npm run build`.
// Usage: node bench/pathological-specs.mjs
import './record.mjs';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBench } from './harness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(join(root, 'dist', 'loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const info = { id: 'tool', version: '1.0.0', title: 'Tool' };
const command = (/** @type {Record<string, unknown>} */ fields) => ({
  id: 'big',
  title: 'tool big',
  summary: 'A command built to be large.',
  usage: 'tool big',
  ...fields,
});
/** @type {Array<{ name: string, spec: () => unknown, more?: boolean }>} */
const cases = [
  {
    name: '50,000 flags on one command',
    more: true,
    spec: () => ({
      info,
      commands: [
        command({
          flags: Array.from({ length: 50_000 }, (_, index) => ({
            id: `f${index}`,
            name: `--flag-${index} <value>`,
            description: `Sets value ${index}. ${'More words about what it does. '.repeat(3)}`,
            default_value: String(index),
          })),
        }),
      ],
    }),
  },
  {
    name: '20,000 examples on one command',
    spec: () => ({
      info,
      commands: [
        command({
          examples: Array.from({ length: 20_000 }, (_, index) => ({
            id: `e${index}`,
            name: `Example ${index}`,
            code: `tool big ${index}`,
          })),
        }),
      ],
    }),
  },
  {
    name: '20,000 subcommands of one command',
    spec: () => {
      const children = Array.from({ length: 20_000 }, (_, index) => ({
        id: `c${index}`,
        title: `tool big c${index}`,
        summary: 'A child.',
      }));
      return { info, commands: [command({ subcommands: children.map((child) => child.id) }), ...children] };
    },
  },
  {
    name: '2,000,000 invalid commands',
    spec: () => ({ info, commands: Array.from({ length: 2_000_000 }, (_, index) => index) }),
  },
];

const { server, origin, browser } = await startBench();

/**
 * @param {string} body the spec's JSON, or '' for our own spec
 * @param {boolean} more click "Show 1,000 more" once ready
 */
async function measure(body, more) {
  const page = await browser.newPage();
  const src = body ? '/pathological.json' : '/dist/spec/cli.json';
  await page.route('**/pathological.json', (route) => route.fulfill({ body, contentType: 'application/json' }));
  await page.route('**/pathological.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><script type="module" src="/dist/loader.js"></script></head><body><cli-reference src="${src}"></cli-reference></body></html>`,
    }),
  );
  await page.addInitScript(() => {
    const tasks = /** @type {number[]} */ ([]);
    Object.assign(window, { benchTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const start = Date.now();
  await page.goto(`${origin}/pathological.html`);
  await page.waitForFunction(
    () =>
      ['ready', 'partial', 'error'].includes(document.querySelector('cli-reference')?.getAttribute('data-state') ?? ''),
    null,
    { timeout: 300_000 },
  );
  const ready = Date.now() - start;
  // Tasks still running once ready (sections added in steps) are counted too.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 2000)));
  /** The tasks the page recorded (see the init script). */
  const tasks = () => /** @type {number[]} */ (/** @type {{ benchTasks?: number[] }} */ (window).benchTasks ?? []);
  const longest = () => page.evaluate(`Math.max(0, ...(${tasks.toString()})())`);
  const load = Number(await longest());
  let afterMore = NaN;
  if (more) {
    await page.evaluate(`(${tasks.toString()})().length = 0`);
    await page.locator('cli-reference .more-items button').first().click();
    await page.evaluate(() => new Promise((done) => setTimeout(done, 2000)));
    afterMore = Number(await longest());
  }
  await page.close();
  return { ready, load, afterMore };
}

// The Long Tasks API reports tasks over 50 ms only.
const ms = (/** @type {number} */ value) =>
  (Number.isFinite(value) ? (value === 0 ? '< 50 ms' : `${value.toFixed(0)} ms`) : '–').padStart(9);
console.log(
  `\nPathological specs in <cli-reference> (load average ${(loadavg()[0] ?? 0).toFixed(2)}; target: no task over 200 ms)`,
);
console.log(
  `  ${'spec'.padEnd(36)}${'size'.padStart(9)}${'ready in'.padStart(10)}${'longest task'.padStart(14)}${'after "more"'.padStart(14)}`,
);
const ours = await measure('', false);
console.log(
  `  ${'our spec (the comparison)'.padEnd(36)}${''.padStart(9)}${ms(ours.ready).padStart(10)}${ms(ours.load).padStart(14)}`,
);
for (const entry of cases) {
  const body = JSON.stringify(entry.spec());
  const result = await measure(body, entry.more ?? false);
  console.log(
    `  ${entry.name.padEnd(36)}${`${(body.length / 1024 / 1024).toFixed(0)} MB`.padStart(9)}${ms(result.ready).padStart(10)}${ms(result.load).padStart(14)}${ms(result.afterMore).padStart(14)}`,
  );
}
await browser.close();
server.close();
