import type { Line, Segment } from './highlight';

/**
 * A small shell highlighter, so that pages showing only shell commands (most of our docs, and every
 * CLI reference) never load highlight.js. It colours what a reader scans for: comments, strings,
 * variables, flags, the command word of each command, keywords, and a `$ ` prompt. The scopes are
 * highlight.js's names, so the colours are the same as for the other languages.
 */

/** Words that start or shape a compound command; after them another command word may follow. */
const keywords = new Set(['if', 'then', 'else', 'elif', 'fi', 'for', 'while', 'until', 'in', 'do', 'done', 'case', 'esac', 'function', 'select', 'time']);
/** Characters that end a word. */
const wordEnd = /[\s|&;()<>"'`$\\]/;
/** After these, the next word is a command word again. */
const commandSeparators = new Set(['|', '&', ';', '(', '`']);

export function highlightShell(code: string): Line[] {
  const lines: Line[] = [[]];
  const emit = (text: string, scope?: string) => {
    text.split('\n').forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part === '') return;
      const line = lines[lines.length - 1]!;
      const last: Segment | undefined = line[line.length - 1];
      if (last && last.scope === scope) last.text += part;
      else line.push(scope ? { text: part, scope } : { text: part });
    });
  };

  let position = 0;
  let atLineStart = true;
  /** The next word names the command to run. */
  let commandWord = true;

  /** `$NAME`, `${…}`, `$1`, `$@`…; `$(` opens a command. Returns false when `$` is just a character. */
  const dollar = (): boolean => {
    const rest = code.slice(position, position + 256);
    const braced = /^\$\{[^}\n]*\}?/.exec(rest);
    const simple = /^\$(?:[A-Za-z_]\w*|[0-9#@?*!$-])/.exec(rest);
    const match = rest[1] === '{' ? braced : simple;
    if (match) {
      emit(match[0], 'variable');
      position += match[0].length;
      return true;
    }
    if (rest[1] === '(') {
      emit('$(');
      position += 2;
      commandWord = true;
      return true;
    }
    return false;
  };

  while (position < code.length) {
    const char = code[position]!;

    if (atLineStart && char === '$' && code[position + 1] === ' ') {
      emit('$', 'meta');
      emit(' ');
      position += 2;
      atLineStart = false;
      commandWord = true;
      continue;
    }
    if (char === '\n') {
      emit('\n');
      position += 1;
      atLineStart = true;
      commandWord = true;
      continue;
    }
    if (char === ' ' || char === '\t') {
      const run = /^[ \t]+/.exec(code.slice(position, position + 256))![0];
      emit(run);
      position += run.length;
      continue;
    }
    atLineStart = false;

    if (char === '\\') {
      // An escaped character, or a line continued on the next one (still the same command).
      const escaped = code.slice(position, position + 2);
      emit(escaped);
      position += escaped.length;
      continue;
    }
    if (char === '#' && (position === 0 || /\s/.test(code[position - 1]!))) {
      const end = code.indexOf('\n', position);
      const comment = code.slice(position, end === -1 ? code.length : end);
      emit(comment, 'comment');
      position += comment.length;
      continue;
    }
    if (char === "'") {
      const end = code.indexOf("'", position + 1);
      const text = code.slice(position, end === -1 ? code.length : end + 1);
      emit(text, 'string');
      position += text.length;
      commandWord = false;
      continue;
    }
    if (char === '"') {
      emit('"', 'string');
      position += 1;
      while (position < code.length && code[position] !== '"') {
        if (code[position] === '$' && dollar()) continue;
        const escape = code[position] === '\\' ? 2 : 1;
        emit(code.slice(position, position + escape), 'string');
        position += escape;
      }
      if (position < code.length) {
        emit('"', 'string');
        position += 1;
      }
      commandWord = false;
      continue;
    }
    if (char === '$') {
      const before = position;
      if (dollar()) {
        if (code[before + 1] !== '(') commandWord = false;
        continue;
      }
    }
    if (wordEnd.test(char)) {
      emit(char);
      position += 1;
      if (commandSeparators.has(char)) commandWord = true;
      continue;
    }

    let end = position;
    while (end < code.length && !wordEnd.test(code[end]!)) end += 1;
    const word = code.slice(position, end);
    position = end;
    const assignment = /^([A-Za-z_]\w*)=/.exec(word);
    if (word.startsWith('-') && word.length > 1) {
      const equals = word.indexOf('=');
      emit(equals === -1 ? word : word.slice(0, equals), 'attr');
      if (equals !== -1) emit(word.slice(equals));
    } else if (commandWord && assignment) {
      // `NAME=value command`: the command word is still to come.
      emit(assignment[1]!, 'variable');
      emit(word.slice(assignment[1]!.length));
    } else if (commandWord && keywords.has(word)) {
      emit(word, 'keyword');
    } else if (commandWord) {
      emit(word, 'builtin');
      commandWord = false;
    } else {
      emit(word, word === 'true' || word === 'false' ? 'literal' : undefined);
    }
  }
  return lines;
}
