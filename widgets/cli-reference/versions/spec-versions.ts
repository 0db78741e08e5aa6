import {
  buildReferenceModel,
  flagAnchor,
  isDeprecatedText,
  type CliSpec,
  type FlagDiff,
  type FlagFieldChange,
  type CommandFieldChange,
  type SpecDiff,
} from '../../../spec';

// The versions of one reference: reading the index (`versions` attribute or `specs` property),
// choosing a version (the address, else the newest), and turning a diff into the markers the sections show.
// Plain functions, no React: unit-tested in spec-versions.test.ts.

/** One version of the spec, as the index lists it. */
export interface VersionEntry {
  version: string;
  /** Absolute address of its spec, when it is fetched. */
  src: string | undefined;
  /** The spec itself (object, YAML or JSON text), when the `specs` property holds it. */
  spec: unknown;
  date: string | undefined;
}

export type VersionsIndex = { ok: true; versions: VersionEntry[]; problems: string[] } | { ok: false; message: string };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}

/**
 * Reads a versions index: a list of `{ version, src, date? }` (the `specs` property may give `spec`
 * instead of `src`). Addresses resolve against `base` and must be http(s). An entry that cannot be
 * used, or that repeats a version already listed, is left out and described in `problems`; the
 * list keeps its order (newest first: each version is compared with the one after it).
 */
export function readVersionsIndex(value: unknown, base: string, allowSpec = false): VersionsIndex {
  if (!Array.isArray(value))
    return { ok: false, message: `expected a list of { "version", "src" } entries, found ${describe(value)}.` };
  const versions: VersionEntry[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  value.forEach((item: unknown, index) => {
    const where = `Entry ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${where}: expected an object with "version" and "src", found ${describe(item)}.`);
      return;
    }
    const record = item as Record<string, unknown>;
    const rawVersion = record.version;
    const version =
      typeof rawVersion === 'number' ? String(rawVersion) : typeof rawVersion === 'string' ? rawVersion.trim() : '';
    if (version === '') {
      problems.push(`${where}: expected a "version" (text), found ${describe(rawVersion)}.`);
      return;
    }
    const first = seen.get(version);
    if (first !== undefined) {
      problems.push(`${where}: version ${version} is listed twice; entry ${first} is kept.`);
      return;
    }
    let src: string | undefined;
    if (typeof record.src === 'string' && record.src.trim() !== '') {
      try {
        const url = new URL(record.src.trim(), base);
        if (url.protocol === 'http:' || url.protocol === 'https:') src = url.href;
      } catch {
        // reported below
      }
      if (src === undefined) {
        problems.push(`${where} (${version}): "src" is not an http(s) address: ${describe(record.src)}.`);
        return;
      }
    }
    const spec = allowSpec ? record.spec : undefined;
    if (src === undefined && (spec === undefined || spec === null)) {
      problems.push(
        `${where} (${version}): expected ${allowSpec ? '"src" or "spec"' : '"src"'}, found ${describe(record.src)}.`,
      );
      return;
    }
    seen.set(version, index + 1);
    versions.push({
      version,
      src: spec !== undefined && spec !== null ? undefined : src,
      spec: spec ?? undefined,
      date: typeof record.date === 'string' ? record.date : undefined,
    });
  });
  if (versions.length === 0)
    return { ok: false, message: problems.length > 0 ? problems.join(' ') : 'the list of versions is empty.' };
  return { ok: true, versions, problems };
}

/** Reads the text of a versions index; text that is not JSON gives a message naming where it broke. */
export function parseVersionsText(text: string, base: string): VersionsIndex {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    const start = text.trimStart().slice(0, 1);
    const what = start === '<' ? 'an HTML page' : `text that is not JSON (${(error as Error).message})`;
    return { ok: false, message: `expected a JSON list of versions, got ${what}.` };
  }
  return readVersionsIndex(value, base);
}

/** `v1.2.3` for `1.2.3`; a version already starting with `v` stays as it is. */
export function versionLabel(version: string): string {
  return /^v\d/i.test(version) ? version : `v${version}`;
}

/**
 * The version to show: the one the address names, else the newest (the first listed). A value the
 * index does not list is ignored. Nothing else is remembered: the plain address always shows the
 * newest, and an older one only when the address asks for it.
 */
export function initialVersion(versions: readonly VersionEntry[], fromQuery: string | undefined): string {
  return fromQuery !== undefined && versions.some((entry) => entry.version === fromQuery)
    ? fromQuery
    : versions[0]!.version;
}

