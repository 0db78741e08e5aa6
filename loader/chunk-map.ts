/** Tag name → the chunks to fetch for it, entry first, as names in `chunks/` beside the loader. */
export type ChunkMap = Readonly<Record<string, readonly string[]>>;

// The map as the build writes it into loader.js, in the few bytes gzip can make of it:
// `<version>;<tag> <chunk> <chunk>,<tag>,…`. Every entry chunk is `<tag>-<version>` (one version
// for all entries, so the map holds no hash per tag), followed by the chunks it imports, minus
// those the loader imports itself (already there when the loader runs). Names hold no space,
// comma or semicolon: `encodeChunkMap` checks.

/** Writes the map for loader.js; `tags` holds each tag's dependencies, without its entry chunk. */
export function encodeChunkMap(version: string, tags: Readonly<Record<string, readonly string[]>>): string {
  const names = [version, ...Object.keys(tags), ...Object.values(tags).flat()];
  const unfit = names.find((name) => !/^[\w.-]+$/.test(name));
  if (unfit !== undefined) throw new Error(`chunk map: "${unfit}" cannot be written into the loader's map`);
  return `${version};${Object.entries(tags)
    .map(([tag, dependencies]) => [tag, ...dependencies].join(' '))
    .join()}`;
}

/** Reads what `encodeChunkMap` wrote. */
export function decodeChunkMap(text: string): ChunkMap {
  const [version, list] = text.split(';');
  const map: Record<string, string[]> = {};
  for (const item of list!.split(',')) {
    const [tag, ...dependencies] = item.split(' ');
    map[tag!] = [`${tag}-${version}`, ...dependencies];
  }
  return map;
}
