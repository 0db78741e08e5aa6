import { decodeSpecBytes } from './decode-spec';
import { fetchSpec, type FetchedSpec, type LoadOptions } from './load-spec';
import { propertyText, specText } from './parse-spec-text';
import { parseYaml } from './parse-yaml';
import { readDocument, type ForeignReader } from './read-document';
import { fetchesPackageBeside, OCLIF_PACKAGE, specFileAddress } from './spec-address';
import type { SourceFormat } from '../formats/detect';
import { documentStart, yamlStart } from './spec-start';
import type { OnPreview, SpecInput } from './spec-input';
import type { CliSpec, ValidationResult } from '../model/spec-types';
import { validateSpecInSlices } from '../check/validate-spec';
import { yieldToBrowser } from '../check/yield-to-browser';

/** Other formats' readers, a chunk of their own fetched only when a spec needs one. */
export const foreignHere: ForeignReader = (request) =>
  import('../formats/import-spec').then(({ importForeign }) => importForeign(request, parseYaml));

/**
 * Reads the files a spec at `source` links to (cobra's `clink`) or that belong with it (an oclif
 * manifest's package.json): beside it, as text; those fetched with it already are not fetched again.
 */
export function linkedFiles(
  source: string,
  fetched: Readonly<Record<string, string | null>> = {},
): (name: string) => Promise<string> {
  return async (name) => {
    if (Object.hasOwn(fetched, name)) {
      const text = fetched[name];
      if (text === null || text === undefined) throw new Error(`${name} could not be fetched`);
      return text;
    }
    const { bytes } = await fetchSpec(besideAddress(name, source));
    return decodeSpecBytes(bytes).text ?? '';
  };
}

function besideAddress(name: string, source: string): string {
  const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
  return new URL(name, new URL(source, base)).href;
}

/**
 * The text of the package.json beside an oclif manifest at `source`, or null when it cannot be
 * fetched: the manifest is then read alone, without a word (see `SpecInput.besideFiles`).
 */
export function fetchPackageBeside(source: string, options: LoadOptions = {}): Promise<string | null> {
  return fetchSpec(besideAddress(OCLIF_PACKAGE, source), {
    signal: options.signal,
    timeout: options.timeout,
    retries: 0,
  })
    .then(({ bytes }) => decodeSpecBytes(bytes).text ?? null)
    .catch(() => null);
}

/**
 * Fetches the spec `src` names, ready to read: a folder's oclif manifest, with the package.json
 * beside a manifest fetched at the same time (see `fetchesPackageBeside`). A package.json that
 * cannot be fetched is left out without a word: the manifest alone is read.
 *
 * @throws SpecLoadError for the spec itself, as `fetchSpec`.
 */
export async function fetchSpecInput(
  src: string,
  format: SourceFormat | undefined,
  options: LoadOptions = {},
): Promise<SpecInput & FetchedSpec & { source: string }> {
  const source = specFileAddress(src, format);
  const besides = fetchesPackageBeside(src, format) ? fetchPackageBeside(source, options) : undefined;
  const [fetched, packageText] = await Promise.all([fetchSpec(source, options), besides]);
  return {
    ...fetched,
    source,
    format,
    ...(packageText === undefined ? {} : { besideFiles: { [OCLIF_PACKAGE]: packageText } }),
  };
}

/**
 * Texts longer than this (some 10 ms of reading: parsing YAML, validating) show their start first
 * when read here. A shorter one is read before the start could be drawn.
 */
const START_FIRST_ABOVE_LENGTH = 64 * 1024;

/**
 * The main thread's reading, for when no worker can start or the spec is small: the same steps as
 * the worker's (spec-worker-core.ts), with a turn for the page between them. `onPreview` is called
 * first with the start of a spec that is not short (see spec-start.ts), before the YAML is parsed
 * or every command validated: the page can draw the first section while the rest is read.
 */
export async function readSpecHere(
  input: SpecInput,
  signal?: AbortSignal,
  onPreview?: OnPreview,
): Promise<ValidationResult> {
  const read =
    'text' in input ? propertyText(input.text) : specText(input.bytes, input.contentType, input.source, input.url);
  let startShown = !onPreview || read.text.length <= START_FIRST_ABOVE_LENGTH;
  const showStart = (start: CliSpec | undefined) => {
    if (!start || signal?.aborted) return;
    startShown = true;
    onPreview!(start, 'main-thread');
  };
  if (!startShown && read.format === 'yaml' && (input.format === undefined || input.format === 'clispec'))
    showStart(await yamlStart(read.text, parseYaml));
  await yieldToBrowser();
  signal?.throwIfAborted();
  // The YAML reader gives the page a turn between its two steps (see readYaml).
  const document = await readDocument(read.text, read.format, parseYaml, foreignHere, {
    sourceFormat: input.format,
    signal,
    readLinked: 'source' in input ? linkedFiles(input.source, input.besideFiles) : undefined,
  });
  await yieldToBrowser();
  signal?.throwIfAborted();
  // Drawing the start is a task of its own, between parsing and validating.
  if (!startShown) {
    showStart(documentStart(document.document));
    await yieldToBrowser();
    signal?.throwIfAborted();
  }
  const { spec, problems } = await validateSpecInSlices(document.document, signal);
  return document.problems.length > 0 ? { spec, problems: [...document.problems, ...problems] } : { spec, problems };
}
