import type { CliCommand, CliFlag } from '../model/spec-types';
import {
  checkArgument,
  checkExample,
  checkExitCode,
  checkFlag,
  checkLink,
  flag,
  identifier,
  items,
  list,
  markdown,
  marker,
  quote,
  strings,
  text,
  textOrNumber,
  type Fields,
  type Report,
} from './validate-checks.ts';
import { wellFormed } from '../model/well-formed.ts';

// The checks of commands: one command on its own, then the checks across commands (duplicate ids,
// ids that name nothing, subcommand cycles). Like the checks in `validate-checks.ts`, each reports
// what it finds and none throws.

/** A command with where it came from, so later problems can point back at the source. */
export interface CommandEntry {
  command: CliCommand;
  index: number;
  /** Source index of each kept subcommand id, parallel to `command.subcommands`. */
  subcommandIndexes: number[];
  /** Source index of each kept tag id, parallel to `command.tags`. */
  tagIndexes: number[];
}

/**
 * One command on its own: its fields, examples, flags and links. Tag and subcommand ids are kept
 * as written (repaired like ids); whether they name anything is `checkReferences`'s business.
 * Returns nothing when the command has no usable id.
 */
export function checkCommand(report: Report, fields: Fields, index: number): CommandEntry | undefined {
  const path = `commands[${index}]`;
  const id = identifier(report, fields, 'id', path);
  const title = text(report, fields, 'title', path, 'non-empty');
  const summary = text(report, fields, 'summary', path, 'required');
  const description = markdown(report, fields, 'description', path);
  const usage = text(report, fields, 'usage', path, 'optional');
  const examples = items(report, fields, 'examples', path, checkExample);
  const flags = items(report, fields, 'flags', path, checkFlag);
  const links = items(report, fields, 'links', path, checkLink);
  const details = {
    aliases: strings(report, fields, 'aliases', path),
    arguments: items(report, fields, 'arguments', path, checkArgument),
    hidden: flag(report, fields, 'hidden', path),
    deprecated: marker(report, fields, 'deprecated', path),
    experimental: marker(report, fields, 'experimental', path),
    since: textOrNumber(report, fields, 'since', path, 'optional'),
    topic: flag(report, fields, 'topic', path),
    group: text(report, fields, 'group', path, 'optional') || undefined,
    exitCodes: items(report, fields, 'exit_codes', path, checkExitCode),
    seeAlso: strings(report, fields, 'see_also', path).map(wellFormed),
    exclusiveFlags: exclusiveGroups(report, fields, path, flags),
  };
  const tags: string[] = [];
  const tagIndexes: number[] = [];
  list(report, fields, 'tags', path).forEach((tag, tagIndex) => {
    if (typeof tag === 'string') {
      tags.push(wellFormed(tag));
      tagIndexes.push(tagIndex);
    } else report(`${path}.tags[${tagIndex}]`, 'a string', tag);
  });
  const subcommands: string[] = [];
  const subcommandIndexes: number[] = [];
  list(report, fields, 'subcommands', path).forEach((child, childIndex) => {
    if (typeof child === 'string' && child !== '') {
      // Repaired as the command ids are, so that it still names the command it named.
      const childId = wellFormed(child);
      if (subcommands.includes(childId)) return;
      subcommands.push(childId);
      subcommandIndexes.push(childIndex);
    } else report(`${path}.subcommands[${childIndex}]`, 'a non-empty string', child);
  });
  if (id === undefined) return undefined;
  return {
    command: {
      id,
      title: title ?? id,
      summary: summary?.trim() ?? '',
      description,
      examples,
      tags,
      links,
      usage: usage?.trim(),
      subcommands,
      flags,
      ...details,
    },
    index,
    subcommandIndexes,
    tagIndexes,
  };
}

/** `exclusive_flags`: lists of two or more flag ids of the command; unknown ids are reported and left out. */
function exclusiveGroups(report: Report, fields: Fields, path: string, flags: readonly CliFlag[]): string[][] {
  const known = new Set(flags.map((item) => item.id));
  const groups: string[][] = [];
  list(report, fields, 'exclusive_flags', path).forEach((group, index) => {
    const at = `${path}.exclusive_flags[${index}]`;
    if (!Array.isArray(group)) {
      report(at, 'a list of flag ids', group);
      return;
    }
    const ids: string[] = [];
    group.forEach((id: unknown, position) => {
      if (typeof id === 'string' && known.has(id)) {
        if (!ids.includes(id)) ids.push(id);
      } else report(`${at}[${position}]`, "the id of one of the command's flags", id);
    });
    if (ids.length >= 2) groups.push(ids);
  });
  return groups;
}

