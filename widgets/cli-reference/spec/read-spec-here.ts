import { parseSpecText } from './load-spec';
import { propertyText, specText } from './parse-spec-text';
import type { SpecInput } from './read-spec';
import type { ValidationResult } from './spec-types';
import { validateSpecInSlices } from './validate-spec';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The main thread's reading, for when no worker can start: the same steps as the worker's
 * (spec-worker-core.ts), with a turn for the page between them.
 */
export async function readSpecHere(input: SpecInput, signal?: AbortSignal): Promise<ValidationResult> {
  const read =
    'text' in input ? propertyText(input.text) : specText(input.bytes, input.contentType, input.source, input.url);
  await yieldToBrowser();
  signal?.throwIfAborted();
  // The YAML reader gives the page a turn between its two steps (see readYaml).
  const document = await parseSpecText(read.text, read.format, signal);
  await yieldToBrowser();
  signal?.throwIfAborted();
  return validateSpecInSlices(document, signal);
}
