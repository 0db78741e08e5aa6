import { SpecLoadError } from '../model/spec-errors';
import type { SpecProblem } from '../model/spec-types';
import { isLoose, type ReadResult } from './build';
import type { CobraFile } from './cobra-yaml';
import { isForeignDocument, looksLikeKdl, type SourceFormat } from './detect';

// Turns a CLI description in any format we read into our own format: finds out which format it
// is (or takes the one given), reads JSON leniently, and hands it to that format's reader, each a
// chunk of its own loaded only for its format. Pages with our own format never load this file.

/** Parses YAML text; throws SpecSyntaxError for invalid YAML. */
export type YamlParser = (text: string, signal?: AbortSignal) => Promise<unknown>;

/** What to read: the text, and when the caller has parsed it already, the parsed document. */
export interface ForeignRequest {
  text: string;
  /** The parsed document, when our own reading got that far. */
  document?: unknown;
  /** The format the page named (the `format` attribute); found from the content otherwise. */
  format?: SourceFormat | undefined;
  /** Strict JSON's error, for text that may be JSON with trailing commas or comments. */
  syntaxError?: SpecLoadError | undefined;
  /**
   * Reads a file named by the spec (cobra's `clink`), or that belongs with it (an oclif manifest's
   * `package.json`), beside it; undefined where none can be read (the spec property).
   */
  readLinked?: ((name: string) => Promise<string>) | undefined;
}

/** Our format's document and what reading it noticed, with the format it was read from. */
export interface Imported {
  document: unknown;
  problems: SpecProblem[];
  format: SourceFormat;
}

/** Files one cobra reference may link (`clink`), so a hostile tree cannot make thousands of requests. */
const MAX_LINKED_FILES = 2000;

/**
 * JSON as people write it: trailing commas and `//` or `/* *\/` comments outside strings are
 * dropped (and noted, with the line of the first); anything else still fails.
 */
export function lenientJson(text: string): { value: unknown; problems: SpecProblem[] } | undefined {
  let output = '';
  let line = 1;
  let firstComma: number | undefined;
  let firstComment: number | undefined;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === '\n') line += 1;
    if (character === '"') {
      const start = index;
      for (index += 1; index < text.length && text[index] !== '"'; index += 1) if (text[index] === '\\') index += 1;
      output += text.slice(start, index + 1);
      continue;
    }
    if (character === '/' && text[index + 1] === '/') {
      firstComment ??= line;
      while (index < text.length && text[index] !== '\n') index += 1;
      index -= 1;
      continue;
    }
    if (character === '/' && text[index + 1] === '*') {
      firstComment ??= line;
      const end = text.indexOf('*/', index + 2);
      const comment = text.slice(index, end < 0 ? text.length : end + 2);
      line += comment.split('\n').length - 1;
      index = end < 0 ? text.length : end + 1;
      continue;
    }
    if (character === ',' && closesNext(text, index + 1)) {
      firstComma ??= line;
      continue;
    }
    output += character;
  }
  if (firstComma === undefined && firstComment === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(output);
    const problems: SpecProblem[] = [];
    if (firstComma !== undefined)
      problems.push({
        path: `line ${firstComma}`,
        expected: 'strict JSON',
        found: 'a trailing comma (ignored)',
        severity: 'note',
      });
    if (firstComment !== undefined)
      problems.push({
        path: `line ${firstComment}`,
        expected: 'strict JSON',
        found: 'a comment (ignored)',
        severity: 'note',
      });
    return { value, problems };
  } catch {
    return undefined;
  }
}

const WHITESPACE = /\s/;

/**
 * Whether the next thing after `from`, past whitespace and comments, closes an object or a list.
 * A scan rather than a pattern: a pattern of comments, each of which may span the next, tried
 * every way 166 bytes of `/**\/` can be split and never ended. What it passes over holds no comma
 * the caller will look at, so the whole reading stays linear.
 */
function closesNext(text: string, from: number): boolean {
  let index = from;
  while (index < text.length) {
    const character = text[index]!;
    if (character === '/' && text[index + 1] === '/') {
      const end = text.indexOf('\n', index + 2);
      if (end < 0) return false;
      index = end + 1;
    } else if (character === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      if (end < 0) return false;
      index = end + 2;
    } else if (WHITESPACE.test(character)) index += 1;
    else return character === ']' || character === '}';
  }
  return false;
}

/** The format of a parsed document, or what it is when it is no CLI description at all. */
export function detectFormat(document: unknown): SourceFormat | { what: string } | undefined {
  if (!isLoose(document)) return undefined;
  if ('opencli' in document) return 'opencli';
  if ('$schema' in document && ('$defs' in document || 'definitions' in document || 'properties' in document)) {
    const text = JSON.stringify(document.properties ?? {}).slice(0, 20000);
    return {
      what: /"opencli"/.test(text) ? 'the OpenCLI JSON Schema (the description of the format)' : 'a JSON Schema',
    };
  }
  if (!isForeignDocument(document)) return 'clispec';
  if (isLoose(document.commands)) return 'oclif';
  if (typeof document.command === 'string' || typeof document.name === 'string') return 'cobra';
  return undefined;
}

