// @ts-check
// Prints the size of what a page downloads: the loader, the shared runtime (its chunk and the
// chunks it imports), each widget's chunk with what it adds over the runtime (its own chunk plus
// the shared chunks it needs), lazily loaded chunks, and the single-file bundle,
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
/**
 * Chunks the runtime chunk imports statically: the bundler's CommonJS interop helpers, which React
 * needs. Every page with any widget fetches them with the runtime, so they count as the runtime.
 */
const runtimeImports = runtimeFile
  ? [...readFileSync(join(dist, 'chunks', runtimeFile), 'utf8').matchAll(/(?:^|[;}])import\{[^}]*\}from"\.\/([^"]+)"/g)].map((match) => match[1] ?? '')
  : [];
const runtimeFiles = new Set([runtimeFile, ...runtimeImports]);
if (runtimeFile) {
  row('runtime chunk (React + element runtime)', join(dist, 'chunks', runtimeFile), 'shared, fetched once');
  for (const name of runtimeImports) row(`  + ${name}`, join(dist, 'chunks', name), 'imported by the runtime chunk, fetched with it');
  const total = [...runtimeFiles].reduce((sum, name) => sum + sizes(join(dist, 'chunks', name ?? '')).gzip, 0);
  rows.push({ label: 'runtime in all', raw: NaN, gzip: total, brotli: NaN, note: 'what every widget adds to, below' });
}

const entryFiles = new Set();
for (const [tag, files] of Object.entries(chunkMap).sort()) {
  const [entry, ...dependencies] = files;
  if (!entry) continue;
  entryFiles.add(entry.replace('./chunks/', ''));
  const extra = dependencies.filter((file) => !runtimeFiles.has(file.replace('./chunks/', '')));
  const own = sizes(join(dist, entry));
  const extraGzip = extra.reduce((sum, file) => sum + sizes(join(dist, file)).gzip, 0);
  const shared = extra.length ? `, of which ${kb(extraGzip).trim()} in shared chunks: ${extra.map((f) => f.replace('./chunks/', '')).join(', ')}` : '';
  rows.push({
    label: `<${tag}>`,
    ...own,
    note: `adds ${kb(own.gzip + extraGzip).trim()} gzip over the runtime${shared}`,
  });
}
for (const name of chunkFiles) {
  if (runtimeFiles.has(name) || entryFiles.has(name)) continue;
  row(`  chunk ${name}`, join(dist, 'chunks', name), 'shared or lazily loaded');
}
if (existsSync(join(dist, 'docs-widgets.js'))) row('docs-widgets.js (single file, all widgets)', join(dist, 'docs-widgets.js'));

const width = Math.max(...rows.map((r) => r.label.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`);
for (const r of rows) {
  const cell = (/** @type {number} */ bytes) => (Number.isNaN(bytes) ? ''.padStart(11) : kb(bytes));
  console.log(`${r.label.padEnd(width)}  ${cell(r.raw)}  ${cell(r.gzip)}  ${cell(r.brotli)}  ${r.note}`);
}
