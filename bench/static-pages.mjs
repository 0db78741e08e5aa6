// @ts-check
// Script fetched by a prerendered page of widgets that have nothing to do once drawn
// (demo/pages/static-widgets.html, served prerendered by the demo server), beside the loader's own
// size (the floor: the page cannot fetch less than the loader) and beside the same page with the
// static tags taken out of the loader's map (every widget loads and hydrates, as before they
// were marked), in one run. Bytes are each script's body, and its gzip at level 9 (as
// bench/size-budget.mjs counts). Run after `npm run build`. Prints figures and asserts nothing.
import './record.mjs';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startBench } from './harness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
if (!existsSync(join(root, 'dist', 'lib', 'server.js'))) {
  console.error('dist/lib/server.js is missing: run `npm run build` first.');
  process.exit(1);
}
const path = '/prerendered/pages/static-widgets.html';
const { server, origin, browser } = await startBench();

/**
 * @param {boolean} staticTags false: the loader's map loses its static tags, so every widget loads
 * @returns {Promise<{ files: number, bytes: number, gzip: number, loaderGzip: number, defined: number }>}
 */
async function measure(staticTags) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (!staticTags) {
    await page.route('**/dist/loader.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/("[\w-]+;[^";]*;[^";]*);[^"]*"/, '$1;"');
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

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
try {
  const now = await measure(true);
  const everything = await measure(false);
  console.log(`Prerendered page of static widgets (${path})`);
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
} finally {
  await browser.close();
  server.close();
}
