import { decodeSpecBytes } from './decode-spec';
import { fetchSpec } from './load-spec';
import { propertyText, specText } from './parse-spec-text';
import { parseYaml } from './parse-yaml';
import { readDocument, type ForeignReader } from './read-document';
import type { SpecInput } from './read-spec';
import type { ValidationResult } from './spec-types';
import { validateSpecInSlices } from './validate-spec';
import { yieldToBrowser } from './yield-to-browser';

/** Other formats' readers, a chunk of their own fetched only when a spec needs one. */
export const foreignHere: ForeignReader = (request) =>
  import('./formats/import-spec').then(({ importForeign }) => importForeign(request, parseYaml));

/** Reads the files a spec at `source` links to (cobra's `clink`): beside it, as text. */
export function linkedFiles(source: string): (name: string) => Promise<string> {
  return async (name) => {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const { bytes } = await fetchSpec(new URL(name, new URL(source, base)).href);
    return decodeSpecBytes(bytes).text ?? '';
  };
}

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
  const document = await readDocument(read.text, read.format, parseYaml, foreignHere, {
    sourceFormat: input.format,
    signal,
    readLinked: 'source' in input ? linkedFiles(input.source) : undefined,
  });
  await yieldToBrowser();
  signal?.throwIfAborted();
  const { spec, problems } = await validateSpecInSlices(document.document, signal);
  return document.problems.length > 0 ? { spec, problems: [...document.problems, ...problems] } : { spec, problems };
}
