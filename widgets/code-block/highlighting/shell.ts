import { registerHighlighter, type Colour, type Line, type Segment } from './highlighted-lines';

/**
 * A small shell highlighter, so that pages showing only shell commands (most of our docs, and every
 * CLI reference) never load highlight.js. It registers itself as it loads: `<code-block>` loads it
 * on first use like any grammar, and a widget that must colour shell code in its first render (the
 * CLI reference) imports this module statically. It colours what a reader scans for: comments, strings,
 * variables, flags, the command word of each command, keywords, and a `$ ` prompt, in the colours
 * the other languages use for the same kinds of token (a command word like a built-in, a flag like an attribute).
 */

/** Words that start or shape a compound command; after them another command word may follow. */
const keywords = new Set([
  'if',
  'then',
  'else',
  'elif',
  'fi',
  'for',
  'while',
  'until',
  'in',
  'do',
  'done',
  'case',
  'esac',
  'function',
  'select',
  'time',
]);

/**
 * One token at a time (sticky): a line break, blanks, an escape, a comment, a single-quoted string,
 * the opening quote of a double-quoted one, a variable, `$(`, an operator, a word, or any other character.
 */
const token =
  /(\n)|([ \t]+)|(\\[\s\S]?)|(#[^\n]*)|('[^']*'?)|(")|(\$\{[^}\n]*\}?|\$(?:[A-Za-z_]\w*|[0-9#@?*!$-]))|(\$\()|([|&;()<>`])|([^\s|&;()<>"'`$\\]+)|([\s\S])/y;
/** Inside double quotes: a variable, an escape, the closing quote, or a run of other text. */
const quoted = /(\$\{[^}\n]*\}?|\$(?:[A-Za-z_]\w*|[0-9#@?*!$-]))|(\\[\s\S]?)|(")|([^"$\\]+|\$)/y;
/** A word that starts with `#` but does not start a comment (`$x#y`): the rest of the word. */
const wordTail = /[^\s|&;()<>"'`$\\]+/y;
/** After these, the next word is a command word again. */
const commandSeparators = new Set(['|', '&', ';', '(', '`']);

/** A line that starts with a `$ ` prompt (after indentation): a command typed in a terminal session. */
const promptLine = /^[ \t]*\$ /m;

/**
 * Colours shell code. In a block with `$ ` prompts, as a terminal session is written, only the
 * prompted lines (and the lines a command continues onto: after a trailing `\`, `|`, `&&` or `||`,
 * or inside a quoted string) are commands; the other lines are what the commands printed, and stay
 * plain text. In a block without prompts every line is a command.
 */
export function highlightShell(code: string): Line[] {
  const lines: Line[] = [[]];
  let line = lines[0]!;
  const emit = (text: string, scope?: Colour) => {
    if (text.includes('\n')) {
      text.split('\n').forEach((part, index) => {
        if (index > 0) lines.push((line = []));
        if (part !== '') emit(part, scope);
      });
      return;
    }
    const last: Segment | undefined = line[line.length - 1];
    if (last && last.scope === scope) last.text += text;
    else line.push(scope ? { text, scope } : { text });
  };

  let position = 0;
  let atLineStart = true;
  /** The next word names the command to run. */
  let commandWord = true;
  /** With prompts in the block, only prompted lines and their continuations are commands. */
  const session = promptLine.test(code);
  /** The last token of the line so far was `|` or `&`: the command goes on on the next line. */
  let continues = false;

  while (position < code.length) {
    if (atLineStart) {
      const indent = /^[ \t]*/.exec(code.slice(position, position + 256))![0];
      if (code.startsWith('$ ', position + indent.length)) {
        // A prompt, as in a terminal session.
        if (indent) emit(indent);
        emit('$', 'number');
        emit(' ');
        position += indent.length + 2;
        atLineStart = false;
        commandWord = true;
        continues = false;
        continue;
      }
      if (session && !continues) {
        // Output of the command above: shown as it is.
        const end = code.indexOf('\n', position);
        const stop = end === -1 ? code.length : end;
        emit(code.slice(position, stop));
        position = stop;
        if (end !== -1) {
          emit('\n');
          position += 1;
        }
        continue;
      }
    }
    token.lastIndex = position;
    const match = token.exec(code)!;
    const [text, newline, blanks, escape, comment, single, double, variable, subshell, operator, word] = match;
    position += text.length;
    if (blanks) {
      emit(text);
      continue;
    }
    atLineStart = newline !== undefined;
    if (!newline) continues = operator === '|' || operator === '&';
    if (newline) {
      emit(text);
      commandWord = true;
    } else if (escape) {
      // An escaped character, or a line continued on the next one: still the same command.
      emit(text);
    } else if (comment && (position - text.length === 0 || /\s/.test(code[position - text.length - 1]!))) {
      emit(text, 'comment');
    } else if (comment) {
      wordTail.lastIndex = position - text.length;
      const rest = wordTail.exec(code)?.[0] ?? '#';
      position += rest.length - text.length;
      emit(rest);
    } else if (single) {
      emit(text, 'string');
      commandWord = false;
    } else if (double) {
      emit(text, 'string');
      while (position < code.length) {
        quoted.lastIndex = position;
        const part = quoted.exec(code)!;
        position += part[0].length;
        if (part[1]) emit(part[0], 'attribute');
        else {
          emit(part[0], 'string');
          if (part[3]) break;
        }
      }
      commandWord = false;
    } else if (variable) {
      emit(text, 'attribute');
      commandWord = false;
    } else if (subshell) {
      emit(text);
      commandWord = true;
    } else if (operator) {
      emit(text);
      if (commandSeparators.has(text)) commandWord = true;
    } else if (word) {
      commandWord = emitWord(word, commandWord, emit);
    } else {
      emit(text);
    }
  }
  return lines;
}

/** Colours one word; returns whether the next word is still a command word. */
function emitWord(word: string, commandWord: boolean, emit: (text: string, scope?: Colour) => void): boolean {
  if (word.startsWith('-') && word.length > 1) {
    const equals = word.indexOf('=');
    emit(equals === -1 ? word : word.slice(0, equals), 'attribute');
    if (equals !== -1) emit(word.slice(equals));
    return commandWord;
  }
  const assignment = commandWord ? /^([A-Za-z_]\w*)=/.exec(word) : null;
  if (assignment) {
    // `NAME=value command`: the command word is still to come.
    emit(assignment[1]!, 'attribute');
    emit(word.slice(assignment[1]!.length));
    return true;
  }
  if (commandWord && keywords.has(word)) {
    emit(word, 'keyword');
    return true;
  }
  if (commandWord) {
    emit(word, 'type');
    return false;
  }
  emit(word, word === 'true' || word === 'false' ? 'number' : undefined);
  return false;
}

/**
 * Makes shell code colour at once from now on. Called, rather than run on import, because a bundler
 * that takes our modules for side-effect free would drop a bare registration.
 */
export function registerShellHighlighter(): void {
  registerHighlighter('bash', highlightShell);
}
