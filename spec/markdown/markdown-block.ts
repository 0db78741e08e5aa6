/**
 * The block phase of the spec-description Markdown reader (CommonMark's first pass): lines become
 * headings, paragraphs, fenced and indented code, blockquotes, bullet and ordered lists (nested,
 * tight or loose), GFM pipe tables, thematic breaks, and paragraphs drawn with box-drawing
 * characters, which are kept as preformatted text. Each block's text is then read by the inline
 * phase (`markdown-inline.ts`). Follows CommonMark where that is cheap, and stays linear-ish on
 * hostile input.
 */
import { parseInline, type Inline } from './markdown-inline';

export type MarkdownBlock =
  | { type: 'heading'; level: number; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'code'; language: string | undefined; code: string }
  | { type: 'quote'; children: MarkdownBlock[] }
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: MarkdownBlock[][] }
  | { type: 'table'; align: TableAlign[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'rule' };

export type TableAlign = 'left' | 'center' | 'right' | undefined;

/** Quotes and lists nested deeper than this hold the rest of their lines as plain text. */
export const MAX_NESTING = 12;
/**
 * Blocks read from one text (list items and quotes count as they nest); the lines after the last
 * one are kept as plain text. No real description comes near this, and it bounds what a hostile one
 * costs to render.
 */
export const MAX_BLOCKS = 500;
/** Longer texts are read up to the last line break before this, with a note saying what was left out. */
export const MAX_MARKDOWN_LENGTH = 100_000;

/** Work left while reading one text, shared by its nested containers. */
interface Budget {
  blocks: number;
}

/** The full reader, without the cache and the plain-line shortcut (exported for tests). */
export function parseMarkdownText(source: string): MarkdownBlock[] {
  let text = source;
  let leftOut = 0;
  if (source.length > MAX_MARKDOWN_LENGTH) {
    const cut = source.lastIndexOf('\n', MAX_MARKDOWN_LENGTH);
    text = source.slice(0, cut > 0 ? cut : MAX_MARKDOWN_LENGTH);
    leftOut = source.length - text.length;
  }
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u0000/g, '\uFFFD')
    .split('\n')
    .map(expandTabs);
  const blocks = parseBlocks(lines, 0, { blocks: MAX_BLOCKS });
  if (leftOut > 0) {
    const note = `This text is cut short here: the last ${leftOut.toLocaleString('en')} of its ${source.length.toLocaleString('en')} characters are not shown.`;
    blocks.push({ type: 'paragraph', content: [{ type: 'emphasis', children: [{ type: 'text', text: note }] }] });
  }
  return blocks;
}

/** Lines shown as they are, in one paragraph: what is beyond the nesting or block limit. */
function plainParagraph(lines: string[]): MarkdownBlock[] {
  const text = lines
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
  return text === '' ? [] : [{ type: 'paragraph', content: [{ type: 'text', text }] }];
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const char of line) out += char === '\t' ? ' '.repeat(4 - (out.length % 4)) : char;
  return out;
}

/** Blank: only spaces (tabs are expanded). Most lines end in another character, which answers at once. */
const isBlank = (line: string) => line === '' || (line.charCodeAt(line.length - 1) === 32 && !/[^ ]/.test(line));

/** Every indentation the reader compares is smaller than this; counting stops there. */
const INDENT_LIMIT = 32;
/**
 * Leading spaces, counted up to `INDENT_LIMIT`: nested containers ask again for every line at every
 * level, and a line indented by thousands of spaces must not cost thousands of steps each time.
 */
/**
 * An ATX heading (`## Title ##`): its level and its text, without the closing run of `#` and the
 * spaces around it. Trimmed from the line's end rather than matched by one pattern, which would
 * try every way a long run of spaces can be split between the text and the closing run.
 */