/** Whether `entry` may join `kept`: false (and reported) when an earlier command has its id. */
export function checkDuplicateId(
  report: Report,
  kept: ReadonlyMap<string, CommandEntry>,
  entry: CommandEntry,
): boolean {
  const { id } = entry.command;
  const earlier = kept.get(id);
  if (!earlier) return true;
  report(
    `commands[${entry.index}].id`,
    'an id no other command uses',
    id,
    `${quote(id)}, already used by commands[${earlier.index}]`,
  );
  return false;
}

/** Removes (and reports) every tag id that is not in `info.tags` and every subcommand id that names no command. */
export function checkReferences(
  report: Report,
  entries: ReadonlyMap<string, CommandEntry>,
  knownTags: ReadonlySet<string>,
): void {
  for (const entry of entries.values()) {
    const { command } = entry;
    const keptTags = command.tags.filter((tag, position) => {
      if (knownTags.has(tag)) return true;
      report(
        `commands[${entry.index}].tags[${entry.tagIndexes[position]}]`,
        'the id of a tag in info.tags',
        tag,
        `${quote(tag)} (no tag has this id)`,
      );
      return false;
    });
    const keptIndexes: number[] = [];
    const keptChildren = command.subcommands.filter((child, position) => {
      const childIndex = entry.subcommandIndexes[position] ?? position;
      if (entries.has(child)) {
        keptIndexes.push(childIndex);
        return true;
      }
      report(
        `commands[${entry.index}].subcommands[${childIndex}]`,
        'the id of a command in the commands list',
        child,
        `${quote(child)} (no command has this id)`,
      );
      return false;
    });
    const keptSeeAlso = command.seeAlso.filter((id) => {
      if (entries.has(id)) return true;
      report(
        `commands[${entry.index}].see_also`,
        'ids of commands in the commands list',
        id,
        `${quote(id)} (no command has this id)`,
      );
      return false;
    });
    command.tags = keptTags;
    command.subcommands = keptChildren;
    command.seeAlso = keptSeeAlso;
    entry.subcommandIndexes = keptIndexes;
  }
}

/**
 * Removes (and reports) every subcommand edge that leads back to a command on the current path.
 * Walks the subcommand graph depth first, without recursion so that long chains cannot overflow
 * the stack.
 */
export function checkCycles(report: Report, all: ReadonlyMap<string, CommandEntry>): void {
  const referenced = new Set<string>();
  for (const entry of all.values()) for (const child of entry.command.subcommands) referenced.add(child);
  const roots = [...all.keys()].filter((id) => !referenced.has(id));
  const starts = [...roots, ...all.keys()];
  const state = new Map<string, 'open' | 'done'>();

  for (const start of starts) {
    if (state.has(start)) continue;
    const path: { id: string; next: number }[] = [{ id: start, next: 0 }];
    state.set(start, 'open');
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      const entry = all.get(top.id)!;
      const children = entry.command.subcommands;
      if (top.next >= children.length) {
        state.set(top.id, 'done');
        path.pop();
        continue;
      }
      const position = top.next;
      const child = children[position]!;
      const childState = state.get(child);
      if (childState === 'open') {
        const loopStart = path.findIndex((step) => step.id === child);
        const loop = [...path.slice(loopStart).map((step) => step.id), child];
        const shown = loop.length > 8 ? [...loop.slice(0, 3), '…', ...loop.slice(-3)] : loop;
        report(
          `commands[${entry.index}].subcommands[${entry.subcommandIndexes[position]}]`,
          'a command that does not contain this one',
          child,
          `${quote(child)}, which leads back here: ${shown.join(' → ')}`,
        );
        children.splice(position, 1);
        entry.subcommandIndexes.splice(position, 1);
        continue;
      }
      top.next += 1;
      if (childState === undefined) {
        state.set(child, 'open');
        path.push({ id: child, next: 0 });
      }
    }
  }
}