/** The version a version is compared with: the next one in the list (the previous release), if any. */
export function comparedWith(versions: readonly VersionEntry[], version: string): string | undefined {
  const index = versions.findIndex((entry) => entry.version === version);
  return index >= 0 ? versions[index + 1]?.version : undefined;
}

/** Other versions, nearest first (on a tie, the newer one): where to look for a missing section. */
export function byDistance(versions: readonly VersionEntry[], version: string): string[] {
  const index = versions.findIndex((entry) => entry.version === version);
  return versions
    .map((entry, position) => ({ entry, distance: Math.abs(position - index), position }))
    .filter(({ position }) => position !== index)
    .sort((first, second) => first.distance - second.distance || first.position - second.position)
    .map(({ entry }) => entry.version);
}

const anchorSets = new WeakMap<CliSpec, Map<string, Set<string>>>();

/** Every element id the reference gives this spec's sections and flag rows. */
export function anchorsOf(spec: CliSpec, anchorPrefix: string): Set<string> {
  let byPrefix = anchorSets.get(spec);
  if (!byPrefix) anchorSets.set(spec, (byPrefix = new Map()));
  let anchors = byPrefix.get(anchorPrefix);
  if (anchors) return anchors;
  const model = buildReferenceModel(spec, anchorPrefix);
  anchors = new Set<string>();
  for (const entry of model.entries) {
    anchors.add(entry.anchor);
    for (const flag of entry.command.flags) anchors.add(flagAnchor(entry.anchor, flag.id));
  }
  if (spec.flags.length > 0) {
    anchors.add(model.globalFlagsAnchor);
    for (const flag of spec.flags) anchors.add(flagAnchor(model.globalFlagsAnchor, flag.id));
  }
  byPrefix.set(anchorPrefix, anchors);
  return anchors;
}

/**
 * What a before/after line is about. An id, not a word: the view names it in the page's language
 * (`cli-reference.versions.subject-…`).
 */
export type ChangeSubject =
  | 'command'
  | 'title'
  | 'usage'
  | 'listed-under'
  | 'renamed-from'
  | 'aliases'
  | 'arguments'
  | 'name'
  | 'value'
  | 'type'
  | 'default'
  | 'required'
  | 'accepted-values'
  | 'environment-variables';

/** One of the view's own words where a value would be: none, the top level, yes, no. */
export interface ChangeWord {
  word: 'none' | 'top-level' | 'yes' | 'no';
}

/** A value before or after: the spec's text as written, a list of its names, or one of the view's words. */
export type ChangeValue = string | readonly string[] | ChangeWord;

/** One before/after line of a "Changed in" marker. */
export interface ChangeLine {
  /** What changed; for `accepted-values`, before lists the values removed and after those added. */
  what: ChangeSubject;
  before: ChangeValue;
  after: ChangeValue;
}

/** What a command section or flag row shows about its history. */
export interface Marker {
  /** `new`: New in v1.150.0; `changed`: Changed in v1.150.0; `new-values`: New values in v1.150.0: json. */
  kind: 'new' | 'changed' | 'deprecated' | 'new-values';
  /** The version it is new in or changed in, as listed (`1.150.0`); `''` for `deprecated`. */
  version: string;
  /** For `new-values`: the values new in that version. */
  values: string[];
  /** For `changed`: each change with its value before and after. */
  changes: ChangeLine[];
}

export interface VersionMarkers {
  /** Element id (with the anchor prefix) → its markers. */
  byAnchor: Map<string, Marker[]>;
  /** Section element id → flags it no longer has: `--name` as typed before. */
  removedFlags: Map<string, string[]>;
  /** Ids of the commands added or changed, for the "changed since" filter. */
  changedCommands: Set<string>;
  /** Whether a global flag was added, removed or changed. */
  globalFlagsChanged: boolean;
}

const none: ChangeWord = { word: 'none' };
const yesOrNo = (value: boolean): ChangeWord => ({ word: value ? 'yes' : 'no' });

function commandChange(change: CommandFieldChange): ChangeLine | undefined {
  switch (change.field) {
    case 'title':
      return { what: 'command', before: change.before, after: change.after };
    case 'usage':
      return { what: 'usage', before: change.before ?? none, after: change.after ?? none };
    case 'parents': {
      const list = (parents: { title: string }[]): ChangeValue =>
        parents.length === 0 ? { word: 'top-level' } : parents.map((parent) => parent.title);
      return { what: 'listed-under', before: list(change.before), after: list(change.after) };
    }
    case 'deprecated':
    case 'experimental':
    case 'aliases':
    case 'arguments':
      return undefined;
  }
}

