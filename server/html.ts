/**
 * A small HTML reader for prerendering: it finds elements, their attributes and children, and
 * where each start and end tag is in the source, so the prerenderer can insert a declarative
 * shadow root after a start tag and leave every other byte of the page as it was. It is not a
 * full HTML parser (no implied end tags, no foster parenting): it reads the well-formed HTML that
 * docs generators write, and an element it cannot close ends where its parent does.
 */

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const COMMENT_NODE = 8;

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is text up to their end tag. */
const rawTextElements = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes']);

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '\u00a9',
  reg: '\u00ae',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  middot: '\u00b7',
  bull: '\u2022',
  times: '\u00d7',
  rarr: '\u2192',
  larr: '\u2190',
};

/** Character references in text and attribute values: numeric ones and the common named ones. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** The parts of the DOM's Node that widgets read from their host's light DOM. */
export abstract class SourceNode {
  abstract readonly nodeType: number;
  parentElement: SourceElement | null = null;
  abstract get textContent(): string;
}

export class SourceText extends SourceNode {
  readonly nodeType = TEXT_NODE;
  constructor(readonly data: string) {
    super();
  }
  get textContent(): string {
    return this.data;
  }
}

export class SourceComment extends SourceNode {
  readonly nodeType = COMMENT_NODE;
  get textContent(): string {
    return '';
  }
}

/**
 * An element of the source, with the read-only surface of `Element` that widgets use on their
 * host (attributes, children, text). Attribute writes are recorded, so the prerenderer can write
 * changed start tags back (`<persisted-tabs>` gives each `<tab-panel>` its slot).
 */
export class SourceElement extends SourceNode {
  readonly nodeType = ELEMENT_NODE;
  readonly childNodes: SourceNode[] = [];
  readonly #attributes: Map<string, string>;
  /** Where the start tag begins and ends, the content ends and the end tag ends, in the source. */
  start = 0;
  startTagEnd = 0;
  contentEnd = 0;
  end = 0;
  /** An attribute was set or removed after reading. */
  changed = false;
  readonly isConnected = false;

  constructor(
    readonly localName: string,
    attributes: Array<[string, string]>,
  ) {
    super();
    this.#attributes = new Map(attributes);
  }

