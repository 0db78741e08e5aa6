import type { YamlParser } from './parse-spec-text';
import type { CliSpec } from './spec-types';
import { validateSpec } from './validate-spec';

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

/** Commands parsed from a YAML text's start before one is chosen: enough for most specs' first group. */
const YAML_START_COMMANDS = 24;

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

/**
 * The start of a YAML text, parsed on its own: js-yaml reads a whole text before it gives anything
 * back (250 ms for 5 MB, 25 ms for a spec of 130 KB). Only for the common layout (`info` first, then
 * a block list of `commands`), and only when the command shown first is among the first few and
 * its id appears nowhere else in the text (no command can list it as a subcommand); undefined
 * otherwise.
 */
export async function yamlStart(text: string, parseYaml: YamlParser): Promise<CliSpec | undefined> {
  const list = /^commands:[ \t]*\r?\n/m.exec(text);
  if (!list) return undefined;
  const listStart = list.index + list[0].length;
  const item = /^([ \t]*)- /m.exec(text.slice(listStart, listStart + 4096));
  if (!item) return undefined;
  // The end of the last command read: the start of the next item at the list's indentation.
  let end = listStart + item.index;
  for (let count = 0; count < YAML_START_COMMANDS; count += 1) {
    const next = text.indexOf(`\n${item[1]}- `, end + 1);
    if (next < 0) break;
    end = next;
  }
  if (end === listStart + item.index) return undefined;
  try {
    const document = await parseYaml(text.slice(0, end + 1));
    if (!isFields(document) || !('info' in document) || !Array.isArray(document.commands)) return undefined;
    // Its own `id:` line and nothing else: no command further on can list it as a subcommand.
    const appearsOnce = (id: string) => {
      const token = new RegExp(`(?<![\\w-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g');
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
 * Undefined when the document has no list of commands or that command is not valid on its own.
 */
export function documentStart(document: object): CliSpec | undefined {
  if (!isFields(document) || !Array.isArray(document.commands)) return undefined;
  return startWith(document, shownFirst(document.commands, tagIdsOf(document), true));
}
