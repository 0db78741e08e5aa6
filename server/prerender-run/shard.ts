import { createHash } from 'node:crypto';

// `--shard i/n`: which pages one of n machines prerenders. A page's shard comes from the hash of
// its path in the output alone, never from the order or number of the other pages, so every
// machine makes the same split, and the n shards together are every page once.

export interface Shard {
  /** 1 to `count`. */
  index: number;
  count: number;
}

/** Reads `i/n`; undefined when it is not one (the caller names the option in its message). */
export function readShard(written: string): Shard | undefined {
  const match = /^(\d+)\/(\d+)$/.exec(written.trim());
  if (!match) return undefined;
  const index = Number(match[1]);
  const count = Number(match[2]);
  return count >= 1 && index >= 1 && index <= count ? { index, count } : undefined;
}

/** Whether the page at `path` (its path in the output, with `/` between folders) is in `shard`. */
export function inShard(path: string, shard: Shard): boolean {
  const digest = createHash('sha256').update(path).digest();
  return digest.readUInt32BE(0) % shard.count === shard.index - 1;
}
