/**
 * A small markdown reader for spec descriptions: the subset CLI specs use, turned into a tree that
 * `markdown.tsx` renders as React elements. It never produces HTML; raw HTML stays literal text.
 *
 * Blocks: ATX and setext headings, paragraphs, fenced and indented code, blockquotes, bullet and
 * ordered lists (nested, tight or loose), GFM pipe tables, thematic breaks, and paragraphs drawn
 * with box-drawing characters, which are kept as preformatted text. Inlines: code spans, emphasis, strong,
 * strikethrough, links, autolinks and bare http(s) addresses, hard breaks, backslash escapes and
 * the common character references. Follows CommonMark where that is cheap, and stays linear-ish
 * on hostile input.
 */

export type MarkdownBlock =
  | { type: 'heading'; level: number; content: Inline[] }
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'code'; language: string | undefined; code: string }
  | { type: 'quote'; children: MarkdownBlock[] }
  | { type: 'list'; ordered: boolean; start: number; tight: boolean; items: MarkdownBlock[][] }
  | { type: 'table'; align: TableAlign[]; head: Inline[][]; rows: Inline[][][] }
  | { type: 'rule' };

export type TableAlign = 'left' | 'center' | 'right' | undefined;

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'emphasis' | 'strong' | 'strike'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

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
function indentOf(line: string): number {
  const end = Math.min(line.length, INDENT_LIMIT);
  let count = 0;
  while (count < end && line.charCodeAt(count) === 32) count += 1;
  return count;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ ]+(.*?))??(?:[ ]+#+)?[ ]*$/;
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
  if (FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line)) return true;
  const marker = listMarker(line);
  return marker !== undefined && marker.rest.trim() !== '' && (!marker.ordered || marker.start === 1);
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

    if (indentOf(line) >= 4) {
      const code: string[] = [];
      while (index < lines.length && (isBlank(lines[index]!) || indentOf(lines[index]!) >= 4)) {
        code.push(lines[index]!.slice(4));
        index += 1;
      }
      while (code.length > 0 && isBlank(code[code.length - 1]!)) code.pop();
      blocks.push({ type: 'code', language: undefined, code: code.join('\n') });
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence && !(fence[1]!.startsWith('`') && fence[2]!.includes('`'))) {
      const marker = fence[1]!;
      const indent = indentOf(line);
      const language = fence[2]!.trim().split(/\s+/, 1)[0] || undefined;
      const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ ]*$`);
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !closing.test(lines[index]!)) {
        const content = lines[index]!;
        code.push(content.slice(Math.min(indent, indentOf(content))));
        index += 1;
      }
      index += 1; // the closing fence, or past the end when the fence never closes
      blocks.push({ type: 'code', language, code: code.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', level: heading[1]!.length, content: parseInline(heading[2] ?? '') });
      index += 1;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      index += 1;
      continue;
    }

    if (QUOTE.test(line)) {
      const inner: string[] = [];
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
      blocks.push({ type: 'quote', children: parseBlocks(inner, depth + 1, budget) });
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

    const paragraph: string[] = [line];
    index += 1;
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
    if (setext) {
      blocks.push({ type: 'heading', level: setext[1]!.startsWith('=') ? 1 : 2, content: content() });
      index += 1;
    } else if (paragraph.some((l) => BOX_DRAWING.test(l))) {
      // A table drawn with box characters only survives in a monospace, unwrapped block.
      blocks.push({ type: 'code', language: undefined, code: paragraph.join('\n') });
    } else {
      blocks.push({ type: 'paragraph', content: content() });
    }
  }
  return blocks;
}

const TABLE_DELIMITER = /^ {0,3}\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;

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

// ---------------------------------------------------------------------------------------------
// Inlines

interface Delimiter {
  type: 'delimiter';
  char: '*' | '_' | '~';
  count: number;
  length: number;
  canOpen: boolean;
  canClose: boolean;
}
interface Bracket {
  type: 'bracket';
  image: boolean;
  active: boolean;
}
type Item = Inline | Delimiter | Bracket;

const PUNCTUATION = /[!-/:-@[-`{-~\p{P}\p{S}]/u;
const WHITESPACE = /\s/u;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00A0',
  copy: '©',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};
