import { startLoader, type ChunkMap } from './start';

// The build replaces this placeholder with the tag → chunk files map it has just written.
const chunks = JSON.parse('__DOCS_WIDGETS_CHUNKS__') as ChunkMap;

const loadedKey = Symbol.for('docs-widgets.loader');
const scope = globalThis as { [loadedKey]?: boolean };
// Loading the loader twice (two script tags, two copies) must be harmless.
if (!scope[loadedKey]) {
  scope[loadedKey] = true;
  startLoader(chunks, import.meta.url);
}
