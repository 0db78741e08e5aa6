import type {
  CliAcceptedValue,
  CliArgument,
  CliExample,
  CliExitCode,
  CliFlag,
  CliInfo,
  CliLink,
  CliMarker,
  CliTag,
} from '../model/spec-types';
import { wellFormed } from '../model/well-formed.ts';

// The checks `validateSpec` is made of. Each takes the part of the document it checks, the path of
// that part, and `report`, which it calls once per problem; it returns what can be kept. None
// throws. They are exported so each can be tested alone. The checks of commands, one by one and
// across them, are in `validate-commands.ts`.

/** Called once per problem: where, what the format wants there, and what was found. */
export type Report = (path: string, expected: string, value: unknown, found?: string) => void;

export type Fields = Record<string, unknown>;

/** `commands[2]` + `flags` → `commands[2].flags`; the root has the empty path. */
function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** Blank lines around markdown mean nothing; the first line's indentation may (indented code). */
function trimBlankLines(markdown: string): string {
  return markdown.replace(/^\s*\n/, '').trimEnd();
}

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Says what a value is, for the `found` half of a problem. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `the string ${quote(value)}`;
  if (typeof value === 'number') return `a number (${value})`;
  if (typeof value === 'boolean') return `a boolean (${value})`;
  if (typeof value === 'object') return 'a mapping';
  return `a ${typeof value}`;
}

export function quote(text: string): string {
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return JSON.stringify(shown);
}

// Field readers: one field of a mapping, reported when it is not what the format wants.

export function text(
  report: Report,
  fields: Fields,
  key: string,
  path: string,
  need: 'required' | 'optional' | 'non-empty',
): string | undefined {
  const value = fields[key];
  if (value === undefined && need === 'optional') return undefined;
  if (typeof value === 'string' && (need !== 'non-empty' || value !== '')) return value;
  report(join(path, key), need === 'non-empty' ? 'a non-empty string' : 'a string', value);
  return undefined;
}

export function textOrNumber(
  report: Report,
  fields: Fields,
  key: string,
  path: string,
  need: 'required' | 'optional',
): string | undefined {
  const value = fields[key];
  if (value === undefined && need === 'optional') return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  report(join(path, key), 'a string or a number', value);
  return undefined;
}

/** An id: non-empty text; an unpaired surrogate is replaced (and reported) so it can become an anchor. */
export function identifier(report: Report, fields: Fields, key: string, path: string): string | undefined {
  const value = text(report, fields, key, path, 'non-empty');
  if (value === undefined) return value;
  const repaired = wellFormed(value);
  if (repaired === value) return value;
  report(
    join(path, key),
    'text without unpaired surrogate characters',
    value,
    `${quote(value)} (shown as ${quote(repaired)})`,
  );
  return repaired;
}

export function markdown(report: Report, fields: Fields, key: string, path: string): string | undefined {
  const value = text(report, fields, key, path, 'optional');
  return value === undefined ? undefined : trimBlankLines(value);
}

export function list(
  report: Report,
  fields: Fields,
  key: string,
  path: string,
  need: 'required' | 'optional' = 'optional',
): unknown[] {
  const value = fields[key];
  if (Array.isArray(value)) return value;
  if (value !== undefined || need === 'required') report(join(path, key), 'a list', value);
  return [];
}

/** Each mapping in the list at `key`, checked by `check`; what `check` cannot keep is left out. */
export function items<T>(
  report: Report,
  fields: Fields,
  key: string,
  path: string,
  check: (report: Report, item: Fields, itemPath: string) => T | undefined,
): T[] {
  const kept: T[] = [];
  list(report, fields, key, path).forEach((item, index) => {
    const itemPath = `${join(path, key)}[${index}]`;
    if (!isFields(item)) {
      report(itemPath, 'a mapping', item);
      return;
    }
    const value = check(report, item, itemPath);
    if (value !== undefined) kept.push(value);
  });
  return kept;
}

// The checks, one per kind of item.

export function checkTag(report: Report, fields: Fields, path: string): CliTag | undefined {
  const id = identifier(report, fields, 'id', path);
  const title = text(report, fields, 'title', path, 'non-empty');
  return id === undefined || title === undefined ? undefined : { id, title };
}

export function checkAcceptedValue(report: Report, fields: Fields, path: string): CliAcceptedValue | undefined {
  const id = text(report, fields, 'id', path, 'non-empty');
  const name = text(report, fields, 'name', path, 'non-empty');
  const type = text(report, fields, 'type', path, 'optional');
  const description = text(report, fields, 'description', path, 'optional');
  if (id === undefined || name === undefined) return undefined;
  return description === undefined ? { id, name, type } : { id, name, type, description };
}

/** `true` or `false`; absent is false. */
export function flag(report: Report, fields: Fields, key: string, path: string): boolean {
  const value = fields[key];
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  report(join(path, key), 'true or false', value);
  return false;
}

/** A list of non-empty strings; other items are reported and left out. */
export function strings(report: Report, fields: Fields, key: string, path: string): string[] {
  const kept: string[] = [];
  list(report, fields, key, path).forEach((item, index) => {
    if (typeof item === 'string' && item !== '') kept.push(item);
    else report(`${join(path, key)}[${index}]`, 'a non-empty string', item);
  });
  return kept;
}

/**
 * A deprecated or experimental marker: `true`, a note (`Use --out instead.`), or `{ since, note }`;
 * `false` or absent is none.
 */
