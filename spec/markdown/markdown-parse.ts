/**
 * A small markdown reader for spec descriptions: the subset CLI specs use, turned into a tree that
 * `markdown.tsx` renders as React elements. It never produces HTML; raw HTML stays literal text.
 *
 * Reading runs in CommonMark's two phases: `markdown-block.ts` splits the lines into blocks
 * (headings, paragraphs, code, quotes, lists, tables, rules), then `markdown-inline.ts` reads each
 * block's text (code spans, emphasis, links, breaks, escapes, character references). This module
 * is the face callers import: the cached entries, and what callers do with the tree.
 */
import { MAX_MARKDOWN_LENGTH, parseMarkdownText, type MarkdownBlock } from './markdown-block';
import { parseInline, type Inline } from './markdown-inline';

export {
  MAX_BLOCKS,
  MAX_MARKDOWN_LENGTH,
  MAX_NESTING,
  parseMarkdownText,
  type MarkdownBlock,
  type TableAlign,
} from './markdown-block';
export { parseInline, type Inline } from './markdown-inline';

/**
 * One line of plain words: it starts with a letter, digit-free so it cannot open a list, and holds
 * no character that could start inline syntax, a table cell or a box-drawing figure anywhere, nor
 * a line break, tab or NUL that the full reader would rewrite.
 * Two thirds of the descriptions in real specs are like this.
 */
const PLAIN_LINE = /^\p{L}[^\n\r\t\0\\`<&*_~![\]|\u2500-\u257F]*$/u;

/** Parsed descriptions by text: specs repeat flag descriptions on many commands. */
const parsed = new Map<string, MarkdownBlock[]>();
const MAX_CACHED = 2000;

/**
 * Reads markdown into blocks. The result may be shared with other callers that passed the same
 * text, so it must not be mutated.
 */
export function parseMarkdown(source: string): MarkdownBlock[] {
  const cached = parsed.get(source);
  if (cached) return cached;
  const blocks =
    source.length <= MAX_MARKDOWN_LENGTH && PLAIN_LINE.test(source) && !source.includes('://')
      ? [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: source.trimEnd() }] }]
      : parseMarkdownText(source);
  if (parsed.size >= MAX_CACHED) parsed.clear();
  parsed.set(source, blocks);
  return blocks;
}

/** The text of inline content as a reader sees it, its markup gone. */
export function inlineText(items: readonly Inline[]): string {
  return items
    .map((item) =>
      item.type === 'text' || item.type === 'code'
        ? item.text
        : item.type === 'break'
          ? ' '
          : inlineText(item.children),
    )
    .join('');
}

const summaries = new Map<string, Inline[]>();

/**
 * The text on one line: each `\n`, with the white space around it, becomes one space. Split and
 * trimmed rather than matched with `\s*\n\s*`, which would start again at each blank of a long run
 * and take time quadratic in its length.
 */
function joinLines(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

/**
 * A one-line text, such as a command's summary, as inline Markdown: code spans, emphasis and links,
 * as in descriptions (`Deprecated: use \`db diff\` instead`). Cached: the same summary shows in a
 * section, its parent's list of subcommands and the changes between versions.
 */
export function parseSummary(source: string): Inline[] {
  let parsed = summaries.get(source);
  if (!parsed) {
    if (summaries.size > 2000) summaries.clear();
    parsed = parseInline(joinLines(source));
    summaries.set(source, parsed);
  }
  return parsed;
}

/**
 * Heading levels that never skip one: the text's highest heading goes one below `headingLevel`, and
 * each heading at most one below the one before it (`## A` then `#### B` under an h3 give h4, h5).
 */
export function headingLevels(blocks: readonly MarkdownBlock[], headingLevel: number): Map<MarkdownBlock, number> {
  const headings: Array<MarkdownBlock & { type: 'heading' }> = [];
  const pending = [...blocks].reverse();
  while (pending.length > 0) {
    const block = pending.pop()!;
    if (block.type === 'heading') headings.push(block);
    else if (block.type === 'quote') pending.push(...[...block.children].reverse());
    else if (block.type === 'list') pending.push(...block.items.flat().reverse());
  }
  const levels = new Map<MarkdownBlock, number>();
  const highest = Math.min(...headings.map((heading) => heading.level));
  let previous = headingLevel;
  for (const heading of headings) {
    previous = Math.min(6, headingLevel + 1 + heading.level - highest, previous + 1);
    levels.set(heading, previous);
  }
  return levels;
}
