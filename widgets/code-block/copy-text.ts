/**
 * What the copy button puts on the clipboard: code that runs when pasted. These work on the
 * code's lines as written (placeholders still unfilled); the caller fills them afterwards.
 */

/** Code written as a unified diff: its lines without the `+`/`-`/space markers, and which were added or removed. */
export function splitDiff(code: string): { code: string; added: Set<number>; removed: Set<number> } {
  const added = new Set<number>();
  const removed = new Set<number>();
  const lines = code.split('\n').map((line, index) => {
    const marker = line[0];
    if (marker === '+') added.add(index);
    else if (marker === '-') removed.add(index);
    else if (marker !== ' ') return line;
    return line.slice(1);
  });
  return { code: lines.join('\n'), added, removed };
}

/** A `$ ` prompt (or a bare `$`) after indentation, as the shell highlighter reads it. */
const prompt = /^[ \t]*\$(?: |$)/;

/** A line whose command goes on on the next line: a trailing `\`, `|`, `&&` or `||`. */
const continuedLine = /(?:\\|\||&&)[ \t]*$/;

/** The quote a line leaves open, given the one open before it (counted outside escapes and comments). */
function leavesQuoteOpen(line: string, open: '' | "'" | '"'): '' | "'" | '"' {
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (character === '\\' && open !== "'") index += 1;
    else if (open === '' && character === '#' && (index === 0 || /\s/.test(line[index - 1]!))) break;
    else if (open === '' && (character === "'" || character === '"')) open = character;
    else if (character === open) open = '';
  }
  return open;
}

/**
 * A shell session's lines as commands, by the rule the shell highlighter colours them with: a line
 * starting with the `$ ` prompt is a command (the prompt dropped), and so is each line a command
 * continues onto (after a trailing `\`, `|`, `&&` or `||`, or inside an open quote); every other
 * line is output (undefined). A block with no prompt at all is all commands. `# ` is a comment,
 * never a prompt.
 */
export function shellCommands(lines: readonly string[]): Array<string | undefined> {
  if (!lines.some((line) => prompt.test(line))) return [...lines];
  let continued = false;
  let quote: '' | "'" | '"' = '';
  return lines.map((line) => {
    const prompted = prompt.exec(line);
    const command = continued ? line : prompted ? line.slice(prompted[0].length) : undefined;
    if (command === undefined) return undefined;
    quote = leavesQuoteOpen(command, continued ? quote : '');
    continued = quote !== '' || continuedLine.test(command);
    return command;
  });
}

export interface CopyOptions {
  /** Shell code: copy the commands only (see `shellCommands`). */
  shell?: boolean;
  /** Lines (0-based) a diff removes: left out. */
  removed?: ReadonlySet<number>;
  /** When given, only these lines (0-based) are copied. */
  only?: ReadonlySet<number>;
}

export function copyLines(code: string, { shell = false, removed, only }: CopyOptions): string {
  const lines = code.split('\n');
  const commands = shell ? shellCommands(lines) : lines;
  return commands
    .filter((line, index): line is string => line !== undefined && !removed?.has(index) && (!only || only.has(index)))
    .join('\n');
}