export function marker(report: Report, fields: Fields, key: string, path: string): CliMarker | undefined {
  const value = fields[key];
  if (value === undefined || value === false) return undefined;
  if (value === true) return { since: undefined, note: undefined };
  if (typeof value === 'string') return { since: undefined, note: value.trim() || undefined };
  if (isFields(value)) {
    const at = join(path, key);
    return {
      since: textOrNumber(report, value, 'since', at, 'optional'),
      note: text(report, value, 'note', at, 'optional')?.trim() || undefined,
    };
  }
  report(join(path, key), 'true, a note, or a mapping with since and note', value);
  return undefined;
}

function oneOf<T extends string>(
  report: Report,
  fields: Fields,
  key: string,
  path: string,
  values: readonly T[],
): T | undefined {
  const value = fields[key];
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  report(join(path, key), `one of ${values.join(', ')}`, value);
  return undefined;
}

export function checkArgument(report: Report, fields: Fields, path: string): CliArgument | undefined {
  const id = identifier(report, fields, 'id', path);
  const name = text(report, fields, 'name', path, 'non-empty');
  const description = markdown(report, fields, 'description', path);
  const defaultValue = text(report, fields, 'default_value', path, 'optional');
  const argument = {
    description: description || undefined,
    required: flag(report, fields, 'required', path),
    variadic: flag(report, fields, 'variadic', path),
    defaultValue: defaultValue ?? '',
    acceptedValues: items(report, fields, 'accepted_values', path, checkAcceptedValue),
    env: strings(report, fields, 'env', path),
    hidden: flag(report, fields, 'hidden', path),
    deprecated: marker(report, fields, 'deprecated', path),
  };
  if (id === undefined || name === undefined) return undefined;
  return { id, name, ...argument };
}

export function checkExitCode(report: Report, fields: Fields, path: string): CliExitCode | undefined {
  const code = fields.code;
  const description = markdown(report, fields, 'description', path);
  if (typeof code !== 'number' || !Number.isInteger(code)) {
    report(join(path, 'code'), 'a whole number', code);
    return undefined;
  }
  return { code, description: description || undefined };
}

export function checkFlag(report: Report, fields: Fields, path: string): CliFlag | undefined {
  const id = identifier(report, fields, 'id', path);
  const name = text(report, fields, 'name', path, 'non-empty');
  const description = text(report, fields, 'description', path, 'required');
  const defaultValue = text(report, fields, 'default_value', path, 'required');
  let required = false;
  if (fields.required !== undefined) {
    if (typeof fields.required === 'boolean') required = fields.required;
    else report(`${path}.required`, 'true or false', fields.required);
  }
  const acceptedValues = items(report, fields, 'accepted_values', path, checkAcceptedValue);
  const details = {
    short: text(report, fields, 'short', path, 'optional') || undefined,
    long: text(report, fields, 'long', path, 'optional') || undefined,
    aliases: strings(report, fields, 'aliases', path),
    kind: oneOf(report, fields, 'kind', path, ['value', 'switch', 'count'] as const),
    valueName: text(report, fields, 'value_name', path, 'optional') || undefined,
    repeatable: flag(report, fields, 'repeatable', path),
    negation: text(report, fields, 'negation', path, 'optional') || undefined,
    env: strings(report, fields, 'env', path),
    scope: oneOf(report, fields, 'scope', path, ['command', 'persistent', 'inherited'] as const) ?? 'command',
    hidden: flag(report, fields, 'hidden', path),
    deprecated: marker(report, fields, 'deprecated', path),
    experimental: marker(report, fields, 'experimental', path),
    since: textOrNumber(report, fields, 'since', path, 'optional'),
    group: text(report, fields, 'group', path, 'optional') || undefined,
  };
  if (id === undefined || name === undefined) return undefined;
  return {
    id,
    name,
    description: description === undefined ? '' : trimBlankLines(description),
    defaultValue: defaultValue ?? '',
    required,
    acceptedValues,
    ...details,
  };
}

export function checkExample(report: Report, fields: Fields, path: string): CliExample | undefined {
  const id = identifier(report, fields, 'id', path);
  const name = text(report, fields, 'name', path, 'non-empty');
  const code = text(report, fields, 'code', path, 'required');
  const response = text(report, fields, 'response', path, 'optional');
  const description = markdown(report, fields, 'description', path);
  if (id === undefined || name === undefined || code === undefined) return undefined;
  return { id, name, code: code.trimEnd(), response: response?.trimEnd(), description };
}

export function checkLink(report: Report, fields: Fields, path: string): CliLink {
  const name = text(report, fields, 'name', path, 'optional');
  const link = text(report, fields, 'link', path, 'optional');
  const url = text(report, fields, 'url', path, 'optional');
  return { name, url: link ?? url };
}

/** The document's `info`; an empty one (no tags) when it is not a mapping. */
export function checkInfo(report: Report, fields: unknown): CliInfo {
  if (!isFields(fields)) {
    report('info', 'a mapping', fields);
    return {
      id: '',
      version: '',
      title: '',
      language: undefined,
      source: undefined,
      bugs: undefined,
      spec: undefined,
      description: undefined,
      tags: [],
    };
  }
  return {
    id: text(report, fields, 'id', 'info', 'non-empty') ?? '',
    version: textOrNumber(report, fields, 'version', 'info', 'required') ?? '',
    title: text(report, fields, 'title', 'info', 'non-empty') ?? '',
    language: text(report, fields, 'language', 'info', 'optional'),
    source: text(report, fields, 'source', 'info', 'optional'),
    bugs: text(report, fields, 'bugs', 'info', 'optional'),
    spec: text(report, fields, 'spec', 'info', 'optional'),
    description: markdown(report, fields, 'description', 'info'),
    tags: items(report, fields, 'tags', 'info', checkTag),
  };
}
