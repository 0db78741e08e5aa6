import { decodeHTML, decodeHTMLStrict } from 'entities/decode';
import { safeHref } from '../widgets/shared/safe-url';
import {
  headingLevels,
  inlineText,
  parseMarkdown,
  parseSummary,
  type Inline,
  type MarkdownBlock,
} from './markdown-parse';
import { markdownCode } from './diff-markdown';
import {
  argumentAnchor,
  buildReferenceModel,
  flagAnchor,
  inheritedFlags,
  splitFlagName,
  visibleSpec,
  type CommandEntry,
  type InheritedFlag,
  type NavItem,
} from './reference-model';
import type { CliArgument, CliExample, CliFlag, CliMarker, CliSpec } from './spec-types';
import { wellFormed } from './validate-spec';

// The reference as Markdown pages (CommonMark with GFM tables) and as one plain text file, from the
// same model `<cli-reference>` renders. Spec text is untrusted: its markdown is read with the
// reference's own reader and written out again, so raw HTML stays visible text, links keep only
// safe schemes, and every character that could start markup is escaped. The only HTML in the
// output is ours: an empty `<a id>` per command and flag, carrying the reference's anchors.

export interface ReferenceMarkdownOptions {
  /** The reference's `anchor-prefix`, when the page gives it one; anchors are the reference's own. @default '' */
  anchorPrefix?: string;
  /**
   * Relative links in spec text resolve against this address, as they do against the reference's
   * `docs-base`. Without it they stay relative to the page.
   */
  docsBase?: string;
  /** `/dashboard/…` links in spec text resolve against this address, as they do against the reference's `dashboard-base`. */
  dashboardBase?: string;
  /** One page per command group, plus `index.md` with the contents and the global flags. @default false */
  splitByGroup?: boolean;
  /** Starts each page with YAML front matter holding its `title`, and leaves out the `#` heading it would repeat. @default false */
  frontMatter?: boolean;
}

export interface MarkdownPage {
  /** File name: `index.md`, and with `splitByGroup` one `<group>.md` per command group. */
  file: string;
  title: string;
  markdown: string;
}

// ---------------------------------------------------------------------------------------------
// Escaping

/** Characters escaped wherever spec text goes: markup in CommonMark and GFM, and `{}` that MDX reads as code. */
const MARKUP = /[\\`*_[\]<>|~&!#{}]/g;

/** Spec text as Markdown text on one line: every character that could start markup is escaped. */
function escapeText(text: string): string {
  return text.replace(/\s*[\r\n]\s*/g, ' ').replace(MARKUP, (character) => `\\${character}`);
}

/** A line that would start a list, a setext underline or a thematic break when it opens a paragraph. */
function escapeLineStart(line: string): string {
  return line.replace(
    /^(\s*)(?:([-+=])|(\d{1,9})([.)]))/,
    (_, space: string, mark?: string, digits?: string, dot?: string) =>
      mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`,
  );
}

