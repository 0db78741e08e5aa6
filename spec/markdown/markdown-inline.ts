/**
 * The inline phase of the spec-description Markdown reader (CommonMark's second pass, run on each
 * block's text): code spans, emphasis, strong, strikethrough, links, autolinks and bare http(s)
 * addresses, hard breaks, backslash escapes and the common character references. Raw HTML stays
 * literal text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'emphasis' | 'strong' | 'strike'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

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

const EMAIL_AUTOLINK = /^<([^\s<>@]+)@([^\s<>@]+)>/;

/**
 * `<name@example.com>`: an address whose domain has a dot with something on either side. The dot
 * is found after the match: a pattern with the dot in it tries each dot of `<a@........` in turn.
 */
function emailAutolink(text: string): [string, string] | undefined {
  const match = EMAIL_AUTOLINK.exec(text);
  if (!match) return undefined;
  const domain = match[2]!;
  const dot = domain.indexOf('.', 1);
  if (dot < 0 || dot === domain.length - 1) return undefined;
  return [match[0], `${match[1]}@${domain}`];
}
/** Characters that may start inline syntax; the text between them is copied in one piece. */
const INLINE_SYNTAX = /[\\`<&*_~![\]\n]/g;

/** Where the inline scan stands: the plain text since the last item, and the items so far. */
class InlineScan {
  readonly items: Item[] = [];
  text = '';
  position = 0;
  /** Backtick run lengths with no closing run further on: later runs of that length cannot close either. */
  readonly unclosedRuns = new Set<number>();

  constructor(readonly source: string) {}

  /** The plain text so far becomes an item. */
  flush(): void {
    if (this.text !== '') this.items.push({ type: 'text', text: this.text });
    this.text = '';
  }

  push(item: Item): void {
    this.flush();
    this.items.push(item);
  }

  /** The next 2 KB, for patterns anchored here: none reads further than that. */
  rest(): string {
    return this.source.slice(this.position, this.position + 2048);
  }
}

/** A backslash: a hard break before a line end, an escaped punctuation character, else itself. */
function scanEscape(scan: InlineScan): void {
  const next = scan.source[scan.position + 1];
  if (next === '\n') {
    scan.push({ type: 'break' });
    scan.position += 2;
  } else if (next !== undefined && /[!-/:-@[-`{-~]/.test(next)) {
    scan.text += next;
    scan.position += 2;
  } else {
    scan.text += '\\';
    scan.position += 1;
  }
}

/** A backtick run: a code span up to the next run of the same length, else the run as text. */
function scanCodeSpan(scan: InlineScan): void {
  const { source, position } = scan;
  const run = /^`+/.exec(scan.rest())![0];
  const closeAt = scan.unclosedRuns.has(run.length)
    ? -1
    : findClosingBackticks(source, position + run.length, run.length);
  if (closeAt === -1) {
    scan.unclosedRuns.add(run.length);
    scan.text += run;
    scan.position += run.length;
    return;
  }
  let code = source.slice(position + run.length, closeAt).replace(/\n/g, ' ');
  if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
  scan.push({ type: 'code', text: code });
  scan.position = closeAt + run.length;
}

/** `<scheme:…>` or `<name@domain>` as a link; false when `<` starts neither. */
function scanAutolink(scan: InlineScan): boolean {
  const autolink = /^<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]*)>/.exec(scan.rest()) ?? emailAutolink(scan.rest());
  if (!autolink) return false;
  const target = autolink[1]!;
  scan.push({
    type: 'link',
    href: target.includes(':') ? target : `mailto:${target}`,
    children: [{ type: 'text', text: target }],
  });
  scan.position += autolink[0].length;
  return true;
}

/** A character reference as its character; false when `&` starts none we know. */
function scanEntity(scan: InlineScan): boolean {
  const entity = /^&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]{2,8}));/.exec(scan.rest());
  const decoded = entity && decodeEntity(entity);
  if (decoded === undefined || decoded === null) return false;
  scan.text += decoded;
  scan.position += entity![0].length;
  return true;
}

/** A line end: a hard break after two spaces, else kept as a soft break in the text. */
function scanLineEnd(scan: InlineScan): void {
  const hard = scan.text.endsWith('  ');
  scan.text = withoutTrailingSpaces(scan.text);
  if (hard) scan.push({ type: 'break' });
  else scan.text += '\n';
  scan.position += 1;
}

/** One piece of inline syntax at the scan's position; false when the character is plain text there. */
function scanSyntax(scan: InlineScan, char: string): boolean {
  const { source, position } = scan;
  switch (char) {
    case '\\':
      scanEscape(scan);
      return true;
    case '`':
      scanCodeSpan(scan);
      return true;
    case '<':
      return scanAutolink(scan);
    case '&':
      return scanEntity(scan);
    case '*':
    case '_':
    case '~': {
      let length = 1;
      while (source[position + length] === char) length += 1;
      scan.push(delimiterRun(source, position, length, char));
      scan.position += length;
      return true;
    }
    case '!':
      if (source[position + 1] !== '[') return false;
      scan.push({ type: 'bracket', image: true, active: true });
      scan.position += 2;
      return true;
    case '[':
      scan.push({ type: 'bracket', image: false, active: true });
      scan.position += 1;
      return true;
    case ']':
      scan.flush();
      scan.position = closeBracket(scan.items, source, position);
      return true;
    case '\n':
      scanLineEnd(scan);
      return true;
    default:
      return false;
  }
}

export function parseInline(source: string): Inline[] {
  if (source.length > MAX_INLINE_LENGTH) return [{ type: 'text', text: source }];
  const scan = new InlineScan(source);
  while (scan.position < source.length) {
    INLINE_SYNTAX.lastIndex = scan.position;
    const syntax = INLINE_SYNTAX.exec(source);
    const plainEnd = syntax ? syntax.index : source.length;
    if (plainEnd > scan.position) {
      scan.text += source.slice(scan.position, plainEnd);
      scan.position = plainEnd;
    } else if (!scanSyntax(scan, source[scan.position]!)) {
      scan.text += source[scan.position];
      scan.position += 1;
    }
  }
  scan.flush();
  return finishInlines(resolveEmphasis(scan.items), 0);
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

/** `text` without the spaces that end it, found from the end: `/ +$/` would try each space of a long run as a start. */
function withoutTrailingSpaces(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === ' ') end -= 1;
  return text.slice(0, end);
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