async function parseText(
  text: string,
  parseYaml: YamlParser,
  syntaxError: SpecLoadError | undefined,
): Promise<{ value: unknown; problems: SpecProblem[] }> {
  const start = text.trimStart().slice(0, 1);
  if (start === '{' || start === '[') {
    try {
      return { value: JSON.parse(text), problems: [] };
    } catch (error) {
      const lenient = lenientJson(text);
      if (lenient) return lenient;
      if (syntaxError) throw syntaxError;
      throw error;
    }
  }
  if (syntaxError) throw syntaxError;
  return { value: await parseYaml(text), problems: [] };
}

/** A file name a cobra reference may link to: beside it, YAML, nothing else. */
function isLinkableName(name: unknown): name is string {
  return typeof name === 'string' && /^[\w.-]+\.ya?ml$/.test(name) && !name.startsWith('.');
}

/** The root file and every file its `clink`s reach, breadth first; files that fail are noted. */
async function linkedCobraFiles(
  root: CobraFile,
  readLinked: (name: string) => Promise<string>,
  parseYaml: YamlParser,
  problems: SpecProblem[],
): Promise<CobraFile[]> {
  const files: CobraFile[] = [root];
  const queued = new Set<string>([root.name]);
  let next: string[] = [];
  const enqueue = (document: unknown) => {
    const links = isLoose(document) && Array.isArray(document.clink) ? document.clink : [];
    for (const link of links) {
      if (!isLinkableName(link) || queued.has(link) || queued.size >= MAX_LINKED_FILES) continue;
      queued.add(link);
      next.push(link);
    }
  };
  enqueue(root.document);
  while (next.length > 0) {
    const batch = next;
    next = [];
    // A few at a time, as a browser would anyway.
    for (let start = 0; start < batch.length; start += 6) {
      const read = await Promise.all(
        batch.slice(start, start + 6).map(async (name) => {
          try {
            return { name, document: await parseYaml(await readLinked(name)) };
          } catch (error) {
            problems.push({
              path: name,
              expected: 'a file of the reference',
              found: `it could not be read (${String((error as Error)?.message ?? error)})`,
            });
            return undefined;
          }
        }),
      );
      for (const file of read) {
        if (!file) continue;
        files.push(file);
        enqueue(file.document);
      }
    }
  }
  return files;
}

async function convert(
  format: SourceFormat,
  document: unknown,
  request: ForeignRequest,
  parseYaml: YamlParser,
  problems: SpecProblem[],
): Promise<ReadResult | undefined> {
  if (!isLoose(document)) return undefined;
  switch (format) {
    case 'opencli':
      return (await import('./opencli')).readOpenCli(document);
    case 'oclif': {
      // The package.json beside the manifest names the tool and how topics are typed; none is no problem.
      const packageText = await request.readLinked?.('package.json').catch(() => undefined);
      return (await import('./oclif')).readOclif(document, packageText);
    }
    case 'cobra': {
      const { readCobra } = await import('./cobra-yaml');
      const root: CobraFile = { name: 'this file', document };
      const files = request.readLinked ? await linkedCobraFiles(root, request.readLinked, parseYaml, problems) : [root];
      return readCobra(files);
    }
    default:
      return undefined;
  }
}

/**
 * Reads a CLI description in any format into our own: usage specs from their KDL text, the rest
 * from their JSON (leniently) or YAML. A document in our own format comes back as it is.
 *
 * @throws SpecLoadError for text that cannot be parsed, or a document that is no CLI description.
 */
export async function importForeign(request: ForeignRequest, parseYaml: YamlParser): Promise<Imported> {
  const { text } = request;
  if (
    request.format === 'usage' ||
    (request.document === undefined && !request.syntaxError && !request.format && looksLikeKdl(text))
  ) {
    const { readUsage } = await import('./usage-kdl');
    return { ...readUsage(text.replace(/^\uFEFF/, '')), format: 'usage' };
  }
  const parsed =
    request.document !== undefined
      ? { value: request.document, problems: [] }
      : await parseText(text.replace(/^\uFEFF/, ''), parseYaml, request.syntaxError);
  const found = request.format ?? detectFormat(parsed.value);
  if (typeof found === 'object') throw new SpecLoadError({ kind: 'unknown-format', what: found.what });
  if (found === undefined || found === 'clispec')
    return { document: parsed.value, problems: parsed.problems, format: 'clispec' };
  const problems = [...parsed.problems];
  const read = await convert(found, parsed.value, request, parseYaml, problems);
  if (!read) return { document: parsed.value, problems, format: found };
  return { document: read.document, problems: [...problems, ...read.problems], format: found };
}

/** Several cobra YAML files (a folder) as one reference; each file's text is parsed here. */
export async function importCobraFiles(
  files: readonly { name: string; text: string }[],
  parseYaml: YamlParser,
): Promise<Imported> {
  const problems: SpecProblem[] = [];
  const parsed: CobraFile[] = [];
  for (const file of files) {
    try {
      parsed.push({ name: file.name, document: await parseYaml(file.text.replace(/^\uFEFF/, '')) });
    } catch (error) {
      problems.push({ path: file.name, expected: 'a YAML file', found: String((error as Error)?.message ?? error) });
    }
  }
  const { readCobra } = await import('./cobra-yaml');
  const read = readCobra(parsed);
  return { document: read.document, problems: [...problems, ...read.problems], format: 'cobra' };
}
