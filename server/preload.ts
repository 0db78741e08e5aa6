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
import type { DocumentReader, Preloaded, PreloadedDocument } from '../widgets/shared/server-hooks';
import type { SourceElement } from './html';
import type { Run } from './prerender-options';
import { recordedRead } from './prerender-run/recorded-read';
import { locateSource, quoteForLog, siteOrigin, SourceRefused, type SourceAddress } from './sources';
import { serverHooksOf } from './widgets';

// What the widgets of a page name (specs, versions indexes), read before the synchronous render,
// under the rules of the run: the site's files inside its root, the origins the build may fetch.
// Each widget says what it reads (its `serverHooks.preload`); the reading is the server's.

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
async function readSpecSource(src: string, format: string | undefined, run: Run): Promise<PreloadedDocument> {
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
function readSpecOnce(src: string, format: string | undefined, run: Run): Promise<PreloadedDocument> {
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

/** The JSON document at `address`, with the address relative entries in it resolve against. */
async function readJson(address: string, expected: string, run: Run): Promise<{ value: unknown; base: string }> {
  const located = locateSource(address, run.place);
  const read = await recordedRead(located, run.rules, run.onDependency);
  let value: unknown;
  try {
    value = JSON.parse(read.text.replace(/^\uFEFF/, ''));
  } catch {
    throw new SourceRefused(`it is not ${expected}`);
  }
  const base = located.kind === 'url' ? located.url.href : new URL(address, new URL(run.place.page, siteOrigin)).href;
  return { value, base };
}

/** Where an absolute address a document from `base` names is read: never a site file for a document from elsewhere. */
function entryAddress(address: string, base: string, document: string): string {
  const resolved = new URL(address);
  if (resolved.origin !== siteOrigin) return resolved.href;
  const from = new URL(base).origin;
  if (from !== siteOrigin) throw new SourceRefused(`${document} from ${quoteForLog(from)} names a file of the site`);
  return `${resolved.pathname}${resolved.search}`;
}

/** What the server lends a widget's `preload` during `run`, its problems reported under `tag`. */
function documentReader(tag: string, run: Run): DocumentReader {
  return {
    spec: (src, format) => readSpecOnce(src, format, run),
    json: (address, expected) => readJson(address, expected, run),
    entryAddress,
    refused: (message) => new SourceRefused(message),
    reason,
    quote: quoteForLog,
    report: (problem) => run.report({ tag, ...problem }),
  };
}

export type { Preloaded };

/** Reads every document the widgets of the page name (specs), before the synchronous render. */
export async function preload(elements: readonly SourceElement[], run: Run): Promise<Map<string, Preloaded>> {
  const byTag = new Map<string, SourceElement[]>();
  for (const element of elements) byTag.set(element.localName, [...(byTag.get(element.localName) ?? []), element]);
  const maps = await Promise.all(
    [...byTag].map(([tag, hosts]) => serverHooksOf(tag)?.preload?.(hosts, documentReader(tag, run)) ?? new Map()),
  );
  return new Map(maps.flatMap((map) => [...map]));
}
