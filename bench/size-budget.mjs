// @ts-check
// Checks the CDN build in dist/ against bench/size-budget.json. The budget records the gzip size
// of each figure (the loader, the runtime, what each widget adds over the runtime, whole pages)
// as it was measured, and a margin; a figure's ceiling is its recorded size plus that margin. It
// prints each figure beside its recorded size and ceiling and exits 1 when one is over, or when
// the budget names a widget the build lacks or the build has a widget the budget lacks.
//
// Ceilings are there to catch growth, not to forbid a byte: a change that makes a figure larger
// on purpose records the new sizes (`--write`) and says why in its commit; one that makes a
// figure smaller records them too, so the gain is kept.
//
// Each bundled language's chunk of each message group has a fixed ceiling instead, 3 KB gzip (a
// page in a language fetches a few of them besides its widgets): the table prints them by
// language and group, and the check fails on any over it.
//
// Run after `npm run build`. Options: --write (record the built sizes in the budget), --budget
// <file>, --dist <folder> (for tests), --record-release <version> (write bench/release-sizes.json,
// which `npm run bench` compares the build with, at a release).
import { readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { budgetFigures, languageChunks, measureDist } from './dist-sizes.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values: options } = parseArgs({
  options: {
    budget: { type: 'string', default: resolve(here, 'size-budget.json') },
    dist: { type: 'string', default: resolve(here, '../dist') },
    write: { type: 'boolean', default: false },
    'record-release': { type: 'string' },
  },
});

/** @typedef {import('./dist-sizes.mjs').Budget} Budget */

const budgetFile = /** @type {string} */ (options.budget);
/** @type {Budget} */
const budget = JSON.parse(readFileSync(budgetFile, 'utf8'));
const dist = /** @type {string} */ (options.dist);
const budgetName = relative(process.cwd(), budgetFile);
const margin = budget.margin;
const leastMargin = budget.leastMarginKb ?? 0;
if (typeof margin !== 'number' || !(margin >= 0 && margin <= 0.2)) {
  console.error(`size: ${budgetName} needs a "margin" between 0 and 0.2 (0.03 is 3%).`);
  process.exit(1);
}
/** A figure's ceiling in bytes: its recorded size plus the margin, and never less than the least margin over it. */
const ceilingOf = (/** @type {number} */ recordedKb) =>
  Math.max(recordedKb * (1 + margin), recordedKb + leastMargin) * 1024;

let measured;
try {
  measured = measureDist(dist);
} catch (error) {
  console.error(`size: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const figures = budgetFigures(measured, dist, budget);
/** Writes JSON as Prettier writes it, so the format check passes on what was recorded. */
async function writeJson(/** @type {string} */ file, /** @type {unknown} */ value) {
  const prettier = await import('prettier');
  writeFileSync(file, await prettier.format(JSON.stringify(value), { parser: 'json', filepath: file }));
}
const toKb = (/** @type {number} */ bytes) => Math.round((bytes / 1024) * 100) / 100;

if (options['record-release']) {
  const file = resolve(here, 'release-sizes.json');
  const sizes = Object.fromEntries(
    figures.flatMap(({ label, bytes }) => (bytes === undefined ? [] : [[label, toKb(bytes)]])),
  );
  const record = { release: options['record-release'], recorded: new Date().toISOString().slice(0, 10), sizes };
  await writeJson(file, record);
  console.log(
    `size: recorded ${Object.keys(sizes).length} sizes of ${record.release} in ${relative(process.cwd(), file)}.`,
  );
  process.exit(0);
}

if (options.write) {
  budget.loader = toKb(measured.loader.gzip);
  budget.runtime = toKb(measured.runtimeGzip);
  budget.widgets = Object.fromEntries(measured.widgets.map((widget) => [widget.tag, toKb(widget.addsGzip)]));
  for (const figure of figures) {
    const page = figure.page === undefined ? undefined : budget.pages[figure.page];
    if (page && figure.bytes !== undefined) page.size = toKb(figure.bytes);
  }
  await writeJson(budgetFile, budget);
  console.log(`size: recorded the built sizes in ${budgetName}; say in the commit why any grew.`);
  process.exit(0);
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const width = Math.max(...figures.map((figure) => figure.label.length));
let failures = 0;
let shrunk = 0;
console.log(`${'gzip'.padEnd(width)}  ${'size'.padStart(10)}  ${'recorded'.padStart(10)}  ${'ceiling'.padStart(10)}`);
for (const { label, bytes, recorded } of figures) {
  const ceiling = recorded === undefined ? undefined : ceilingOf(recorded);
  let verdict = 'ok';
  if (bytes === undefined) verdict = 'FAIL: not in the build (remove it from the budget?)';
  else if (recorded === undefined || ceiling === undefined)
    verdict = 'FAIL: no recorded size (npm run size -- --write)';
  else if (bytes > ceiling) verdict = `FAIL: ${kb(bytes - ceiling)} over`;
  else if (bytes < recorded * 1024 * (1 - margin)) {
    verdict = `ok, ${Math.round((1 - bytes / (recorded * 1024)) * 100)}% smaller than recorded`;
    shrunk += 1;
  }
  if (verdict.startsWith('FAIL')) failures += 1;
  const cells = [bytes, recorded === undefined ? undefined : recorded * 1024, ceiling].map((value) =>
    value === undefined ? '—' : kb(value),
  );
  console.log(
    `${label.padEnd(width)}  ${cells[0]?.padStart(10)}  ${cells[1]?.padStart(10)}  ${cells[2]?.padStart(10)}  ${verdict}`,
  );
}
/** The gzip ceiling of each language's chunk of each message group (see above). */
const languageChunkCeiling = 3 * 1024;
const languages = languageChunks(measured);
if (languages.length > 0) {
  const groups = [...new Set(languages.map(({ group }) => group))];
  const columns = groups.map((group) => Math.max(group.length, 7));
  console.log(
    `\n${'language chunks, gzip'.padEnd(22)}  ${groups.map((group, index) => group.padStart(columns[index] ?? 0)).join('  ')}  largest against ${kb(languageChunkCeiling)}`,
  );
  for (const language of [...new Set(languages.map((chunk) => chunk.language))].sort()) {
    const own = languages.filter((chunk) => chunk.language === language);
    const cells = groups.map((group, index) => {
      const chunk = own.find((candidate) => candidate.group === group);
      return (chunk ? kb(chunk.size.gzip) : '—').padStart(columns[index] ?? 0);
    });
    const largest = own.reduce((found, chunk) => (chunk.size.gzip > found.size.gzip ? chunk : found));
    const over = largest.size.gzip - languageChunkCeiling;
    if (over > 0) failures += 1;
    console.log(
      `${language.padEnd(22)}  ${cells.join('  ')}  ${over > 0 ? `FAIL: ${largest.group} ${kb(over)} over` : 'ok'}`,
    );
  }
}
if (failures > 0) {
  console.error(
    `size: ${failures} budget${failures === 1 ? '' : 's'} blown (${budgetName}). If the growth is meant, record it with \`npm run size -- --write\` and say why in the commit.`,
  );
  process.exit(1);
}
if (shrunk > 0) console.log(`size: keep what shrank by recording it: \`npm run size -- --write\`.`);
console.log(
  `size: every figure within its ceiling: its recorded size plus ${Math.round(margin * 100)}%, or ${leastMargin} KB where that is more (${budgetName}).`,
);