const BARE_URL = /(?<![\p{L}\p{N}])https?:\/\/[^\s<>]*[^\s<>?!.,:;*_~'")\]]/u;

/** Longer paragraphs are shown as plain text: no real description has one, and hostile ones stay cheap to render. */
const MAX_INLINE_LENGTH = 20_000;
/** Characters that may start inline syntax; the text between them is copied in one piece. */
const INLINE_SYNTAX = /[\\`<&*_~![\]\n]/g;

export function parseInline(source: string): Inline[] {
  if (source.length > MAX_INLINE_LENGTH) return [{ type: 'text', text: source }];
  const items: Item[] = [];
  /** Backtick run lengths with no closing run further on: later runs of that length cannot close either. */
  const unclosedRuns = new Set<number>();
  let text = '';
  const flush = () => {
    if (text !== '') items.push({ type: 'text', text });
    text = '';
  };
  let position = 0;
  while (position < source.length) {
    INLINE_SYNTAX.lastIndex = position;
    const syntax = INLINE_SYNTAX.exec(source);
    const plainEnd = syntax ? syntax.index : source.length;
    if (plainEnd > position) {
      text += source.slice(position, plainEnd);
      position = plainEnd;
      continue;
    }
    const char = source[position]!;
    const rest = () => source.slice(position, position + 2048);

    if (char === '\\') {
      const next = source[position + 1];
      if (next === '\n') {
        flush();
        items.push({ type: 'break' });
        position += 2;
      } else if (next !== undefined && /[!-/:-@[-`{-~]/.test(next)) {
        text += next;
        position += 2;
      } else {
        text += char;
        position += 1;
      }
      continue;
    }

    if (char === '`') {
      const run = /^`+/.exec(rest())![0];
      const closeAt = unclosedRuns.has(run.length)
        ? -1
        : findClosingBackticks(source, position + run.length, run.length);
      if (closeAt === -1) {
        unclosedRuns.add(run.length);
        text += run;
        position += run.length;
        continue;
      }
      let code = source.slice(position + run.length, closeAt).replace(/\n/g, ' ');
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
      flush();
      items.push({ type: 'code', text: code });
      position = closeAt + run.length;
      continue;
    }

    if (char === '<') {
      const autolink =
        /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/.exec(rest()) ?? /^<([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/.exec(rest());
      if (autolink) {
        const target = autolink[1]!;
        flush();
        items.push({
          type: 'link',
          href: target.includes(':') ? target : `mailto:${target}`,
          children: [{ type: 'text', text: target }],
        });
        position += autolink[0].length;
        continue;
      }
    }

    if (char === '&') {
      const entity = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/.exec(rest());
      const decoded = entity && decodeEntity(entity);
      if (decoded !== undefined && decoded !== null) {
        text += decoded;
        position += entity![0].length;
        continue;
      }
    }

    if (char === '*' || char === '_' || char === '~') {
      let length = 1;
      while (source[position + length] === char) length += 1;
      flush();
      items.push(delimiterRun(source, position, length, char));
      position += length;
      continue;
    }

    if (char === '!' && source[position + 1] === '[') {
      flush();
      items.push({ type: 'bracket', image: true, active: true });
      position += 2;
      continue;
    }
    if (char === '[') {
      flush();
      items.push({ type: 'bracket', image: false, active: true });
      position += 1;
      continue;
    }
    if (char === ']') {
      flush();
      position = closeBracket(items, source, position);
      continue;
    }

    if (char === '\n') {
      const hard = text.endsWith('  ');
      text = text.replace(/ +$/, '');
      if (hard) {
        flush();
        items.push({ type: 'break' });
      } else text += '\n';
      position += 1;
      continue;
    }

    text += char;
    position += 1;
  }
  flush();
  return finishInlines(resolveEmphasis(items), 0);
}

/** Emphasis nested deeper than this is kept as its plain text (deep element trees overflow the stack). */
const MAX_INLINE_NESTING = 16;

/** The text inside an inline, without recursion: `*` runs thousands long nest emphasis thousands deep. */
function plainText(root: Inline): string {
  let text = '';
  const stack = [root];
  while (stack.length > 0) {
    const inline = stack.pop()!;
    if (inline.type === 'text' || inline.type === 'code') text += inline.text;
    else if (inline.type === 'break') text += '\n';
    else for (let index = inline.children.length - 1; index >= 0; index -= 1) stack.push(inline.children[index]!);
  }
  return text;
}

/**
 * Caps nesting, and turns http(s) addresses written as plain text into links once links proper are
 * known (as GFM does), so an address inside a link's text does not become a link in a link.
 */
function finishInlines(content: Inline[], depth: number, insideLink = false): Inline[] {
  return content.flatMap((inline): Inline[] => {
    if (inline.type === 'emphasis' || inline.type === 'strong' || inline.type === 'strike' || inline.type === 'link') {
      if (depth >= MAX_INLINE_NESTING) return [{ type: 'text', text: plainText(inline) }];
      return [{ ...inline, children: finishInlines(inline.children, depth + 1, insideLink || inline.type === 'link') }];
    }
    if (inline.type !== 'text' || insideLink || !inline.text.includes('http')) return [inline];
    const out: Inline[] = [];
    let rest = inline.text;
    for (let match = BARE_URL.exec(rest); match; match = BARE_URL.exec(rest)) {
      let url = match[0];
      while (url.endsWith(')') && count(url, '(') < count(url, ')')) url = url.slice(0, -1);
      if (match.index > 0) out.push({ type: 'text', text: rest.slice(0, match.index) });
      out.push({ type: 'link', href: url, children: [{ type: 'text', text: url }] });
      rest = rest.slice(match.index + url.length);
    }
    if (rest !== '') out.push({ type: 'text', text: rest });
    return out;
  });
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function findClosingBackticks(source: string, from: number, length: number): number {
  const pattern = /`+/g;
  pattern.lastIndex = from;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    if (match[0].length === length) return match.index;
  }
  return -1;
}

