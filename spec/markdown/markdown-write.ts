/**
 * Spec markdown as Markdown again, for the reference's Markdown export and the diff's. Spec text is
 * untrusted: it is read with the reference's own reader and written out again, so raw HTML stays
 * visible text, links keep only safe schemes, and every character that could start markup is
 * escaped, for CommonMark, GFM and MDX alike (MDX reads `{…}` as JavaScript, `<` as JSX and a line
 * that starts with `import` or `export` as a module statement, and runs them when the page builds).
 */
import { decodeHTML } from 'entities/decode';
import { headingLevels, parseMarkdown, type Inline, type MarkdownBlock } from './markdown-parse';

/**
 * What spec text escapes with a backslash, which CommonMark, GFM and MDX all read as the character
 * itself: markup in CommonMark and GFM, `{}` that MDX reads as code, and the `:` of `://`, the `.`
 * after `www` and every `@`, which GFM would otherwise turn into a link that swallows the escapes
 * after it (`https://a.example/x\>` shown with its backslash).
 */
const MARKUP = /[\\`*_[\]<>|~&!#{}@]|:(?=\/\/)|(?<=\bwww)\./gi;

/**
 * Text on one line: each line break (`\n`, `\r` or both), with the white space around it, becomes
 * one space. Done by splitting, in time proportional to the text: a regular expression with `\s*`
 * on both sides of the break would try each space of a long run as a start, in quadratic time.
 */
export function oneLine(text: string): string {
  if (!/[\r\n]/.test(text)) return text;
  const lines = text.split(/[\r\n]/);
  const last = lines.length - 1;
  // Lines between the first and the last that hold only white space belong to the run around a break.
  const inner = lines
    .slice(1, last)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [lines[0]!.trimEnd(), ...inner, lines[last]!.trimStart()].join(' ');
}

/**
 * How Python-Markdown (MkDocs) is given what the other readers take backslash-escaped: it reads a
 * backslash only before characters it gives a meaning, and shows one before any other (`\<`), so
 * `<` and `&`, which it would read as HTML, are character references, and the rest is itself.
 */
const pythonMarkdownForms: Readonly<Record<string, string>> = {
  '<': '&lt;',
  '&': '&amp;',
  '@': '@',
  '~': '~',
  ':': ':',
};

/** Spec text as Markdown text on one line: every character that could start markup is escaped. */
export function escapeText(text: string, flavor: MarkdownFlavor = 'gfm'): string {
  return oneLine(text).replace(MARKUP, (character) =>
    flavor === 'mkdocs' && character in pythonMarkdownForms ? pythonMarkdownForms[character]! : `\\${character}`,
  );
}

/** A code span that holds any text: a fence longer than any run of backticks inside, on one line. */
export function markdownCode(text: string): string {
  const flat = oneLine(text);
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const padded = flat.startsWith('`') || flat.endsWith('`') || flat === '' ? ` ${flat} ` : flat;
  return `${fence}${padded}${fence}`;
}

/**
 * A line of text made safe to start a line with: one that would open another block when it opens
 * a paragraph (a list item, a setext underline, a thematic break) has its marker escaped, and one
 * that MDX would read as a module statement (`import` or `export` first: MDX 2 and later when a
 * space follows, MDX 1 whatever follows) has the keyword's first letter written as a character
 * reference, which CommonMark and MDX both read as the letter.
 */
export function escapeLineStart(line: string): string {
  return line
    .replace(/^(\s*)(?:([-+=])|(\d{1,9})([.)]))/, (_, space: string, mark?: string, digits?: string, dot?: string) =>
      mark ? `${space}\\${mark}` : `${space}${digits}\\${dot}`,
    )
    .replace(
      /^(\s*)(import|export)/,
      (_, space: string, word: string) => `${space}&#${word.codePointAt(0)};${word.slice(1)}`,
    );
}

