/**
 * Tag name → the chunks to fetch for it, as names in `chunks/` beside the loader: the entry first,
 * then the chunks it imports, each after those it imports itself (the shared ones, the runtime,
 * first): the order the browser evaluates them in.
 */
export type ChunkMap = Readonly<Record<string, readonly string[]>>;

// The map as the build writes it into loader.js, in the few bytes gzip can make of it:
// `<version>;<chunk> <chunk>;<tag> <chunk> <chunk>,<tag>,…`. Every chunk file is
// `<name>-<version>.js` (one version for the whole build, so the map holds no hash per file), and
// every entry is named after its tag. The second part lists the chunks every tag imports (the
// runtime) once; each tag then lists the others it imports, minus those the loader imports itself
// (already there when the loader runs). Names hold no space, comma or semicolon: `encodeChunkMap`
// checks. A fourth part lists the tags whose prerendered instances need no script
// (`WidgetMetadata.static`), each with the attributes that make an instance interactive after all:
// `;param-row,docs-callout closable`; a fifth, the tags whose prerendered instances wait for the
// reader's first touch (`WidgetMetadata.untilTouched`), each with the attributes that make an
// instance load at once; a sixth, the touchable tags whose markup is drawn from a document, each
// with the attribute that names it (`WidgetMetadata.untilTouched.sourceAttribute`). The
// fingerprint needs no list of each tag's attributes: it reads every host attribute but a fixed
// few (`unreadHostAttribute` in base/protocol.ts).

/** Static tag → attributes whose presence makes an instance interactive (see `WidgetMetadata.static`). */
export type StaticTags = Readonly<Record<string, readonly string[]>>;

/** Writes the map for loader.js; `tags` holds each tag's dependencies, without its entry chunk. */
export function encodeChunkMap(
  version: string,
  tags: Readonly<Record<string, readonly string[]>>,
  statics: StaticTags = {},
  touchable: StaticTags = {},
  sources: StaticTags = {},
): string {
  const names = [
    version,
    ...Object.keys(tags),
    ...Object.values(tags).flat(),
    ...Object.keys(statics),
    ...Object.values(statics).flat(),
    ...Object.keys(touchable),
    ...Object.values(touchable).flat(),
    ...Object.keys(sources),
    ...Object.values(sources).flat(),
  ];
  const unfit = names.find((name) => !/^[\w.-]+$/.test(name));
  if (unfit !== undefined) throw new Error(`chunk map: "${unfit}" cannot be written into the loader's map`);
  const lists = Object.values(tags);
  const shared = (lists[0] ?? []).filter((name) => lists.every((list) => list.includes(name)));
  return `${version};${shared.join(' ')};${Object.entries(tags)
    .map(([tag, dependencies]) => [tag, ...dependencies.filter((name) => !shared.includes(name))].join(' '))
    .join()};${[statics, touchable, sources].map(writeTagLists).join(';')}`;
}

/** `<tag> <attribute> <attribute>,<tag>,…`. */
const writeTagLists = (lists: StaticTags): string =>
  Object.entries(lists)
    .map(([tag, list]) => [tag, ...list].join(' '))
    .join();

/** Reads what `encodeChunkMap` wrote, each chunk with its version. */
export function decodeChunkMap(text: string): ChunkMap {
  const [version, shared, list] = text.split(';');
  const map: Record<string, string[]> = {};
  for (const item of list!.split(',')) {
    const names = item.split(' ');
    map[names[0]!] = [names[0]!, ...shared!.split(' ').filter(Boolean), ...names.slice(1)].map(
      (name) => `${name}-${version}`,
    );
  }
  return map;
}

/**
 * Reads the static tags `encodeChunkMap` wrote: part 3, each with its interactive attributes;
 * part 4, the touchable tags, each with the attributes that make an instance load at once; or
 * part 5, the tags whose markup is drawn from a document, each with the attribute that names it.
 */
export function decodeStaticTags(text: string, part = 3): StaticTags {
  const statics: Record<string, string[]> = {};
  for (const item of text.split(';')[part]!.split(',')) {
    const [tag, ...attributes] = item.split(' ');
    if (tag) statics[tag] = attributes;
  }
  return statics;
}