  get tagName(): string {
    return this.localName.toUpperCase();
  }
  get id(): string {
    return this.getAttribute('id') ?? '';
  }
  get children(): SourceElement[] {
    return this.childNodes.filter((node): node is SourceElement => node instanceof SourceElement);
  }
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }
  get attributes(): Array<{ name: string; value: string }> {
    return [...this.#attributes].map(([name, value]) => ({ name, value }));
  }
  getAttribute(name: string): string | null {
    return this.#attributes.get(name) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.#attributes.has(name);
  }
  setAttribute(name: string, value: string): void {
    if (this.#attributes.get(name) === value) return;
    this.#attributes.set(name, String(value));
    this.changed = true;
  }
  removeAttribute(name: string): void {
    if (this.#attributes.delete(name)) this.changed = true;
  }
  toggleAttribute(name: string, force?: boolean): boolean {
    const on = force ?? !this.hasAttribute(name);
    if (on) {
      if (!this.hasAttribute(name)) this.setAttribute(name, '');
    } else this.removeAttribute(name);
    return on;
  }
  getRootNode(): SourceNode {
    return this.parentElement ? this.parentElement.getRootNode() : this;
  }
  closest(name: string): SourceElement | null {
    return this.localName === name ? this : (this.parentElement?.closest(name) ?? null);
  }
  /** The start tag as it is now (with attribute changes). */
  startTag(): string {
    const attributes = [...this.#attributes]
      .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`))
      .join('');
    return `<${this.localName}${attributes}>`;
  }
  /** Every element below this one, in document order. */
  *descendants(): Generator<SourceElement> {
    for (const child of this.children) {
      yield child;
      yield* child.descendants();
    }
  }
}

/** The document or fragment: a root element with no tag of its own. */
export class SourceDocument extends SourceElement {
  constructor(readonly source: string) {
    super('#document', []);
  }
}

const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

/** Reads `html` into a tree of `SourceElement`s with their positions in it. */
export function parseHtml(html: string): SourceDocument {
  const document = new SourceDocument(html);
  document.end = document.contentEnd = html.length;
  const stack: SourceElement[] = [document];
  const top = () => stack[stack.length - 1]!;
  const append = (node: SourceNode) => {
    node.parentElement = top() === document ? null : top();
    top().childNodes.push(node);
  };
  let position = 0;
  let textStart = 0;
  const flushText = (until: number) => {
    if (until > textStart) append(new SourceText(decodeEntities(html.slice(textStart, until))));
  };

  while (position < html.length) {
    const open = html.indexOf('<', position);
    if (open === -1) break;
    const next = html[open + 1] ?? '';
    if (html.startsWith('<!--', open)) {
      flushText(open);
      const close = html.indexOf('-->', open + 4);
      position = textStart = close === -1 ? html.length : close + 3;
      append(new SourceComment());
      continue;
    }
    if (next === '!' || next === '?') {
      flushText(open);
      const close = html.indexOf('>', open);
      position = textStart = close === -1 ? html.length : close + 1;
      continue;
    }
    if (next === '/') {
      const match = /^<\/([a-zA-Z][^\s/>]*)[^>]*>/.exec(html.slice(open, open + 200));
      if (!match) {
        position = open + 1;
        continue;
      }
      flushText(open);
      const name = match[1]!.toLowerCase();
      const index = stack.findLastIndex((element) => element.localName === name);
      if (index > 0) {
        for (let depth = stack.length - 1; depth >= index; depth -= 1) {
          const element = stack[depth]!;
          element.contentEnd = depth === index ? open : open;
          element.end = depth === index ? open + match[0].length : open;
        }
        stack.length = index;
      }
      position = textStart = open + match[0].length;
      continue;
    }
    const nameMatch = /^<([a-zA-Z][^\s/>]*)/.exec(html.slice(open, open + 200));
    if (!nameMatch) {
      position = open + 1;
      continue;
    }
    flushText(open);
    const name = nameMatch[1]!.toLowerCase();
    const attributes: Array<[string, string]> = [];
    let cursor = open + nameMatch[0].length;
    let selfClosing = false;
    for (;;) {
      while (cursor < html.length && /\s/.test(html[cursor]!)) cursor += 1;
      if (cursor >= html.length) break;
      if (html[cursor] === '>') {
        cursor += 1;
        break;
      }
      if (html.startsWith('/>', cursor)) {
        selfClosing = true;
        cursor += 2;
        break;
      }
      if (html[cursor] === '/') {
        cursor += 1;
        continue;
      }
      attributePattern.lastIndex = cursor;
      const attribute = attributePattern.exec(html);
      if (!attribute) {
        cursor += 1;
        continue;
      }
      const attributeName = attribute[1]!.toLowerCase();
      if (!attributes.some(([existing]) => existing === attributeName)) {
        attributes.push([attributeName, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '')]);
      }
      cursor = attributePattern.lastIndex;
    }
    const element = new SourceElement(name, attributes);
    element.start = open;
    element.startTagEnd = cursor;
    append(element);
    position = textStart = cursor;
    if (voidElements.has(name) || (selfClosing && name.includes('-') === false && name !== 'template')) {
      element.contentEnd = element.end = cursor;
      continue;
    }
    if (rawTextElements.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, cursor);
      const contentEnd = close === -1 ? html.length : close;
      if (contentEnd > cursor) element.childNodes.push(new SourceText(html.slice(cursor, contentEnd)));
      const endTag = close === -1 ? html.length : html.indexOf('>', close) + 1 || html.length;
      element.contentEnd = contentEnd;
      element.end = endTag;
      position = textStart = endTag;
      continue;
    }
    stack.push(element);
  }
  flushText(html.length);
  for (const element of stack.slice(1)) {
    element.contentEnd = element.end = html.length;
  }
  return document;
}
