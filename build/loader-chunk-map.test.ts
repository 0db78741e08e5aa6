// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeChunkMap } from '../loader/chunk-map.ts';
import { loaderChunkMap } from './loader-chunk-map.ts';

type FakeChunk = { type: 'chunk'; fileName: string; name: string; imports: string[]; isEntry: boolean; code: string };

const chunk = (name: string, imports: string[] = [], isEntry = false): FakeChunk => ({
  type: 'chunk',
  fileName: `chunks/${name}-h4sh.js`,
  name,
  imports: imports.map((imported) => `chunks/${imported}-h4sh.js`),
  isEntry,
  code: `export {};`,
});

/** Runs the plugin over a bundle of `chunks` beside a loader; returns the map it wrote, versions left out. */
async function mapOf(chunks: FakeChunk[]): Promise<Record<string, readonly string[]>> {
  const loader = {
    ...chunk('loader', [], true),
    fileName: 'loader.js',
    code: 'const map = "__DOCS_WIDGETS_CHUNKS__";',
  };
  const bundle: Record<string, FakeChunk> = { 'loader.js': loader };
  for (const each of chunks) bundle[each.fileName] = each;
  const hook = loaderChunkMap().generateBundle as unknown as (
    this: { emitFile: () => void },
    options: unknown,
    bundle: unknown,
  ) => Promise<void>;
  await hook.call({ emitFile: () => {} }, {}, bundle);
  const map = decodeChunkMap(loader.code.match(/"([^"]*)"/)![1]!);
  return Object.fromEntries(
    Object.entries(map).map(([tag, names]) => [tag, names.map((name) => name.replace(/-[\w-]{8}$/, ''))]),
  );
}

describe('the chunk map the build writes into the loader', () => {
  it('lists each tag’s chunks entry first, then each chunk after the chunks it imports, the shared ones first', async () => {
    const map = await mapOf([
      chunk('rolldown-runtime'),
      chunk('runtime', ['rolldown-runtime']),
      chunk('param-row.styles', ['runtime']),
      chunk('read-spec', ['runtime', 'param-row.styles']),
      chunk('param-row', ['param-row.styles', 'runtime'], true),
      chunk('cli-reference', ['read-spec', 'runtime'], true),
    ]);
    expect(map).toEqual({
      'cli-reference': ['cli-reference', 'rolldown-runtime', 'runtime', 'param-row.styles', 'read-spec'],
      'param-row': ['param-row', 'rolldown-runtime', 'runtime', 'param-row.styles'],
    });
  });

  it('stops the build when chunks import each other in a loop, which has no order to import them in', async () => {
    await expect(mapOf([chunk('a', ['b']), chunk('b', ['a']), chunk('param-row', ['a'], true)])).rejects.toThrow(
      'chunks import each other in a loop: chunks/param-row-h4sh.js → chunks/a-h4sh.js → chunks/b-h4sh.js → chunks/a-h4sh.js',
    );
  });
});
