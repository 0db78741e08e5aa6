import { createHash } from 'node:crypto';
import type { Plugin, Rolldown } from 'vite';
import { encodeChunkMap } from '../loader/chunk-map.ts';
import { readAllMetadata } from './widget-files.ts';

/**
 * Gives the loader the map of tag → chunk files (entry first, then its static imports, each after
 * those it imports) once the file names are final. Vite's own glob import would add its preload
 * helper and the source paths to the loader, doubling its size. Every chunk is renamed
 * `<name>-<version>.js`, with one version (a hash of every chunk) for the whole build, so the map
 * carries one hash instead of one per file, and the chunks every tag needs (the runtime) are
 * listed once; chunks the loader
 * imports itself are left out. A release changes the version of every file at once, which is
 * what a release does anyway. The map also names the tags whose metadata says a prerendered
 * instance needs no script (`WidgetMetadata.static`). See `loader/chunk-map.ts` for the format.
 */
export function loaderChunkMap(): Plugin {
  return {
    name: 'docs-widgets-loader-chunks',
    apply: 'build',
    async generateBundle(_options, bundle) {
      // A chunk and every chunk it imports, each after the chunks it imports itself: the order the
      // browser evaluates them in, which the loader follows when it imports them one at a time.
      // Chunks that import each other in a loop have no such order (the browser's would depend on
      // which one is imported first): the build stops.
      const staticImports = (
        fileName: string,
        seen = new Set<string>(),
        order: string[] = [],
        path: string[] = [],
      ): string[] => {
        const chunk = bundle[fileName];
        if (path.includes(fileName))
          throw new Error(`chunks import each other in a loop: ${[...path, fileName].join(' → ')}`);
        if (seen.has(fileName) || chunk?.type !== 'chunk') return order;
        seen.add(fileName);
        for (const imported of chunk.imports) staticImports(imported, seen, order, [...path, fileName]);
        order.push(fileName);
        return order;
      };
      const loader = bundle['loader.js'];
      if (loader?.type !== 'chunk') throw new Error('loader.js is missing from the bundle');
      const loaderImports = new Set(staticImports('loader.js'));
      const chunks = Object.values(bundle)
        .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk' && output !== loader)
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const hash = createHash('sha256');
      for (const chunk of chunks) hash.update(chunk.fileName).update(chunk.code);
      const version = hash.digest('base64url').slice(0, 8);

      // Old file name → new bare name (no folder, no version, no ".js"): the chunk's own name,
      // numbered when two chunks share one.
      const names = new Map<string, string>();
      const taken = new Set<string>();
      for (const chunk of chunks) {
        let name = chunk.name;
        for (let count = 2; taken.has(name); count += 1) name = `${chunk.name}${count}`;
        taken.add(name);
        names.set(chunk.fileName, name);
      }
      const renamed = (fileName: string) => `${names.get(fileName)!}-${version}.js`;
      const entries = chunks.filter((chunk) => chunk.isEntry).sort((a, b) => a.name.localeCompare(b.name));
      const dependencies: Record<string, string[]> = {};
      for (const entry of entries) {
        if (names.get(entry.fileName) !== entry.name) throw new Error(`entry ${entry.name} would be renamed`);
        // Every chunk the entry imports directly or through another chunk, so all are fetched in
        // parallel, each after those it imports. Stored as bare names: the loader adds "chunks/",
        // the version and ".js".
        dependencies[entry.name] = staticImports(entry.fileName)
          .filter((file) => file !== entry.fileName && !loaderImports.has(file))
          .map((file) => names.get(file)!);
      }
      // Chunks import each other by relative specifier ("./core-Ab12.js", also in dynamic
      // imports and `new URL(…, import.meta.url)`): each is rewritten to the new name.
      for (const chunk of chunks) {
        let code = chunk.code;
        for (const [fileName] of names) {
          const from = `./${fileName.replace(/^chunks\//, '')}`;
          if (code.includes(from)) code = code.split(from).join(`./${renamed(fileName)}`);
        }
        this.emitFile({ type: 'asset', fileName: `chunks/${renamed(chunk.fileName)}`, source: code });
        delete bundle[chunk.fileName];
      }
      const statics: Record<string, readonly string[]> = {};
      const touchable: Record<string, readonly string[]> = {};
      const sources: Record<string, readonly string[]> = {};
      for (const metadata of await readAllMetadata()) {
        if (!(metadata.static || metadata.untilTouched) || !(metadata.tag in dependencies)) continue;
        if (metadata.static) statics[metadata.tag] = metadata.static === true ? [] : metadata.static.unlessAttributes;
        const { unlessAttributes = [], sourceAttribute } =
          metadata.untilTouched === true ? {} : (metadata.untilTouched ?? {});
        if (metadata.untilTouched) touchable[metadata.tag] = unlessAttributes;
        if (sourceAttribute) sources[metadata.tag] = [sourceAttribute];
      }
      const placeholder = /(["'`])__DOCS_WIDGETS_CHUNKS__\1/;
      if (!placeholder.test(loader.code)) throw new Error('loader.js lost its chunk-map placeholder');
      loader.code = loader.code.replace(
        placeholder,
        JSON.stringify(encodeChunkMap(version, dependencies, statics, touchable, sources)),
      );
    },
  };
}
