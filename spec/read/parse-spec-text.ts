import { decodeSpecBytes } from './decode-spec';
import { SpecLoadError, SpecSyntaxError, type LoadFailure, type SpecFormat } from '../model/spec-errors';

// Reading a spec's text, with the YAML parser given by the caller: the page's lazily loaded one
// (parse-yaml.ts), or the one bundled into the spec worker (spec-worker.ts).

/** Parses YAML text; throws SpecSyntaxError for invalid YAML. */
export type YamlParser = (text: string, signal?: AbortSignal) => Promise<unknown>;

/** A spec's text and how to read it. */
export interface SpecText {
  text: string;
  format: SpecFormat;
}

/**
 * Decodes a response's bytes (UTF-8, or UTF-16 with or without a byte order mark: see
 * decode-spec.ts) and decides how to read them.
 *
 * @param url the address as the reader would recognise it, for the messages
 * @throws SpecLoadError of kind `encoding` or `html`
 */
export function specText(bytes: ArrayBuffer, contentType: string, source: string, url: string): SpecText {
  const { text, encoding } = decodeSpecBytes(bytes);
  if (text === undefined) throw new SpecLoadError({ kind: 'encoding', encoding, url });
  const format = chooseFormat(text, contentType, source);
  if (format === 'html') throw new SpecLoadError({ kind: 'html', url });
  return { text, format };
}

/** Text given through the `spec` property, and how to read it. @throws SpecLoadError of kind `html` */
export function propertyText(text: string): SpecText {
  const format = chooseFormat(text, '', '');
  if (format === 'html') throw new SpecLoadError({ kind: 'html', url: 'the spec property' });
  return { text, format };
}

/** Whether an address names a YAML file (`.yaml` or `.yml`, before any query or fragment). */
export function addressSaysYaml(source: string): boolean {
  return /\.ya?ml$/i.test(source.split(/[?#]/, 1)[0]!);
}

/**
 * Decides how to read a response: an HTML page is refused whatever it claims to be (servers answer
 * missing files with their index page), then the content type decides, then the file extension,
 * then the first character.
 */
export function chooseFormat(text: string, contentType: string, source: string): SpecFormat | 'html' {
  const start = text.trimStart().slice(0, 1);
  if (start === '<') return 'html';
  const type = contentType.toLowerCase();
  if (/\bjson\b/.test(type)) return 'json';
  if (/\byaml\b/.test(type)) return 'yaml';
  if (source.split(/[?#]/, 1)[0]!.toLowerCase().endsWith('.json')) return 'json';
  if (addressSaysYaml(source)) return 'yaml';
  return start === '{' || start === '[' ? 'json' : 'yaml';
}

/** @throws SpecLoadError of kind `syntax` with line and column when they can be found. */
export async function parseSpecTextWith(
  parseYaml: YamlParser,
  text: string,
  format: SpecFormat,
  signal?: AbortSignal,
): Promise<unknown> {
  const withoutBom = text.replace(/^\uFEFF/, '');
  if (format === 'json') {
    try {
      return JSON.parse(withoutBom);
    } catch (error) {
      throw new SpecLoadError(await describeJsonError(parseYaml, withoutBom, error, signal));
    }
  }
  try {
    return await parseYaml(withoutBom, signal);
  } catch (error) {
    if (error instanceof SpecSyntaxError) {
      throw new SpecLoadError({
        kind: 'syntax',
        format: 'yaml',
        reason: error.reason,
        line: error.line,
        column: error.column,
      });
    }
    signal?.throwIfAborted();
    // The parser itself gave up (a stack overflow on absurd nesting, say): still a syntax problem.
    throw new SpecLoadError({
      kind: 'syntax',
      format: 'yaml',
      reason: String((error as Error)?.message ?? error),
      line: undefined,
      column: undefined,
    });
  }
}

/**
 * `JSON.parse` messages differ between engines and do not always give a position; when they do not,
 * the YAML parser (JSON is YAML) is asked where the text breaks.
 */
async function describeJsonError(
  parseYaml: YamlParser,
  text: string,
  error: unknown,
  signal?: AbortSignal,
): Promise<LoadFailure> {
  const message = String((error as Error)?.message ?? error);
  const reason = message
    .replace(/ in JSON at position.*$| \(line \d+ column \d+\)$/, '')
    .replace(/, ".*" is not valid JSON$/s, '');
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) {
    return { kind: 'syntax', format: 'json', reason, line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  }
  const position = /position (\d+)/.exec(message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return { kind: 'syntax', format: 'json', reason, line, column };
  }
  try {
    await parseYaml(text, signal);
  } catch (yamlError) {
    if (yamlError instanceof SpecSyntaxError) {
      return { kind: 'syntax', format: 'json', reason, line: yamlError.line, column: yamlError.column };
    }
  }
  return { kind: 'syntax', format: 'json', reason, line: undefined, column: undefined };
}
