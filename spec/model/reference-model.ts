import type { CliCommand, CliFlag, CliSpec } from './spec-types';
import { wellFormed } from './well-formed';

/**
 * A flag's name as printed by `--help`, split for display: `--output <[ env | json ]>` → name
 * `--output`, type `[ env | json ]`; a bare switch (default `true` or `false`) is a boolean,
 * anything else a flag.
 */
const BLANK = /\s/;

/**
 * `--output <[ env | json ]>`: the text before the first `<` that follows a blank, and what is
 * between it and a closing `>` at the end. Found by a scan: a pattern would try each way a run of
 * blanks can be shared between the name and the gap.
 */
function typedFlagName(text: string): { name: string; type: string } | undefined {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith('>')) return undefined;
  for (let open = trimmed.indexOf('<', 1); open >= 0; open = trimmed.indexOf('<', open + 1)) {
    if (!BLANK.test(trimmed[open - 1]!)) continue;
    if (open > trimmed.length - 3) return undefined;
    let nameEnd = open - 1;
    while (nameEnd > 0 && BLANK.test(trimmed[nameEnd - 1]!)) nameEnd -= 1;
    return { name: trimmed.slice(0, nameEnd), type: trimmed.slice(open + 1, -1) };
  }
  return undefined;
}

export function splitFlagName(flag: CliFlag): { name: string; type: string } {
  const typed = typedFlagName(flag.name);
  if (typed) return typed;
  if (flag.kind === 'count') return { name: flag.name, type: 'count' };
  const isSwitch = flag.kind === 'switch' || flag.defaultValue === 'true' || flag.defaultValue === 'false';
  return { name: flag.name, type: isSwitch ? 'boolean' : 'flag' };
}

/** The element id of a flag's row: `<section anchor>--<flag id>`, for a command's flags and the global ones alike. */
export function flagAnchor(sectionAnchor: string, flagId: string): string {
  return `${sectionAnchor}--${flagId}`;
}

/** The element id of a positional argument's row: `<section anchor>--arg-<argument id>`. */
export function argumentAnchor(sectionAnchor: string, argumentId: string): string {
  return `${sectionAnchor}--arg-${argumentId}`;
}

/** The element id of the global flags' section, `global-flags` after the anchor prefix; each global flag's row is `global-flags--<flag id>`. */
export function globalFlagsAnchor(anchorPrefix: string): string {
  return `${anchorPrefix}global-flags`;
}

/** `tool db` → `db`: the navigation is about one tool, repeating its name on every line adds nothing. */
function withoutToolName(title: string): string {
  const space = title.indexOf(' ');
  return space > 0 && space < title.length - 1 ? title.slice(space + 1) : title;
}

/** One command as the reference shows it. */
export interface CommandEntry {
  command: CliCommand;
  /** Element id of its section: the anchor prefix and the command id. */
  anchor: string;
  /** Text shown in the navigation: the title without its parent's title (`push` under `db`) or the tool name (`db`). */
  label: string;
  /** Lower-case title, summary and flag names, for the filter. */
  haystack: string;
}

export interface NavItem {
  id: string;
  children: NavItem[];
  /** The item whose list holds this one. */
  parent?: NavItem | undefined;
}

/** Levels of nesting in the navigation; deeper commands are listed flat under their ancestor at this level. */
export const MAX_NAV_DEPTH = 6;

interface Placement {
  command: CliCommand;
  item: NavItem;
  /** The command the item is listed under in the navigation. */
  shownUnder: CliCommand | undefined;
  depth: number;
}

/**
 * Text shown in the navigation: the title without the title of the command it is listed under
 * (`push` under `db`), or without the tool name at the top (`db`). Flattened deep commands keep the
 * words in between, shortened to the first and last when there are many (`c6 … c1999`).
 */
function navLabel(title: string, parentTitle: string | undefined): string {
  // oclif's topics are typed with colons: `tool plugins:install` under `tool plugins`.
  if (parentTitle !== undefined && title.startsWith(`${parentTitle}:`)) return title.slice(parentTitle.length + 1);
  if (parentTitle === undefined || !title.startsWith(`${parentTitle} `)) return withoutToolName(title);
  const words = title.slice(parentTitle.length + 1).split(' ');
  return words.length > 3 ? `${words[0]} … ${words[words.length - 1]}` : words.join(' ');
}

export interface NavGroup {
  id: string;
  title: string;
  items: NavItem[];
}

export interface ReferenceModel {
  /** Every command once, in navigation order: groups, then each top-level command and its subtree. */
  entries: CommandEntry[];
  byId: Map<string, CommandEntry>;
  groups: NavGroup[];
  globalFlagsAnchor: string;
}

/**
 * The spec as a reader sees it: without hidden commands (and commands reachable only through
 * hidden ones), hidden flags and hidden arguments, and without the links to them. The same object
 * when nothing is hidden.
 */
