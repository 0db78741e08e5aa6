// @ts-check
// Prints the size of what a page downloads: the loader, the shared runtime (its chunk and the
// chunks it imports), each widget's chunk with what it adds over the runtime (its own chunk plus
// the shared chunks it needs), lazily loaded chunks, and the single-file bundle,
// gzip and brotli. Run after `npm run build` (npm run bench does both). Asserts nothing:
// `npm run size` checks the ceilings in bench/size-budget.json.
import './record.mjs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kb, measureDist } from './dist-sizes.mjs';

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
