import { writeFile } from 'node:fs/promises';
import { readArguments, UsageError } from './arguments';
import { readSpec, readSpecDocument } from './read-spec';

// `docs-widgets cli-import <file or folder> [--out spec.json]`: any CLI description we read
// (OpenCLI, an oclif manifest, a usage spec, cobra YAML files or a folder of them, our own
// format) written as our own format, one JSON file, with the same readers as <cli-reference>.

const HELP = `Usage: docs-widgets cli-import <file or folder> [--out <file.json>] [--format <format>]

Reads a CLI description and writes it in the CLI spec format <cli-reference> reads
natively (JSON, format 002): OpenCLI JSON, an oclif manifest (oclif.manifest.json), a
usage spec (.kdl), cobra's or docker's YAML reference (one file, or a folder with one
file per command, which becomes one spec), or a CLI spec already. Hidden commands and
flags are kept, marked hidden. What was odd or could not be read is listed on stderr.

  --out <file.json>   write the spec here; without it, it goes to stdout
  --format <format>   clispec, opencli, oclif, usage or cobra, when the content would
                      not tell (it usually does)
  -h, --help          this text

Exit code 0 when the spec was written, 1 otherwise: a file that is missing or
cannot be parsed, or input that holds no CLI spec.
`;

/** Runs `cli-import` with the arguments after its name; resolves to the exit code. */
export async function cliImport(args: string[]): Promise<number> {
  try {
    const line = readArguments(args, { values: ['--out', '--format'] });
    if (line.help) {
      process.stdout.write(HELP);
      return 0;
    }
    if (line.positional.length !== 1) throw new UsageError(`Give one file or folder; got ${line.positional.length}.`);
    const [path] = line.positional as [string];
    const format = line.values.get('--format');
    // The validation's problems are reported on stderr; the document is written as read.
    await readSpec(path, 'writing what could be read', format);
    const { document } = await readSpecDocument(path, format);
    const json = `${JSON.stringify(document, null, 2)}\n`;
    const out = line.values.get('--out');
    if (out === undefined) {
      process.stdout.write(json);
      return 0;
    }
    try {
      await writeFile(out, json);
    } catch (error) {
      throw new UsageError(`${out}: cannot be written (${(error as NodeJS.ErrnoException).code ?? String(error)}).`);
    }
    process.stdout.write(`Wrote ${out}.\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets cli-import: ${error.message}\n`);
    if (/^(Give|Unknown|--)/.test(error.message))
      process.stderr.write('Run `docs-widgets cli-import --help` for the options.\n');
    return 1;
  }
}
