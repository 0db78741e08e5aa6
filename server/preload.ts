import type { DocumentReader, Preloaded, PreloadedDocument } from '../widgets/shared/server-hooks';
import type { SourceElement } from './html';
import type { Run } from './prerender-options';
import { recordedRead } from './prerender-run/recorded-read';
import { locateSource, quoteForLog, siteOrigin, SourceRefused } from './sources';
import { serverHooksOf } from './widgets';

// What the widgets of a page name (specs, versions indexes), read before the synchronous render,
// under the rules of the run: the site's files inside its root, the origins the build may fetch.
// Each widget says what it reads (its `serverHooks.preload`); the reading is the server's.

/** The spec reading, once a page named a spec (loaded then: see spec-source.ts). */
let specSource: typeof import('./spec-source') | undefined;

async function loadSpecSource(): Promise<typeof import('./spec-source')> {
  return (specSource ??= await import('./spec-source'));
}

function reason(error: unknown): string {
  // It names only an address.
  if (error instanceof SourceRefused) return error.message;
  return specSource?.specFailure(error) ?? 'it could not be read';
}

/** A spec read once in a run over many pages (see prerender-run/memo.ts), however many pages name it. */
async function readSpecOnce(src: string, format: string | undefined, run: Run): Promise<PreloadedDocument> {
  const { readSpecSource, specFileAddress } = await loadSpecSource();
  if (!run.memo) return readSpecSource(src, format, run);
  const named = run.place.mapped !== undefined && Object.hasOwn(run.place.mapped, src);
  const address = locateSource(named ? src : specFileAddress(src, format), run.place);
  return run.memo.read(JSON.stringify([src, format ?? '', address]), run.onDependency, (record) =>
    readSpecSource(src, format, { ...run, onDependency: record }),
  );
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