function decodeEntity(match: RegExpExecArray): string | undefined {
  const [, decimal, hex, name] = match;
  if (name !== undefined) return ENTITIES[name];
  const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex!, 16);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** CommonMark's flanking rules decide whether a run of `*`, `_` or `~` may open or close emphasis. */
function delimiterRun(source: string, position: number, length: number, char: '*' | '_' | '~'): Delimiter | Inline {
  const before = source[position - 1] ?? ' ';
  const after = source[position + length] ?? ' ';
  const leftFlanking =
    !WHITESPACE.test(after) && (!PUNCTUATION.test(after) || WHITESPACE.test(before) || PUNCTUATION.test(before));
  const rightFlanking =
    !WHITESPACE.test(before) && (!PUNCTUATION.test(before) || WHITESPACE.test(after) || PUNCTUATION.test(after));
  let canOpen = leftFlanking;
  let canClose = rightFlanking;
  if (char === '_') {
    canOpen = leftFlanking && (!rightFlanking || PUNCTUATION.test(before));
    canClose = rightFlanking && (!leftFlanking || PUNCTUATION.test(after));
  }
  if (char === '~' && length !== 2) return { type: 'text', text: '~'.repeat(length) };
  return { type: 'delimiter', char, count: length, length, canOpen, canClose };
}

/** Handles `]`: an inline link `[text](destination "title")` when one follows, else literal text. */
function closeBracket(items: Item[], source: string, position: number): number {
  let openerIndex = -1;
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (items[index]!.type === 'bracket') {
      openerIndex = index;
      break;
    }
  }
  const opener = items[openerIndex] as Bracket | undefined;
  if (!opener) {
    items.push({ type: 'text', text: ']' });
    return position + 1;
  }
  const destination = opener.active ? readDestination(source, position + 1) : undefined;
  if (!destination) {
    items[openerIndex] = { type: 'text', text: opener.image ? '![' : '[' };
    items.push({ type: 'text', text: ']' });
    return position + 1;
  }
  const children = resolveEmphasis(items.splice(openerIndex + 1));
  items[openerIndex] = { type: 'link', href: destination.href, children };
  if (!opener.image) {
    for (const item of items) if (item.type === 'bracket' && !item.image) item.active = false; // no links inside links
  }
  return destination.end;
}

