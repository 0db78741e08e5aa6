// @ts-check
// Prints the size of what a page downloads: the loader, the shared runtime (its chunk and the
// chunks it imports), each widget's chunk with what it adds over the runtime (its own chunk plus
// the shared chunks it needs), lazily loaded chunks, and the single-file bundle,
// gzip and brotli. Run after `npm run build` (npm run bench does both). Asserts nothing:
// `npm run size` checks the ceilings in bench/size-budget.json. Ends with each budgeted figure's
// growth since the last release.
import './record.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFigures, kb, measureDist } from './dist-sizes.mjs';
import { loaderGroups } from './loader-groups.mjs';

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
/** @type {import('./dist-sizes.mjs').DistSizes} */
let measured;
try {
  measured = measureDist(dist);
} catch {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** @type {Array<{ label: string, raw: number, gzip: number, brotli: number, note: string }>} */
const rows = [];
rows.push({ label: 'loader.js', ...measured.loader, note: 'budget in bench/size-budget.json' });
for (const group of loaderGroups(resolve(dist, 'loader.js')).groups) {
  const note = group.label.startsWith('code')
    ? 'the loader with its map emptied'
    : 'what the loader shrinks by without it';
  rows.push({ label: `  ${group.label}`, raw: NaN, gzip: group.gzip, brotli: NaN, note });
}
if (measured.runtime) {
  rows.push({ label: 'runtime chunk (React + element runtime)', ...measured.runtime, note: 'shared, fetched once' });
  for (const { name, size } of measured.runtimeImports) {
    rows.push({ label: `  + ${name}`, ...size, note: 'imported by the runtime chunk, fetched with it' });
  }
  rows.push({
    label: 'runtime in all',
    raw: NaN,
    gzip: measured.runtimeGzip,
    brotli: NaN,
    note: 'what every widget adds to, below',
  });
}
for (const widget of measured.widgets) {
  const shared = widget.extra.length
    ? `, of which ${kb(widget.extraGzip).trim()} in shared chunks: ${widget.extra.map((f) => f.replace('./chunks/', '')).join(', ')}`
    : '';
  rows.push({
    label: `<${widget.tag}>`,
    ...widget.own,
    note: `adds ${kb(widget.addsGzip).trim()} gzip over the runtime${shared}`,
  });
}
for (const { name, size } of measured.otherChunks) {
  rows.push({ label: `  chunk ${name}`, ...size, note: 'shared or lazily loaded' });
}
if (measured.singleFile) {
  rows.push({ label: 'docs-widgets.js (single file, all widgets)', ...measured.singleFile, note: '' });
}

const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`);
for (const r of rows) {
  const cell = (/** @type {number} */ bytes) => (Number.isNaN(bytes) ? ''.padStart(11) : kb(bytes));
  console.log(`${r.label.padEnd(width)}  ${cell(r.raw)}  ${cell(r.gzip)}  ${cell(r.brotli)}  ${r.note}`);
}

// Growth since the last release: every figure the size budget checks, beside its size in
// bench/release-sizes.json (written at a release by `npm run size -- --record-release <version>`).
const releaseFile = resolve(fileURLToPath(new URL('./release-sizes.json', import.meta.url)));
const budgetFile = resolve(fileURLToPath(new URL('./size-budget.json', import.meta.url)));
if (existsSync(releaseFile)) {
  /** @type {{ release: string, recorded: string, sizes: Record<string, number> }} */
  const release = JSON.parse(readFileSync(releaseFile, 'utf8'));
  const figures = budgetFigures(measured, dist, JSON.parse(readFileSync(budgetFile, 'utf8')));
  const labelWidth = Math.max(...figures.map((figure) => figure.label.length));
  console.log('');
  console.log(`Growth since ${release.release} (recorded ${release.recorded}), gzip:`);
  let before = 0;
  let now = 0;
  for (const { label, bytes } of figures) {
    const then = release.sizes[label];
    const current = bytes === undefined ? undefined : Math.round((bytes / 1024) * 100) / 100; // as the record rounds
    let change = 'new since then';
    if (current === undefined) change = 'gone';
    else if (then !== undefined) {
      const delta = current - then;
      change = `${delta >= 0 ? '+' : '−'}${Math.abs(delta).toFixed(2)} KB (${delta >= 0 ? '+' : '−'}${Math.abs((delta / then) * 100).toFixed(1)}%)`;
      if (!label.startsWith('page:')) {
        before += then;
        now += current;
      }
    }
    const thenCell = then === undefined ? '—' : `${then.toFixed(2)} KB`;
    const nowCell = current === undefined ? '—' : `${current.toFixed(2)} KB`;
    console.log(`${label.padEnd(labelWidth)}  ${thenCell.padStart(10)}  ${nowCell.padStart(10)}  ${change}`);
  }
  console.log(
    `${'loader, runtime and every widget'.padEnd(labelWidth)}  ${`${before.toFixed(2)} KB`.padStart(10)}  ${`${now.toFixed(2)} KB`.padStart(10)}`,
  );
}
