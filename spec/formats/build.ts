import type { SpecProblem } from '../model/spec-types';

// What every reader of another format shares: the document it writes (our own format, as
// `spec/cli.schema.json` describes it), the notes it takes on what was odd, and the cleaning of
// text from files written for terminals.

/** A value the reader was given; nothing about it is trusted. */
export type Loose = Record<string, unknown>;

/** Our format's accepted value, argument, flag, example, command and document, as readers write them. */
export interface DocumentValue {
  id: string;
  name: string;
  type?: string;
  description?: string;
}

export interface DocumentArgument {
  id: string;
  name: string;
  description?: string;
  required?: boolean;
  variadic?: boolean;
  default_value?: string;
  accepted_values?: DocumentValue[];
  env?: string[];
  hidden?: boolean;
  deprecated?: DocumentMarker;
}

export type DocumentMarker = true | { since?: string; note?: string };

export interface DocumentFlag {
  id: string;
  name: string;
  description: string;
  default_value: string;
  required?: boolean;
  accepted_values?: DocumentValue[];
  short?: string;
  long?: string;
  aliases?: string[];
  kind?: 'value' | 'switch' | 'count';
  value_name?: string;
  repeatable?: boolean;
  negation?: string;
  env?: string[];
  scope?: 'command' | 'persistent' | 'inherited';
  hidden?: boolean;
  deprecated?: DocumentMarker;
  experimental?: DocumentMarker;
  since?: string;
  group?: string;
}

export interface DocumentExample {
  id: string;
  name: string;
  code: string;
  response?: string;
  description?: string;
}

export interface DocumentCommand {
  id: string;
  title: string;
  summary: string;
  description?: string;
  usage?: string;
  tags?: string[];
  links?: { name?: string; url?: string }[];
  subcommands?: string[];
  flags?: DocumentFlag[];
  examples?: DocumentExample[];
  aliases?: string[];
  arguments?: DocumentArgument[];
  hidden?: boolean;
  deprecated?: DocumentMarker;
  experimental?: DocumentMarker;
  since?: string;
  topic?: boolean;
  group?: string;
  exit_codes?: { code: number; description?: string }[];
  see_also?: string[];
  exclusive_flags?: string[][];
}

export interface SpecDocument {
  clispec: string;
  info: {
    id: string;
    version: string;
    title: string;
    language?: string;
    description?: string;
    source?: string;
    bugs?: string;
    tags?: { id: string; title: string }[];
  };
  flags?: DocumentFlag[];
  commands: DocumentCommand[];
}

/** The version of our format that holds arguments, aliases, markers and the rest. */
export const FORMAT_VERSION = '002';

/** What a reader hands back: our format, and what it noticed on the way. */
export interface ReadResult {
  document: SpecDocument;
  /** Odd things read leniently (`severity: 'note'`) and parts left out (no severity). */
  problems: SpecProblem[];
}

/** Notes and problems, with the path in the source where each was met. */
export class Findings {
  readonly problems: SpecProblem[] = [];
  /** Fields whose terminal escape codes were removed, counted rather than listed one by one. */
  private escapes: string[] = [];
  private templates: string[] = [];

  /** Something odd that was read anyway: nothing is lost. */
  note(path: string, expected: string, found: string): void {
    this.problems.push({ path, expected, found, severity: 'note' });
  }

  /** A part that could not be read: it is not shown. */
  problem(path: string, expected: string, found: string): void {
    this.problems.push({ path, expected, found });
  }

  escaped(path: string): void {
    this.escapes.push(path);
  }

  templated(path: string): void {
    this.templates.push(path);
  }

  /** The problems, with one note for all escape codes and one for all templates. */
  finish(): SpecProblem[] {
    const summarise = (paths: string[], expected: string, what: string) => {
      if (paths.length === 0) return;
      const where = paths.length === 1 ? '' : `, first at ${paths[0]}`;
      this.note(
        paths.length === 1 ? paths[0]! : '(document)',
        expected,
        `${what} in ${paths.length === 1 ? 'this field' : `${paths.length} fields${where}`}`,
      );
    };
    summarise(this.escapes, 'text without terminal escape codes', 'escape codes (removed)');
    summarise(
      this.templates,
      'template tags we can fill in (the tool name, the command id)',
      'other template tags (left as written)',
    );
    return this.problems;
  }
}

/** Terminal control sequences: CSI (`ESC [ … m`), OSC (`ESC ] … BEL`), single escapes and 8-bit CSI. */
const ESCAPES =
  /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|\u001b[@-Z\\-_]|\u009b[0-?]*[ -/]*[@-~]/g;
/** Other control characters a terminal would act on; tabs and line breaks stay. */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * What a value the format did not expect is, for the `found` half of a problem: every reader
 * says it the same way (`a list`, `the string "…"`, at most 60 characters of it).
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string')
    return value === '' ? 'an empty string' : `the string ${JSON.stringify(value.slice(0, 60))}`;
  return typeof value === 'object' ? 'a mapping' : `a ${typeof value} (${String(value)})`;
}

