import { foreignContent, html, type TreeAdapter, type TreeAdapterTypeMap } from 'parse5';

// A shortcut for reading back markup the prerender rendered with React (a widget's shadow root),
// which is most of what a prerender parses: React writes a narrow, regular form of HTML (every
// element closed, every attribute double-quoted, text escaped with five references). For markup in
// that form, whose tree the HTML parser's construction rules would not change (no implied end
// tags, no misnesting, no tables, no raw text), the tree is built here in one pass, through the
// same tree adapter parse5 would call, so its nodes are the ones parse5 makes; for anything else it
// answers undefined, and the caller parses with parse5. `rendered-markup.test.ts` holds the two to
// the same trees over every shadow root the demo's pages and the bench's site render. It reads
// 1.8 MB of the bench site's shadow roots in a fraction of parse5's time (bench/prerender-scale.mjs).

const { NS, getTagID } = html;

/** The references React and the server's attribute escaping write, and what they stand for. */
const references: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#x27': "'",
  '#39': "'",
};

/** Text with its references decoded; undefined for a reference not among `references`. */
function decode(text: string): string | undefined {
  if (!text.includes('&')) return text;
  let failed = false;
  const decoded = text.replace(/&([^;&]*);?/g, (whole, name: string) => {
    const value = whole.endsWith(';') ? references[name] : undefined;
    if (value === undefined) failed = true;
    return value ?? '';
  });
  return failed ? undefined : decoded;
}

