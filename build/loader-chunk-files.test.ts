// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeChunkMap, decodeStaticTags } from '../loader/chunk-map.ts';
import { loaderChunkMap } from './loader-chunk-map.ts';

// What the build writes for the browser: chunk files under their new names, and a map in the
// loader. A chunk importing a name that no longer exists, or a tag missing from the map, is a
// widget that never appears on the reader's page.
type FakeChunk = { type: 'chunk'; fileName: string; name: string; imports: string[]; isEntry: boolean; code: string };

const chunk = (name: string, imports: string[] = [], isEntry = false): FakeChunk => ({
  type: 'chunk',
  fileName: `chunks/${name}-h4sh.js`,
  name,
  imports: imports.map((imported) => `chunks/${imported}-h4sh.js`),
  isEntry,
  code: imports.map((imported) => `import './${imported}-h4sh.js';`).join('\n'),
});

/** Runs the plugin over `chunks` beside a loader: the loader's map text and the files it emitted. */
async function build(chunks: FakeChunk[]) {
  const loader = {
    ...chunk('loader', [], true),
    fileName: 'loader.js',
    code: 'const map = "__DOCS_WIDGETS_CHUNKS__";',
  };
  const bundle: Record<string, FakeChunk> = { 'loader.js': loader };
  for (const each of chunks) bundle[each.fileName] = each;
  const emitted: Record<string, string> = {};
  const hook = loaderChunkMap().generateBundle as unknown as (
    this: { emitFile: (file: { fileName: string; source: string }) => void },
    options: unknown,
    bundle: unknown,
  ) => Promise<void>;
  await hook.call({ emitFile: ({ fileName, source }) => (emitted[fileName] = source) }, {}, bundle);
  return { map: loader.code.match(/"([^"]*)"/)![1]!, emitted, left: Object.keys(bundle) };
}

describe('the chunk files the build writes', () => {
  it('rename every chunk and rewrite the imports between them, so each import finds its file', async () => {
    const { map, emitted, left } = await build([chunk('runtime'), chunk('param-row', ['runtime'], true)]);
    const [version] = map.split(';');
    expect(Object.keys(emitted).sort()).toEqual([`chunks/param-row-${version}.js`, `chunks/runtime-${version}.js`]);
    expect(emitted[`chunks/param-row-${version}.js`]).toBe(`import './runtime-${version}.js';`);
    expect(left).toEqual(['loader.js']);
  });

  it('map each tag to the files it needs, under their new names', async () => {
    const { map } = await build([chunk('runtime'), chunk('param-row', ['runtime'], true)]);
    const [version] = map.split(';');
    expect(decodeChunkMap(map)).toMatchObject({ 'param-row': [`param-row-${version}`, `runtime-${version}`] });
  });

  it('give a new version to every file when any chunk changes, so no browser mixes two builds', async () => {
    const first = await build([chunk('runtime'), chunk('param-row', ['runtime'], true)]);
    const changed = chunk('runtime');
    changed.code = 'export const changed = true;';
    const second = await build([changed, chunk('param-row', ['runtime'], true)]);
    expect(second.map.split(';')[0]).not.toBe(first.map.split(';')[0]);
  });

  it('name the tags whose metadata says a prerendered instance needs no script', async () => {
    const { map } = await build([chunk('runtime'), chunk('param-row', ['runtime'], true)]);
    expect(decodeStaticTags(map)).toEqual({ 'param-row': [] });
  });
});
