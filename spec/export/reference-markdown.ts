import { decodeHTMLStrict } from 'entities/decode';
import { safeHref } from '../../base/safe-url';
import { parseSummary } from '../markdown/markdown-parse';
import {
  anchorTag,
  codeSpan,
  destination,
  escapeLineStart,
  escapeText,
  fencedCode,
  inlines,
  isExportableLink,
  markdownCode,
  paragraph,
  specBlocks,
  specCell,
  tableRow,
  type MarkdownFlavor,
  type Writer,
} from '../markdown/markdown-write';
import {
  buildReferenceModel,
  flagAnchor,
  inheritedFlags,
  referenceTitle,
  splitFlagName,
  visibleSpec,
  type CommandEntry,
  type InheritedFlag,
  type NavItem,
  type ReferenceModel,
} from '../model/reference-model';
import { argumentTable, flagTable, markerPhrase } from './reference-tables';
import type { CliCommand, CliExample, CliFlag, CliSpec } from '../model/spec-types';
import { wellFormed } from '../model/well-formed';

export { isExportableLink, markdownFlavors, type MarkdownFlavor } from '../markdown/markdown-write';
export { referenceToText } from './reference-text';

// The reference as Markdown pages (CommonMark with GFM tables) and as one plain text file, from the
// same model `<cli-reference>` renders. Spec text is untrusted: its markdown is read with the
// reference's own reader and written out again, so raw HTML stays visible text, links keep only
// safe schemes, and every character that could start markup is escaped. The only HTML in the
// output is ours: an empty `<a id>` per command and flag, carrying the reference's anchors.
// The escaping and the rewriting of spec markdown are in markdown-write.ts, the flag and argument
// tables in reference-tables.ts, and the plain text file in reference-text.ts.

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
  /**
   * The reader the pages are for, which decides how anchors are declared and linked: `gfm` (GitHub,
   * CommonMark, MDX) an empty `<a id>` in each heading; `mkdocs` an attribute list, `### Title
   * {#anchor}` (Python-Markdown's `attr_list`); `myst` a MyST target, `(anchor)=`, before each
   * heading and flag table, and links to it by name, which Sphinx resolves and checks. @default 'gfm'
   */
  flavor?: MarkdownFlavor;
}

export interface MarkdownPage {
  /** File name: `index.md`, and with `splitByGroup` one `<group>.md` per command group. */
  file: string;
  title: string;
  markdown: string;
}

/** Where each command is: its page, for links across pages. */
interface Layout {
  anchorPrefix: string;
  pageOf: Map<string, string>;
  flavor: MarkdownFlavor;
  /** Every anchor the pages declare, so that MyST links go only to targets Sphinx knows. */
  anchors: Set<string>;
}

/** A file name for a group: its id, or its title, in lower-case letters, digits and dashes. */
function fileSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      // Dashes come one at a time now: one at each end is all there is to drop.
      .replace(/^-|-$/g, '')
      .slice(0, 60)
      .replace(/-$/, '')
  );
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
      return anchorLink(layout.anchorPrefix + id, layout.pageOf.get(id), page, layout);
    }
    const cleaned = trimmed.replace(/[\u0000-\u001f\u007f]/g, '');
    const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(cleaned) || cleaned.startsWith('//');
    if (hasScheme) return safeHref(cleaned, 'https://docs.invalid/');
    const dashboardPath = /^\/dashboard(\/.*)$/.exec(cleaned)?.[1];
    if (dashboard && dashboardPath !== undefined) return safeHref(dashboardPath.replace(/^\/+/, ''), dashboard);
    if (base) return safeHref(cleaned.replace(/^\/+/, ''), base);
    // Sphinx reads a relative address as a reference to a document or target and fails `-W` on
    // one it cannot find, so for MyST the link keeps only its text, as a refused one does.
    if (layout.flavor === 'myst') return undefined;
    // Relative to the page: only checked, since a relative address cannot carry a scheme of its own.
    return safeHref(cleaned, 'https://docs.invalid/') === undefined ? undefined : cleaned;
  };
}

/**
 * A link to an anchor: on this page `#anchor`, on another `page.md#anchor`; percent-encoded as the
 * reference's permalinks are. For MyST, the target's name, which Sphinx resolves on any page (it
 * reports `#anchor` as a missing reference), or undefined for an anchor the pages do not declare.
 */
