import { parseSpecText } from './load-spec';
import { chooseFormat, specText, type SpecText } from './parse-spec-text';
import type { SpecInput } from './read-spec';
import { SpecLoadError } from './spec-errors';
import type { ValidationResult } from './spec-types';
import { validateSpecInSlices } from './validate-spec';
import { yieldToBrowser } from './yield-to-browser';

/**
 * The main thread's reading, for when no worker can start: the same steps as the worker's
 * (spec-worker-core.ts), with a turn for the page between them.
 */
export async function readSpecHere(input: SpecInput, signal?: AbortSignal): Promise<ValidationResult> {
  let read: SpecText;
  if ('text' in input) {
    const format = chooseFormat(input.text, '', '');
    if (format === 'html') throw new SpecLoadError({ kind: 'html', url: 'the spec property' });
    read = { text: input.text, format };
  } else {
    read = specText(input.bytes, input.contentType, input.source, input.url);
  }
  await yieldToBrowser();
  signal?.throwIfAborted();
  // The YAML reader gives the page a turn between its two steps (see readYaml).
  const document = await parseSpecText(read.text, read.format, signal);
  await yieldToBrowser();
  signal?.throwIfAborted();
  return validateSpecInSlices(document, signal);
}
