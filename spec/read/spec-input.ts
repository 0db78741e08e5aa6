import type { SourceFormat } from '../formats/detect';
import type { FetchedSpec } from './load-spec';

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
