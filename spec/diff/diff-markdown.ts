import type {
  ChangedCommand,
  CommandDiff,
  CommandFieldChange,
  CommandParent,
  FlagDiff,
  FlagFieldChange,
  SpecDiff,
} from './diff-specs';
import { inlineText, parseSummary } from '../markdown/markdown-parse';
import { escapeText, markdownCode, oneLine } from '../markdown/markdown-write';

// Writes a `SpecDiff` for people: Markdown for release notes, plain text for a terminal. Every
// string from a spec is treated as untrusted: it lands in code spans or escaped text, never as
// markup of its own.

export interface DiffMarkdownOptions {
  /** Label of the older version. @default the older spec's `info.version` */
  from?: string;
  /** Label of the newer version. @default the newer spec's `info.version` */
  to?: string;
  /**
   * Address of the reference page showing the newer version; links are this plus `#anchor`.
   * @default '' (links to sections of the page the notes are shown on)
   */
  href?: string;
  /** Address of the reference page showing the older version, for removed commands and flags. Without it they are not linked. */
  previousHref?: string;
  /** The reference's `anchor-prefix`, when the page gives it one. @default '' */
  anchorPrefix?: string;
  /** Level of the document's heading; sections are one below. @default 2 */
  headingLevel?: number;
}

/** How each format writes code and links. */
interface Writer {
  code: (text: string) => string;
  link: (label: string, href: string | undefined) => string;
}

function listOf(names: string[], writer: Writer): string {
  return names.map(writer.code).join(', ');
}

function defaultText(value: string, writer: Writer): string {
  return value === '' ? 'none' : writer.code(value);
}

/** One flag change as a phrase: `default \`a\` → \`b\``, `now required`. */
function flagFieldPhrase(change: FlagFieldChange, writer: Writer): string {
  switch (change.field) {
    case 'name':
      return `renamed ${writer.code(change.before)} → ${writer.code(change.after)}`;
    case 'type':
      return `type ${writer.code(change.before)} → ${writer.code(change.after)}`;
    case 'default':
      return `default ${defaultText(change.before, writer)} → ${defaultText(change.after, writer)}`;
    case 'required':
      return change.after ? 'now required' : 'no longer required';
    case 'values': {
      const parts = [];
      if (change.added.length > 0) parts.push(`accepts ${listOf(change.added, writer)}`);
      if (change.removed.length > 0) parts.push(`no longer accepts ${listOf(change.removed, writer)}`);
      return parts.join('; ');
    }
    case 'deprecated':
      return change.after ? 'deprecated' : 'no longer deprecated';
    case 'env':
      return namesPhrase('environment variable', change.added, change.removed, writer);
  }
}

/** `environment variable \`A\` added; \`B\` removed` */
function namesPhrase(what: string, added: string[], removed: string[], writer: Writer): string {
  const parts: string[] = [];
  if (added.length > 0) parts.push(`${what} ${listOf(added, writer)} added`);
  if (removed.length > 0) parts.push(`${what} ${listOf(removed, writer)} removed`);
  return parts.join('; ');
}

function parentsPhrase(parents: CommandParent[], writer: Writer): string {
  return parents.length === 0
    ? 'the top level'
    : `under ${parents.map((parent) => writer.code(parent.title)).join(' and ')}`;
}

function commandFieldPhrase(change: CommandFieldChange, writer: Writer): string {
  switch (change.field) {
    case 'title':
      return `Now typed ${writer.code(change.after)} (was ${writer.code(change.before)})`;
    case 'usage':
      if (change.before === null) return `Usage added: ${writer.code(change.after ?? '')}`;
      if (change.after === null) return `Usage removed (was ${writer.code(change.before)})`;
      return `Usage ${writer.code(change.before)} → ${writer.code(change.after)}`;
    case 'parents':
      return `Moved from ${parentsPhrase(change.before, writer)} to ${parentsPhrase(change.after, writer)}`;
    case 'deprecated':
      return change.after ? 'Deprecated' : 'No longer deprecated';
    case 'experimental':
      return change.after ? 'Now experimental' : 'No longer experimental';
    case 'aliases': {
      const phrase = namesPhrase('alias', change.added, change.removed, writer);
      return phrase.charAt(0).toUpperCase() + phrase.slice(1);
    }
    case 'arguments': {
      const parts: string[] = [];
      if (change.added.length > 0) parts.push(`argument ${listOf(change.added, writer)} added`);
      if (change.removed.length > 0) parts.push(`argument ${listOf(change.removed, writer)} removed`);
      if (change.nowRequired.length > 0) parts.push(`${listOf(change.nowRequired, writer)} now required`);
      if (change.noLongerRequired.length > 0)
        parts.push(`${listOf(change.noLongerRequired, writer)} no longer required`);
      const phrase = parts.join('; ');
      return phrase.charAt(0).toUpperCase() + phrase.slice(1);
    }
  }
}

