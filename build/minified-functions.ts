import { readFile } from 'node:fs/promises';
import { minify } from 'terser';
import { transformWithOxc, type Plugin } from 'vite';

/** The query that asks for a module's one exported function as minified source text. */
const query = '?minified-function';

/**
 * `import source from './module.ts?minified-function'`: the module's one exported function, compiled
 * and minified by terser, as a string the server writes into pages (`(${source})()`). Used for the
 * early tab script a prerendered page loads in its `<head>`: the server builds are not minified,
 * so that an app's stack traces stay readable, and a function's `toString()` there would be the
 * bundler's pretty-printed text, which every reader of the page would download.
 *
 * The module must import nothing and export one function declaration (the build fails otherwise),
 * so that the text runs alone in a page.
 */
export function minifiedFunctions(): Plugin {
  return {
    name: 'docs-widgets-minified-functions',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(query)) return null;
      const file = id.slice(0, -query.length);
      const source = await readFile(file, 'utf8');
      const compiled = await transformWithOxc(source, file, { lang: 'ts' });
      const minified = await minify(compiled.code, { module: true, ecma: 2020, compress: { passes: 2 } });
      const match = /^export function ([\w$]+)(\(.*)$/s.exec((minified.code ?? '').trim());
      if (!match || /\bimport\b|\bexport\b/.test(match[2]!))
        this.error(`${file}: a module imported with ${query} must import nothing and export one function`);
      this.addWatchFile(file);
      return { code: `export default ${JSON.stringify(`function ${match[1]}${match[2]}`)};`, map: null };
    },
  };
}
