import { buildReferenceModel, flagAnchor, splitFlagName, visibleSpec } from '../model/reference-model';
import type { CliCommand, CliFlag, CliSpec } from '../model/spec-types';

// What changed between two versions of a CLI spec, for release notes and the reference's
// version picker. Works on the validated model (see `validate-spec.ts`), so YAML styles, anchors
// and trailing newlines never show up as changes.

/** Which spec of the two a piece of the diff comes from. */
export type DiffSide = 'from' | 'to';

/** The tool and version on one side of the diff. */
export interface DiffVersion {
  title: string;
  version: string;
}

/** Everything that changed from one spec to the next. Plain data (no `undefined`, no class): `JSON.parse(JSON.stringify(diff))` is equal to it. */
export interface SpecDiff {
  from: DiffVersion;
  to: DiffVersion;
  /** Global flags: changes in the newer spec's order, then removals in the older spec's order. */
  globalFlags: FlagDiff[];
  /** Commands: additions and changes in the newer spec's order, then removals in the older spec's order. */
  commands: CommandDiff[];
  /** Ids that a list held more than once; the first of each is compared, the others ignored. */
  duplicates: DuplicateId[];
}

export type CommandDiff = AddedCommand | RemovedCommand | ChangedCommand;

/** A command, as both lists of changes name it. */
export interface CommandReference {
  id: string;
  /** The command as typed, such as `tool db push`. */
  title: string;
  /** Element id of its section on the reference page of its version (without an anchor prefix). */
  anchor: string;
}

export interface AddedCommand extends CommandReference {
  change: 'added';
  summary: string;
  /** Ids of the commands that list it; empty for a top-level command. */
  parents: string[];
  /** Already marked deprecated when it appears. */
  deprecated: boolean;
}

export interface RemovedCommand extends CommandReference {
  change: 'removed';
  summary: string;
  parents: string[];
}

export interface ChangedCommand extends CommandReference {
  change: 'changed';
  /** Set when the command was found under another id (see `diffSpecs` on renames); `null` otherwise. */
  renamedFrom: CommandReference | null;
  /** In this order: title, usage, parents, deprecated; only those that changed. */
  fields: CommandFieldChange[];
  /** Its own flags: changes in the newer order, then removals in the older order. */
  flags: FlagDiff[];
}

export type CommandFieldChange =
  | { field: 'title'; before: string; after: string }
  /** `null`: no usage line. */
  | { field: 'usage'; before: string | null; after: string | null }
  /** Moved: the commands that list it, before and after (empty: top-level). */
  | { field: 'parents'; before: CommandParent[]; after: CommandParent[] }
  | { field: 'deprecated'; before: boolean; after: boolean }
  | { field: 'experimental'; before: boolean; after: boolean }
  /** Other names it is typed by, as typed in full. */
  | { field: 'aliases'; added: string[]; removed: string[] }
  /** Positional arguments by name: added, removed, and those whose required-ness changed. */
  | { field: 'arguments'; added: string[]; removed: string[]; nowRequired: string[]; noLongerRequired: string[] };

export interface CommandParent {
  id: string;
  title: string;
}

export interface FlagDiff {
  change: 'added' | 'removed' | 'changed';
  id: string;
  /** As printed by `--help`, in the newer spec (the older one for a removal). */
  name: string;
  /** Element id of its row on the reference page of its version (without an anchor prefix). */
  anchor: string;
  /** For `changed`: what changed, in this order: name, type, default, required, values, deprecated. Empty otherwise. */
  fields: FlagFieldChange[];
  /** For `added`: already marked deprecated when it appears. `false` otherwise. */
  deprecated: boolean;
}

export type FlagFieldChange =
  /** The flag as typed, without its value placeholder: `-o, --output`. */
  | { field: 'name'; before: string; after: string }
  /** The value placeholder (`[ env | json ]`), `boolean` for a switch, `flag` for neither. */
  | { field: 'type'; before: string; after: string }
  /** `''` means no default. */
  | { field: 'default'; before: string; after: string }
  | { field: 'required'; before: boolean; after: boolean }
  /** Accepted values by name, in the order of the spec that has them. */
  | { field: 'values'; added: string[]; removed: string[] }
  | { field: 'deprecated'; before: boolean; after: boolean }
  /** Environment variables that set it. */
  | { field: 'env'; added: string[]; removed: string[] };

