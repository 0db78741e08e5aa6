import { readFile } from 'node:fs/promises';
import { preloadYaml, validateSpec, type CliSpec } from '../widgets/cli-reference/spec';
import { UsageError } from './arguments';

// Reading a spec file for the `docs-widgets` commands, with the reference's own reader (the same
// limits on nesting and aliases) and validator.

/**
 * Reads and validates one spec; its problems are written to stderr, and only a document that is no
 * spec at all stops the command. `doing` ends the problem line: `comparing what could be read`.
 */
export async function readSpec(file: string, doing: string): Promise<CliSpec> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(
      `${file}: ${code === 'ENOENT' ? 'no such file' : `cannot be read (${code ?? String(error)})`}.`,
    );
  }
  const withoutBom = text.replace(/^\uFEFF/, '');
  let document: unknown;
  try {
    // JSON is YAML, so one reader does both; it gives line and column for either.
    const { readYaml } = await preloadYaml();
    document = await readYaml(
      withoutBom,
      undefined,
      (reason, line, column) =>
        new UsageError(
          `${file}: not valid YAML or JSON${line === undefined ? '' : ` at line ${line}, column ${column}`}: ${reason}.`,
        ),
    );
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file}: could not be parsed: ${error instanceof Error ? error.message : String(error)}.`);
  }
  const { spec, problems } = validateSpec(document);
  if (!spec)
    throw new UsageError(
      `${file}: not a CLI spec (${problems[0]?.found ?? 'empty'} where a mapping with info and commands belongs).`,
    );
  if (problems.length > 0) {
    const shown = problems
      .slice(0, 10)
      .map((problem) => `  ${problem.path}: expected ${problem.expected}, found ${problem.found}`);
    const more = problems.length > shown.length ? [`  … and ${problems.length - shown.length} more`] : [];
    process.stderr.write(
      `${file}: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}; ${doing}:\n${[...shown, ...more].join('\n')}\n`,
    );
  }
  return spec;
}
