import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { documentHash, sourceRecord } from '../widgets/shared/prerendered';
import {
  chooseFormat,
  ImportedDocument,
  isSourceFormat,
  parseSpecText,
  readDocument,
  SpecLoadError,
  specFileAddress,
  type ReadDocument,
} from '../spec';
import { importForeign, readSpecPath, SpecFileError } from '../spec/node';
import { versionsIndexKey, versionsViewKey } from '../widgets/cli-reference';
// Not from the widget's index, which is its CDN entry: this belongs to the lazily loaded versions view.
import { readVersionsIndex } from '../widgets/cli-reference/versions/spec-versions';
import { staticVersionsView } from '../widgets/cli-reference/versions/static-versions';
import type { SourceElement } from './html';
import type { Run } from './prerender-options';
import { recordedRead } from './prerender-run/recorded-read';
import { locateSource, quoteForLog, siteOrigin, SourceRefused, type SourceAddress } from './sources';

// What the widgets of a page name (specs, versions indexes), read before the synchronous render,
// under the rules of the run: the site's files inside its root, the origins the build may fetch.

/** A document a page names, read and parsed once per page. */
interface Loaded {
  document: unknown;
  /**
   * The spec's `data-dw-source` (see `sourceRecord`): the hash of its bytes, with the address read
   * when that is not `src` (a folder's manifest); undefined for a folder the build's options name.
   */
  hash: string | undefined;
}

function reason(error: unknown): string {
  // Both name only an address, or a path the build's own options gave.
  if (error instanceof SourceRefused || error instanceof SpecFileError) return error.message;
  if (error instanceof SpecLoadError) {
    const { failure } = error;
    // The parser's own words may quote the text (a JSON engine's do): only where it broke.
    if (failure.kind === 'syntax') {
      const where = failure.line === undefined ? '' : ` (line ${failure.line}, column ${failure.column})`;
      return `it is not valid ${failure.format === 'yaml' ? 'YAML' : 'JSON'}${where}`;
    }
    if (failure.kind === 'html') return 'it is an HTML page, not a YAML or JSON spec';
  }
  return 'it could not be read';
}

/** What the server keeps of a spec read in any format: our format's document, or one read from another with its notes. */
function documentOf(read: ReadDocument): unknown {
  return read.format === 'clispec' && read.problems.length === 0
    ? read.document
    : new ImportedDocument(read.document, read.problems);
}

const parseYaml = (yaml: string, signal?: AbortSignal) => parseSpecText(yaml, 'yaml', signal);

/**
 * A spec as the page's element will show it, in any format we read. What it links to (cobra's
 * `clink`s, files beside it) is read under the same rules as the spec itself: beside a site file
 * inside the root, beside a URL on an origin the build may fetch from.
 */
async function readSpecSource(src: string, format: string | undefined, run: Run): Promise<Loaded> {
  // A folder's address (`…/cli/`) names an oclif package, read as its manifest with the
  // package.json beside it, as the browser reads it; a folder the build's options name is read as given.
  const named = run.place.mapped !== undefined && Object.hasOwn(run.place.mapped, src);
  const specAddress = named ? src : specFileAddress(src, format);
  const address = locateSource(specAddress, run.place);
  // A folder the build's options name (a cobra reference, one file per command) is read as given.
  if (address.kind === 'file' && (await stat(address.path).catch(() => undefined))?.isDirectory()) {
    run.onDependency?.({ unchecked: address.path });
    return { document: documentOf(await readSpecPath(address.path, format)), hash: undefined };
  }
  const read = await recordedRead(address, run.rules, run.onDependency);
  const name = address.kind === 'url' ? address.url.pathname : address.path;
  const kdl = /\.kdl$/i.test(name);
  const kind = kdl
    ? 'yaml'
    : chooseFormat(read.text, read.contentType, run.options.specs?.[src] ?? specFileAddress(src, format));
  if (kind === 'html') throw new SpecLoadError({ kind: 'html', url: src });
  const sourceFormat = isSourceFormat(format) ? format : kdl ? 'usage' : undefined;
  const document = await readDocument(read.text, kind, parseYaml, (request) => importForeign(request, parseYaml), {
    sourceFormat,
    readLinked: async (linked) =>
      (await recordedRead(besideSource(linked, address, run), run.rules, run.onDependency)).text,
  });
  return { document: documentOf(document), hash: sourceRecord(documentHash(read.bytes), specAddress, src) };
}

