import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { root } from './widget-files.ts';

/**
 * The loader must run alone: it is the one script a page of static prerendered widgets fetches.
 * When it needs a module the runtime imports too (base/protocol.ts, the names both sides read),
 * the bundler would put that module in a chunk the loader and the runtime share, and the loader
 * would fetch it before anything else. Here the loader's import of such a module gets a copy of
 * its own, bundled into loader.js; the runtime keeps its own. Each named module must be a leaf
 * (import nothing), or its imports would be shared again.
 */
export function loaderOwnModules(files: readonly string[] = ['base/protocol.ts']): Plugin {
  // A virtual id that names no folder, so no chunk group (the runtime's matches widgets/shared/ and base/)
  // claims the copy.
  const prefix = '\0docs-widgets-loader-copy:';
  const own = new Map(files.map((file, index) => [resolve(root, file), String(index)]));
  const loaderFolder = resolve(root, 'loader');
  return {
    name: 'docs-widgets-loader-own-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !importer.split('?')[0]!.startsWith(loaderFolder)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const copy = resolved && own.get(resolved.id);
      return copy ? `${prefix}${copy}.ts` : null; // .ts, so the copy is compiled as TypeScript
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const code = readFileSync(resolve(root, files[Number(id.slice(prefix.length, -'.ts'.length))]!), 'utf8');
      if (/^\s*import\s/m.test(code)) this.error(`${id}: a module the loader copies must import nothing`);
      return { code, map: null };
    },
  };
}