function anchorLink(anchor: string, onPage: string | undefined, page: string, layout: Layout): string | undefined {
  if (layout.flavor === 'myst') return layout.anchors.has(anchor) ? anchor : undefined;
  return `${onPage === undefined || onPage === page ? '' : onPage}#${encodeURIComponent(anchor)}`;
}

/** A link, or only its label when there is nowhere to go. */
function link(label: string, address: string | undefined): string {
  return address === undefined ? label : `[${label}](${destination(address)})`;
}

/** An anchor that can be written as each flavor's own declaration: MyST's target and attr_list's `#id` end at white space, attr_list's also at `}`, `=` and quotes. */
function hasOwnDeclaration(anchor: string, flavor: MarkdownFlavor): boolean {
  if (flavor === 'mkdocs') return /^[\w.:-]+$/.test(anchor);
  if (flavor === 'myst') return /^\S+$/.test(anchor);
  return false;
}

/**
 * A heading that carries an anchor, declared once, in the form its reader takes: a generator
 * gives a heading an id of its own, and an `<a id>` inside it only adds a second (and MyST makes
 * the `<a>` part of its slug), so MkDocs gets the id as an attribute list and MyST a target.
 */
function anchoredHeading(level: number, anchor: string, text: string, layout: Layout): string[] {
  if (layout.flavor === 'mkdocs' && hasOwnDeclaration(anchor, 'mkdocs'))
    return [`${heading(level, text)} {#${anchor}}`];
  if (layout.flavor === 'myst')
    // Sphinx copies a heading's content into its tables of contents, so an anchor MyST cannot name
    // goes before the heading, not inside it.
    return [layout.anchors.has(anchor) ? `(${anchor})=` : anchorTag(anchor), '', heading(level, text)];
  return [heading(level, `${anchorTag(anchor)}${text}`)];
}

/** MyST targets for the flags of a table, so that links to a flag resolve; each cell's `<a id>` keeps the reference's exact anchor. */
function flagTargets(flags: readonly CliFlag[], sectionAnchor: string, layout: Layout): string[] {
  if (layout.flavor !== 'myst') return [];
  const targets = flags
    .map((flag) => flagAnchor(sectionAnchor, flag.id))
    .filter((anchor) => layout.anchors.has(anchor));
  return targets.map((anchor) => `(${anchor})=`);
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
  const lines = [
    heading(level, escapeText(example.name, context.layout.flavor) || escapeText(example.id, context.layout.flavor)),
    '',
  ];
  const description = specBlocks(example.description, context.writer, level);
  if (description.length > 0) lines.push(...description, '');
  lines.push(...fencedCode(example.code, context.spec.info.language), '');
  if (example.response) lines.push('Response:', '', ...fencedCode(example.response, 'text'), '');
  return lines;
}

/** The commands under this one, by the group each is listed under, with their summaries. */
function subcommandLines(command: CliCommand, level: number, context: SectionContext): string[] {
  const { writer } = context;
  const children = command.subcommands.map((id) => context.byId.get(id)).filter((child) => child !== undefined);
  if (children.length === 0) return [];
  const lines = [heading(level + 1, 'Subcommands'), ''];
  let group: string | undefined;
  for (const child of [...children].sort((a, b) =>
    a.command.group === undefined ? -1 : b.command.group === undefined ? 1 : 0,
  )) {
    if (child.command.group !== group) {
      group = child.command.group;
      if (group) lines.push('', escapeLineStart(`${escapeText(group, context.layout.flavor)}:`), '');
    }
    const address = anchorLink(child.anchor, context.layout.pageOf.get(child.command.id), context.page, context.layout);
    const childSummary = child.command.summary
      ? `: ${inlines(parseSummary(child.command.summary), writer, 'block').trim()}`
      : '';
    lines.push(`- ${link(markdownCode(child.command.title), address)}${childSummary}`);
  }
  lines.push('');
  return lines;
}