/** A spec read once in a run over many pages (see prerender-run/memo.ts), however many pages name it. */
function readSpecOnce(src: string, format: string | undefined, run: Run): Promise<Loaded> {
  if (!run.memo) return readSpecSource(src, format, run);
  const named = run.place.mapped !== undefined && Object.hasOwn(run.place.mapped, src);
  const address = locateSource(named ? src : specFileAddress(src, format), run.place);
  return run.memo.read(JSON.stringify([src, format ?? '', address]), run.onDependency, (record) =>
    readSpecSource(src, format, { ...run, onDependency: record }),
  );
}

/** Where a file a spec links to is: beside the spec, as the browser resolves it (see `linkedFiles`). */
function besideSource(linked: string, spec: SourceAddress, run: Run): SourceAddress {
  if (spec.kind === 'file') return { kind: 'file', path: resolve(dirname(spec.path), basename(linked)) };
  if (spec.kind === 'url') {
    const url = new URL(linked, spec.url);
    return spec.mapped && url.origin === spec.url.origin ? { kind: 'url', url, mapped: true } : { kind: 'url', url };
  }
  return locateSource(linked, { page: spec.path, origin: run.place.origin });
}

/**
 * An index's versions that have a `src`, newest first, each resolved against the index's own
 * address as the browser resolves it: a page path for an index on the site, an absolute URL for
 * one elsewhere, whose entries are never read from the site's files.
 */
async function listedVersions(index: string, run: Run): Promise<{ version: string; src: string }[]> {
  const address = locateSource(index, run.place);
  const read = await recordedRead(address, run.rules, run.onDependency);
  let entries: unknown;
  try {
    entries = JSON.parse(read.text.replace(/^\uFEFF/, ''));
  } catch {
    throw new SourceRefused('it is not a JSON list of versions');
  }
  const base = address.kind === 'url' ? address.url.href : new URL(index, new URL(run.place.page, siteOrigin)).href;
  // The browser's own reading of the index: entries without a version, repeated versions and
  // addresses that are not http(s) are left out the same way.
  const listed = readVersionsIndex(entries, base);
  const versions = (listed.ok ? listed.versions : []).flatMap(({ version, src }) => {
    if (src === undefined) return [];
    const resolved = new URL(src);
    if (resolved.origin !== siteOrigin) return [{ version, src: resolved.href }];
    if (address.kind === 'url')
      throw new SourceRefused(`an index from ${quoteForLog(address.url.origin)} names a file of the site`);
    return [{ version, src: `${resolved.pathname}${resolved.search}` }];
  });
  if (versions.length === 0) throw new SourceRefused('it lists no version with a "src"');
  return versions;
}

/** What the render reads synchronously: specs, each index's newest address, each index's versions as text. */
type Preloaded = Loaded | string | ((anchorPrefix: string) => ReturnType<typeof staticVersionsView>);

/** Reads every document the widgets of the page name (specs), before the synchronous render. */
export async function preload(elements: readonly SourceElement[], run: Run): Promise<Map<string, Preloaded>> {
  const preloaded = new Map<string, Preloaded>();
  const references = elements.filter((element) => element.localName === 'cli-reference');
  const sources = new Set(
    references.map((element) => element.getAttribute('src')).filter((src): src is string => Boolean(src)),
  );
  // A versions index without src: the newest version (the index's first usable entry) is rendered.
  const indexes = new Set(
    references
      .filter((element) => !element.getAttribute('src'))
      .map((element) => element.getAttribute('versions'))
      .filter((versions): versions is string => Boolean(versions)),
  );
  // Each index's versions, to show them as text with the newest and its markers.
  const listed = new Map<string, { version: string; src: string }[]>();
  await Promise.all(
    [...indexes].map(async (index) => {
      try {
        const versions = await listedVersions(index, run);
        const src = versions[0]!.src;
        preloaded.set(versionsIndexKey(index), src);
        listed.set(index, versions);
        // The newest, and the version its markers compare it with.
        for (const version of versions.slice(0, 2)) sources.add(version.src);
      } catch (error) {
        run.report({
          tag: 'cli-reference',
          attribute: 'versions',
          message: `the versions index ${quoteForLog(index)} was not read at build time: ${reason(error)}. The browser will load it.`,
        });
      }
    }),
  );
  const formats = new Map(
    references
      .filter((element) => element.getAttribute('src') && element.getAttribute('format'))
      .map((element) => [element.getAttribute('src')!, element.getAttribute('format')!]),
  );
  await Promise.all(
    [...sources].map(async (src) => {
      try {
        preloaded.set(src, await readSpecOnce(src, formats.get(src), run));
      } catch (error) {
        run.report({
          tag: 'cli-reference',
          attribute: 'src',
          message: `the spec ${quoteForLog(src)} was not read at build time: ${reason(error)}. The browser will load it.`,
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
