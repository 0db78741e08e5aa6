/** A mistake of the person running the command: printed as one line. */
export class UsageError extends Error {}

export interface CommandLine {
  /** `--help` or `-h` was given. */
  help: boolean;
  /** The switches given (`--strict`), by name. */
  switches: Set<string>;
  /** The value of each option given (`--out <dir>`), by name; the last wins. */
  values: Map<string, string>;
  /** Every value of an option that may repeat (`--spec a=b --spec c=d`). */
  repeated: Map<string, string[]>;
  /** The other arguments, in order (`-` included: it names standard input). */
  positional: string[];
}

/**
 * Reads a command's arguments the same way for every command: `--help`/`-h`, the switches and
 * options it knows, and positional arguments. An option without its value, or an option the
 * command does not know, is a UsageError naming it.
 */
export function readArguments(
  args: readonly string[],
  known: { switches?: readonly string[]; values?: readonly string[] },
): CommandLine {
  const line: CommandLine = {
    help: false,
    switches: new Set(),
    values: new Map(),
    repeated: new Map(),
    positional: [],
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--help' || arg === '-h') line.help = true;
    else if (known.switches?.includes(arg)) line.switches.add(arg);
    else if (known.values?.includes(arg)) {
      const value = args[index + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value.`);
      index += 1;
      line.values.set(arg, value);
      line.repeated.set(arg, [...(line.repeated.get(arg) ?? []), value]);
    } else if (arg.startsWith('-') && arg !== '-') throw new UsageError(`Unknown option ${arg}.`);
    else line.positional.push(arg);
  }
  return line;
}
