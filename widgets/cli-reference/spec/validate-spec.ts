import type {
  CliAcceptedValue,
  CliCommand,
  CliExample,
  CliFlag,
  CliInfo,
  CliLink,
  CliSpec,
  CliTag,
  SpecProblem,
  ValidationResult,
} from './spec-types';

/** The path used for a problem with the document as a whole. */
export const DOCUMENT_PATH = '(document)';

type Fields = Record<string, unknown>;

/** `commands[2]` + `flags` → `commands[2].flags`; the root has the empty path. */
function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/** Blank lines around markdown mean nothing; the first line's indentation may (indented code). */
function trimBlankLines(markdown: string): string {
  return markdown.replace(/^\s*\n/, '').trimEnd();
}

/** An unpaired surrogate: text no URL, anchor or encoder can carry (`encodeURIComponent` throws on it). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The same text with every unpaired surrogate replaced by U+FFFD, as a UTF-8 decoder would: safe to
 * put in an element id and to percent-encode into a link.
 */
export function wellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(/\p{Cs}/gu, '\uFFFD') : text;
}

function isFields(value: unknown): value is Fields {
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

function quote(text: string): string {
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return JSON.stringify(shown);
}

/**
 * Checks a parsed CLI spec against the format of `spec/cli.schema.json` plus the rules a schema
 * cannot state (unique command ids, existing subcommand ids, no subcommand cycles, known tag ids),
 * without ever throwing. Everything that is valid is kept; every item that is not becomes a problem.
 *
 * What is dropped: an item whose identity is broken (a command, flag, example, tag or accepted value
 * without a usable `id` or `name`, a second command with the same id). What is kept without the bad
 * field: everything else (a command whose summary is a number keeps its flags).
 */
export function validateSpec(document: unknown): ValidationResult {
  const problems: SpecProblem[] = [];
  const report = (path: string, expected: string, value: unknown, found = describeValue(value)) => {
    problems.push({ path, expected, found });
  };

  if (!isFields(document)) {
    report(DOCUMENT_PATH, 'a mapping with info and commands', document);
    return { spec: null, problems };
  }

  const text = (fields: Fields, key: string, path: string, need: 'required' | 'optional' | 'non-empty') => {
    const value = fields[key];
    if (value === undefined && need === 'optional') return undefined;
    if (typeof value === 'string' && (need !== 'non-empty' || value !== '')) return value;
    report(join(path, key), need === 'non-empty' ? 'a non-empty string' : 'a string', value);
    return undefined;
  };
  const textOrNumber = (fields: Fields, key: string, path: string, need: 'required' | 'optional') => {
    const value = fields[key];
    if (value === undefined && need === 'optional') return undefined;
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    report(join(path, key), 'a string or a number', value);
    return undefined;
  };
  /** An id: non-empty text; an unpaired surrogate is replaced (and reported) so it can become an anchor. */
  const identifier = (fields: Fields, key: string, path: string) => {
    const value = text(fields, key, path, 'non-empty');
    if (value === undefined || !LONE_SURROGATE.test(value)) return value;
    const repaired = wellFormed(value);
    report(join(path, key), 'text without unpaired surrogate characters', value, `${quote(value)} (shown as ${quote(repaired)})`);
    return repaired;
  };
  const markdown = (fields: Fields, key: string, path: string) => {
    const value = text(fields, key, path, 'optional');
    return value === undefined ? undefined : trimBlankLines(value);
  };
  const list = (fields: Fields, key: string, path: string, need: 'required' | 'optional' = 'optional') => {
    const value = fields[key];
    if (Array.isArray(value)) return value;
    if (value !== undefined || need === 'required') report(join(path, key), 'a list', value);
    return [];
  };
  const items = <T>(fields: Fields, key: string, path: string, read: (item: Fields, itemPath: string) => T | undefined) => {
    const kept: T[] = [];
    list(fields, key, path).forEach((item, index) => {
      const itemPath = `${join(path, key)}[${index}]`;
      if (!isFields(item)) {
        report(itemPath, 'a mapping', item);
        return;
      }
      const value = read(item, itemPath);
      if (value !== undefined) kept.push(value);
    });
    return kept;
  };

  const readTag = (fields: Fields, path: string): CliTag | undefined => {
    const id = identifier(fields, 'id', path);
    const title = text(fields, 'title', path, 'non-empty');
    return id === undefined || title === undefined ? undefined : { id, title };
  };

  const readAcceptedValue = (fields: Fields, path: string): CliAcceptedValue | undefined => {
    const id = text(fields, 'id', path, 'non-empty');
    const name = text(fields, 'name', path, 'non-empty');
    const type = text(fields, 'type', path, 'optional');
    return id === undefined || name === undefined ? undefined : { id, name, type };
  };

  const readFlag = (fields: Fields, path: string): CliFlag | undefined => {
    const id = identifier(fields, 'id', path);
    const name = text(fields, 'name', path, 'non-empty');
    const description = text(fields, 'description', path, 'required');
    const defaultValue = text(fields, 'default_value', path, 'required');
    let required = false;
    if (fields.required !== undefined) {
      if (typeof fields.required === 'boolean') required = fields.required;
      else report(`${path}.required`, 'true or false', fields.required);
    }
    const acceptedValues = items(fields, 'accepted_values', path, readAcceptedValue);
    if (id === undefined || name === undefined) return undefined;
    return {
      id,
      name,
      description: description === undefined ? '' : trimBlankLines(description),
      defaultValue: defaultValue ?? '',
      required,
      acceptedValues,
    };
  };

  const readExample = (fields: Fields, path: string): CliExample | undefined => {
    const id = identifier(fields, 'id', path);
    const name = text(fields, 'name', path, 'non-empty');
    const code = text(fields, 'code', path, 'required');
    const response = text(fields, 'response', path, 'optional');
    const description = markdown(fields, 'description', path);
    if (id === undefined || name === undefined || code === undefined) return undefined;
    return { id, name, code: code.trimEnd(), response: response?.trimEnd(), description };
  };

  const readLink = (fields: Fields, path: string): CliLink => {
    const name = text(fields, 'name', path, 'optional');
    const link = text(fields, 'link', path, 'optional');
    const url = text(fields, 'url', path, 'optional');
    return { name, url: link ?? url };
  };

  const readInfo = (): CliInfo => {
    const empty: CliInfo = {
      id: '', version: '', title: '', language: undefined, source: undefined, bugs: undefined,
      spec: undefined, description: undefined, tags: [],
    };
    const fields = document.info;
    if (!isFields(fields)) {
      report('info', 'a mapping', fields);
      return empty;
    }
    return {
      id: text(fields, 'id', 'info', 'non-empty') ?? '',
      version: textOrNumber(fields, 'version', 'info', 'required') ?? '',
      title: text(fields, 'title', 'info', 'non-empty') ?? '',
      language: text(fields, 'language', 'info', 'optional'),
      source: text(fields, 'source', 'info', 'optional'),
      bugs: text(fields, 'bugs', 'info', 'optional'),
      spec: text(fields, 'spec', 'info', 'optional'),
      description: markdown(fields, 'description', 'info'),
      tags: items(fields, 'tags', 'info', readTag),
    };
  };

  const formatVersion = textOrNumber(document, 'clispec', '', 'optional');
  const info = readInfo();
  const flags = items(document, 'flags', '', readFlag);

  /** A command with where it came from, so later problems can point back at the source. */
  interface Entry {
    command: CliCommand;
    index: number;
    /** Source index of each kept subcommand id, parallel to `command.subcommands`. */
    subcommandIndexes: number[];
    /** Source index of each kept tag id, parallel to `command.tags`. */
    tagIndexes: number[];
  }
  const entries = new Map<string, Entry>();
  list(document, 'commands', '', 'required').forEach((fields, index) => {
    const path = `commands[${index}]`;
    if (!isFields(fields)) {
      report(path, 'a mapping', fields);
      return;
    }
    const id = identifier(fields, 'id', path);
    const title = text(fields, 'title', path, 'non-empty');
    const summary = text(fields, 'summary', path, 'required');
    const description = markdown(fields, 'description', path);
    const usage = text(fields, 'usage', path, 'optional');
    const examples = items(fields, 'examples', path, readExample);
    const commandFlags = items(fields, 'flags', path, readFlag);
    const links = items(fields, 'links', path, readLink);
    const tags: string[] = [];
    const tagIndexes: number[] = [];
    list(fields, 'tags', path).forEach((tag, tagIndex) => {
      if (typeof tag === 'string') {
        tags.push(wellFormed(tag));
        tagIndexes.push(tagIndex);
      } else report(`${path}.tags[${tagIndex}]`, 'a string', tag);
    });
    const subcommands: string[] = [];
    const subcommandIndexes: number[] = [];
    list(fields, 'subcommands', path).forEach((child, childIndex) => {
      if (typeof child === 'string' && child !== '') {
        // Repaired as the command ids are, so that it still names the command it named.
        const childId = wellFormed(child);
        if (subcommands.includes(childId)) return;
        subcommands.push(childId);
        subcommandIndexes.push(childIndex);
      } else report(`${path}.subcommands[${childIndex}]`, 'a non-empty string', child);
    });

    if (id === undefined) return;
    const earlier = entries.get(id);
    if (earlier) {
      report(`${path}.id`, 'an id no other command uses', id, `${quote(id)}, already used by commands[${earlier.index}]`);
      return;
    }
    entries.set(id, {
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
        flags: commandFlags,
      },
      index,
      subcommandIndexes,
      tagIndexes,
    });
  });

  const knownTags = new Set(info.tags.map((tag) => tag.id));
  for (const entry of entries.values()) {
    const { command } = entry;
    const keptTags = command.tags.filter((tag, position) => {
      if (knownTags.has(tag)) return true;
      report(`commands[${entry.index}].tags[${entry.tagIndexes[position]}]`, 'the id of a tag in info.tags', tag, `${quote(tag)} (no tag has this id)`);
      return false;
    });
    const keptIndexes: number[] = [];
    const keptChildren = command.subcommands.filter((child, position) => {
      const childIndex = entry.subcommandIndexes[position] ?? position;
      if (entries.has(child)) {
        keptIndexes.push(childIndex);
        return true;
      }
      report(`commands[${entry.index}].subcommands[${childIndex}]`, 'the id of a command in the commands list', child, `${quote(child)} (no command has this id)`);
      return false;
    });
    command.tags = keptTags;
    command.subcommands = keptChildren;
    entry.subcommandIndexes = keptIndexes;
  }

  breakCycles(entries, report);

  const spec: CliSpec = {
    formatVersion,
    info,
    flags,
    commands: [...entries.values()].map((entry) => entry.command),
  };
  return { spec, problems };

  /**
   * Walks the subcommand graph depth first, without recursion so that long chains cannot overflow
   * the stack, and removes every edge that leads back to a command on the current path.
   */
  function breakCycles(
    all: Map<string, Entry>,
    reportCycle: (path: string, expected: string, value: unknown, found: string) => void,
  ) {
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
          reportCycle(
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
}