/** After the flag table: the flags of which only one may be given, the inherited ones, the global ones. */
function flagNoteLines({ command, anchor }: CommandEntry, context: SectionContext): string[] {
  const lines: string[] = [];
  for (const group of command.exclusiveFlags) {
    const names = group.map((id) => {
      const flag = command.flags.find((item) => item.id === id);
      return link(
        markdownCode(flag ? splitFlagName(flag).name : id),
        anchorLink(flagAnchor(anchor, id), undefined, context.page, context.layout),
      );
    });
    lines.push(`Use only one of ${names.join(', ')}.`, '');
  }
  const inherited = context.inherited.get(command.id) ?? [];
  if (inherited.length > 0) {
    const names = inherited.map(({ flag, from }) =>
      link(
        markdownCode(splitFlagName(flag).name),
        anchorLink(
          flagAnchor(from.anchor, flag.id),
          context.layout.pageOf.get(from.command.id),
          context.page,
          context.layout,
        ),
      ),
    );
    lines.push(`Inherited flags: ${names.join(', ')}.`, '');
  }
  if (context.spec.flags.length > 0 && (command.flags.length > 0 || command.usage)) {
    const address = anchorLink(context.globalFlagsAnchor, context.layout.pageOf.get(''), context.page, context.layout);
    lines.push(`Also takes the ${link('global flags', address)}.`, '');
  }
  return lines;
}

function exitCodeLines(command: CliCommand, level: number, writer: Writer): string[] {
  if (command.exitCodes.length === 0) return [];
  const lines = [heading(level + 1, 'Exit codes'), '', tableRow(['Code', 'Meaning']), tableRow(['---', '---'])];
  for (const exit of command.exitCodes)
    lines.push(
      tableRow([
        codeSpan(String(exit.code), 'cell', writer.flavor),
        exit.description ? specCell(exit.description, writer) : '',
      ]),
    );
  lines.push('');
  return lines;
}

function seeAlsoLines(command: CliCommand, level: number, context: SectionContext): string[] {
  const seeAlso = command.seeAlso.map((id) => context.byId.get(id)).filter((other) => other !== undefined);
  if (seeAlso.length === 0) return [];
  const lines = [heading(level + 1, 'See also'), ''];
  for (const other of seeAlso) {
    const address = anchorLink(other.anchor, context.layout.pageOf.get(other.command.id), context.page, context.layout);
    lines.push(`- ${link(markdownCode(other.command.title), address)}`);
  }
  lines.push('');
  return lines;
}

