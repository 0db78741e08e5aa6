import { stat } from 'node:fs/promises';
import { validateRead, type CliSpec, type SpecProblem } from '../spec';
import { SpecLoadError } from '../spec';
import { readSpecPath, SpecFileError } from '../spec/node';
import { UsageError } from './arguments';

// Reading a spec file or folder for the `docs-widgets` commands, in any format <cli-reference>
// reads (our YAML or JSON, OpenCLI, oclif manifests, usage specs in KDL, cobra YAML files or
// folders), with the reference's own readers, limits and validator.

/** What was odd but read (notes), then what could not be read, as lines for stderr. */
function problemLines(problems: readonly SpecProblem[]): string[] {
  const shown = problems
    .slice(0, 10)
    .map(
      (problem) =>
        `  ${problem.severity === 'note' ? '(read anyway) ' : ''}${problem.path}: expected ${problem.expected}, found ${problem.found}`,
    );
  return problems.length > shown.length ? [...shown, `  … and ${problems.length - shown.length} more`] : shown;
}

/** What every command takes, for the message that says a file holds none of it. */
const EXPECTED =
  'expected a CLI spec (our YAML or JSON with `commands`, OpenCLI, an oclif manifest, a usage spec in KDL, or cobra YAML files)';

/** A parsed value in a few words: `a list`, `a mapping with the keys hello, world`. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (an empty document)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value !== 'object')
    return typeof value === 'string' ? 'a line of text' : `a ${typeof value} (${String(value)})`;
  const keys = Object.keys(value);
  if (keys.length === 0) return 'an empty mapping';
  const shown = keys.slice(0, 5).join(', ');
  return `a mapping with the key${keys.length === 1 ? '' : 's'} ${shown}${keys.length > 5 ? ', …' : ''}`;
}

/**
 * Why what was read holds no CLI spec, or undefined when it holds one. Our format and OpenCLI and
 * oclif manifests are known by their keys, so one that lists no command yet (`commands: []`) is a
 * spec, only an empty one. Usage specs and cobra YAML have no such key (almost any text reads as
 * KDL, any mapping as a cobra file that is not one), so they must yield a command or a flag.
 */
async function whyNoSpec(path: string, read: { document: unknown; format: string }): Promise<string | undefined> {
  const { document, format } = read;
  if (format === 'clispec') {
    const isMapping = typeof document === 'object' && document !== null && !Array.isArray(document);
    if (isMapping && ['clispec', 'info', 'commands'].some((key) => Object.hasOwn(document, key))) return undefined;
    return describeValue(document);
  }
  if (format !== 'usage' && format !== 'cobra') return undefined;
  const { commands, flags } = document as { commands?: unknown; flags?: unknown };
  const isEmpty = (list: unknown) => !Array.isArray(list) || list.length === 0;
  if (!isEmpty(commands) || !isEmpty(flags)) return undefined;
  const name = format === 'usage' ? 'a usage spec in KDL' : 'cobra YAML';
  const folder = await stat(path).then(
    (info) => info.isDirectory(),
    () => false,
  );
  return folder ? `no command in the folder's YAML files (read as ${name})` : `no command in it (read as ${name})`;
}

/**
 * Reads one spec (a file, or a folder of cobra YAML) into our format's document, as `cli-import`
 * writes it; its problems are written to stderr. Only a path that is no spec at all stops the command.
 */
export async function readSpecDocument(
  file: string,
  format: string | undefined,
): Promise<{ document: unknown; problems: SpecProblem[] }> {
  try {
    const read = await readSpecPath(file, format);
    const found = await whyNoSpec(file, read);
    if (found !== undefined) throw new UsageError(`${file}: ${EXPECTED}; found ${found}.`);
    return { document: read.document, problems: read.problems };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if (error instanceof SpecFileError) throw new UsageError(error.message);
    if (error instanceof SpecLoadError) {
      const failure = error.failure;
      if (failure.kind === 'syntax') {
        const where = failure.line === undefined ? '' : ` at line ${failure.line}, column ${failure.column}`;
        throw new UsageError(
          `${file}: not valid ${failure.format === 'kdl' ? 'KDL' : 'YAML or JSON'}${where}: ${failure.reason}.`,
        );
      }
      throw new UsageError(`${file}: ${error.message}`);
    }
    throw new UsageError(`${file}: could not be parsed: ${error instanceof Error ? error.message : String(error)}.`);
  }
}

/**
 * Reads and validates one spec; its problems are written to stderr, and only a document that is no
 * spec at all stops the command. `doing` ends the problem line: `comparing what could be read`.
 */
export async function readSpec(file: string, doing: string, format?: string): Promise<CliSpec> {
  const { document, problems: readProblems } = await readSpecDocument(file, format);
  const { spec, problems } = validateRead({ document, problems: readProblems, format: 'clispec' });
  if (!spec) throw new UsageError(`${file}: ${EXPECTED}; found ${problems[0]?.found ?? 'nothing'}.`);
  const lost = problems.filter((problem) => problem.severity !== 'note').length;
  if (problems.length > 0) {
    const what =
      lost === 0
        ? `${problems.length === 1 ? '1 note' : `${problems.length} notes`}, nothing lost`
        : `${lost === 1 ? '1 problem' : `${lost} problems`}`;
    process.stderr.write(`${file}: ${what}; ${doing}:\n${problemLines(problems).join('\n')}\n`);
  }
  return spec;
}