function readDestination(source: string, start: number): { href: string; end: number } | undefined {
  if (source[start] !== '(') return undefined;
  let position = start + 1;
  const skipSpace = () => {
    while (position < source.length && /[ \n]/.test(source[position]!)) position += 1;
  };
  skipSpace();
  let href = '';
  if (source[position] === '<') {
    const close = source.indexOf('>', position);
    if (close === -1 || source.slice(position, close).includes('\n')) return undefined;
    href = source.slice(position + 1, close);
    position = close + 1;
  } else {
    let depth = 0;
    while (position < source.length) {
      const char = source[position]!;
      if (char === '\\' && /[!-/:-@[-`{-~]/.test(source[position + 1] ?? '')) {
        href += source[position + 1];
        position += 2;
        continue;
      }
      if (/\s/.test(char)) break;
      if (char === '(') depth += 1;
      if (char === ')') {
        if (depth === 0) break;
        depth -= 1;
      }
      href += char;
      position += 1;
      if (href.length > 4096) return undefined;
    }
  }
  skipSpace();
  const quote = source[position];
  if (quote === '"' || quote === "'" || quote === '(') {
    const close = source.indexOf(quote === '(' ? ')' : quote, position + 1);
    if (close === -1) return undefined;
    position = close + 1;
    skipSpace();
  }
  if (source[position] !== ')') return undefined;
  return { href, end: position + 1 };
}

interface ListNode {
  item: Item;
  previous: ListNode | undefined;
  next: ListNode | undefined;
  removed: boolean;
}

/**
 * CommonMark's "process emphasis": pairs delimiter runs from the innermost outwards. Works on a
 * linked list so that every pairing costs only what it wraps, and remembers per kind of closer how
 * far down a search already failed, so runs that never pair are not searched again.
 */
function resolveEmphasis(items: Item[]): Inline[] {
  let head: ListNode | undefined;
  let tail: ListNode | undefined;
  for (const item of items) {
    const node: ListNode = { item, previous: tail, next: undefined, removed: false };
    if (tail) tail.next = node;
    else head = node;
    tail = node;
  }
  const bottoms = new Map<string, ListNode | undefined>();
  const unlink = (node: ListNode) => {
    node.removed = true;
    if (node.previous) node.previous.next = node.next;
    else head = node.next;
    if (node.next) node.next.previous = node.previous;
    else tail = node.previous;
  };

  let current = head;
  while (current) {
    const closer = current.item;
    if (closer.type !== 'delimiter' || !closer.canClose || closer.count === 0) {
      current = current.next;
      continue;
    }
    const bottomKey = `${closer.char}${closer.canOpen}${closer.length % 3}`;
    const bottom = bottoms.get(bottomKey);
    let openerNode: ListNode | undefined;
    for (let candidate = current.previous; candidate && candidate !== bottom; candidate = candidate.previous) {
      const opener = candidate.item;
      if (opener.type !== 'delimiter' || opener.char !== closer.char || !opener.canOpen || opener.count === 0) continue;
      const oddMatch =
        (opener.canClose || closer.canOpen) &&
        (opener.length + closer.length) % 3 === 0 &&
        !(opener.length % 3 === 0 && closer.length % 3 === 0);
      if (oddMatch && closer.char !== '~') continue;
      openerNode = candidate;
      break;
    }
    if (!openerNode) {
      bottoms.set(bottomKey, current.previous);
      current = current.next;
      continue;
    }
    const opener = openerNode.item as Delimiter;
    const used = closer.char === '~' ? 2 : opener.count >= 2 && closer.count >= 2 ? 2 : 1;
    const inner: Item[] = [];
    for (let node = openerNode.next; node && node !== current; node = node.next) {
      inner.push(node.item);
      node.removed = true;
    }
    const wrapped: ListNode = {
      item: { type: closer.char === '~' ? 'strike' : used === 2 ? 'strong' : 'emphasis', children: flatten(inner) },
      previous: openerNode,
      next: current,
      removed: false,
    };
    openerNode.next = wrapped;
    current.previous = wrapped;
    for (const [key, node] of bottoms) if (node?.removed) bottoms.set(key, wrapped);
    opener.count -= used;
    closer.count -= used;
    if (opener.count === 0) unlink(openerNode);
    if (closer.count === 0) {
      const next = current.next;
      unlink(current);
      current = next;
    }
  }
  const remaining: Item[] = [];
  for (let node = head; node; node = node.next) remaining.push(node.item);
  return flatten(remaining);
}

/** Turns what is left of delimiters and brackets into text, and joins neighbouring text. */
function flatten(items: Item[]): Inline[] {
  const out: Inline[] = [];
  for (const item of items) {
    const inline: Inline =
      item.type === 'delimiter'
        ? { type: 'text', text: item.char.repeat(item.count) }
        : item.type === 'bracket'
          ? { type: 'text', text: item.image ? '![' : '[' }
          : item;
    const last = out[out.length - 1];
    if (inline.type === 'text' && last?.type === 'text')
      out[out.length - 1] = { type: 'text', text: last.text + inline.text };
    else if (inline.type !== 'text' || inline.text !== '') out.push(inline);
  }
  return out;
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
 * A one-line text, such as a command's summary, as inline Markdown: code spans, emphasis and links,
 * as in descriptions (`Deprecated: use \`db diff\` instead`). Cached: the same summary shows in a
 * section, its parent's list of subcommands and the changes between versions.
 */
export function parseSummary(source: string): Inline[] {
  let parsed = summaries.get(source);
  if (!parsed) {
    if (summaries.size > 2000) summaries.clear();
    parsed = parseInline(source.trim().replace(/\s*\n\s*/g, ' '));
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