/** HTML elements with no end tag. */
const voidElements = new Set(['area', 'br', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The HTML elements read here: those whose start and end tags, well nested, build the tree they
 * say in the template contents a shadow root's markup is parsed as. Tables, forms, lists of
 * options, raw-text elements (`script`, `style`, `textarea`, `title`), `template`, `image`, `nobr`
 * and the like are left to parse5.
 */
const htmlElements = new Set([
  ...voidElements,
  ...['a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'blockquote', 'button', 'cite', 'code'],
  ...['data', 'dd', 'del', 'details', 'dfn', 'dialog', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure'],
  ...['footer', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'i', 'ins', 'kbd', 'label', 'li'],
  ...['main', 'mark', 'menu', 'meter', 'nav', 'ol', 'output', 'p', 'pre', 'progress', 'q', 's', 'samp'],
  ...['search', 'section', 'slot', 'small', 'span', 'strong', 'sub', 'summary', 'sup', 'time', 'u', 'ul'],
  'var',
]);

/** Start tags that close an open `p` (the parser's "close a p element in button scope"). */
const closesParagraph = new Set([
  ...['address', 'article', 'aside', 'blockquote', 'details', 'dialog', 'div', 'dl', 'dd', 'dt', 'figcaption'],
  ...['figure', 'footer', 'header', 'hgroup', 'hr', 'li', 'main', 'menu', 'nav', 'ol', 'p', 'pre', 'search'],
  ...['section', 'summary', 'ul', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
]);

const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** SVG elements read here; HTML integration points (`foreignObject`, `desc`, `title`) are left to parse5. */
const svgElements = new Set([
  ...['circle', 'clippath', 'defs', 'ellipse', 'g', 'line', 'lineargradient', 'mask', 'path', 'pattern'],
  ...['polygon', 'polyline', 'radialgradient', 'rect', 'stop', 'svg', 'symbol', 'text', 'tspan', 'use'],
]);

/** A tag: `<name attributes>`, `<name attributes/>` or `</name>`, attributes double-quoted or bare. */
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[ \t\n\f]+[^ \t\n\f"'<>/=]+(?:="[^"]*")?)*)[ \t\n\f]*(\/?)>/y;
const attributePattern = /[ \t\n\f]+([^ \t\n\f"'<>/=]+)(?:="([^"]*)")?/y;
/** A comment as React writes them (`<!-- -->`, `<!--$-->`, `<!--/$-->`). */
const commentPattern = /<!--([^<>-]*)-->/y;

interface Open<Element> {
  element: Element;
  name: string;
  namespace: html.NS;
}

/** A tag's attributes, names lowercased as the tokenizer does; undefined for one not read here. */
function readAttributes(raw: string): Array<{ name: string; value: string }> | undefined {
  const attributes: Array<{ name: string; value: string }> = [];
  const seen = new Set<string>();
  attributePattern.lastIndex = 0;
  for (let found = attributePattern.exec(raw); found; found = attributePattern.exec(raw)) {
    const [, rawName, rawValue] = found;
    const name = rawName!.toLowerCase();
    const value = decode(rawValue ?? '');
    // A repeated attribute is dropped by the tokenizer, and a prefixed one is namespaced in SVG.
    if (value === undefined || seen.has(name) || name.includes(':')) return undefined;
    seen.add(name);
    attributes.push({ name, value });
  }
  return attributes;
}

/**
 * Whether the HTML start tag `name`, with the elements `stack` holds open, becomes a child of the
 * current node and nothing more: no open element it would close or move, and no `/>` the parser
 * would ignore. `next` is the character after the tag.
 */
function startsAsTagged(
  name: string,
  selfClosing: boolean,
  stack: ReadonlyArray<Open<unknown>>,
  next: string | undefined,
): boolean {
  if (!htmlElements.has(name)) return false;
  // A non-void HTML element's "/>" is ignored by the parser: it stays open.
  if (selfClosing && !voidElements.has(name)) return false;
  const isOpen = (tag: string) => stack.some((open) => open.name === tag && open.namespace === NS.HTML);
  const current = stack.at(-1);
  if (closesParagraph.has(name) && isOpen('p')) return false;
  if (headings.has(name) && current && headings.has(current.name)) return false;
  if ((name === 'a' || name === 'button') && isOpen(name)) return false;
  if (name === 'li' || name === 'dd' || name === 'dt') {
    const stops = name === 'li' ? ['ul', 'ol', 'menu'] : ['dl'];
    for (let index = stack.length - 1; index >= 0; index -= 1) {
      const open = stack[index]!;
      if (stops.includes(open.name)) break;
      if (open.name === 'li' || open.name === 'dd' || open.name === 'dt') return false;
    }
  }
  // A newline right after `<pre>` is dropped by the parser.
  return !(name === 'pre' && next === '\n');
}

/**
 * The fragment parse5 would build from `markup` (as a template's contents), built through
 * `adapter`; undefined when the markup is not in the form read here.
 */
export function buildRenderedFragment<Types extends TreeAdapterTypeMap>(
  markup: string,
  adapter: TreeAdapter<Types>,
): Types['documentFragment'] | undefined {
  // The input stream's preprocessing (carriage returns, NUL) is left to parse5.
  if (/[\r\0]/.test(markup)) return undefined;
  const fragment = adapter.createDocumentFragment();
  const stack: Array<Open<Types['element']>> = [];
  const parent = () => stack.at(-1)?.element ?? fragment;
  let at = 0;
  while (at < markup.length) {
    const lessThan = markup.indexOf('<', at);
    const textEnd = lessThan === -1 ? markup.length : lessThan;
    if (textEnd > at) {
      const text = decode(markup.slice(at, textEnd));
      if (text === undefined) return undefined;
      adapter.insertText(parent(), text);
      at = textEnd;
      continue;
    }
    commentPattern.lastIndex = at;
    const comment = commentPattern.exec(markup);
    if (comment) {
      adapter.appendChild(parent(), adapter.createCommentNode(comment[1]!));
      at = commentPattern.lastIndex;
      continue;
    }
    tagPattern.lastIndex = at;
    const tag = tagPattern.exec(markup);
    if (!tag) return undefined;
    at = tagPattern.lastIndex;
    const [, closing, rawName, rawAttributes, selfClosing] = tag;
    const name = rawName!.toLowerCase();
    const current = stack.at(-1);
    const inSvg = current?.namespace === NS.SVG;
    if (closing) {
      if (rawAttributes || selfClosing || !current || current.name.toLowerCase() !== name) return undefined;
      stack.pop();
      continue;
    }
    const attributes = readAttributes(rawAttributes!);
    if (!attributes) return undefined;
    if (inSvg || name === 'svg') {
      const token = { tagName: name, tagID: getTagID(name), attrs: attributes };
      if (!svgElements.has(name) || (inSvg && foreignContent.causesExit(token as never))) return undefined;
      foreignContent.adjustTokenSVGTagName(token as never);
      foreignContent.adjustTokenSVGAttrs(token as never);
      foreignContent.adjustTokenXMLAttrs(token as never);
      const element = adapter.createElement(token.tagName, NS.SVG, token.attrs);
      adapter.appendChild(parent(), element);
      if (!selfClosing) stack.push({ element, name: token.tagName, namespace: NS.SVG });
      continue;
    }
    if (!startsAsTagged(name, Boolean(selfClosing), stack, markup[at])) return undefined;
    const element = adapter.createElement(name, NS.HTML, attributes);
    adapter.appendChild(parent(), element);
    if (!voidElements.has(name)) stack.push({ element, name, namespace: NS.HTML });
  }
  return stack.length === 0 ? fragment : undefined;
}
