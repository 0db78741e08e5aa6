import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { root } from './widget-files.ts';

/**
 * A widget that embeds another one's component (`<code-exchange-guide>` shows `CodeBlock`) must not
 * pull in that widget's element wrapper, or the bundler would put the wrapper in a chunk both
 * share. Each embeddable widget has an `embed.ts` entry (its component, styles and helpers) that
 * its index.ts re-exports beside the element. Widgets import `../<widget>/embed`; an import of
 * another widget's bare folder (`../code-block`, or `../../code-block` from a widget's subfolder)
 * from inside widgets/ is resolved to that same file here, so code that still names the folder
 * builds the same way. A widget without an `embed.ts` has nothing to embed, and importing it from
 * another widget fails the build.
 */
export function embeddedEntries(): Plugin {
  const widgets = resolve(root, 'widgets');
  return {
    name: 'docs-widgets-embedded-entries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const importerPath = importer.split('?')[0]!;
      if (!importerPath.startsWith(widgets)) return null;
      // A widget's own files (`widgets/<widget>/<file>`) name another widget one level up; those in
      // one of its subfolders (`widgets/<widget>/<part>/<file>`), two levels up.
      const levels = relative(widgets, importerPath).split(/[\\/]/).length - 1;
      if (levels < 1 || levels > 2) return null;
      const folder = new RegExp(`^(?:\\.\\./){${levels}}([a-z-]+)$`).exec(source)?.[1];
      if (!folder || folder === 'shared') return null;
      const embed = resolve(widgets, folder, 'embed.ts');
      if (!existsSync(embed)) this.error(`${importerPath} imports <${folder}>, which has no embed.ts to embed.`);
      return embed;
    },
  };
}
