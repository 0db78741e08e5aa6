import { parseArgs } from 'node:util';

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
 * options it knows (`--out dir` or `--out=dir`), and positional arguments (everything after `--`
 * too). An option without its value, or an option the command does not know, is a UsageError
 * naming it. Node's `parseArgs` splits the arguments; the rules above are checked on its tokens,
 * so the messages stay ours.
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
  const bare = (name: string) => name.replace(/^--/, '');
  const options: Record<string, { type: 'boolean' | 'string'; short?: string; multiple?: boolean }> = {
    help: { type: 'boolean', short: 'h' },
  };
  for (const name of known.switches ?? []) options[bare(name)] = { type: 'boolean' };
  for (const name of known.values ?? []) options[bare(name)] = { type: 'string', multiple: true };
  const { tokens } = parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true });
  for (const token of tokens) {
    if (token.kind === 'positional') {
      line.positional.push(token.value);
      continue;
    }
    if (token.kind !== 'option') continue;
    const name = `--${token.name}`;
    if (token.name === 'help') line.help = true;
    else if (known.switches?.includes(name) && token.value === undefined) line.switches.add(name);
    else if (known.values?.includes(name)) {
      // Without strict parsing, an option's value is the next argument whatever it is: another
      // option there means this one was given none.
      const value = token.value;
      if (value === undefined || (!token.inlineValue && value.startsWith('--'))) {
        throw new UsageError(`${token.rawName} needs a value.`);
      }
      line.values.set(name, value);
      line.repeated.set(name, [...(line.repeated.get(name) ?? []), value]);
    } else throw new UsageError(`Unknown option ${token.rawName}.`);
  }
  return line;
}
