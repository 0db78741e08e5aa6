// @ts-check
// What every gzip byte of the loader is spent on, by group: each function and constant of its code
// (named as in loader/ and base/protocol.ts), each part of the chunk map the build writes into it,
// and beside it the early tab script a prerendered page with tab sets loads in its head. gzip has
// no bytes of its own per group, so a group's figure is what the loader shrinks by without it
// (its text taken out of the minified file); the figures add up to about the whole. Run after
// `npm run build`, on any commit, to compare two versions group by group.
//
// The names come from a build of loader/loader.ts made here with a source map, under the options
// of vite.config.ts; its code is checked against dist/loader.js, and the figures are dist's.
import './record.mjs';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, parseAst } from 'vite';
import { loaderGroups } from './loader-groups.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const loaderFile = resolve(root, 'dist', 'loader.js');
if (!existsSync(loaderFile)) {
  console.error('dist/loader.js is missing: run `npm run build` first.');
  process.exit(1);
}
const gzip = (/** @type {string} */ text) => gzipSync(text, { level: 9 }).length;
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const code = readFileSync(loaderFile, 'utf8');
const mapLiteral = code.match(/"[\w-]+;[^"]*"/)?.[0] ?? '';

/** Base64 VLQ, as source maps write their mappings. */
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/**
 * The original name and file at each generated column of a one-line file's source map.
 * @param {{ mappings: string, names: string[], sources: string[] }} sourceMap
 */
function namesByColumn(sourceMap) {
  /** @type {Map<number, { name?: string, source: string }>} */
  const found = new Map();
  const state = [0, 0, 0, 0, 0];
  for (const segment of sourceMap.mappings.split(';')[0]?.split(',') ?? []) {
    const values = [];
    let value = 0;
    let shift = 0;
    for (const character of segment) {
      const digit = base64.indexOf(character);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    values.forEach((delta, index) => (state[index] = (state[index] ?? 0) + delta));
    if (values.length > 1)
      found.set(state[0] ?? 0, {
        name: values.length > 4 ? sourceMap.names[state[4] ?? 0] : undefined,
        source: sourceMap.sources[state[1] ?? 0] ?? '',
      });
  }
  return found;
}

/** The loader built again with a source map, under dist's options. */
async function loaderWithSourceMap() {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: true,
      lib: { entry: resolve(root, 'loader', 'loader.ts'), formats: ['es'], fileName: () => 'loader.js' },
      rollupOptions: { output: { minify: true, comments: { annotation: false, jsdoc: false, legal: false } } },
    },
  });
  const chunk = /** @type {any} */ (output)[0].output[0];
  const placeholder = /(["'`])__DOCS_WIDGETS_CHUNKS__\1/;
  const at = chunk.code.search(placeholder);
  const length = chunk.code.match(placeholder)?.[0].length ?? 0;
  // The map's text moves what follows it: columns after it are shifted back to the built file's.
  const shift = mapLiteral.length - length;
  const columns = new Map(
    [...namesByColumn(chunk.map)].map(([column, name]) => [column > at ? column + shift : column, name]),
  );
  // The source map's comment aside, the code is dist's.
  const built = chunk.code.replace(placeholder, mapLiteral).replace(/\n?\/\/# sourceMappingURL=.*\s*$/, '');
  return { code: built, columns };
}

const rebuilt = await loaderWithSourceMap();
if (rebuilt.code !== code)
  console.log('note: dist/loader.js differs from the loader built here (rebuild dist); names may be off');

/** Each top-level declaration of the minified loader, by its original name. */
const total = gzip(code);
/** @type {Array<{ label: string, start: number, end: number }>} */
const pieces = [];
for (const statement of /** @type {any} */ (parseAst(code)).body) {
  const declarations = statement.type === 'VariableDeclaration' ? statement.declarations : [statement];
  for (const declaration of declarations) {
    const at = declaration.id?.start ?? declaration.start;
    const origin = rebuilt.columns.get(at);
    const file = origin?.source.replace(/^.*?((loader|base)\/[\w.-]+)$/, '$1') ?? '';
    const name =
      declaration.init?.value === mapLiteral.slice(1, -1)
        ? 'the chunk map'
        : declaration.type === 'ExpressionStatement'
          ? 'start-up (run once, the calls)'
          : origin?.name;
    pieces.push({
      label: name ? `${file}: ${name}` : `${file}: start-up`.replace(/^: /, ''),
      start: declaration.start,
      end: declaration.end,
    });
  }
}

console.log('dist/loader.js, gzip -9; each group: what the loader shrinks by without it\n');
console.log(`${'group'.padEnd(64)} ${'gzip'.padStart(7)} ${'minified'.padStart(9)}`);
let sum = 0;
for (const { label, start, end } of pieces) {
  const without = total - gzip(code.slice(0, start) + code.slice(end));
  sum += without;
  console.log(`${label.padEnd(64)} ${String(without).padStart(7)} ${String(end - start).padStart(9)}`);
}
console.log(`${'sum of the groups'.padEnd(64)} ${String(sum).padStart(7)}`);
for (const group of loaderGroups(loaderFile).groups.slice(1))
  console.log(`  ${group.label.padEnd(62)} ${String(group.gzip).padStart(7)}`);
console.log(`${'loader.js'.padEnd(64)} ${String(total).padStart(7)} ${String(code.length).padStart(9)}  ${kb(total)}`);

// The early tab script, as the prerender writes it (dist/cli holds the server build).
const serverChunks = resolve(root, 'dist', 'cli', 'chunks');
const earlyModule = existsSync(serverChunks)
  ? readdirSync(serverChunks).find((file) =>
      readFileSync(resolve(serverChunks, file), 'utf8').includes('docs-widgets-early.'),
    )
  : undefined;
if (earlyModule) {
  const module = await import(resolve(serverChunks, earlyModule));
  const earlyScript = Object.values(module).find(
    (value) => typeof value === 'function' && value.name === 'earlyScript',
  );
  if (earlyScript) {
    const { js } = earlyScript();
    console.log(
      `${'early tab script (pages with <persisted-tabs>)'.padEnd(64)} ${String(gzip(js)).padStart(7)} ${String(js.length).padStart(9)}  ${kb(gzip(js))}`,
    );
  }
}
