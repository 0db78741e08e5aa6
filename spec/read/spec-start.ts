import type { YamlParser } from './parse-spec-text';
import type { CliSpec } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

// A spec's start (its info, global flags and the command the reference shows first), read and
// validated alone, for the page to show while the whole spec is read: a worker sends it for a spec
// it reads, and the main thread shows it first for a spec over 64 KB it reads itself. The page
// shows no problems from a start and waits for the whole spec before it says it is ready.
//
// The command shown first is not always the spec's first: the reference lists the top-level
// commands (those no command lists as a subcommand, and not hidden) group by group, in the order of
// `info.tags`, then those with no tag of `info.tags` (see buildReferenceModel). A start that could
// be another command than the one the whole spec shows first is not given, so the first section
// never changes under the reader. Its lists of subcommands and related commands, whose commands it
// does not hold, appear with the whole spec.

/** At most this much of a YAML text's command list is parsed for its start. */
const YAML_START_LENGTH = 64 * 1024;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ids in `info.tags`, as the spec gives them. */
function tagIdsOf(document: Fields): string[] {
  const tags = isFields(document.info) ? document.info.tags : undefined;
  return Array.isArray(tags)
    ? tags.flatMap((tag) => (isFields(tag) && typeof tag.id === 'string' ? [tag.id] : []))
    : [];
}

/**
 * The command the reference shows first among `commands`, from their fields as the spec gives them.
 * `listed` holds the ids the commands list as subcommands. With `whole` false, `commands` are only
 * the spec's first ones: then only a command of the first group (or, with no `info.tags`, one
 * with no tag) can be sure to be first, and only if `sure` says no command further on lists it;
 * undefined otherwise.
 */
function shownFirst(
  commands: readonly unknown[],
  tagIds: readonly string[],
  whole: boolean,
  sure: (id: string) => boolean = () => true,
): Fields | undefined {
  const known = new Set(tagIds);
  const listed = new Set(
    commands.flatMap((command) => (isFields(command) && Array.isArray(command.subcommands) ? command.subcommands : [])),
  );
  const groupsOf = (command: Fields) =>
    Array.isArray(command.tags) ? command.tags.filter((tag) => typeof tag === 'string' && known.has(tag)) : [];
  const topLevel = (command: unknown): command is Fields =>
    isFields(command) && typeof command.id === 'string' && command.hidden !== true && !listed.has(command.id);
  let found: Fields | undefined;
  for (const tag of whole ? tagIds : tagIds.slice(0, 1)) {
    found = commands.find((command) => topLevel(command) && groupsOf(command).includes(tag)) as Fields | undefined;
    if (found || !whole) break;
  }
  if (!found && (whole || tagIds.length === 0))
    found = commands.find((command) => topLevel(command) && groupsOf(command).length === 0) as Fields | undefined;
  return found && sure(found.id as string) ? found : undefined;
}

/** `document` with `command` as its only command, validated; undefined unless that command is kept. */
function startWith(document: Fields, command: Fields | undefined): CliSpec | undefined {
  if (!command) return undefined;
  const { spec } = validateSpec({ ...document, commands: [command] });
  return spec?.commands.length === 1 && !spec.commands[0]!.hidden ? spec : undefined;
}

/** Finds `word` as a whole token (not inside a longer id), from `lastIndex`. */
const tokenPattern = (word: string) =>
  new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g');

/**
 * The start of a YAML text, parsed on its own: js-yaml reads a whole text before it gives anything
 * back (250 ms for 5 MB, 25 ms for a spec of 130 KB). Only for the common layout (`info` first, then
 * a block list of `commands`). The part before the list is read first, for the first group in
 * `info.tags`; then the list up to the first command that names that group (the first command
 * with no tags at all), within its first 64 KB. The start is given only when the command shown
 * first is among them and its id appears nowhere else in the text (no command further on can list
 * it as a subcommand); undefined otherwise.
 */
export async function yamlStart(text: string, parseYaml: YamlParser): Promise<CliSpec | undefined> {
  const list = /^commands:[ \t]*\r?\n/m.exec(text);
  if (!list) return undefined;
  const listStart = list.index + list[0].length;
  const item = /^([ \t]*)- /m.exec(text.slice(listStart, listStart + 4096));
  if (!item) return undefined;
  try {
    const head = await parseYaml(text.slice(0, list.index));
    if (!isFields(head) || !isFields(head.info)) return undefined;
    const [firstGroup] = tagIdsOf(head);
    let from = listStart + item.index;
    if (firstGroup !== undefined) {
      const mention = tokenPattern(firstGroup);
      mention.lastIndex = from;
      const found = mention.exec(text);
      if (!found) return undefined;
      from = found.index;
    }
    // The command list up to the end of the command read last: the next item at its indentation.
    const end = text.indexOf(`\n${item[1]}- `, from);
    if (end < 0 || end - listStart > YAML_START_LENGTH) return undefined;
    const document = await parseYaml(text.slice(0, end + 1));
    if (!isFields(document) || !Array.isArray(document.commands)) return undefined;
    // Its own `id:` line and nothing else: no command further on can list it as a subcommand.
    const appearsOnce = (id: string) => {
      const token = tokenPattern(id);
      return token.exec(text) !== null && token.exec(text) === null;
    };
    return startWith(document, shownFirst(document.commands, tagIdsOf(document), false, appearsOnce));
  } catch {
    return undefined;
  }
}

/**
 * The start of a parsed spec: the command shown first, validated with the rest of the document but
 * the other commands. A millisecond where validating every command of a typical spec takes ten.
 * Undefined when the document is not an object with a list of commands, or that command is not
 * valid on its own.
 */
export function documentStart(document: unknown): CliSpec | undefined {
  if (!isFields(document) || !Array.isArray(document.commands)) return undefined;
  return startWith(document, shownFirst(document.commands, tagIdsOf(document), true));
}
