// @ts-check
// Prints the size of what a page downloads: the loader, the shared runtime chunk, each widget's
// chunk (with what it adds over the runtime), lazily loaded chunks, and the single-file bundle,
// gzip and brotli. Run after `npm run build` (npm run bench does both). Asserts nothing.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = resolve(fileURLToPath(new URL('../dist', import.meta.url)));
if (!existsSync(join(dist, 'loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** @param {string} file */
function sizes(file) {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(2).padStart(8) + ' KB';
const rows = [];
/** @param {string} label @param {string} file @param {string} [note] */
function row(label, file, note = '') {
  const size = sizes(file);
  rows.push({ label, ...size, note });
  return size;
}

// The loader knows which chunks belong to which tag; read its map back out of the built file.
const loaderSource = readFileSync(join(dist, 'loader.js'), 'utf8');
const mapMatch = loaderSource.match(/JSON\.parse\((".*?[^\\]")\)/);
/** @type {Record<string, string[]>} */
const chunkMap = Object.fromEntries(
  Object.entries(mapMatch ? JSON.parse(JSON.parse(mapMatch[1] ?? '""')) : {}).map(([tag, names]) => [
    tag,
    /** @type {string[]} */ (names).map((name) => `./chunks/${name}.js`),
  ]),
);

row('loader.js', join(dist, 'loader.js'), 'budget 1.5 KB gzip');
const chunkFiles = readdirSync(join(dist, 'chunks')).sort();
const runtimeFile = chunkFiles.find((name) => name.startsWith('runtime-'));
if (runtimeFile) row('runtime (React + element runtime)', join(dist, 'chunks', runtimeFile), 'shared, fetched once');

const entryFiles = new Set();
for (const [tag, files] of Object.entries(chunkMap).sort()) {
  const [entry, ...dependencies] = files;
  if (!entry) continue;
  entryFiles.add(entry.replace('./chunks/', ''));
  const extra = dependencies.filter((file) => !file.includes('/runtime-'));
  const own = sizes(join(dist, entry));
  const extraGzip = extra.reduce((sum, file) => sum + sizes(join(dist, file)).gzip, 0);
  rows.push({
    label: `<${tag}>`,
    ...own,
    note: extra.length ? `+${kb(extraGzip).trim()} gzip in shared chunks: ${extra.map((f) => f.replace('./chunks/', '')).join(', ')}` : '',
  });
}
for (const name of chunkFiles) {
  if (name === runtimeFile || entryFiles.has(name)) continue;
  row(`  chunk ${name}`, join(dist, 'chunks', name), 'shared or lazily loaded');
}
if (existsSync(join(dist, 'docs-widgets.js'))) row('docs-widgets.js (single file, all widgets)', join(dist, 'docs-widgets.js'));

const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`);
for (const r of rows) {
  console.log(`${r.label.padEnd(width)}  ${kb(r.raw)}  ${kb(r.gzip)}  ${kb(r.brotli)}  ${r.note}`);
}