/** One command's section: heading with its anchor, summary, description, usage, subcommands, flags, examples. */
function commandLines(entry: CommandEntry, level: number, context: SectionContext): string[] {
  const { command, anchor } = entry;
  const { writer } = context;
  const lines = [
    ...anchoredHeading(level, anchor, escapeText(command.title, context.layout.flavor), context.layout),
    '',
  ];
  const markers = [
    command.deprecated ? `**${markerPhrase('Deprecated', command.deprecated, context.layout.flavor)}**` : '',
    command.experimental ? `**${markerPhrase('Experimental', command.experimental, context.layout.flavor)}**` : '',
    command.since ? `Since ${escapeText(command.since, context.layout.flavor)}.` : '',
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
  lines.push(...subcommandLines(command, level, context));
  if (command.arguments.length > 0)
    lines.push(heading(level + 1, 'Arguments'), '', ...argumentTable(command.arguments, anchor, writer), '');
  if (command.flags.length > 0)
    lines.push(
      heading(level + 1, 'Flags'),
      '',
      ...flagTargets(command.flags, anchor, context.layout),
      ...flagTable(command.flags, anchor, writer),
      '',
    );
  lines.push(...flagNoteLines(entry, context));
  if (command.examples.length > 0) {
    lines.push(heading(level + 1, 'Examples'), '');
    for (const example of command.examples) lines.push(...exampleLines(example, level + 2, context));
  }
  lines.push(...exitCodeLines(command, level, writer), ...seeAlsoLines(command, level, context));
  return lines;
}

function globalFlagsLines(level: number, context: SectionContext): string[] {
  if (context.spec.flags.length === 0) return [];
  return [
    ...anchoredHeading(level, context.globalFlagsAnchor, 'Global flags', context.layout),
    '',
    'These flags work with every command.',
    '',
    ...flagTargets(context.spec.flags, context.globalFlagsAnchor, context.layout),
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
    const address = anchorLink(entry.anchor, context.layout.pageOf.get(item.id), context.page, context.layout);
    lines.push(`${'  '.repeat(depth)}- ${link(markdownCode(entry.command.title), address)}`);
    lines.push(...contentsLines(item.children, context, depth + 1));
  }
  return lines;
}

/**
 * Sphinx warns of a page that no table of contents lists (an error under `-W`), so for MyST the
 * index lists the group pages in a hidden one: the site's navigation shows them under the index.
 */
function hiddenTableOfContents(files: readonly string[]): string[] {
  return ['```{toctree}', ':hidden:', '', ...files.map((file) => file.replace(/\.md$/, '')), '```', ''];
}

/**
 * A YAML double-quoted string that reads the same as YAML and, read as MDX reads front matter
 * without a front matter extension, is inert text: a JSON string (quotes, backslashes, line breaks
 * and lone surrogates escaped) with `\u` escapes for what Markdown, HTML or MDX could read as
 * markup, for the line breaks YAML 1.1 adds to JSON's, and for the characters YAML does not allow
 * unescaped in a document (DEL, the C1 controls, U+FFFE and U+FFFF), which YAML readers refuse.
 */
function yamlString(text: string): string {
  return JSON.stringify(text).replace(
    /[<>{}[\]&`*_~!#|\u007f-\u009f\u2028\u2029\ufffe\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function frontMatter(title: string): string[] {
  return ['---', `title: ${yamlString(title)}`, '---', ''];
}

function page(file: string, title: string, body: string[], options: ReferenceMarkdownOptions): MarkdownPage {
  const titleHeading = [heading(1, escapeText(title, options.flavor)), ''];
  // MyST reads front matter but does not take the title from it, and Sphinx stops (under -W) at a
  // page whose headings start at `##`: its pages keep their heading.
  const top = !options.frontMatter
    ? titleHeading
    : [...frontMatter(title), ...(options.flavor === 'myst' ? titleHeading : [])];
  return {
    file,
    title,
    markdown: `${[...top, ...body]
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd()}\n`,
  };
}

/** The anchors MyST needs declared on their own line: those its own heading ids would not match. */
function declareMystAnchors(spec: CliSpec, model: ReferenceModel, layout: Layout): void {
  const declared = [model.globalFlagsAnchor, ...spec.flags.map((flag) => flagAnchor(model.globalFlagsAnchor, flag.id))];
  for (const { anchor, command } of model.byId.values())
    declared.push(anchor, ...command.flags.map((flag) => flagAnchor(anchor, flag.id)));
  for (const anchor of declared) if (hasOwnDeclaration(anchor, 'myst')) layout.anchors.add(anchor);
}

/** Each group's commands in tree order, the group that holds each command's section, and each group's file. */
function groupPages(model: ReferenceModel) {
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
  return { groupIds, owner, groupFiles };
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
  const flavor = options.flavor ?? 'gfm';
  const layout: Layout = {
    anchorPrefix: wellFormed(options.anchorPrefix ?? ''),
    pageOf: new Map(),
    flavor,
    anchors: new Set(),
  };
  if (flavor === 'myst') declareMystAnchors(spec, model, layout);
  const { groupIds, owner, groupFiles } = groupPages(model);
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
    writer: { resolveLink: linkResolver(options, layout, file), flavor },
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
      body.push(heading(2, escapeText(group.title, flavor)), '', ...sections(index, 3, context)),
    );
    if (model.entries.length === 0) body.push('This spec lists no commands.');
    return [page('index.md', title, body, options)];
  }

  const indexContext = contextFor('index.md');
  const contents: string[] = [];
  model.groups.forEach((group, index) => {
    contents.push(
      `- ${link(escapeText(group.title, flavor), groupFiles[index]!)}`,
      ...contentsLines(group.items, indexContext, 1),
    );
  });
  const indexBody = [
    ...intro(indexContext),
    ...(contents.length > 0 ? [heading(2, 'Commands'), '', ...contents, ''] : ['This spec lists no commands.', '']),
    ...globalFlagsLines(2, indexContext),
    ...(flavor === 'myst' ? hiddenTableOfContents(groupFiles) : []),
  ];
  const pages = [page('index.md', title, indexBody, options)];
  model.groups.forEach((group, index) => {
    const file = groupFiles[index]!;
    const context = contextFor(file);
    const back = `Part of the ${link(escapeText(title, flavor), 'index.md')}.`;
    pages.push(page(file, group.title, [back, '', ...sections(index, 2, context)], options));
  });
  return pages;
}