function headingOf(line: string): { level: number; text: string } | undefined {
  const open = HEADING_OPEN.exec(line);
  if (!open || /[\n\r\u2028\u2029]/.test(line)) return undefined;
  const rest = line.slice(open[0].length);
  let end = rest.length;
  while (end > 0 && rest[end - 1] === ' ') end -= 1;
  let closing = end;
  while (closing > 0 && rest[closing - 1] === '#') closing -= 1;
  if (closing < end && (closing === 0 || rest[closing - 1] === ' ')) end = closing;
  let start = 0;
  while (start < end && rest[start] === ' ') start += 1;
  while (end > start && rest[end - 1] === ' ') end -= 1;
  return { level: open[1]!.length, text: rest.slice(start, end) };
}

function indentOf(line: string): number {
  const end = Math.min(line.length, INDENT_LIMIT);
  let count = 0;
  while (count < end && line.charCodeAt(count) === 32) count += 1;
  return count;
}

// Each run of markers is taken whole ((?!`), (?!~)): the rest of the line never trades characters with it.
const FENCE = /^ {0,3}(`{3,}(?!`)|~{3,}(?!~))(.*)$/;
const HEADING_OPEN = /^ {0,3}(#{1,6})(?= |$)/;
const RULE = /^ {0,3}(?:(?:\*[ ]*){3,}|(?:-[ ]*){3,}|(?:_[ ]*){3,})$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})([-*+]|(\d{1,9})([.)]))( +|$)/;
const SETEXT = /^ {0,3}(=+|-+)[ ]*$/;
const BOX_DRAWING = /[\u2500-\u257F]/;

interface ListMarker {
  indent: number;
  bullet: string;
  ordered: boolean;
  start: number;
  contentIndent: number;
  rest: string;
}

function listMarker(line: string): ListMarker | undefined {
  const match = LIST_ITEM.exec(line);
  if (!match || RULE.test(line)) return undefined; // `* * *` is a thematic break, not an item
  const [whole, indentText, marker, digits, delimiter, spaces] = match as unknown as string[];
  const indent = indentText!.length;
  const afterMarker = indent + marker!.length;
  const rest = line.slice(whole!.length);
  // Five or more spaces after the marker start indented code inside the item: content begins after one.
  const gap = spaces!.length === 0 || spaces!.length > 4 || rest === '' ? 1 : spaces!.length;
  return {
    indent,
    bullet: digits === undefined ? marker! : delimiter!,
    ordered: digits !== undefined,
    start: digits === undefined ? 1 : Number(digits),
    contentIndent: afterMarker + gap,
    rest: spaces!.length > 4 ? line.slice(afterMarker + 1) : rest,
  };
}