/** A command's field changes as lines; a new title already told by "Renamed from" is not repeated. */
function commandLines(command: ChangedCommand, writer: Writer): string[] {
  const { renamedFrom } = command;
  const lines: string[] = [];
  if (renamedFrom && renamedFrom.title !== command.title) lines.push(`Renamed from ${writer.code(renamedFrom.title)}`);
  // Same command as typed under a new id: only its address changed, which breaks links to it.
  else if (renamedFrom)
    lines.push(`New id ${writer.code(command.id)} (was ${writer.code(renamedFrom.id)}): links to the section change`);
  for (const field of command.fields) {
    if (field.field === 'title' && field.before === command.renamedFrom?.title) continue;
    lines.push(commandFieldPhrase(field, writer));
  }
  return lines;
}

/** Where a section is, on the newer or the older page; `undefined` when it cannot be linked. */
type Locate = (anchor: string, side: 'to' | 'from') => string | undefined;

/** One line per flag change: `Added \`--x\``, `\`--x\`: default … → …; now required`. */
function flagLines(flags: FlagDiff[], writer: Writer, locate: Locate): string[] {
  return flags.map((flag) => {
    const name = writer.code(flag.name);
    if (flag.change === 'added')
      return `Added ${writer.link(name, locate(flag.anchor, 'to'))}${flag.deprecated ? ' (deprecated)' : ''}`;
    if (flag.change === 'removed') return `Removed ${writer.link(name, locate(flag.anchor, 'from'))}`;
    return `${writer.link(name, locate(flag.anchor, 'to'))}: ${flag.fields.map((field) => flagFieldPhrase(field, writer)).join('; ')}`;
  });
}

interface Counts {
  added: number;
  removed: number;
  changed: number;
}

function count(changes: { change: string }[]): Counts {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const { change } of changes) counts[change as keyof Counts] += 1;
  return counts;
}

function countsPhrase({ added, removed, changed }: Counts): string {
  return `${added} added, ${removed} removed, ${changed} changed`;
}

/** What the newer version newly marks deprecated: commands, their flags, and global flags (no command). */
function deprecations(diff: SpecDiff): { command: CommandDiff | undefined; flag: FlagDiff | undefined }[] {
  const isNewlyDeprecated = (change: { fields: readonly (CommandFieldChange | FlagFieldChange)[] }) =>
    change.fields.some((field) => field.field === 'deprecated' && field.after);
  const found: { command: CommandDiff | undefined; flag: FlagDiff | undefined }[] = [];
  for (const command of diff.commands) {
    if (command.change === 'added' && command.deprecated) found.push({ command, flag: undefined });
    if (command.change !== 'changed') continue;
    if (isNewlyDeprecated(command)) found.push({ command, flag: undefined });
    for (const flag of command.flags) if (isNewlyDeprecated(flag)) found.push({ command, flag });
  }
  for (const flag of diff.globalFlags) if (isNewlyDeprecated(flag)) found.push({ command: undefined, flag });
  return found;
}

/**
 * The versions compared, for the heading and the text. Specs without a version (cobra and usage
 * specs seldom state one) are not named by an empty label.
 */
function betweenVersions(from: string | undefined, to: string | undefined): { heading: string; text: string } {
  if (from && to)
    return {
      heading: ` from ${escapeText(from)} to ${escapeText(to)}`,
      text: ` between ${escapeText(from)} and ${escapeText(to)}`,
    };
  if (to) return { heading: ` in ${escapeText(to)}`, text: ` in ${escapeText(to)}` };
  if (from) return { heading: ` since ${escapeText(from)}`, text: ` since ${escapeText(from)}` };
  return { heading: '', text: '' };
}

/**
 * A summary's code spans stay code and its emphasis emphasis; its text is escaped, and its links
 * are kept as their text only (a spec's address is not followed into release notes).
 */
function summaryMarkdown(text: string): string {
  return parseSummary(text)
    .map((item) => {
      if (item.type === 'code') return markdownCode(item.text);
      const words = escapeText(inlineText([item]));
      if (item.type === 'emphasis') return `*${words}*`;
      if (item.type === 'strong') return `**${words}**`;
      if (item.type === 'strike') return `~~${words}~~`;
      return words;
    })
    .join('');
}

/**
 * The diff as a "What changed" document (CommonMark with GFM), for release notes: a heading, a
 * count, then sections for added, removed, deprecated and changed commands and for global flags,
 * each in the diff's order. Commands and flags link to their sections of the reference page, with
 * the anchors the reference gives them.
 */
