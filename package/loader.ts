import { eventAliases, loaderKey as loadedKey } from '../base/protocol';
import { readPrefix, startLoader, type ElementModule } from '../loader/start';
import { recordEarlyListeners } from '../loader/early-listeners';

/**
 * `docs-widgets/loader`: the lazy loader for apps that bundle the package. Like the CDN build's
 * `loader.js`, it defines only the tags a page uses (also tags added later, and under the page's
 * `docs-widgets:prefix`), but each widget is a dynamic import the app's bundler splits into its
 * own chunk and serves from the app's own assets. (The CDN build's `loader.js` finds its chunks
 * next to itself, which a bundler moves.)
 */

const importers = import.meta.glob<ElementModule>('../widgets/*/index.ts');
const byTag: Record<string, () => Promise<ElementModule>> = Object.fromEntries(
  Object.entries(importers).map(([path, load]) => [path.replace(/^.*\/([^/]+)\/index\.ts$/, '$1'), load]),
);

// startLoader works with chunk URLs; here each "chunk" is a tag, read back from its URL.
const base = 'https://docs-widgets.invalid/';
const chunkPrefix = `${base}chunks/`;

const scope = globalThis as { [loadedKey]?: boolean };
if (typeof document !== 'undefined' && !scope[loadedKey]) {
  scope[loadedKey] = true;
  recordEarlyListeners(eventAliases);
  startLoader(
    Object.fromEntries(Object.keys(byTag).map((tag) => [tag, [tag]])),
    base,
    (url) => byTag[url.slice(chunkPrefix.length, -'.js'.length)]!(),
    readPrefix(),
  );
}