/** True when `line` starts a block that ends a paragraph before it. */
function interruptsParagraph(line: string): boolean {
  if (FENCE.test(line) || headingOf(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const marker = listMarker(line);
  return marker !== undefined && marker.rest.trim() !== '' && (!marker.ordered || marker.start === 1);
}

/** A block read from `lines`, and the index of the first line after it. */
interface ReadBlock {
  block: MarkdownBlock;
  end: number;
}

/** Lines indented four spaces or more (blank lines among them), as code without a language. */
function indentedCode(lines: string[], start: number): ReadBlock {
  const code: string[] = [];
  let index = start;
  while (index < lines.length && (isBlank(lines[index]!) || indentOf(lines[index]!) >= 4)) {
    code.push(lines[index]!.slice(4));
    index += 1;
  }
  while (code.length > 0 && isBlank(code[code.length - 1]!)) code.pop();
  return { block: { type: 'code', language: undefined, code: code.join('\n') }, end: index };
}

/** A fenced code block up to its closing fence (or the end); undefined for a backtick fence whose info has a backtick. */
function fencedCodeBlock(lines: string[], start: number): ReadBlock | undefined {
  const line = lines[start]!;
  const fence = FENCE.exec(line)!;
  if (fence[1]!.startsWith('`') && fence[2]!.includes('`')) return undefined;
  const marker = fence[1]!;
  const indent = indentOf(line);
  const language = fence[2]!.trim().split(/\s+/, 1)[0] || undefined;
  const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ ]*$`);
  const code: string[] = [];
  let index = start + 1;
  while (index < lines.length && !closing.test(lines[index]!)) {
    const content = lines[index]!;
    code.push(content.slice(Math.min(indent, indentOf(content))));
    index += 1;
  }
  // Past the closing fence, or past the end when the fence never closes.
  return { block: { type: 'code', language, code: code.join('\n') }, end: index + 1 };
}

/** A block quote: its `>` lines and the lazy continuation lines of a quoted paragraph, read as blocks. */
function quoteBlock(lines: string[], start: number, depth: number, budget: Budget): ReadBlock {
  const inner: string[] = [];
  let index = start;
  while (index < lines.length) {
    const current = lines[index]!;
    if (QUOTE.test(current)) inner.push(current.replace(QUOTE, ''));
    else if (
      !isBlank(current) &&
      inner.length > 0 &&
      !isBlank(inner[inner.length - 1]!) &&
      !interruptsParagraph(current)
    ) {
      inner.push(current); // lazy continuation of a quoted paragraph
    } else break;
    index += 1;
  }
  return { block: { type: 'quote', children: parseBlocks(inner, depth + 1, budget) }, end: index };
}

/** A paragraph up to a blank line or a block that interrupts it; a setext heading when underlined. */
function paragraphBlock(lines: string[], start: number): ReadBlock {
  const paragraph: string[] = [lines[start]!];
  let index = start + 1;
  while (index < lines.length && !isBlank(lines[index]!) && !interruptsParagraph(lines[index]!)) {
    if (SETEXT.test(lines[index]!)) break;
    paragraph.push(lines[index]!);
    index += 1;
  }
  const setext = index < lines.length ? SETEXT.exec(lines[index]!) : null;
  // Leading spaces go; trailing ones stay, since two of them make a line break.
  const content = () =>
    parseInline(
      paragraph
        .map((l) => l.trimStart())
        .join('\n')
        .trimEnd(),
    );
  if (setext)
    return {
      block: { type: 'heading', level: setext[1]!.startsWith('=') ? 1 : 2, content: content() },
      end: index + 1,
    };
  // A table drawn with box characters only survives in a monospace, unwrapped block.
  if (paragraph.some((l) => BOX_DRAWING.test(l)))
    return { block: { type: 'code', language: undefined, code: paragraph.join('\n') }, end: index };
  return { block: { type: 'paragraph', content: content() }, end: index };
}

function parseBlocks(lines: string[], depth: number, budget: Budget): MarkdownBlock[] {
  if (depth >= MAX_NESTING) return plainParagraph(lines);
  const blocks: MarkdownBlock[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (isBlank(line)) {
      index += 1;
      continue;
    }
    if (budget.blocks <= 0) {
      blocks.push(...plainParagraph(lines.slice(index)));
      break;
    }
    budget.blocks -= 1;

    const code =
      indentOf(line) >= 4 ? indentedCode(lines, index) : FENCE.test(line) ? fencedCodeBlock(lines, index) : undefined;
    if (code) {
      blocks.push(code.block);
      index = code.end;
      continue;
    }

    const heading = headingOf(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading.level, content: parseInline(heading.text) });
      index += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const quote = quoteBlock(lines, index, depth, budget);
      blocks.push(quote.block);
      index = quote.end;
      continue;
    }

    const marker = listMarker(line);
    if (marker) {
      index = parseList(lines, index, marker, depth, blocks, budget);
      continue;
    }

    const table = readTable(lines, index);
    if (table) {
      blocks.push(table.block);
      index = table.end;
      continue;
    }

    const paragraph = paragraphBlock(lines, index);
    blocks.push(paragraph.block);
    index = paragraph.end;
  }
  return blocks;
}

// Blanks after the last cell belong to that cell; only a closing pipe may follow them, so no two
// blank runs can trade characters.
const TABLE_DELIMITER = /^(?: {0,3}\|)?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)*(?:\|\s*)?$/;

/** Splits `| a | b \| c |` into cells, keeping escaped pipes and pipes inside code spans. */
function tableCells(line: string): string[] {
  let text = line.trim();
  if (text.startsWith('|')) text = text.slice(1);
  if (text.endsWith('|') && !text.endsWith('\\|')) text = text.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let inCode = false;
  for (let position = 0; position < text.length; position += 1) {
    const char = text[position]!;
    if (char === '\\' && text[position + 1] === '|') {
      cell += '|';
      position += 1;
    } else if (char === '`') {
      inCode = !inCode;
      cell += char;
    } else if (char === '|' && !inCode) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** A GFM table: a header row, a delimiter row with as many cells, then rows until a blank line. */
function readTable(lines: string[], start: number): { block: MarkdownBlock; end: number } | undefined {
  const header = lines[start]!;
  const delimiter = lines[start + 1];
  if (!header.includes('|') || delimiter === undefined || !TABLE_DELIMITER.test(delimiter)) return undefined;
  const head = tableCells(header);
  const align = tableCells(delimiter).map((cell): TableAlign => {
    const left = cell.startsWith(':');
    const right = cell.endsWith(':');
    return left && right ? 'center' : right ? 'right' : left ? 'left' : undefined;
  });
  if (align.length !== head.length) return undefined;
  const rows: Inline[][][] = [];
  let index = start + 2;
  while (
    index < lines.length &&
    !isBlank(lines[index]!) &&
    lines[index]!.includes('|') &&
    !interruptsParagraph(lines[index]!)
  ) {
    const cells = tableCells(lines[index]!);
    rows.push(head.map((_, column) => parseInline(cells[column] ?? '')));
    index += 1;
  }
  return { block: { type: 'table', align, head: head.map((cell) => parseInline(cell)), rows }, end: index };
}

/** Reads one list starting at `start`; returns the index after it. */
function parseList(
  lines: string[],
  start: number,
  first: ListMarker,
  depth: number,
  out: MarkdownBlock[],
  budget: Budget,
): number {
  const items: MarkdownBlock[][] = [];
  let tight = true;
  let index = start;
  let marker: ListMarker | undefined = first;
  while (marker && marker.ordered === first.ordered && marker.bullet === first.bullet) {
    const itemLines = [marker.rest];
    const { contentIndent } = marker;
    index += 1;
    let blankInside = false;
    while (index < lines.length) {
      const line = lines[index]!;
      if (isBlank(line)) {
        let next = index + 1;
        while (next < lines.length && isBlank(lines[next]!)) next += 1;
        if (next < lines.length && indentOf(lines[next]!) >= contentIndent) {
          for (; index < next; index += 1) itemLines.push('');
          blankInside = true;
          continue;
        }
        break;
      }
      if (indentOf(line) >= contentIndent) itemLines.push(line.slice(contentIndent));
      else if (!isBlank(itemLines[itemLines.length - 1]!) && !interruptsParagraph(line) && !listMarker(line)) {
        itemLines.push(line.trimStart()); // lazy continuation of the item's paragraph
      } else break;
      index += 1;
    }
    budget.blocks -= 1;
    const children = parseBlocks(itemLines, depth + 1, budget);
    if (blankInside && children.length > 1) tight = false;
    items.push(children);

    let next = index;
    while (next < lines.length && isBlank(lines[next]!)) next += 1;
    marker = next < lines.length ? listMarker(lines[next]!) : undefined;
    if (marker && (marker.ordered !== first.ordered || marker.bullet !== first.bullet)) break;
    if (marker && next > index) tight = false;
    if (marker) index = next;
    // Out of blocks: the lines left are the caller's, to keep as plain text.
    if (budget.blocks <= 0) break;
  }
  out.push({ type: 'list', ordered: first.ordered, start: first.start, tight, items });
  return index;
}