export function diffToMarkdown(diff: SpecDiff, options: DiffMarkdownOptions = {}): string {
  const { anchorPrefix = '', headingLevel = 2 } = options;
  const level = Math.min(Math.max(Math.round(headingLevel), 1), 5);
  const heading = (depth: number, text: string) => `${'#'.repeat(Math.min(level + depth, 6))} ${text}`;
  const from = options.from ?? diff.from.version;
  const to = options.to ?? diff.to.version;
  const pages = { to: options.href ?? '', from: options.previousHref };
  // Anchors are percent-encoded the way the reference writes its own permalinks.
  const locate: Locate = (anchor, side) => {
    const page = pages[side];
    return page === undefined ? undefined : `${page}#${encodeURIComponent(anchorPrefix + anchor)}`;
  };
  const writer: Writer = {
    code: markdownCode,
    link: (label, address) =>
      address === undefined ? label : `[${label}](<${address.replace(/[<>\s]/g, encodeURIComponent)}>)`,
  };
  const between = betweenVersions(from, to);
  const lines: string[] = [heading(0, `What changed${between.heading}`), ''];

  if (diff.commands.length === 0 && diff.globalFlags.length === 0) {
    lines.push(`No command or flag changed${between.text}.`);
    return `${lines.join('\n')}\n`;
  }
  const commands = count(diff.commands);
  const flags = count(diff.globalFlags);
  lines.push(`Commands: ${countsPhrase(commands)}. Global flags: ${countsPhrase(flags)}.`, '');

  const commandLink = (command: CommandDiff) =>
    writer.link(markdownCode(command.title), locate(command.anchor, command.change === 'removed' ? 'from' : 'to'));
  const summary = (text: string) => (text === '' ? '' : `: ${summaryMarkdown(text)}`);

  const added = diff.commands.filter((command) => command.change === 'added');
  if (added.length > 0) {
    lines.push(heading(1, 'New commands'), '');
    for (const command of added)
      lines.push(`- ${commandLink(command)}${summary(command.summary)}${command.deprecated ? ' (deprecated)' : ''}`);
    lines.push('');
  }
  const removed = diff.commands.filter((command) => command.change === 'removed');
  if (removed.length > 0) {
    lines.push(heading(1, 'Removed commands'), '');
    for (const command of removed) lines.push(`- ${commandLink(command)}${summary(command.summary)}`);
    lines.push('');
  }
  const deprecated = deprecations(diff);
  if (deprecated.length > 0) {
    lines.push(heading(1, 'Deprecated'), '');
    for (const { command, flag } of deprecated) {
      const flagLink = flag && writer.link(markdownCode(flag.name), locate(flag.anchor, 'to'));
      if (flagLink) lines.push(`- ${flagLink} ${command ? `of ${commandLink(command)}` : '(global flag)'}`);
      else if (command) lines.push(`- ${commandLink(command)}`);
    }
    lines.push('');
  }
  const changed = diff.commands.filter((command) => command.change === 'changed');
  if (changed.length > 0) {
    lines.push(heading(1, 'Changed commands'), '');
    for (const command of changed) {
      lines.push(heading(2, commandLink(command)), '');
      for (const line of commandLines(command, writer)) lines.push(`- ${line}`);
      for (const line of flagLines(command.flags, writer, locate)) lines.push(`- ${line}`);
      lines.push('');
    }
  }
  if (diff.globalFlags.length > 0) {
    lines.push(heading(1, 'Global flags'), '');
    for (const line of flagLines(diff.globalFlags, writer, locate)) lines.push(`- ${line}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The diff for a terminal: one line per command, `+` added, `-` removed, `~` changed, details indented. */
export function diffToText(diff: SpecDiff, options: Pick<DiffMarkdownOptions, 'from' | 'to'> = {}): string {
  const writer: Writer = { code: oneLine, link: (label) => label };
  const from = options.from ?? diff.from.version;
  const to = options.to ?? diff.to.version;
  const title = diff.to.title || diff.from.title;
  // Only what is known: no arrow between two empty versions, and "unversioned" for a missing one.
  const versions = from || to ? `${from || 'unversioned'} → ${to || 'unversioned'}` : '';
  const header = [title, versions].filter(Boolean).join(': ');
  const lines = header ? [header] : [];
  if (diff.commands.length === 0 && diff.globalFlags.length === 0) {
    lines.push('No command or flag changed.');
    return `${lines.join('\n')}\n`;
  }
  lines.push(
    `Commands: ${countsPhrase(count(diff.commands))}. Global flags: ${countsPhrase(count(diff.globalFlags))}.`,
  );
  const mark = { added: '+', removed: '-', changed: '~' } as const;
  let previous: CommandDiff['change'] | undefined;
  for (const command of diff.commands) {
    // One-line entries sit together; a changed command and its details stand apart.
    if (previous === undefined || previous === 'changed' || command.change === 'changed') lines.push('');
    previous = command.change;
    const extra = command.change === 'added' && command.deprecated ? ' (deprecated)' : '';
    lines.push(`${mark[command.change]} ${command.title}${extra}`);
    if (command.change !== 'changed') continue;
    for (const line of commandLines(command, writer)) lines.push(`    ${line}`);
    for (const line of flagLines(command.flags, writer, () => undefined)) lines.push(`    ${line}`);
  }
  if (diff.globalFlags.length > 0) {
    lines.push('', 'Global flags');
    for (const line of flagLines(diff.globalFlags, writer, () => undefined)) lines.push(`    ${line}`);
  }
  for (const duplicate of diff.duplicates) {
    const where = duplicate.within === null ? '' : ` in ${duplicate.within}`;
    lines.push(
      `Note: the ${duplicate.side === 'from' ? 'older' : 'newer'} spec lists the ${duplicate.kind.replace('-', ' ')} id "${duplicate.id}" more than once${where}; the first is compared.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
