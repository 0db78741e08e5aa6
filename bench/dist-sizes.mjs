// @ts-check
// Measures what a page downloads from a CDN build (dist/): the loader, the shared runtime (its
// chunk and the chunks it imports), what each widget adds over the runtime (its own chunk plus
// the shared chunks it needs), the other chunks (shared or lazily loaded) and the single file.
// Used by bench/sizes.mjs (prints everything) and bench/size-budget.mjs (checks ceilings).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @typedef {{ raw: number, gzip: number, brotli: number }} Size
 * @typedef {{ tag: string, entry: string, own: Size, extra: string[], extraGzip: number, addsGzip: number }} WidgetSize
 * @typedef {{
 *   loader: Size,
 *   runtimeFile: string | undefined,
 *   runtime: Size | undefined,
 *   runtimeImports: Array<{ name: string, size: Size }>,
 *   runtimeGzip: number,
 *   widgets: WidgetSize[],
 *   otherChunks: Array<{ name: string, size: Size }>,
 *   singleFile: Size | undefined,
 * }} DistSizes
 */

/** @param {string} file @returns {Size} */
export function sizes(file) {
  const bytes = readFileSync(file);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * The loader's map of tag → chunk files (entry first, then the others in the order the loader
 * imports them: the shared ones, then the tag's own), read back out of the built loader, where
 * loader/chunk-map.ts writes it as `"<version>;<shared chunk> …;<tag> <chunk> …,<tag> …;<static tag> …"`: every
 * chunk file is `<name>-<version>.js`, every entry is named after its tag, the chunks every tag
 * imports are listed once, and the chunks the loader imports itself are not listed.
 * @param {string} dist
 * @returns {Record<string, string[]>}
 */
export function chunkMap(dist) {
  const loaderSource = readFileSync(join(dist, 'loader.js'), 'utf8');
  const [, version = '', shared = '', list = ''] = loaderSource.match(/"([\w-]+);([^";]*);([^";]*)[^"]*"/) ?? [];
  return Object.fromEntries(
    list
      .split(',')
      .filter(Boolean)
      .map((item) => {
        const [entry = '', ...own] = item.split(' ');
        const names = [entry, ...shared.split(' ').filter(Boolean), ...own];
        return [names[0] ?? '', names.map((name) => `./chunks/${name}-${version}.js`)];
      }),
  );
}

/**
 * Sizes of everything in a CDN build. Throws when dist/ has no loader.
 * @param {string} dist
 * @returns {DistSizes}
 */
export function measureDist(dist) {
  if (!existsSync(join(dist, 'loader.js'))) throw new Error(`${dist} has no loader.js: run \`npm run build\` first.`);
  const map = chunkMap(dist);
  const chunkFiles = readdirSync(join(dist, 'chunks')).sort();
  const runtimeFile = chunkFiles.find((name) => name.startsWith('runtime-'));
  // Chunks the runtime chunk imports statically: the bundler's CommonJS interop helpers, which
  // React needs. Every page with any widget fetches them with the runtime, so they count as it.
  const runtimeImportNames = runtimeFile
    ? [
        ...readFileSync(join(dist, 'chunks', runtimeFile), 'utf8').matchAll(
          /(?:^|[;}])import\{[^}]*\}from"\.\/([^"]+)"/g,
        ),
      ].map((match) => match[1] ?? '')
    : [];
  const runtimeFiles = new Set([runtimeFile, ...runtimeImportNames]);
  const runtime = runtimeFile ? sizes(join(dist, 'chunks', runtimeFile)) : undefined;
  const runtimeImports = runtimeImportNames.map((name) => ({ name, size: sizes(join(dist, 'chunks', name)) }));
  const runtimeGzip = (runtime?.gzip ?? 0) + runtimeImports.reduce((sum, { size }) => sum + size.gzip, 0);

  /** @type {WidgetSize[]} */
  const widgets = [];
  const entryFiles = new Set();
  for (const [tag, files] of Object.entries(map).sort()) {
    const [entry, ...dependencies] = files;
    if (!entry) continue;
    entryFiles.add(entry.replace('./chunks/', ''));
    const extra = dependencies.filter((file) => !runtimeFiles.has(file.replace('./chunks/', '')));
    const own = sizes(join(dist, entry));
    const extraGzip = extra.reduce((sum, file) => sum + sizes(join(dist, file)).gzip, 0);
    widgets.push({ tag, entry, own, extra, extraGzip, addsGzip: own.gzip + extraGzip });
  }
  const otherChunks = chunkFiles
    .filter((name) => !runtimeFiles.has(name) && !entryFiles.has(name))
    .map((name) => ({ name, size: sizes(join(dist, 'chunks', name)) }));
  const singleFilePath = join(dist, 'docs-widgets.js');
  return {
    loader: sizes(join(dist, 'loader.js')),
    runtimeFile,
    runtime,
    runtimeImports,
    runtimeGzip,
    widgets,
    otherChunks,
    singleFile: existsSync(singleFilePath) ? sizes(singleFilePath) : undefined,
  };
}

