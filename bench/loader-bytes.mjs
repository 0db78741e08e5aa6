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
//
// `--before <dist>` prints another build's loader beside it, group by group (the last release's:
// copy its dist/ somewhere first). That loader has no source map here, so each of its
// declarations is named after the declaration of ours it matches: the same code once local names
// are set aside, else the one with most words in common, marked "(changed)"; the map's parts are
// named by their place.
import './record.mjs';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, parseAst } from 'vite';
import { loaderGroups } from './loader-groups.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const beforeAt = process.argv.indexOf('--before');
const beforeFolder = beforeAt > 0 ? process.argv[beforeAt + 1] : undefined;
const beforeFile = beforeFolder ? resolve(beforeFolder, 'loader.js') : undefined;
if (beforeFile && !existsSync(beforeFile)) {
  console.error(`${beforeFile} is missing: --before names a dist folder that holds loader.js.`);
  process.exit(1);
}
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

/**
 * Each top-level declaration of a minified loader, with what it costs (what the file shrinks by
 * without it); named through `nameAt` (a column → its original name).
 * @param {string} text
 * @param {string} mapText the chunk map's literal in `text`
 * @param {(at: number) => { name?: string, source: string } | undefined} nameAt
 */
function declarationsOf(text, mapText, nameAt) {
  const whole = gzip(text);
  /** @type {Array<{ named: boolean, changed?: boolean, label: string, text: string, gzip: number, length: number }>} */
  const found = [];
  for (const statement of /** @type {any} */ (parseAst(text)).body) {
    const declarations = statement.type === 'VariableDeclaration' ? statement.declarations : [statement];
    for (const declaration of declarations) {
      const origin = nameAt(declaration.id?.start ?? declaration.start);
      const file = origin?.source.replace(/^.*?((loader|base)\/[\w.-]+)$/, '$1') ?? 'loader/loader.ts';
      const isMap = declaration.init?.value === mapText.slice(1, -1);
      const name = isMap
        ? 'the chunk map'
        : declaration.type === 'ExpressionStatement'
          ? 'start-up (run once, the calls)'
          : origin?.name;
      const { start, end } = declaration;
      found.push({
        named: !!origin?.name || isMap || declaration.type === 'ExpressionStatement',
        label: name ? `${file}: ${name}` : `${file}: start-up`.replace(/^: /, ''),
        text: text.slice(start, end),
        gzip: whole - gzip(text.slice(0, start) + text.slice(end)),
        length: end - start,
      });
    }
  }
  return found;
}

/** A declaration's words, local (minified) names set aside: what two builds of the same code share. */
const wordsOf = (/** @type {string} */ text) => /** @type {string[]} */ (text.match(/[A-Za-z_$][\w$-]{2,}|\d+/g) ?? []);

/**
 * Names each declaration of the other loader after the one of `ours` with the same words, or
 * most words in common (its row then marked "(changed)"); none in common above half, "gone since".
 * @param {ReturnType<typeof declarationsOf>} theirs
 * @param {ReturnType<typeof declarationsOf>} ours
 */
function nameLike(theirs, ours) {
  for (const declaration of theirs) {
    if (declaration.named) continue; // the map and the calls that start the loader
    const words = wordsOf(declaration.text);
    let best = { score: 0, label: '' };
    for (const candidate of ours) {
      const other = wordsOf(candidate.text);
      const shared = words.filter((word) => other.includes(word)).length;
      const score = (2 * shared) / (words.length + other.length || 1);
      if (score > best.score) best = { score, label: candidate.label };
    }
    const same = words.join(' ') === wordsOf(ours.find(({ label }) => label === best.label)?.text ?? '').join(' ');
    declaration.label = best.score > 0.5 ? best.label : 'unnamed (gone since)';
    declaration.changed = best.score > 0.5 && !same;
  }
}

const ours = declarationsOf(code, mapLiteral, (at) => rebuilt.columns.get(at));
const total = gzip(code);
const before = beforeFile ? readFileSync(beforeFile, 'utf8') : undefined;
const theirs = before ? declarationsOf(before, before.match(/"[\w-]+;[^"]*"/)?.[0] ?? '', () => undefined) : [];
nameLike(theirs, ours);

const column = (/** @type {number | string | undefined} */ value) => String(value ?? '').padStart(7);
console.log('dist/loader.js, gzip -9; each group: what the loader shrinks by without it\n');
console.log(
  `${'group'.padEnd(64)} ${before ? `${'before'.padStart(7)} ` : ''}${'gzip'.padStart(7)} ${'minified'.padStart(9)}`,
);
/** Every label of both, ours in order, then those only the other loader has. */
const labels = [...new Set([...ours.map(({ label }) => label), ...theirs.map(({ label }) => label)])];
const sumOf = (/** @type {ReturnType<typeof declarationsOf>} */ list, /** @type {string} */ label) => {
  const matching = list.filter((declaration) => declaration.label === label);
  return matching.length ? matching.reduce((sum, declaration) => sum + declaration.gzip, 0) : undefined;
};
for (const label of labels) {
  const mine = ours.filter((declaration) => declaration.label === label);
  const length = mine.reduce((sum, declaration) => sum + declaration.length, 0);
  const changed = theirs.some((declaration) => declaration.label === label && declaration.changed);
  console.log(
    `${(changed ? `${label} (changed)` : label).padEnd(64)} ${before ? `${column(sumOf(theirs, label) ?? '-')} ` : ''}${column(sumOf(ours, label) ?? '-')} ${String(mine.length ? length : '-').padStart(9)}`,
  );
}
const sum = (/** @type {ReturnType<typeof declarationsOf>} */ list) =>
  list.reduce((total, declaration) => total + declaration.gzip, 0);
console.log(`${'sum of the groups'.padEnd(64)} ${before ? `${column(sum(theirs))} ` : ''}${column(sum(ours))}`);
const groupsBefore = beforeFile ? loaderGroups(beforeFile).groups : [];
const groups = loaderGroups(loaderFile).groups;
for (const group of [...new Set([...groups, ...groupsBefore].map(({ label }) => label))]) {
  if (group === 'code') continue;
  const figure = (/** @type {typeof groups} */ list) => list.find(({ label }) => label === group)?.gzip ?? '-';
  console.log(`  ${group.padEnd(62)} ${before ? `${column(figure(groupsBefore))} ` : ''}${column(figure(groups))}`);
}
if (before)
  console.log(`${'code (the map emptied)'.padEnd(64)} ${column(groupsBefore[0]?.gzip)} ${column(groups[0]?.gzip)}`);
console.log(
  `${'loader.js'.padEnd(64)} ${before ? `${column(gzip(before))} ` : ''}${column(total)} ${String(code.length).padStart(9)}  ${before ? `${kb(gzip(before))} → ` : ''}${kb(total)}`,
);

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
      `${'early tab script (pages with <persisted-tabs>)'.padEnd(64)} ${before ? `${''.padStart(7)} ` : ''}${String(gzip(js)).padStart(7)} ${String(js.length).padStart(9)}  ${kb(gzip(js))}`,
    );
  }
}
