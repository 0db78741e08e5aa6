import type { SpecProblem } from './spec-types';

/**
 * A document read from another format, as the server keeps it for a page it prerenders: our
 * format's document and the reading's notes, so the page's problem list matches the browser's.
 */
export class ImportedDocument {
  constructor(
    readonly document: unknown,
    readonly problems: SpecProblem[],
  ) {}
}