export interface DuplicateId {
  side: DiffSide;
  kind: 'command' | 'flag' | 'global-flag' | 'accepted-value';
  id: string;
  /** For a flag: the id of the command holding it. For an accepted value: the command id, if any, and the flag id (`db-push dry-run`). `null` for commands and global flags. */
  within: string | null;
}

/**
 * The format has no deprecation field; a spec says it in the text that readers see. A command is
 * deprecated when its summary, a flag when its description, opens with the word "Deprecated"
 * (punctuation and emphasis before it allowed: `Deprecated: use …`, `**Deprecated.**`, `(Deprecated)`).
 */
export function isDeprecatedText(text: string | undefined): boolean {
  return text !== undefined && /^[\s*_([]*deprecated\b/i.test(text);
}

/** First of each id wins; later ones are reported through `duplicate`. */
function indexById<T extends { id: string }>(items: readonly T[], duplicate: (id: string) => void): Map<string, T> {
  const byId = new Map<string, T>();
  for (const item of items) {
    if (byId.has(item.id)) duplicate(item.id);
    else byId.set(item.id, item);
  }
  return byId;
}

/** One spec, indexed for comparing. */
interface Indexed {
  commands: Map<string, CliCommand>;
  /**
   * The commands in the order the reference shows them (groups, then each command's subtree in
   * its `subcommands` order), which a spec's list need not follow: generated specs often list
   * them in reverse. Commands the reference cannot place follow, in list order.
   */
  shown: CliCommand[];
  /** Command id → ids of the commands that list it, in spec order. */
  parents: Map<string, string[]>;
  anchors: Map<string, string>;
  globalFlagsAnchor: string;
  /** Command id → its flags by id. */
  flags: Map<string, Map<string, CliFlag>>;
  globalFlags: Map<string, CliFlag>;
  /** Each compared flag's accepted values: id → name. */
  values: Map<CliFlag, Map<string, string>>;
}

function indexSpec(spec: CliSpec, side: DiffSide, duplicates: DuplicateId[]): Indexed {
  const commands = indexById(spec.commands, (id) => duplicates.push({ side, kind: 'command', id, within: null }));
  const parents = new Map<string, string[]>();
  for (const command of commands.values()) {
    for (const child of new Set(command.subcommands)) {
      const list = parents.get(child);
      if (list) list.push(command.id);
      else parents.set(child, [command.id]);
    }
  }
  // The anchors the reference itself gives its sections.
  const model = buildReferenceModel({ ...spec, commands: [...commands.values()] });
  const anchors = new Map([...model.byId].map(([id, entry]) => [id, entry.anchor]));
  const placed = model.entries.map((entry) => commands.get(entry.command.id)!);
  const shown = [...placed, ...[...commands.values()].filter((command) => !model.byId.has(command.id))];
  const values = new Map<CliFlag, Map<string, string>>();
  const flagsOf = (flags: readonly CliFlag[], kind: 'flag' | 'global-flag', commandId: string | null) => {
    const byId = indexById(flags, (id) => duplicates.push({ side, kind, id, within: commandId }));
    for (const flag of byId.values()) {
      const within = commandId === null ? flag.id : `${commandId} ${flag.id}`;
      const valuesById = indexById(flag.acceptedValues, (id) =>
        duplicates.push({ side, kind: 'accepted-value', id, within }),
      );
      values.set(flag, new Map([...valuesById].map(([id, value]) => [id, value.name])));
    }
    return byId;
  };
  const globalFlags = flagsOf(spec.flags, 'global-flag', null);
  const flags = new Map(
    [...commands.values()].map((command) => [command.id, flagsOf(command.flags, 'flag', command.id)]),
  );
  return { commands, shown, parents, anchors, globalFlagsAnchor: model.globalFlagsAnchor, flags, globalFlags, values };
}

function compareFlag(
  before: CliFlag,
  after: CliFlag,
  oldValues: Map<string, string>,
  newValues: Map<string, string>,
): FlagFieldChange[] {
  const fields: FlagFieldChange[] = [];
  const old = splitFlagName(before);
  const now = splitFlagName(after);
  if (old.name !== now.name) fields.push({ field: 'name', before: old.name, after: now.name });
  // A placeholder that spells out the accepted values changes with them; the values say it better.
  const isChoiceList = (flag: CliFlag, type: string) => flag.acceptedValues.length > 0 && /^\[.*\]$/s.test(type);
  if (old.type !== now.type && !(isChoiceList(before, old.type) && isChoiceList(after, now.type))) {
    fields.push({ field: 'type', before: old.type, after: now.type });
  }
  if (before.defaultValue !== after.defaultValue)
    fields.push({ field: 'default', before: before.defaultValue, after: after.defaultValue });
  if (before.required !== after.required)
    fields.push({ field: 'required', before: before.required, after: after.required });
  const added = [...newValues].filter(([id]) => !oldValues.has(id)).map(([, name]) => name);
  const removed = [...oldValues].filter(([id]) => !newValues.has(id)).map(([, name]) => name);
  if (added.length > 0 || removed.length > 0) fields.push({ field: 'values', added, removed });
  const wasDeprecated = before.deprecated !== undefined || isDeprecatedText(before.description);
  const isDeprecated = after.deprecated !== undefined || isDeprecatedText(after.description);
  if (wasDeprecated !== isDeprecated) fields.push({ field: 'deprecated', before: wasDeprecated, after: isDeprecated });
  const env = listChange(before.env, after.env);
  if (env) fields.push({ field: 'env', ...env });
  return fields;
}

/** What a list of names gained and lost; undefined when nothing changed. */
function listChange(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } | undefined {
  const added = after.filter((item) => !before.includes(item));
  const removed = before.filter((item) => !after.includes(item));
  return added.length > 0 || removed.length > 0 ? { added, removed } : undefined;
}

function compareFlags(
  before: Map<string, CliFlag>,
  after: Map<string, CliFlag>,
  oldAnchor: (flag: CliFlag) => string,
  newAnchor: (flag: CliFlag) => string,
  values: (flag: CliFlag, side: DiffSide) => Map<string, string>,
): FlagDiff[] {
  const changes: FlagDiff[] = [];
  for (const flag of after.values()) {
    const old = before.get(flag.id);
    const base = { id: flag.id, name: flag.name, anchor: newAnchor(flag) };
    if (!old) {
      const deprecated = flag.deprecated !== undefined || isDeprecatedText(flag.description);
      changes.push({ change: 'added', ...base, fields: [], deprecated });
      continue;
    }
    const fields = compareFlag(old, flag, values(old, 'from'), values(flag, 'to'));
    if (fields.length > 0) changes.push({ change: 'changed', ...base, fields, deprecated: false });
  }
  for (const flag of before.values()) {
    if (!after.has(flag.id)) {
      changes.push({
        change: 'removed',
        id: flag.id,
        name: flag.name,
        anchor: oldAnchor(flag),
        fields: [],
        deprecated: false,
      });
    }
  }
  return changes;
}

/** What two commands have in common for rename detection: the same words, and the same flags. */
function renameKey(command: CliCommand): string | undefined {
  if (command.summary === '') return undefined;
  const flagIds = [...new Set(command.flags.map((flag) => flag.id))].sort();
  return JSON.stringify([command.summary, command.description ?? '', flagIds]);
}

/**
 * Removed and added commands that are the same command under a new id: same summary (not empty),
 * same description and same set of flag ids, and no other removed or added command that matches.
 * Returns new id → old id.
 */
function findRenames(removed: CliCommand[], added: CliCommand[]): Map<string, string> {
  const group = (commands: CliCommand[]) => {
    const byKey = new Map<string, CliCommand[]>();
    for (const command of commands) {
      const key = renameKey(command);
      if (key !== undefined) byKey.set(key, [...(byKey.get(key) ?? []), command]);
    }
    return byKey;
  };
  const removedByKey = group(removed);
  const renames = new Map<string, string>();
  for (const [key, candidates] of group(added)) {
    const previous = removedByKey.get(key);
    if (candidates.length === 1 && previous?.length === 1) renames.set(candidates[0]!.id, previous[0]!.id);
  }
  return renames;
}

function commandReference(command: CliCommand, anchor: string): CommandReference {
  return { id: command.id, title: command.title, anchor };
}

/** Deprecated by its marker, or by a summary that opens with the word. */
function isDeprecatedCommand(command: CliCommand): boolean {
  return command.deprecated !== undefined || isDeprecatedText(command.summary);
}

/** The positional arguments' change: names added or removed, and those now (or no longer) required. */
function argumentsChange(before: CliCommand, after: CliCommand): CommandFieldChange | undefined {
  const oldArguments = new Map(before.arguments.map((argument) => [argument.name, argument]));
  const newArguments = new Map(after.arguments.map((argument) => [argument.name, argument]));
  const argumentNames = listChange([...oldArguments.keys()], [...newArguments.keys()]);
  const nowRequired = [...newArguments.values()]
    .filter((argument) => argument.required && oldArguments.get(argument.name)?.required === false)
    .map((argument) => argument.name);
  const noLongerRequired = [...newArguments.values()]
    .filter((argument) => !argument.required && oldArguments.get(argument.name)?.required === true)
    .map((argument) => argument.name);
  if (!argumentNames && nowRequired.length === 0 && noLongerRequired.length === 0) return undefined;
  return {
    field: 'arguments',
    added: argumentNames?.added ?? [],
    removed: argumentNames?.removed ?? [],
    nowRequired,
    noLongerRequired,
  };
}

/** How a command's parents changed, or undefined when they did not (a renamed parent is the same parent). */
function parentsChange(
  old: Indexed,
  now: Indexed,
  oldId: string,
  id: string,
  currentId: (id: string) => string,
): CommandFieldChange | undefined {
  const oldParents = old.parents.get(oldId) ?? [];
  const parents = now.parents.get(id) ?? [];
  if (oldParents.length === parents.length && oldParents.every((parent) => parents.includes(currentId(parent))))
    return undefined;
  const parentOf = (index: Indexed, parentId: string) => ({
    id: parentId,
    title: index.commands.get(parentId)?.title ?? parentId,
  });
  return {
    field: 'parents',
    before: oldParents.map((parentId) => parentOf(old, parentId)),
    after: parents.map((parentId) => parentOf(now, parentId)),
  };
}

/** What changed on a command besides its flags, in the order the write-up lists it. */
function fieldChanges(
  before: CliCommand,
  command: CliCommand,
  parentsChange: CommandFieldChange | undefined,
): CommandFieldChange[] {
  const fields: CommandFieldChange[] = [];
  if (before.title !== command.title) fields.push({ field: 'title', before: before.title, after: command.title });
  if (before.usage !== command.usage)
    fields.push({ field: 'usage', before: before.usage ?? null, after: command.usage ?? null });
  if (parentsChange) fields.push(parentsChange);
  const wasDeprecated = isDeprecatedCommand(before);
  const isDeprecated = isDeprecatedCommand(command);
  if (wasDeprecated !== isDeprecated) fields.push({ field: 'deprecated', before: wasDeprecated, after: isDeprecated });
  if ((before.experimental !== undefined) !== (command.experimental !== undefined))
    fields.push({
      field: 'experimental',
      before: before.experimental !== undefined,
      after: command.experimental !== undefined,
    });
  const aliases = listChange(before.aliases, command.aliases);
  if (aliases) fields.push({ field: 'aliases', ...aliases });
  const args = argumentsChange(before, command);
  if (args) fields.push(args);
  return fields;
}

/**
 * Compares two validated specs (`from` the older, `to` the newer) and lists what a reader of the
 * reference would notice: commands added, removed or changed (title, usage, moved under another
 * parent, deprecated, flags), and flags added, removed or changed (name, type, default, required,
 * accepted values, deprecated), for every command and for the global flags.
 *
 * Commands and flags are matched by id, so reordering is no change and a command whose parents
 * changed is reported as moved, not as removed and added. Summaries, descriptions, examples,
 * links and tag groups are not compared: rewording is not a change of the tool. A command removed
 * and one added with the same summary, description and flag ids (and no other candidate) is
 * reported as one changed command with `renamedFrom`. An id listed twice is compared once (the
 * first), and reported in `duplicates`; nothing throws.
 */
export function diffSpecs(givenFrom: CliSpec, givenTo: CliSpec): SpecDiff {
  // What readers see: hidden commands, flags and arguments are not part of the tool's surface.
  const from = visibleSpec(givenFrom);
  const to = visibleSpec(givenTo);
  const duplicates: DuplicateId[] = [];
  const old = indexSpec(from, 'from', duplicates);
  const now = indexSpec(to, 'to', duplicates);
  const oldAnchor = (id: string) => old.anchors.get(id) ?? id;
  const newAnchor = (id: string) => now.anchors.get(id) ?? id;
  const valuesOf = (flag: CliFlag, side: DiffSide) =>
    (side === 'from' ? old : now).values.get(flag) ?? new Map<string, string>();

  const addedCommands = now.shown.filter((command) => !old.commands.has(command.id));
  const removedCommands = old.shown.filter((command) => !now.commands.has(command.id));
  const renames = findRenames(removedCommands, addedCommands);
  const renamedOldIds = new Set(renames.values());
  /** An old id as the newer spec calls it, so a child of a renamed parent does not count as moved. */
  const currentId = (id: string) => [...renames].find(([, oldId]) => oldId === id)?.[0] ?? id;

  const commands: CommandDiff[] = [];
  for (const command of now.shown) {
    const oldId = old.commands.has(command.id) ? command.id : renames.get(command.id);
    const parents = now.parents.get(command.id) ?? [];
    if (oldId === undefined) {
      commands.push({
        change: 'added',
        ...commandReference(command, newAnchor(command.id)),
        summary: command.summary,
        parents,
        deprecated: isDeprecatedCommand(command),
      });
      continue;
    }
    const before = old.commands.get(oldId)!;
    const fields = fieldChanges(before, command, parentsChange(old, now, oldId, command.id, currentId));
    const flags = compareFlags(
      old.flags.get(oldId)!,
      now.flags.get(command.id)!,
      (flag) => flagAnchor(oldAnchor(oldId), flag.id),
      (flag) => flagAnchor(newAnchor(command.id), flag.id),
      valuesOf,
    );
    const renamedFrom = oldId === command.id ? null : commandReference(before, oldAnchor(oldId));
    if (fields.length > 0 || flags.length > 0 || renamedFrom) {
      commands.push({
        change: 'changed',
        ...commandReference(command, newAnchor(command.id)),
        renamedFrom,
        fields,
        flags,
      });
    }
  }
  for (const command of removedCommands.filter((removed) => !renamedOldIds.has(removed.id))) {
    const parents = old.parents.get(command.id) ?? [];
    commands.push({
      change: 'removed',
      ...commandReference(command, oldAnchor(command.id)),
      summary: command.summary,
      parents,
    });
  }

  const globalFlags = compareFlags(
    old.globalFlags,
    now.globalFlags,
    (flag) => flagAnchor(old.globalFlagsAnchor, flag.id),
    (flag) => flagAnchor(now.globalFlagsAnchor, flag.id),
    valuesOf,
  );

  return {
    from: { title: from.info.title, version: from.info.version },
    to: { title: to.info.title, version: to.info.version },
    globalFlags,
    commands,
    duplicates,
  };
}

/** True when the diff holds no change at all (duplicates are not changes). */
export function isEmptyDiff(diff: SpecDiff): boolean {
  return diff.commands.length === 0 && diff.globalFlags.length === 0;
}