/** Our own HTML attribute value: every character that HTML, Markdown or a table cell could read as syntax is a reference. */
function attribute(value: string): string {
  return value.replace(/[&<>"'|`\\*_{}[\]\u0000-\u001f\u007f]/g, (character) => `&#${character.codePointAt(0)};`);
}

/** An empty element carrying an anchor of the reference, so deep links into the page work. */
export function anchorTag(anchor: string): string {
  return `<a id="${attribute(anchor)}"></a>`;
}

/**
 * A link destination in angle brackets, with what would end it encoded, and `&` written as a
 * character reference: renderers decode references in destinations, so this is how the
 * address they end up with is exactly the one that was checked.
 */
export function destination(address: string): string {
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
  return withoutControlEnds(text.replace(/[\t\n\r]/g, ''));
}

/**
 * `text` without the control characters and spaces (U+0000 to U+0020) at either end, as the URL
 * parser drops them. Found by walking in from each end: a pattern for the end would try each
 * character of a long run as a start, in quadratic time.
 */
function withoutControlEnds(text: string): string {
  const isControl = (index: number) => text.charCodeAt(index) <= 0x20;
  let start = 0;
  while (start < text.length && isControl(start)) start += 1;
  let end = text.length;
  while (end > start && isControl(end - 1)) end -= 1;
  return text.slice(start, end);
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

export function fencedCode(code: string, language: string | undefined): string[] {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${infoString(language)}`, ...code.replace(/\r\n?/g, '\n').split('\n'), fence];
}

// ---------------------------------------------------------------------------------------------
// Spec markdown, read with the reference's reader and written out again

/** Where the writer is: in a table cell everything stays on one line and every `|` is escaped. */
type Place = 'block' | 'cell';

/**
 * The reader the Markdown is written for, where readers disagree: `gfm` for GitHub, CommonMark and
 * MDX, `mkdocs` for Python-Markdown (MkDocs), `myst` for MyST (Sphinx).
 */
export type MarkdownFlavor = 'gfm' | 'mkdocs' | 'myst';

export const markdownFlavors: readonly MarkdownFlavor[] = ['gfm', 'mkdocs', 'myst'];

export interface Writer {
  /** Turns a link target from the spec into a safe address, or undefined to keep only the link's text. */
  resolveLink: (target: string) => string | undefined;
  /** @default 'gfm' */
  flavor?: MarkdownFlavor;
}

/**
 * A code span; in a cell, its `|` escaped as GFM and MyST ask (text when a backslash would make
 * that ambiguous). Python-Markdown's tables keep a code span's pipes in its cell and show a
 * backslash before one as written, so for MkDocs the span is written as it is.
 */
export function codeSpan(text: string, place: Place, flavor: MarkdownFlavor = 'gfm'): string {
  if (place === 'block' || flavor === 'mkdocs' || !text.includes('|')) return markdownCode(text);
  if (text.includes('\\|')) return escapeText(text, flavor);
  return markdownCode(text).replace(/\|/g, '\\|');
}

export function inlines(items: readonly Inline[], writer: Writer, place: Place): string {
  let out = '';
  for (const item of items) {
    switch (item.type) {
      case 'text':
        out += escapeText(item.text, writer.flavor);
        break;
      case 'code':
        out += codeSpan(item.text, place, writer.flavor);
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
export function paragraph(items: readonly Inline[], writer: Writer): string[] {
  const text = inlines(items, writer, 'block').trim();
  return text === '' ? [] : text.split('\n').map((line) => escapeLineStart(line.trim()));
}

export function tableRow(cells: readonly string[]): string {
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
export function specBlocks(source: string | undefined, writer: Writer, under: number): string[] {
  if (!source) return [];
  const blocks = parseMarkdown(source);
  return blockLines(blocks, { writer, levels: headingLevels(blocks, under) });
}

/** Spec markdown inside a table cell: one line, blocks joined by line breaks. */
export function specCell(source: string, writer: Writer): string {
  const parts: string[] = [];
  const pending = [...parseMarkdown(source)].reverse();
  while (pending.length > 0) {
    const block = pending.pop()!;
    if (block.type === 'heading' || block.type === 'paragraph') parts.push(inlines(block.content, writer, 'cell'));
    else if (block.type === 'code') parts.push(codeSpan(block.code, 'cell', writer.flavor));
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