function flagChange(change: FlagFieldChange): ChangeLine | undefined {
  switch (change.field) {
    case 'name':
      return { what: 'name', before: change.before, after: change.after };
    case 'type':
      return { what: 'value', before: change.before, after: change.after };
    case 'default':
      return { what: 'default', before: change.before || none, after: change.after || none };
    case 'required':
      return { what: 'required', before: yesOrNo(change.before), after: yesOrNo(change.after) };
    case 'values':
      // Only names are compared: the line says which left and which arrived.
      return { what: 'accepted-values', before: change.removed, after: change.added };
    case 'deprecated':
    case 'env':
      return undefined;
  }
}

function flagMarkers(flag: FlagDiff, version: string, markers: Marker[]): void {
  if (flag.change === 'added') {
    markers.push({ kind: 'new', version, values: [], changes: [] });
    return;
  }
  const changes = flag.fields.map(flagChange).filter((line) => line !== undefined);
  if (changes.length > 0) markers.push({ kind: 'changed', version, values: [], changes });
  for (const field of flag.fields) {
    if (field.field === 'values' && field.added.length > 0)
      markers.push({ kind: 'new-values', version, values: field.added, changes: [] });
  }
}

const deprecatedMarker: Marker = { kind: 'deprecated', version: '', values: [], changes: [] };

function push(map: Map<string, Marker[]>, anchor: string, marker: Marker): void {
  const list = map.get(anchor);
  if (list) list.push(marker);
  else map.set(anchor, [marker]);
}

/**
 * The markers of a version (`diff.to`) compared with the one before it (`diff.from`): new and
 * changed commands, flags and accepted values, flags removed, and deprecations the spec states.
 * Without a diff (the oldest version), only the deprecations.
 */
export function buildMarkers(spec: CliSpec, diff: SpecDiff | undefined, anchorPrefix: string): VersionMarkers {
  const byAnchor = new Map<string, Marker[]>();
  const removedFlags = new Map<string, string[]>();
  const changedCommands = new Set<string>();
  const version = diff ? diff.to.version : '';
  const model = buildReferenceModel(spec, anchorPrefix);
  const flagsOf = (sectionAnchor: string, flags: FlagDiff[]) => {
    for (const flag of flags) {
      if (flag.change === 'removed') {
        const list = removedFlags.get(sectionAnchor) ?? [];
        list.push(flag.name);
        removedFlags.set(sectionAnchor, list);
        continue;
      }
      const markers: Marker[] = [];
      flagMarkers(flag, version, markers);
      for (const marker of markers) push(byAnchor, flagAnchor(sectionAnchor, flag.id), marker);
    }
  };
  for (const command of diff?.commands ?? []) {
    if (command.change === 'removed') continue;
    const anchor = anchorPrefix + command.anchor;
    changedCommands.add(command.id);
    if (command.change === 'added') {
      push(byAnchor, anchor, { kind: 'new', version, values: [], changes: [] });
      continue;
    }
    const changes = command.fields.map(commandChange).filter((line) => line !== undefined);
    if (command.renamedFrom)
      changes.unshift({ what: 'renamed-from', before: command.renamedFrom.title, after: command.title });
    if (changes.length > 0) push(byAnchor, anchor, { kind: 'changed', version, values: [], changes });
    flagsOf(anchor, command.flags);
  }
  flagsOf(model.globalFlagsAnchor, diff?.globalFlags ?? []);
  for (const entry of model.entries) {
    if (isDeprecatedText(entry.command.summary)) push(byAnchor, entry.anchor, deprecatedMarker);
    for (const flag of entry.command.flags) {
      if (isDeprecatedText(flag.description)) push(byAnchor, flagAnchor(entry.anchor, flag.id), deprecatedMarker);
    }
  }
  for (const flag of spec.flags) {
    if (isDeprecatedText(flag.description))
      push(byAnchor, flagAnchor(model.globalFlagsAnchor, flag.id), deprecatedMarker);
  }
  return { byAnchor, removedFlags, changedCommands, globalFlagsChanged: (diff?.globalFlags.length ?? 0) > 0 };
}