/**
 * Gzip bytes a page with the given tags downloads: the loader, the runtime, and what each tag adds
 * (chunks shared by two of the tags counted once). Lazily loaded chunks are not counted.
 * @param {DistSizes} measured
 * @param {string} dist
 * @param {string[]} tags
 */
export function pageGzip(measured, dist, tags) {
  const files = new Set();
  for (const tag of tags) {
    const widget = measured.widgets.find((candidate) => candidate.tag === tag);
    if (!widget) throw new Error(`no chunk for <${tag}> in ${dist}`);
    files.add(widget.entry);
    for (const file of widget.extra) files.add(file);
  }
  const widgetsGzip = [...files].reduce((sum, file) => sum + sizes(join(dist, file)).gzip, 0);
  return measured.loader.gzip + measured.runtimeGzip + widgetsGzip;
}

/**
 * @typedef {{
 *   margin: number,
 *   leastMarginKb?: number,
 *   loader: number,
 *   runtime: number,
 *   widgets: Record<string, number>,
 *   pages: Record<string, { tags: string[], size: number }>,
 * }} Budget  Recorded gzip sizes in KB (1024 bytes), each allowed to grow by `margin` (0.03: 3%),
 *   and by `leastMarginKb` at least, so that a small widget's ceiling is not a few bytes over it.
 * @typedef {{ label: string, bytes: number | undefined, recorded: number | undefined, page?: string }} Figure
 */

/**
 * Every figure the budget speaks of, and every widget the build has, with its built gzip bytes
 * (undefined when the build lacks it) and its recorded size in KB (undefined when the budget
 * lacks it), in a stable order: the loader, the runtime, the widgets by tag, the pages.
 * @param {DistSizes} measured
 * @param {string} dist
 * @param {Budget} budget
 * @returns {Figure[]}
 */
export function budgetFigures(measured, dist, budget) {
  /** @type {Figure[]} */
  const figures = [
    { label: 'loader.js', bytes: measured.loader.gzip, recorded: budget.loader },
    { label: 'runtime (chunk and its imports)', bytes: measured.runtimeGzip, recorded: budget.runtime },
  ];
  const tags = new Set([...measured.widgets.map((widget) => widget.tag), ...Object.keys(budget.widgets)]);
  for (const tag of [...tags].sort()) {
    const widget = measured.widgets.find((candidate) => candidate.tag === tag);
    figures.push({ label: `<${tag}> adds`, bytes: widget?.addsGzip, recorded: budget.widgets[tag] });
  }
  for (const [name, page] of Object.entries(budget.pages)) {
    let bytes;
    try {
      bytes = pageGzip(measured, dist, page.tags);
    } catch {
      bytes = undefined;
    }
    figures.push({ label: `page: ${name}`, bytes, recorded: page.size, page: name });
  }
  return figures;
}

/**
 * The bundled languages' chunks among a build's other chunks, one per language and message group
 * (widgets/shared/i18n/groups.ts), each named `<language>.<group>-<version>.js`: a language tag
 * (`de`, `pt-BR`, `zh-TW`) before the dot tells them from a widget's own parts (`code-block.styles`).
 * @param {DistSizes} measured
 * @returns {Array<{ language: string, group: string, size: Size }>}
 */
export function languageChunks(measured) {
  return measured.otherChunks.flatMap(({ name, size }) => {
    const [, language, group] = /^([a-z]{2,3}(?:-[A-Z]{2}|-[A-Z][a-z]{3})?)\.([a-z]+)-[\w-]+\.js$/.exec(name) ?? [];
    return language && group ? [{ language, group, size }] : [];
  });
}

/** @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(2).padStart(8) + ' KB';
