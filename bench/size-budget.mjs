// @ts-check
// Checks the CDN build in dist/ against the gzip ceilings in bench/size-budget.json: the loader,
// the runtime, what each widget adds over the runtime, and whole pages (the loader, the runtime
// and a page's widgets). Prints each figure beside its ceiling and exits 1 when one is over, or
// when the budget names a widget the build lacks or the build has a widget the budget lacks.
// Run after `npm run build`. Options: --budget <file>, --dist <folder> (for tests).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { measureDist, pageGzip } from './dist-sizes.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: options } = parseArgs({
  options: {
    budget: { type: 'string', default: resolve(here, 'size-budget.json') },
    dist: { type: 'string', default: resolve(here, '../dist') },
  },
});

/**
 * @typedef {{
 *   loader: number,
 *   runtime: number,
 *   widgets: Record<string, number>,
 *   pages: Record<string, { tags: string[], max: number }>,
 * }} Budget  Ceilings in KB (1024 bytes) of gzip.
 */

/** @type {Budget} */
const budget = JSON.parse(readFileSync(/** @type {string} */ (options.budget), 'utf8'));
const dist = /** @type {string} */ (options.dist);
const budgetName = relative(process.cwd(), /** @type {string} */ (options.budget));
let measured;
try {
  measured = measureDist(dist);
} catch (error) {
  console.error(`size: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** @type {Array<{ label: string, bytes: number | undefined, max: number | undefined }>} */
const checks = [
  { label: 'loader.js', bytes: measured.loader.gzip, max: budget.loader },
  { label: 'runtime (chunk and its imports)', bytes: measured.runtimeGzip, max: budget.runtime },
];
const tags = new Set([...measured.widgets.map((widget) => widget.tag), ...Object.keys(budget.widgets)]);
for (const tag of [...tags].sort()) {
  const widget = measured.widgets.find((candidate) => candidate.tag === tag);
  checks.push({ label: `<${tag}> adds`, bytes: widget?.addsGzip, max: budget.widgets[tag] });
}
for (const [name, page] of Object.entries(budget.pages)) {
  let bytes;
  try {
    bytes = pageGzip(measured, dist, page.tags);
  } catch {
    bytes = undefined;
  }
  checks.push({ label: `page: ${name}`, bytes, max: page.max });
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const width = Math.max(...checks.map((check) => check.label.length));
let failures = 0;
console.log(`${'gzip'.padEnd(width)}  ${'size'.padStart(10)}  ${'ceiling'.padStart(10)}`);
for (const { label, bytes, max } of checks) {
  let verdict = 'ok';
  if (bytes === undefined) verdict = 'FAIL: not in the build (remove it from the budget?)';
  else if (max === undefined) verdict = 'FAIL: no ceiling (add one to the budget)';
  else if (bytes > max * 1024) verdict = `FAIL: ${kb(bytes - max * 1024)} over`;
  if (verdict !== 'ok') failures += 1;
  const size = bytes === undefined ? '—' : kb(bytes);
  const ceiling = max === undefined ? '—' : kb(max * 1024);
  console.log(`${label.padEnd(width)}  ${size.padStart(10)}  ${ceiling.padStart(10)}  ${verdict}`);
}
if (failures > 0) {
  console.error(`size: ${failures} budget${failures === 1 ? '' : 's'} blown (${budgetName}).`);
  process.exit(1);
}
console.log(`size: every figure within its ceiling (${budgetName}).`);
