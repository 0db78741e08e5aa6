import { isForeignDocument, looksLikeKdl, type SourceFormat } from '../formats/detect';
import type { ForeignRequest, Imported } from '../formats/import-spec';
import { parseSpecTextWith, type YamlParser } from './parse-spec-text';
import { SpecLoadError, type SpecFormat } from '../model/spec-errors';
import type { SpecProblem, ValidationResult } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

// From a spec's text to our format's document: our own YAML or JSON is parsed as it always was;
// anything else (KDL, OpenCLI, an oclif manifest, cobra YAML, JSON with trailing commas) goes to
// `foreign`, which the main thread loads as a chunk of its own, the worker that reads other formats
// has built in, and the JSON and YAML workers hand on to that worker.

/** Reads a document of another format into ours (see `formats/import-spec.ts`). */
export type ForeignReader = (request: ForeignRequest) => Promise<Imported>;

/** Our format's document, with what reading it from another format noticed. */
export interface ReadDocument {
  document: unknown;
  /** Notes and problems of the reading, before the validation's own. */
  problems: SpecProblem[];
  format: SourceFormat;
}

export interface ReadDocumentOptions {
  /** The format the page named; found from the content otherwise. */
  sourceFormat?: SourceFormat | undefined;
  signal?: AbortSignal | undefined;
  /** Reads a file the spec links to, beside it (cobra's `clink`). */
  readLinked?: ((name: string) => Promise<string>) | undefined;
}

/**
 * Parses a spec's text, and reads it into our format when it is in another.
 *
 * @throws SpecLoadError for text that cannot be parsed
 */
export async function readDocument(
  text: string,
  format: SpecFormat,
  parseYaml: YamlParser,
  foreign: ForeignReader,
  options: ReadDocumentOptions = {},
): Promise<ReadDocument> {
  const { sourceFormat, signal, readLinked } = options;
  const other = sourceFormat !== undefined && sourceFormat !== 'clispec';
  if (other || (sourceFormat === undefined && looksLikeKdl(text)))
    return foreign({ text, format: sourceFormat, readLinked });
  let document: unknown;
  try {
    document = await parseSpecTextWith(parseYaml, text, format, signal);
  } catch (error) {
    // JSON as people write it (a trailing comma, a comment) is read leniently, and noted.
    if (error instanceof SpecLoadError && error.failure.kind === 'syntax' && format === 'json' && mayBeLenient(text))
      return foreign({ text, format: sourceFormat, syntaxError: error, readLinked });
    throw error;
  }
  if (sourceFormat === 'clispec' || !isForeignDocument(document)) return { document, problems: [], format: 'clispec' };
  return foreign({ text, document, readLinked });
}

/** Whether invalid JSON has what the lenient reading forgives: a comma before `}` or `]`, or a comment. */
function mayBeLenient(text: string): boolean {
  return /,\s*[\]}]|\/[/*]/.test(text);
}

/** Validates what `readDocument` read: the reading's notes and problems first, then the validation's. */
export function validateRead(read: ReadDocument): ValidationResult {
  const { spec, problems } = validateSpec(read.document);
  return { spec, problems: read.problems.length > 0 ? [...read.problems, ...problems] : problems };
}

/** A problem that loses nothing: read leniently. */
export function isNote(problem: SpecProblem): boolean {
  return problem.severity === 'note';
}
