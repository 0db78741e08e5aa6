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
import type { PreloadedDocument } from '../widgets/shared/server-hooks';
import type { Run } from './prerender-options';
import { recordedRead } from './prerender-run/recorded-read';
import { locateSource, type SourceAddress } from './sources';

// A spec read for the prerender, in any format the spec library reads. Loaded only when a page
// names one (see preload.ts): the library and its parsers are no part of a page without a spec.

/** Why reading a spec failed, when the spec library says: undefined for another error. */
export function specFailure(error: unknown): string | undefined {
  // It names only a path the build's own options gave.
  if (error instanceof SpecFileError) return error.message;
  if (error instanceof SpecLoadError) {
    const { failure } = error;
    // The parser's own words may quote the text (a JSON engine's do): only where it broke.
    if (failure.kind === 'syntax') {
      const where = failure.line === undefined ? '' : ` (line ${failure.line}, column ${failure.column})`;
      return `it is not valid ${failure.format === 'yaml' ? 'YAML' : 'JSON'}${where}`;
    }
    if (failure.kind === 'html') return 'it is an HTML page, not a YAML or JSON spec';
  }
  return undefined;
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
export async function readSpecSource(src: string, format: string | undefined, run: Run): Promise<PreloadedDocument> {
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

/** Where a file a spec links to is: beside the spec, as the browser resolves it (see `linkedFiles`). */
function besideSource(linked: string, spec: SourceAddress, run: Run): SourceAddress {
  if (spec.kind === 'file') return { kind: 'file', path: resolve(dirname(spec.path), basename(linked)) };
  if (spec.kind === 'url') {
    const url = new URL(linked, spec.url);
    return spec.mapped && url.origin === spec.url.origin ? { kind: 'url', url, mapped: true } : { kind: 'url', url };
  }
  return locateSource(linked, { page: spec.path, origin: run.place.origin });
}

export { specFileAddress };