/** Our own HTML attribute value: every character that HTML, Markdown or a table cell could read as syntax is a reference. */
function attribute(value: string): string {
  return value.replace(/[&<>"'|`\\*_{}[\]\u0000-\u001f\u007f]/g, (character) => `&#${character.codePointAt(0)};`);
}

/** An empty element carrying an anchor of the reference, so deep links into the page work. */
function anchorTag(anchor: string): string {
  return `<a id="${attribute(anchor)}"></a>`;
}

/**
 * A link destination in angle brackets, with what would end it encoded, and `&` written as a
 * character reference: renderers decode references in destinations, so this is how the
 * address they end up with is exactly the one that was checked.
 */
function destination(address: string): string {
  return `<${address.replace(/[<>\s\\|]/g, (character) => encodeURIComponent(character)).replace(/&/g, '&amp;')}>`;
}

const linkSchemes = new Set(['http', 'https', 'mailto']);

/**
 * What any reader could make of a link target, decoded as far as it goes: character references
 * (with or without their `;`), then percent-encoding, again until nothing changes, then without
 * the tabs and newlines a URL parser drops and the controls and spaces it trims.
 */
function fullyDecoded(target: string): string {
  let text = target;
  for (let round = 0; round < 8; round += 1) {
    let next = decodeHTML(text);
    next = next.replace(/%([0-9a-f]{2})/gi, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    if (next === text) break;
    text = next;
  }
  return text.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

/**
 * The link rule of the export: only http, https, mailto and relative links, judged on the target
 * decoded (see `fullyDecoded`), so `&#106;avascript:`, `java&#x73;cript&colon;` or
 * `javascript%3A` are refused as `javascript:` is. A refused link keeps its text.
 */
export function isExportableLink(target: string): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(fullyDecoded(target))?.[1];
  return scheme === undefined || linkSchemes.has(scheme.toLowerCase());
}

/** A fenced code block's info string: a language name, nothing that could end the fence or add attributes. */
function infoString(language: string | undefined): string {
  return (language ?? '').replace(/[^\w+#.-]/g, '').slice(0, 40);
}

function fencedCode(code: string, language: string | undefined): string[] {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${infoString(language)}`, ...code.replace(/\r\n?/g, '\n').split('\n'), fence];
}

// ---------------------------------------------------------------------------------------------
// Spec markdown, read with the reference's reader and written out again

/** Where the writer is: in a table cell everything stays on one line and every `|` is escaped. */
type Place = 'block' | 'cell';

interface Writer {
  /** Turns a link target from the spec into a safe address, or undefined to keep only the link's text. */
  resolveLink: (target: string) => string | undefined;
}

/** A code span; in a cell, its `|` escaped as GFM asks (text when a backslash would make that ambiguous). */
function codeSpan(text: string, place: Place): string {
  if (place === 'block' || !text.includes('|')) return markdownCode(text);
  if (text.includes('\\|')) return escapeText(text);
  return markdownCode(text).replace(/\|/g, '\\|');
}

function inlines(items: readonly Inline[], writer: Writer, place: Place): string {
  let out = '';
  for (const item of items) {
    switch (item.type) {
      case 'text':
        out += escapeText(item.text);
        break;
      case 'code':
        out += codeSpan(item.text, place);
        break;
      case 'emphasis':
      case 'strong':
      case 'strike': {
        const inner = inlines(item.children, writer, place).trim();
        const mark = item.type === 'emphasis' ? '*' : item.type === 'strong' ? '**' : '~~';
        if (inner) out += `${mark}${inner}${mark}`;
        break;
      }
      case 'link': {
        const label = inlines(item.children, writer, place);
        const address = writer.resolveLink(item.href);
        out += address === undefined || label.trim() === '' ? label : `[${label}](${destination(address)})`;
        break;
      }
      case 'break':
        out += place === 'cell' ? ' ' : '\\\n';
        break;
    }
  }
  return out;
}

/** Inline content as a paragraph's lines, none of which can open another block. */
function paragraph(items: readonly Inline[], writer: Writer): string[] {
  const text = inlines(items, writer, 'block').trim();
  return text === '' ? [] : text.split('\n').map((line) => escapeLineStart(line.trim()));
}

function tableRow(cells: readonly string[]): string {
  return `| ${cells.map((cell) => cell || ' ').join(' | ')} |`;
}

interface BlockContext {
  writer: Writer;
  levels: Map<MarkdownBlock, number>;
}

/** Blocks as Markdown lines, separated by blank lines; adjacent lists alternate their markers so they stay apart. */
function blockLines(blocks: readonly MarkdownBlock[], context: BlockContext, tight = false): string[] {
  const lines: string[] = [];
  let previous: MarkdownBlock | undefined;
  let alternate = false;
  for (const block of blocks) {
    alternate = previous?.type === 'list' && block.type === 'list' && previous.ordered === block.ordered && !alternate;
    const written = oneBlock(block, context, alternate);
    if (written.length === 0) continue;
    if (lines.length > 0 && !tight) lines.push('');
    lines.push(...written);
    previous = block;
  }
  return lines;
}

function oneBlock(block: MarkdownBlock, context: BlockContext, alternate: boolean): string[] {
  const { writer } = context;
  switch (block.type) {
    case 'heading': {
      const level = context.levels.get(block) ?? 6;
      return [`${'#'.repeat(level)} ${inlines(block.content, writer, 'block').replace(/\\\n/g, ' ').trim()}`.trimEnd()];
    }
    case 'paragraph':
      return paragraph(block.content, writer);
    case 'code':
      return fencedCode(block.code, block.language);
    case 'quote':
      return blockLines(block.children, context).map((line) => (line === '' ? '>' : `> ${line}`));
    case 'list': {
      const lines: string[] = [];
      block.items.forEach((item, index) => {
        const marker = block.ordered ? `${block.start + index}${alternate ? ')' : '.'} ` : alternate ? '* ' : '- ';
        const body = blockLines(item, context, block.tight);
        if (!block.tight && index > 0) lines.push('');
        if (body.length === 0) lines.push(marker.trimEnd());
        body.forEach((line, at) => {
          const indent = at === 0 ? marker : ' '.repeat(marker.length);
          lines.push(line === '' ? '' : `${indent}${line}`);
        });
      });
      return lines;
    }
    case 'table': {
      const cell = (content: Inline[]) => inlines(content, writer, 'cell').trim();
      const width = block.head.length;
      const align = block.align.map((side) =>
        side === 'center' ? ':-:' : side === 'left' ? ':--' : side === 'right' ? '--:' : '---',
      );
      return [
        tableRow(block.head.map(cell)),
        tableRow(Array.from({ length: width }, (_, index) => align[index] ?? '---')),
        ...block.rows.map((row) => tableRow(Array.from({ length: width }, (_, index) => cell(row[index] ?? [])))),
      ];
    }
    case 'rule':
      return ['---'];
  }
}

/** Spec markdown as Markdown blocks, its headings below the level `under`. */
function specBlocks(source: string | undefined, writer: Writer, under: number): string[] {
  if (!source) return [];
  const blocks = parseMarkdown(source);
  return blockLines(blocks, { writer, levels: headingLevels(blocks, under) });
}

/** Spec markdown inside a table cell: one line, blocks joined by line breaks. */
function specCell(source: string, writer: Writer): string {
  const parts: string[] = [];
  const pending = [...parseMarkdown(source)].reverse();
  while (pending.length > 0) {
    const block = pending.pop()!;
    if (block.type === 'heading' || block.type === 'paragraph') parts.push(inlines(block.content, writer, 'cell'));
    else if (block.type === 'code') parts.push(codeSpan(block.code, 'cell'));
    else if (block.type === 'quote') pending.push(...[...block.children].reverse());
    else if (block.type === 'list') pending.push(...block.items.flat().reverse());
    else if (block.type === 'table')
      for (const row of [block.head, ...block.rows])
        parts.push(row.map((content) => inlines(content, writer, 'cell').trim()).join(' · '));
  }
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('<br />');
}

// ---------------------------------------------------------------------------------------------
// The reference

/** Where each command is: its page, for links across pages. */
interface Layout {
  anchorPrefix: string;
  pageOf: Map<string, string>;
}

/** A file name for a group: its id, or its title, in lower-case letters, digits and dashes. */
function fileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Ids of a navigation tree, depth first (the order its sections have in the reference). */
function treeIds(items: readonly NavItem[]): string[] {
  const ids: string[] = [];
  const pending = [...items].reverse();
  while (pending.length > 0) {
    const item = pending.pop()!;
    ids.push(item.id);
    pending.push(...[...item.children].reverse());
  }
  return ids;
}

function linkResolver(options: ReferenceMarkdownOptions, layout: Layout, page: string) {
  const absolute = (address: string | undefined) => {
    const checked = address ? safeHref(address, 'https://docs.invalid/') : undefined;
    return checked && !checked.endsWith('/') ? `${checked}/` : checked;
  };
  const base = absolute(options.docsBase);
  const dashboard = absolute(options.dashboardBase);
  return (target: string): string | undefined => {
    // What the spec's author wrote, as CommonMark reads a destination: its character references decoded.
    const trimmed = decodeHTMLStrict(target).trim();
    if (!isExportableLink(trimmed)) return undefined;
    if (trimmed.startsWith('#')) {
      if (trimmed.length === 1) return undefined;
      let id = trimmed.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // kept as written, as the reference does
      }
      return anchorLink(layout.anchorPrefix + id, layout.pageOf.get(id), page);
    }
    const cleaned = trimmed.replace(/[\u0000-\u001f\u007f]/g, '');
    const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(cleaned) || cleaned.startsWith('//');
    if (hasScheme) return safeHref(cleaned, 'https://docs.invalid/');
    const dashboardPath = /^\/dashboard(\/.*)$/.exec(cleaned)?.[1];
    if (dashboard && dashboardPath !== undefined) return safeHref(dashboardPath.replace(/^\/+/, ''), dashboard);
    if (base) return safeHref(cleaned.replace(/^\/+/, ''), base);
    // Relative to the page: only checked, since a relative address cannot carry a scheme of its own.
    return safeHref(cleaned, 'https://docs.invalid/') === undefined ? undefined : cleaned;
  };
}

/** A link to an anchor: on this page `#anchor`, on another `page.md#anchor`; percent-encoded as the reference's permalinks are. */
function anchorLink(anchor: string, onPage: string | undefined, page: string): string {
  return `${onPage === undefined || onPage === page ? '' : onPage}#${encodeURIComponent(anchor)}`;
}

function link(label: string, address: string): string {
  return `[${label}](${destination(address)})`;
}

function flagTable(flags: readonly CliFlag[], sectionAnchor: string, writer: Writer): string[] {
  const rows = flags.map((flag) => {
    const { name, type } = splitFlagName(flag);
    const values = flag.acceptedValues
      .map((value) => {
        const extra = value.type && value.type !== type ? ` (${codeSpan(value.type, 'cell')})` : '';
        return `${codeSpan(value.name, 'cell')}${extra}`;
      })
      .join(', ');
    return tableRow([
      `${anchorTag(flagAnchor(sectionAnchor, flag.id))}${codeSpan(name, 'cell')}`,
      codeSpan(type, 'cell'),
      flag.required ? 'yes' : 'no',
      flag.defaultValue === '' ? '' : codeSpan(flag.defaultValue, 'cell'),
      values,
      [flag.description ? specCell(flag.description, writer) : '', ...flagFactsCells(flag)]
        .filter(Boolean)
        .join('<br />'),
    ]);
  });
  return [
    tableRow(['Flag', 'Type', 'Required', 'Default', 'Accepted values', 'Description']),
    tableRow(Array(6).fill('---')),
    ...rows,
  ];
}

/** A deprecated or experimental marker as a phrase: `Deprecated since 2.0: use --out.` */
function markerPhrase(label: string, marker: CliMarker): string {
  return `${label}${marker.since ? ` since ${escapeText(marker.since)}` : ''}${marker.note ? `: ${escapeText(marker.note)}` : ''}.`;
}

function codeListCell(items: readonly string[]): string {
  return items.map((item) => codeSpan(item, 'cell')).join(', ');
}

/** What a flag's row says besides its description, each a short sentence for the Description cell. */
function flagFactsCells(flag: CliFlag): string[] {
  const facts: string[] = [];
  if (flag.deprecated) facts.push(`**${markerPhrase('Deprecated', flag.deprecated)}**`);
  if (flag.experimental) facts.push(markerPhrase('Experimental', flag.experimental));
  if (flag.since) facts.push(`Since ${escapeText(flag.since)}.`);
  const also = [...flag.aliases, ...(flag.negation ? [flag.negation] : [])];
  if (also.length > 0) facts.push(`Also: ${codeListCell(also)}.`);
  if (flag.env.length > 0) facts.push(`Environment: ${codeListCell(flag.env)}.`);
  if (flag.kind === 'count') facts.push('Counts: repeat it for more.');
  else if (flag.repeatable) facts.push('Repeatable.');
  if (flag.scope === 'persistent') facts.push('Also for every subcommand.');
  if (flag.scope === 'inherited') facts.push('Inherited from a parent command.');
  return facts;
}

function argumentTable(args: readonly CliArgument[], sectionAnchor: string, writer: Writer): string[] {
  return [
    tableRow(['Argument', 'Required', 'Default', 'Accepted values', 'Description']),
    tableRow(Array(5).fill('---')),
    ...args.map((argument) => {
      const facts = [
        argument.description ? specCell(argument.description, writer) : '',
        argument.variadic ? 'Takes one or more values.' : '',
        argument.env.length > 0 ? `Environment: ${codeListCell(argument.env)}.` : '',
        argument.deprecated ? `**${markerPhrase('Deprecated', argument.deprecated)}**` : '',
      ];
      return tableRow([
        `${anchorTag(argumentAnchor(sectionAnchor, argument.id))}${codeSpan(argument.name, 'cell')}`,
        argument.required ? 'yes' : 'no',
        argument.defaultValue === '' ? '' : codeSpan(argument.defaultValue, 'cell'),
        argument.acceptedValues.map((value) => codeSpan(value.name, 'cell')).join(', '),
        facts.filter(Boolean).join('<br />'),
      ]);
    }),
  ];
}

function heading(level: number, text: string): string {
  return `${'#'.repeat(Math.min(level, 6))} ${text}`;
}

interface SectionContext {
  spec: CliSpec;
  inherited: ReadonlyMap<string, InheritedFlag[]>;
  byId: ReadonlyMap<string, CommandEntry>;
  layout: Layout;
  page: string;
  writer: Writer;
  globalFlagsAnchor: string;
}

function exampleLines(example: CliExample, level: number, context: SectionContext): string[] {
  const lines = [heading(level, escapeText(example.name) || escapeText(example.id)), ''];
  const description = specBlocks(example.description, context.writer, level);
  if (description.length > 0) lines.push(...description, '');
  lines.push(...fencedCode(example.code, context.spec.info.language), '');
  if (example.response) lines.push('Response:', '', ...fencedCode(example.response, 'text'), '');
  return lines;
}

/** One command's section: heading with its anchor, summary, description, usage, subcommands, flags, examples. */
function commandLines(entry: CommandEntry, level: number, context: SectionContext): string[] {
  const { command, anchor } = entry;
  const { writer } = context;
  const lines = [heading(level, `${anchorTag(anchor)}${escapeText(command.title)}`), ''];
  const markers = [
    command.deprecated ? `**${markerPhrase('Deprecated', command.deprecated)}**` : '',
    command.experimental ? `**${markerPhrase('Experimental', command.experimental)}**` : '',
    command.since ? `Since ${escapeText(command.since)}.` : '',
    command.topic ? 'A topic: it groups the commands below.' : '',
  ].filter(Boolean);
  if (markers.length > 0) lines.push(markers.join(' '), '');
  const summary = paragraph(parseSummary(command.summary), writer);
  if (summary.length > 0) lines.push(...summary, '');
  if (command.aliases.length > 0)
    lines.push(`Aliases: ${command.aliases.map((alias) => markdownCode(alias)).join(', ')}.`, '');
  const description = specBlocks(command.description, writer, level);
  if (description.length > 0) lines.push(...description, '');
  if (command.usage)
    lines.push(heading(level + 1, 'Usage'), '', ...fencedCode(command.usage, context.spec.info.language), '');
  const children = command.subcommands.map((id) => context.byId.get(id)).filter((child) => child !== undefined);
  if (children.length > 0) {
    lines.push(heading(level + 1, 'Subcommands'), '');
    let group: string | undefined;
    for (const child of [...children].sort((a, b) =>
      a.command.group === undefined ? -1 : b.command.group === undefined ? 1 : 0,
    )) {
      if (child.command.group !== group) {
        group = child.command.group;
        if (group) lines.push('', `${escapeText(group)}:`, '');
      }
      const address = anchorLink(child.anchor, context.layout.pageOf.get(child.command.id), context.page);
      const childSummary = child.command.summary
        ? `: ${inlines(parseSummary(child.command.summary), writer, 'block').trim()}`
        : '';
      lines.push(`- ${link(markdownCode(child.command.title), address)}${childSummary}`);
    }
    lines.push('');
  }
  if (command.arguments.length > 0)
    lines.push(heading(level + 1, 'Arguments'), '', ...argumentTable(command.arguments, anchor, writer), '');
  if (command.flags.length > 0)
    lines.push(heading(level + 1, 'Flags'), '', ...flagTable(command.flags, anchor, writer), '');
  for (const group of command.exclusiveFlags) {
    const names = group.map((id) => {
      const flag = command.flags.find((item) => item.id === id);
      return link(
        markdownCode(flag ? splitFlagName(flag).name : id),
        anchorLink(flagAnchor(anchor, id), undefined, context.page),
      );
    });
    lines.push(`Use only one of ${names.join(', ')}.`, '');
  }
  const inherited = context.inherited.get(command.id) ?? [];
  if (inherited.length > 0) {
    const names = inherited.map(({ flag, from }) =>
      link(
        markdownCode(splitFlagName(flag).name),
        anchorLink(flagAnchor(from.anchor, flag.id), context.layout.pageOf.get(from.command.id), context.page),
      ),
    );
    lines.push(`Inherited flags: ${names.join(', ')}.`, '');
  }
  if (context.spec.flags.length > 0 && (command.flags.length > 0 || command.usage)) {
    const address = anchorLink(context.globalFlagsAnchor, context.layout.pageOf.get(''), context.page);
    lines.push(`Also takes the ${link('global flags', address)}.`, '');
  }
  if (command.examples.length > 0) {
    lines.push(heading(level + 1, 'Examples'), '');
    for (const example of command.examples) lines.push(...exampleLines(example, level + 2, context));
  }
  if (command.exitCodes.length > 0) {
    lines.push(heading(level + 1, 'Exit codes'), '', tableRow(['Code', 'Meaning']), tableRow(['---', '---']));
    for (const exit of command.exitCodes)
      lines.push(
        tableRow([codeSpan(String(exit.code), 'cell'), exit.description ? specCell(exit.description, writer) : '']),
      );
    lines.push('');
  }
  const seeAlso = command.seeAlso.map((id) => context.byId.get(id)).filter((other) => other !== undefined);
  if (seeAlso.length > 0) {
    lines.push(heading(level + 1, 'See also'), '');
    for (const other of seeAlso)
      lines.push(
        `- ${link(markdownCode(other.command.title), anchorLink(other.anchor, context.layout.pageOf.get(other.command.id), context.page))}`,
      );
    lines.push('');
  }
  return lines;
}

function globalFlagsLines(level: number, context: SectionContext): string[] {
  if (context.spec.flags.length === 0) return [];
  return [
    heading(level, `${anchorTag(context.globalFlagsAnchor)}Global flags`),
    '',
    'These flags work with every command.',
    '',
    ...flagTable(context.spec.flags, context.globalFlagsAnchor, context.writer),
    '',
  ];
}

/** The contents: each group's commands as the reference's navigation nests them. */
function contentsLines(items: readonly NavItem[], context: SectionContext, depth = 0): string[] {
  const lines: string[] = [];
  for (const item of items) {
    const entry = context.byId.get(item.id);
    if (!entry) continue;
    const address = anchorLink(entry.anchor, context.layout.pageOf.get(item.id), context.page);
    lines.push(`${'  '.repeat(depth)}- ${link(markdownCode(entry.command.title), address)}`);
    lines.push(...contentsLines(item.children, context, depth + 1));
  }
  return lines;
}

function frontMatter(title: string): string[] {
  // A JSON string is a YAML string: quotes, backslashes and line breaks are all escaped.
  return ['---', `title: ${JSON.stringify(title)}`, '---', ''];
}

function page(file: string, title: string, body: string[], options: ReferenceMarkdownOptions): MarkdownPage {
  const top = options.frontMatter ? frontMatter(title) : [heading(1, escapeText(title)), ''];
  return {
    file,
    title,
    markdown: `${[...top, ...body]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  };
}

function referenceTitle(spec: CliSpec): string {
  return `${spec.info.title || 'Command'} reference`;
}

/**
 * The reference as Markdown pages (CommonMark with GFM tables), from the model `<cli-reference>`
 * renders: the same sections in the same order, and the same anchors (the command id after the
 * anchor prefix, `<command anchor>--<flag id>`, `global-flags`), so links into the reference also
 * work on the pages. One page by default; with `splitByGroup`, an index page and one page per
 * command group, linked to each other.
 */
export function referenceToMarkdown(givenSpec: CliSpec, options: ReferenceMarkdownOptions = {}): MarkdownPage[] {
  const spec = visibleSpec(givenSpec);
  const model = buildReferenceModel(spec, options.anchorPrefix ?? '');
  const inherited = inheritedFlags(model);
  const layout: Layout = { anchorPrefix: wellFormed(options.anchorPrefix ?? ''), pageOf: new Map() };
  const groupIds = model.groups.map((group) => {
    const seen = new Set<string>();
    return treeIds(group.items).filter((id) => !seen.has(id) && seen.add(id));
  });
  // A command listed by two groups has its section in the first.
  const owner = new Map<string, number>();
  groupIds.forEach((ids, index) => ids.forEach((id) => owner.has(id) || owner.set(id, index)));
  const files = new Set(['index']);
  const groupFiles = model.groups.map((group) => {
    const slug = fileSlug(group.id) || fileSlug(group.title) || 'commands';
    let name = slug;
    for (let count = 2; files.has(name); count += 1) name = `${slug}-${count}`;
    files.add(name);
    return `${name}.md`;
  });
  if (options.splitByGroup) {
    layout.pageOf.set('', 'index.md');
    for (const [id, index] of owner) layout.pageOf.set(id, groupFiles[index]!);
  }

  const contextFor = (file: string): SectionContext => ({
    spec,
    inherited,
    byId: model.byId,
    layout,
    page: file,
    writer: { resolveLink: linkResolver(options, layout, file) },
    globalFlagsAnchor: model.globalFlagsAnchor,
  });
  const title = referenceTitle(spec);
  const intro = (context: SectionContext) => [
    ...(spec.info.version ? [`Version ${markdownCode(spec.info.version)}.`, ''] : []),
    ...specBlocks(spec.info.description, context.writer, 1),
    '',
  ];
  const sections = (index: number, level: number, context: SectionContext) =>
    groupIds[index]!.filter((id) => owner.get(id) === index).flatMap((id) =>
      commandLines(model.byId.get(id)!, level, context),
    );

  if (!options.splitByGroup) {
    const context = contextFor('index.md');
    const body = [...intro(context), ...globalFlagsLines(2, context)];
    model.groups.forEach((group, index) =>
      body.push(heading(2, escapeText(group.title)), '', ...sections(index, 3, context)),
    );
    if (model.entries.length === 0) body.push('This spec lists no commands.');
    return [page('index.md', title, body, options)];
  }

  const indexContext = contextFor('index.md');
  const contents: string[] = [];
  model.groups.forEach((group, index) => {
    contents.push(
      `- ${link(escapeText(group.title), groupFiles[index]!)}`,
      ...contentsLines(group.items, indexContext, 1),
    );
  });
  const indexBody = [
    ...intro(indexContext),
    ...(contents.length > 0 ? [heading(2, 'Commands'), '', ...contents, ''] : ['This spec lists no commands.', '']),
    ...globalFlagsLines(2, indexContext),
  ];
  const pages = [page('index.md', title, indexBody, options)];
  model.groups.forEach((group, index) => {
    const file = groupFiles[index]!;
    const context = contextFor(file);
    const back = `Part of the ${link(escapeText(title), 'index.md')}.`;
    pages.push(page(file, group.title, [back, '', ...sections(index, 2, context)], options));
  });
  return pages;
}

// ---------------------------------------------------------------------------------------------
// Plain text

function plainInlines(items: readonly Inline[]): string {
  return items
    .map((item) => {
      switch (item.type) {
        case 'text':
          return item.text;
        case 'code':
          return markdownCode(item.text);
        case 'emphasis':
        case 'strong':
        case 'strike':
          return plainInlines(item.children);
        case 'link': {
          const label = plainInlines(item.children);
          return label === item.href || item.href.startsWith('#') ? label : `${label} (${item.href})`;
        }
        case 'break':
          return '\n';
      }
    })
    .join('');
}

function plainBlocks(source: string | undefined): string[] {
  if (!source) return [];
  const lines: string[] = [];
  const write = (blocks: readonly MarkdownBlock[], indent: string) => {
    for (const block of blocks) {
      if (block.type === 'heading' || block.type === 'paragraph')
        lines.push(
          ...plainInlines(block.content)
            .split('\n')
            .map((line) => indent + line.trim()),
          '',
        );
      else if (block.type === 'code')
        lines.push(...fencedCode(block.code, block.language).map((line) => indent + line), '');
      else if (block.type === 'quote') write(block.children, `${indent}> `);
      else if (block.type === 'list')
        block.items.forEach((item, index) => {
          const marker = block.ordered ? `${block.start + index}. ` : '- ';
          const start = lines.length;
          write(item, indent + ' '.repeat(marker.length));
          if (lines.length > start) lines[start] = indent + marker + lines[start]!.slice(indent.length + marker.length);
          if (block.tight) while (lines.length > start && lines[lines.length - 1] === '') lines.pop();
          if (block.tight && index === block.items.length - 1) lines.push('');
        });
      else if (block.type === 'table') {
        for (const row of [block.head, ...block.rows]) lines.push(indent + row.map(plainInlines).join(' | '));
        lines.push('');
      } else if (block.type === 'rule') lines.push(`${indent}---`, '');
    }
  };
  write(parseMarkdown(source), '');
  return lines;
}

function plainMarker(label: string, marker: CliMarker): string {
  return `${label}${marker.since ? ` since ${marker.since}` : ''}${marker.note ? ` (${marker.note})` : ''}`;
}

function plainFlag(flag: CliFlag): string[] {
  const { name, type } = splitFlagName(flag);
  const facts = [type];
  if (flag.required) facts.push('required');
  if (flag.defaultValue !== '') facts.push(`default ${flag.defaultValue}`);
  if (flag.acceptedValues.length > 0)
    facts.push(`accepted values: ${flag.acceptedValues.map((value) => value.name).join(', ')}`);
  const also = [...flag.aliases, ...(flag.negation ? [flag.negation] : [])];
  if (also.length > 0) facts.push(`also ${also.join(', ')}`);
  if (flag.env.length > 0) facts.push(`environment ${flag.env.join(', ')}`);
  if (flag.kind === 'count') facts.push('counts');
  else if (flag.repeatable) facts.push('repeatable');
  if (flag.scope === 'persistent') facts.push('also for every subcommand');
  if (flag.deprecated) facts.push(plainMarker('deprecated', flag.deprecated));
  if (flag.experimental) facts.push(plainMarker('experimental', flag.experimental));
  if (flag.since) facts.push(`since ${flag.since}`);
  const description = plainBlocks(flag.description).filter((line) => line !== '');
  return [
    `- ${name} (${facts.join('; ')})${description.length > 0 ? `: ${description[0]}` : ''}`,
    ...description.slice(1).map((line) => `  ${line}`),
  ];
}

/**
 * The whole reference as one plain text file in the shape of `llms.txt`: the title, a one-line
 * summary, then every command in the reference's order with its usage, subcommands, flags (type,
 * required, default, accepted values) and examples. Spec text is written as text, its markdown
 * reduced to words, code spans and link addresses; the file is meant to be served as `text/plain`.
 */
export function referenceToText(givenSpec: CliSpec): string {
  const spec = visibleSpec(givenSpec);
  const model = buildReferenceModel(spec);
  const inheritedOf = inheritedFlags(model);
  const title = referenceTitle(spec);
  const count = model.entries.length;
  const lines = [
    `# ${title}`,
    '',
    `> ${[spec.info.title || 'The tool', spec.info.version].filter(Boolean).join(' ')}: ${count === 1 ? 'one command' : `${count} commands`}${spec.flags.length > 0 ? `, ${spec.flags.length} global flags` : ''}.`,
    '',
    ...plainBlocks(spec.info.description),
  ];
  if (spec.flags.length > 0)
    lines.push('## Global flags', '', 'These flags work with every command.', '', ...spec.flags.flatMap(plainFlag), '');
  const language = spec.info.language;
  for (const { command } of model.entries) {
    lines.push(`## ${command.title.replace(/\s+/g, ' ')}`, '');
    const markers = [
      command.deprecated ? plainMarker('Deprecated', command.deprecated) : '',
      command.experimental ? plainMarker('Experimental', command.experimental) : '',
      command.since ? `Since ${command.since}` : '',
    ].filter(Boolean);
    if (markers.length > 0) lines.push(`${markers.join('. ')}.`, '');
    if (command.summary) lines.push(inlineText(parseSummary(command.summary)), '');
    if (command.aliases.length > 0) lines.push(`Aliases: ${command.aliases.join(', ')}`, '');
    lines.push(...plainBlocks(command.description));
    if (command.usage) lines.push('Usage:', '', ...fencedCode(command.usage, language), '');
    const children = command.subcommands.map((id) => model.byId.get(id)).filter((child) => child !== undefined);
    if (children.length > 0)
      lines.push(
        'Subcommands:',
        '',
        ...children.map(
          ({ command: child }) =>
            `- ${child.title}${child.summary ? `: ${inlineText(parseSummary(child.summary))}` : ''}`,
        ),
        '',
      );
    if (command.arguments.length > 0)
      lines.push(
        'Arguments:',
        '',
        ...command.arguments.map((argument) => {
          const facts = [argument.required ? 'required' : 'optional'];
          if (argument.variadic) facts.push('one or more');
          if (argument.defaultValue !== '') facts.push(`default ${argument.defaultValue}`);
          if (argument.acceptedValues.length > 0)
            facts.push(`accepted values: ${argument.acceptedValues.map((value) => value.name).join(', ')}`);
          if (argument.env.length > 0) facts.push(`environment ${argument.env.join(', ')}`);
          const description = plainBlocks(argument.description).filter((line) => line !== '');
          return `- ${argument.name} (${facts.join('; ')})${description.length > 0 ? `: ${description.join(' ')}` : ''}`;
        }),
        '',
      );
    if (command.flags.length > 0) lines.push('Flags:', '', ...command.flags.flatMap(plainFlag), '');
    for (const group of command.exclusiveFlags) {
      const names = group
        .map((id) => command.flags.find((flag) => flag.id === id))
        .filter((flag) => flag !== undefined);
      lines.push(`Use only one of: ${names.map((flag) => splitFlagName(flag).name).join(', ')}`, '');
    }
    const inherited = inheritedOf.get(command.id) ?? [];
    if (inherited.length > 0)
      lines.push(`Inherited flags: ${inherited.map(({ flag }) => splitFlagName(flag).name).join(', ')}`, '');
    if (command.exitCodes.length > 0)
      lines.push(
        'Exit codes:',
        '',
        ...command.exitCodes.map(
          (exit) =>
            `- ${exit.code}${exit.description ? `: ${plainBlocks(exit.description).filter(Boolean).join(' ')}` : ''}`,
        ),
        '',
      );
    const seeAlso = command.seeAlso.map((id) => model.byId.get(id)).filter((other) => other !== undefined);
    if (seeAlso.length > 0) lines.push(`See also: ${seeAlso.map((other) => other.command.title).join(', ')}`, '');
    for (const example of command.examples) {
      lines.push(
        `Example: ${example.name || example.id}`,
        '',
        ...plainBlocks(example.description),
        ...fencedCode(example.code, language),
        '',
      );
      if (example.response) lines.push('Response:', '', ...fencedCode(example.response, 'text'), '');
    }
  }
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
