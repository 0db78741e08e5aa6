import { basename } from 'node:path';
import { diffSpecs, diffToMarkdown, diffToText } from '../spec';
import { readArguments, UsageError } from './arguments';
import { readSpec } from './read-spec';

// `docs-widgets cli-diff old.yaml new.yaml`: compares two versions of a CLI spec, with the same
// reader and validator as <cli-reference>, and prints what changed.

const HELP = `Usage: docs-widgets cli-diff <older spec> <newer spec> [--markdown | --json] [--href <page>] [--previous-href <page>]

Compares two versions of a CLI spec and prints what changed: commands added, removed,
moved, renamed or changed, and flags and arguments added, removed or changed. Each spec
may be in any format <cli-reference> reads (our YAML or JSON, OpenCLI, an oclif manifest,
a usage spec, a cobra YAML file or folder), and the two need not be in the same one.

  --markdown              a "What changed" document for release notes
  --json                  the diff as JSON (see diffSpecs in the cli-reference README)
  --href <page>           with --markdown: the reference page of the newer version, for links
  --previous-href <page>  with --markdown: the reference page of the older version
  --format <format>       the format of both specs, when their content would not tell
  -h, --help              this text

Exit code 0 when both specs were compared (whether or not they differ), 1 otherwise: a
file that is missing or cannot be parsed, or input that holds no CLI spec.
`;

interface Options {
  files: string[];
  format: 'text' | 'markdown' | 'json';
  href: string | undefined;
  previousHref: string | undefined;
  specFormat: string | undefined;
  help: boolean;
}

function parseArguments(args: string[]): Options {
  const line = readArguments(args, {
    switches: ['--markdown', '--json'],
    values: ['--href', '--previous-href', '--format'],
  });
  const options: Options = {
    files: line.positional,
    format: 'text',
    href: line.values.get('--href'),
    previousHref: line.values.get('--previous-href'),
    specFormat: line.values.get('--format'),
    help: line.help,
  };
  if (line.switches.size > 1) throw new UsageError('Choose one of --markdown and --json.');
  if (line.switches.has('--markdown')) options.format = 'markdown';
  if (line.switches.has('--json')) options.format = 'json';
  if (!options.help && options.files.length !== 2) {
    throw new UsageError(`Give two spec files, the older first; got ${options.files.length}.`);
  }
  return options;
}

/** Runs `cli-diff` with the arguments after its name; resolves to the exit code. */
export async function cliDiff(args: string[]): Promise<number> {
  try {
    const options = parseArguments(args);
    if (options.help) {
      process.stdout.write(HELP);
      return 0;
    }
    const [from, to] = await Promise.all(
      options.files.map((file) => readSpec(file, 'comparing what could be read', options.specFormat)),
    );
    const diff = diffSpecs(from!, to!);
    if (options.format === 'json') process.stdout.write(`${JSON.stringify(diff, null, 2)}\n`);
    else if (options.format === 'markdown')
      process.stdout.write(diffToMarkdown(diff, { href: options.href, previousHref: options.previousHref }));
    else {
      // In a terminal, a spec without a version is named by its file (the path when both files
      // share a name), so the header still says which side is which.
      const [fromFile, toFile] = options.files as [string, string];
      const sameName = basename(fromFile) === basename(toFile);
      const label = (version: string, file: string) => version || (sameName ? file : basename(file));
      process.stdout.write(
        diffToText(diff, { from: label(diff.from.version, fromFile), to: label(diff.to.version, toFile) }),
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets cli-diff: ${error.message}\n`);
    if (/^(Give|Choose|Unknown|--)/.test(error.message))
      process.stderr.write('Run `docs-widgets cli-diff --help` for the options.\n');
    return 1;
  }
}
