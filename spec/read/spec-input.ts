import type { SourceFormat } from '../formats/detect';
import type { FetchedSpec } from './load-spec';
import type { CliSpec } from '../model/spec-types';

/** What to read: a fetched response with the address it came from, or text from the `spec` property. */
export type SpecInput = ((FetchedSpec & { source: string }) | { text: string }) & {
  /** The format the page named (the `format` attribute); found from the content otherwise. */
  format?: SourceFormat | undefined;
  /**
   * Files beside the spec fetched along with it, by name (an oclif manifest's package.json); null
   * for one that could not be fetched, which is then not asked for again.
   */
  besideFiles?: Readonly<Record<string, string | null>> | undefined;
};

/**
 * Where a spec's start was read: in a worker, the page's main thread being free to draw it in
 * slices (a React transition), or on the main thread, between slices of reading that would
 * otherwise come before it (`scheduler.yield()` runs ahead of a scheduled render).
 */
export type PreviewReader = 'worker' | 'main-thread';

/** Called with a spec's start, to draw while the rest is read. */
export type OnPreview = (spec: CliSpec, reader: PreviewReader) => void;
