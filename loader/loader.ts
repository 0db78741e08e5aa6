import { recordEarlyListeners } from './early-listeners';
import { decodeChunkMap, decodeStaticTags } from './chunk-map';
import { eventAliases, readPrefix, startLoader } from './start';

// The build replaces this placeholder with the tag → chunk files map it has just written.
const map = '__DOCS_WIDGETS_CHUNKS__';

const loadedKey = Symbol.for('docs-widgets.loader');
const scope = globalThis as { [loadedKey]?: boolean };
// Loading the loader twice (two script tags, two copies) must be harmless.
if (!scope[loadedKey]) {
  scope[loadedKey] = true;
  // Vue's `@copy` and page scripts may listen before a tag's chunk has arrived and defined it.
  recordEarlyListeners(eventAliases);
  startLoader(
    decodeChunkMap(map),
    import.meta.url,
    undefined,
    readPrefix(),
    decodeStaticTags(map),
    decodeStaticTags(map, 4),
    decodeStaticTags(map, 5),
  );
}
