import type { CommandEntry } from '../../../spec';

/** A link or an image, `[text](target)`: its text is what a reader reads. */
const markdownLink = /!?\[([^[\]\n]*)\]\([^()\n]*\)/g;
/**
 * Emphasis marks (`**bold**`, `*it*`). Underscores stay: a search is for part of a line, and the
 * one inside `snake_case` is text.
 */
const emphasis = /\*+/g;
/** A heading's hashes, a quote's mark, a fence. */
const lineMarks = /^(?:#{1,6}[ \t]+|>[ \t]?|(?:```|~~~)[^\n]*$)/gm;

/**
 * A Markdown text as the words a reader sees, without running the Markdown reader: a placeholder
 * holds the text of every section from the start, for find-in-page, and the reader would cost more
 * than the placeholder saves. Markup left over (a table's bars, a list's dashes) is no word a
 * reader searches for.
 */
export function markdownWords(source: string): string {
  return source.replace(markdownLink, '$1').replace(lineMarks, '').replace(emphasis, '').replaceAll('`', '');
}

/**
 * The text of a command's section as find-in-page should reach it before the section is whole:
 * its title, summary, description, usage, arguments, flags (name, description, default, accepted
 * values), exit codes and examples, one part a line.
 */
export function placeholderText({ command }: CommandEntry): string {
  const lines = [command.title, markdownWords(command.summary)];
  if (command.aliases.length > 0) lines.push(command.aliases.join(' '));
  if (command.description) lines.push(markdownWords(command.description));
  if (command.usage) lines.push(command.usage);
  for (const argument of command.arguments) {
    lines.push(argument.name, argument.defaultValue);
    if (argument.description) lines.push(markdownWords(argument.description));
    for (const value of argument.acceptedValues) lines.push(value.name, value.description ?? '');
  }
  for (const flag of command.flags) {
    lines.push(flag.name, markdownWords(flag.description), flag.defaultValue);
    for (const value of flag.acceptedValues) lines.push(value.name, value.description ?? '');
  }
  for (const exit of command.exitCodes) lines.push(String(exit.code), markdownWords(exit.description ?? ''));
  for (const example of command.examples) {
    lines.push(example.name, example.code);
    if (example.description) lines.push(markdownWords(example.description));
  }
  return lines.filter((line) => line !== '').join('\n');
}
