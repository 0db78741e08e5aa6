// What <cli-reference> asks of the prerender (see widgets/shared/server-hooks.ts): its specs and
// versions indexes read before the render (the styles of its versions shown as text are in
// server-assets.ts). Only the server imports this file, so none of it is in the element's chunk.
import type { DocumentReader, Preloaded, ServerHooks, SourceHost } from '../shared/server-hooks';
import { versionsIndexKey, versionsViewKey } from './cli-reference.element';
import { readVersionsIndex } from './versions/spec-versions';
import { staticVersionsView } from './versions/static-versions';

type Version = { version: string; src: string };

/**
 * An index's versions that have a `src`, newest first, each resolved against the index's own
 * address as the browser resolves it: a page path for an index on the site, an absolute URL for
 * one elsewhere, whose entries are never read from the site's files.
 */
async function listedVersions(index: string, reader: DocumentReader): Promise<Version[]> {
  const { value, base } = await reader.json(index, 'a JSON list of versions');
  // The browser's own reading of the index: entries without a version, repeated versions and
  // addresses that are not http(s) are left out the same way.
  const listed = readVersionsIndex(value, base);
  const versions = (listed.ok ? listed.versions : []).flatMap(({ version, src }) =>
    src === undefined ? [] : [{ version, src: reader.entryAddress(src, base, 'an index') }],
  );
  if (versions.length === 0) throw reader.refused('it lists no version with a "src"');
  return versions;
}

/** Each versions index the page's references name without `src`, read; the newest two versions' specs added to `sources`. */
async function readIndexes(
  references: readonly SourceHost[],
  sources: Set<string>,
  preloaded: Map<string, Preloaded>,
  reader: DocumentReader,
): Promise<Map<string, Version[]>> {
  // A versions index without src: the newest version (the index's first usable entry) is rendered.
  const indexes = new Set(
    references
      .filter((element) => !element.getAttribute('src'))
      .map((element) => element.getAttribute('versions'))
      .filter((versions): versions is string => Boolean(versions)),
  );
  // Each index's versions, to show them as text with the newest and its markers.
  const listed = new Map<string, Version[]>();
  await Promise.all(
    [...indexes].map(async (index) => {
      try {
        const versions = await listedVersions(index, reader);
        preloaded.set(versionsIndexKey(index), versions[0]!.src);
        listed.set(index, versions);
        // The newest, and the version its markers compare it with.
        for (const version of versions.slice(0, 2)) sources.add(version.src);
      } catch (error) {
        reader.report({
          attribute: 'versions',
          message: `the versions index ${reader.quote(index)} was not read at build time: ${reader.reason(error)}. The browser will load it.`,
        });
      }
    }),
  );
  return listed;
}

/** Reads every spec and versions index the page's references name, before the synchronous render. */
async function preload(references: readonly SourceHost[], reader: DocumentReader): Promise<Map<string, Preloaded>> {
  const preloaded = new Map<string, Preloaded>();
  const sources = new Set(
    references.map((element) => element.getAttribute('src')).filter((src): src is string => Boolean(src)),
  );
  const listed = await readIndexes(references, sources, preloaded, reader);
  const formats = new Map(
    references
      .filter((element) => element.getAttribute('src') && element.getAttribute('format'))
      .map((element) => [element.getAttribute('src')!, element.getAttribute('format')!]),
  );
  await Promise.all(
    [...sources].map(async (src) => {
      try {
        preloaded.set(src, await reader.spec(src, formats.get(src)));
      } catch (error) {
        reader.report({
          attribute: 'src',
          message: `the spec ${reader.quote(src)} was not read at build time: ${reader.reason(error)}. The browser will load it.`,
        });
      }
    }),
  );
  for (const [index, versions] of listed) {
    const [newest, previous] = versions.map((version) => {
      const loaded = preloaded.get(version.src);
      return typeof loaded === 'object' ? loaded.document : undefined;
    });
    preloaded.set(versionsViewKey(index), (anchorPrefix: string) =>
      staticVersionsView(
        versions.map((version) => version.version),
        newest,
        previous,
        anchorPrefix,
      ),
    );
  }
  return preloaded;
}

export const serverHooks: ServerHooks = { preload };
