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
    return { document: read.document, problems: read.problems };
  } catch (error) {
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
  if (!spec)
    throw new UsageError(
      `${file}: not a CLI spec (${problems[0]?.found ?? 'empty'} where a mapping with info and commands belongs).`,
    );
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