export function visibleSpec(spec: CliSpec): CliSpec {
  const hasHidden =
    spec.flags.some((flag) => flag.hidden) ||
    spec.commands.some(
      (command) =>
        command.hidden ||
        command.flags.some((flag) => flag.hidden) ||
        command.arguments.some((argument) => argument.hidden),
    );
  if (!hasHidden) return spec;
  const byId = new Map(spec.commands.map((command) => [command.id, command]));
  const referenced = new Set(spec.commands.flatMap((command) => command.subcommands));
  const visible = new Set<string>();
  const pending = spec.commands
    .filter((command) => !referenced.has(command.id) && !command.hidden)
    .map((command) => command.id);
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (visible.has(id)) continue;
    visible.add(id);
    for (const child of byId.get(id)!.subcommands) if (!byId.get(child)?.hidden) pending.push(child);
  }
  const shownFlags = (flags: readonly CliFlag[]) => flags.filter((flag) => !flag.hidden);
  return {
    ...spec,
    flags: shownFlags(spec.flags),
    commands: spec.commands
      .filter((command) => visible.has(command.id))
      .map((command) => {
        const flags = shownFlags(command.flags);
        const flagIds = new Set(flags.map((flag) => flag.id));
        return {
          ...command,
          flags,
          arguments: command.arguments.filter((argument) => !argument.hidden),
          subcommands: command.subcommands.filter((id) => visible.has(id)),
          seeAlso: command.seeAlso.filter((id) => visible.has(id)),
          exclusiveFlags: command.exclusiveFlags
            .map((group) => group.filter((id) => flagIds.has(id)))
            .filter((group) => group.length >= 2),
        };
      }),
  };
}

/** A flag's persistent ancestors' flags, nearest first, that apply to a command: cobra's "inherited flags". */
export interface InheritedFlag {
  flag: CliFlag;
  /** The command that defines it. */
  from: CommandEntry;
}

/**
 * For each command, the persistent flags of the commands above it (through its first parent, as
 * the navigation places it), nearest first, without the ones it defines again itself.
 */
export function inheritedFlags(model: ReferenceModel): Map<string, InheritedFlag[]> {
  const result = new Map<string, InheritedFlag[]>();
  if (!model.entries.some((entry) => entry.command.flags.some((flag) => flag.scope === 'persistent'))) return result;
  const parentOf = new Map<string, string>();
  for (const entry of model.entries)
    for (const child of entry.command.subcommands) if (!parentOf.has(child)) parentOf.set(child, entry.command.id);
  for (const entry of model.entries) {
    const own = new Set(entry.command.flags.flatMap((flag) => [flag.id, flag.long ?? flag.name]));
    const found: InheritedFlag[] = [];
    const seen = new Set<string>();
    let parentId = parentOf.get(entry.command.id);
    for (let steps = 0; parentId !== undefined && steps < 10_000; steps += 1) {
      const parent = model.byId.get(parentId);
      if (!parent) break;
      for (const flag of parent.command.flags) {
        const key = flag.long ?? flag.name;
        if (flag.scope !== 'persistent' || own.has(flag.id) || own.has(key) || seen.has(key)) continue;
        seen.add(key);
        found.push({ flag, from: parent });
      }
      parentId = parentOf.get(parentId);
    }
    if (found.length > 0) result.set(entry.command.id, found);
  }
  return result;
}

/** A command's entry: its anchor, its label in the navigation and the text the filter searches. */
function commandEntry(command: CliCommand, anchorPrefix: string, shownUnder: CliCommand | undefined): CommandEntry {
  return {
    command,
    anchor: anchorPrefix + wellFormed(command.id),
    label: navLabel(command.title, shownUnder?.title),
    haystack: [
      command.title,
      command.summary,
      ...command.flags.map((flag) => flag.name),
      ...command.aliases,
      ...command.arguments.map((argument) => argument.name),
      ...command.flags.flatMap((flag) => [...flag.aliases, ...flag.env]),
    ]
      .join('\n')
      .toLowerCase(),
  };
}

/** The top-level commands (those no other command lists) under each tag group, then the ungrouped. */
function topLevelGroups(spec: CliSpec): { id: string; title: string; commands: CliCommand[] }[] {
  const referenced = new Set(spec.commands.flatMap((command) => command.subcommands));
  const topLevel = spec.commands.filter((command) => !referenced.has(command.id));
  const groups = spec.info.tags.map((tag) => ({
    id: tag.id,
    title: tag.title,
    commands: topLevel.filter((command) => command.tags.includes(tag.id)),
  }));
  const ungrouped = topLevel.filter((command) => command.tags.length === 0);
  if (ungrouped.length > 0) {
    groups.push({ id: '', title: groups.length > 0 ? 'Other commands' : 'Commands', commands: ungrouped });
  }
  return groups;
}