/** A string field, with terminal escape codes removed (and noted), or undefined. */
export function cleanText(value: unknown, path: string, findings: Findings): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u009b]/.test(value)) return value;
  findings.escaped(path);
  return value.replace(ESCAPES, '').replace(CONTROLS, '');
}

/** Text for a one-line field: the first line, trimmed. */
export function firstLine(text: string | undefined): string {
  return (text ?? '').trim().split(/\r?\n/, 1)[0]!.trim();
}

/**
 * A summary and a description from one text: its first paragraph's first sentence (or line) as
 * the summary, and the whole text as the description when it says more.
 */
export function splitSummary(text: string | undefined): { summary: string; description: string | undefined } {
  const whole = (text ?? '').trim();
  if (whole === '') return { summary: '', description: undefined };
  const line = firstLine(whole);
  const sentence = /^(.{12,}?[.!?])\s/.exec(`${line} `)?.[1] ?? line;
  const summary = sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
  if (whole === summary) return { summary, description: undefined };
  // The description goes on from the summary rather than saying it twice.
  const rest = whole.startsWith(summary) ? whole.slice(summary.length).trim() : whole;
  return { summary, description: rest === '' ? undefined : rest };
}

/** Words joined into an id: letters, digits, `.`, `_` and `-`, as our anchors have them. */
export function slug(text: string): string {
  return (
    text
      .trim()
      .replace(/[\s:/]+/g, '-')
      .replace(/[^\p{L}\p{N}._-]+/gu, '')
      .replace(/-{2,}/g, '-')
      // At most one hyphen is left at each end now, so these patterns cannot scan a long run.
      .replace(/^-/, '')
      .replace(/-$/, '') || 'item'
  );
}

/** Hands out ids unique within one list: `name`, then `name-2`, `name-3`. */
export class Ids {
  private taken = new Set<string>();

  unique(base: string): string {
    const start = slug(base);
    let id = start;
    for (let count = 2; this.taken.has(id); count += 1) id = `${start}-${count}`;
    this.taken.add(id);
    return id;
  }
}

/** A default of any type as our format's text: `''` for none, lists as JSON. */
export function defaultText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map(defaultText).join(', ');
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

/** The flag as `--help` prints it: `-o, --output <file>`, the value's placeholder last. */
export function flagDisplayName(parts: {
  short?: string | undefined;
  long?: string | undefined;
  valueName?: string | undefined;
}): string {
  const forms = [parts.short, parts.long].filter((form): form is string => Boolean(form));
  const name = forms.join(', ') || '--';
  return parts.valueName ? `${name} <${parts.valueName}>` : name;
}

/** `-o` from `o` or `-o`; undefined for nothing. */
export function shortForm(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  return trimmed.startsWith('-') ? trimmed : `-${trimmed}`;
}

/** `--output` from `output` or `--output`; undefined for nothing. */
export function longForm(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  return trimmed.startsWith('-') ? trimmed : `--${trimmed}`;
}

/** Accepted values from a list of names; `undefined` when there are none. */
export function acceptedValues(
  names: unknown,
  describe?: (name: string) => string | undefined,
): DocumentValue[] | undefined {
  if (!Array.isArray(names)) return undefined;
  const ids = new Ids();
  const values: DocumentValue[] = [];
  for (const name of names) {
    const text =
      typeof name === 'string' ? name : typeof name === 'number' || typeof name === 'boolean' ? String(name) : '';
    if (text === '') continue;
    const description = describe?.(text);
    values.push({ id: ids.unique(text), name: text, ...(description ? { description } : {}) });
  }
  return values.length > 0 ? values : undefined;
}

export function isLoose(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A marker from a source's `true`, a message, or `{ message, version }`. */
export function markerOf(value: unknown, since?: unknown): DocumentMarker | undefined {
  if (value === undefined || value === null || value === false || value === '') return undefined;
  const sinceText =
    typeof since === 'string' && since !== '' ? since : typeof since === 'number' ? String(since) : undefined;
  if (typeof value === 'string') return { note: value, ...(sinceText ? { since: sinceText } : {}) };
  if (isLoose(value)) {
    const note =
      typeof value.message === 'string'
        ? value.message
        : typeof value.to === 'string'
          ? `Use ${value.to} instead.`
          : undefined;
    const version =
      typeof value.version === 'string' || typeof value.version === 'number' ? String(value.version) : sinceText;
    if (!note && !version) return true;
    return { ...(note ? { note } : {}), ...(version ? { since: version } : {}) };
  }
  return sinceText ? { since: sinceText } : true;
}

/** Commands deeper than this in a source's own nesting are not read: no real tool nests so. */
export const MAX_COMMAND_DEPTH = 64;
