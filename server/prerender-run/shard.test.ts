// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inShard, readShard } from './shard';

describe('shards', () => {
  it('put each page in exactly one of n, by its path alone', () => {
    const paths = Array.from({ length: 400 }, (_, index) => `section-${index % 7}/page-${index}.html`);
    const shards = [1, 2, 3, 4].map((index) => paths.filter((path) => inShard(path, { index, count: 4 })));
    expect(shards.flat().sort()).toEqual([...paths].sort());
    // Spread, not all on one machine.
    for (const shard of shards) expect(shard.length).toBeGreaterThan(60);
    // A page's shard does not depend on which other pages there are, or their order.
    const reversed = [...paths].reverse().slice(100);
    expect(reversed.filter((path) => inShard(path, { index: 2, count: 4 }))).toEqual(
      [...shards[1]!].reverse().filter((path) => reversed.includes(path)),
    );
  });

  it('are written i/n with 1 ≤ i ≤ n', () => {
    expect(readShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(readShard('1/1')).toEqual({ index: 1, count: 1 });
    for (const wrong of ['0/4', '5/4', '4', '1/0', 'a/b', '-1/4', '1.5/4'])
      expect(readShard(wrong), wrong).toBeUndefined();
  });
});