/**
 * Arranges a validated spec for display. Top-level commands (those no other command lists) go
 * under each tag group they name, in the spec's order; commands without a known group go under a
 * last group. Each subcommand nests under the first parent that reaches it, so a command listed by
 * two parents appears once in the tree (both parents still link to it).
 */
export function buildReferenceModel(spec: CliSpec, givenPrefix = ''): ReferenceModel {
  // Anchors go into ids and percent-encoded links: an unpaired surrogate would make the encoding throw.
  const anchorPrefix = wellFormed(givenPrefix);
  const commands = new Map(spec.commands.map((command) => [command.id, command]));
  const groups = topLevelGroups(spec);
  const entries: CommandEntry[] = [];
  const byId = new Map<string, CommandEntry>();
  const placed = new Set<string>();

  /**
   * Depth first, without recursion: the validator allows chains thousands of commands deep. The
   * navigation nests six levels; deeper commands are listed flat under their sixth-level ancestor,
   * since a deeper tree of lists would overflow the stack while React renders it.
   */
  const place = (root: CliCommand): NavItem => {
    const rootItem: NavItem = { id: root.id, children: [] };
    const stack: Placement[] = [{ command: root, item: rootItem, shownUnder: undefined, depth: 1 }];
    while (stack.length > 0) {
      const { command, item, shownUnder, depth } = stack.pop()!;
      if (byId.has(command.id)) continue;
      const entry = commandEntry(command, anchorPrefix, shownUnder);
      entries.push(entry);
      byId.set(command.id, entry);
      // Below the deepest level, children join the list their parent is in.
      const nests = depth <= MAX_NAV_DEPTH;
      const holder = nests ? item : item.parent!;
      const holderCommand = nests ? command : shownUnder!;
      const childDepth = nests ? depth + 1 : depth;
      const children: Placement[] = [];
      for (const childId of command.subcommands) {
        const child = commands.get(childId);
        if (!child || byId.has(childId) || placed.has(childId)) continue;
        placed.add(childId);
        const childItem: NavItem = { id: childId, children: [], parent: holder };
        children.push({ command: child, item: childItem, shownUnder: holderCommand, depth: childDepth });
      }
      // Flattened descendants follow their parent in the list, in depth-first order.
      const at = holder === item ? holder.children.length : holder.children.indexOf(item) + 1;
      holder.children.splice(at, 0, ...children.map((child) => child.item));
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
    }
    return rootItem;
  };

  const navGroups: NavGroup[] = groups
    .map((group) => ({
      id: group.id,
      title: group.title,
      items: group.commands.map((command) =>
        byId.has(command.id) ? { id: command.id, children: [] } : place(command),
      ),
    }))
    .filter((group) => group.items.length > 0);

  return { entries, byId, groups: navGroups, globalFlagsAnchor: globalFlagsAnchor(anchorPrefix) };
}

/**
 * Ids of the commands the filter keeps: every word of the query must appear in the command's
 * title, summary or flag names. An empty query keeps all (returns undefined).
 */
export function matchCommands(model: ReferenceModel, query: string): Set<string> | undefined {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  const matches = new Set<string>();
  for (const entry of model.entries) {
    if (words.every((word) => entry.haystack.includes(word))) matches.add(entry.command.id);
  }
  return matches;
}

/**
 * The commands and the topics among the entries, or among those that match: a topic (an oclif
 * topic, a cobra parent) only groups commands, so it is counted apart rather than as one.
 */
export function countEntries(
  model: ReferenceModel,
  matches?: ReadonlySet<string>,
): { commands: number; topics: number } {
  let commands = 0;
  let topics = 0;
  for (const { command } of model.entries) {
    if (matches && !matches.has(command.id)) continue;
    if (command.topic) topics += 1;
    else commands += 1;
  }
  return { commands, topics };
}

/** Navigation items to show for a filter: the matches and the parents that lead to them. */
export function visibleNavItems(model: ReferenceModel, matches: Set<string> | undefined): Set<string> | undefined {
  if (!matches) return undefined;
  const visible = new Set<string>();
  for (const group of model.groups) for (const item of group.items) markVisible(item, matches, visible);
  return visible;
}

/** Marks every item that matches or has a matching descendant, without recursion. */
function markVisible(root: NavItem, matches: Set<string>, visible: Set<string>): void {
  const order: { item: NavItem; parent: number }[] = [];
  const stack: { item: NavItem; parent: number }[] = [{ item: root, parent: -1 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    const index = order.length;
    order.push(next);
    for (const child of next.item.children) stack.push({ item: child, parent: index });
  }
  const keep = order.map(({ item }) => matches.has(item.id));
  for (let index = order.length - 1; index > 0; index -= 1) {
    if (keep[index]) keep[order[index]!.parent] = true;
  }
  order.forEach(({ item }, index) => {
    if (keep[index]) visible.add(item.id);
  });
}

/** The reference's title, in both of its exports (Markdown pages and plain text). */
export function referenceTitle(spec: CliSpec): string {
  return `${spec.info.title || 'Command'} reference`;
}
