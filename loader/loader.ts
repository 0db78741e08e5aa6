import { recordEarlyListeners } from './early-listeners';
import { decodeChunkMap, decodeStaticTags } from './chunk-map';
import { eventAliases, loaderKey } from '../base/protocol';
import { readPrefix, startLoader } from './start';

// The build replaces this placeholder with the tag → chunk files map it has just written.
const map = '__DOCS_WIDGETS_CHUNKS__';

const scope = globalThis as { [loaderKey]?: boolean };
// Loading the loader twice (two script tags, two copies) must be harmless.
if (!scope[loaderKey]) {
  scope[loaderKey] = true;
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
