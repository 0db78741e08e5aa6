import { searchCopyAttribute, searchCopySlot } from '../widgets/shared/prerendered';
import { escapeAttribute, escapeText, SourceElement, SourceText, type SourceDocument, type SourceNode } from './html';

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/**
 * The light-DOM copy of a shadow root's text, for search indexes and crawlers that read neither
 * shadow roots nor declarative ones (Pagefind among them). It keeps the document's structure
 * (headings, paragraphs, lists, tables, code, links) and drops what only works with the widget:
 * buttons, inputs, icons, navigation, empty live regions. A section with an id that the shadow
 * root gives a `dw-copy:<id>` slot becomes a copy of its own in that slot (hidden by base.css) with
 * the id on its heading, so a search result or a link to `#<id>` lands on the section; the rest is
 * one copy that no slot takes, which the browser never renders. Only a widget that gives its
 * sections such slots (the command reference) gets a copy: the others keep their text in the light
 * DOM already, and some read their light DOM (tab panels, the code of a sample), which a copy
 * would change.
 */
export function searchCopy(tree: SourceDocument): string {
  const slotted = new Set<string>();
  addCopySlots(tree, slotted, searchCopySlot(''));
  if (slotted.size === 0) return '';
  const sections: string[] = [];
  const rest = copyChildren(tree, slotted, sections);
  const hidden = `${searchCopyAttribute} aria-hidden="true"`;
  return (
    (rest.trim() ? `<div slot="${searchCopySlot('')}" ${hidden}>${rest}</div>` : '') +
    sections.map((section) => section.replace('<div ', `<div ${hidden} `)).join('')
  );
}

/**
 * Adds the names of the copy slots below `parent` to `names`. A walk over the children themselves:
 * most markup has no such slot, and this runs for every widget's markup.
 */
function addCopySlots(parent: SourceElement, names: Set<string>, prefix: string): void {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (!(node instanceof SourceElement)) continue;
    if (node.localName === 'slot') {
      const name = node.getAttribute('name') ?? '';
      if (name.startsWith(prefix)) names.add(name);
    }
    addCopySlots(node, names, prefix);
  }
}

const dropped = new Set([
  'svg',
  'button',
  'input',
  'select',
  'textarea',
  'script',
  'style',
  'slot',
  'template',
  'nav',
  'kbd',
]);
const kept = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
  'a',
  'strong',
  'em',
  'section',
  'header',
  'blockquote',
  'details',
  'summary',
]);
const block = new Set(['div', 'header', 'section', 'aside', 'article', 'figure', 'footer', 'main']);

function copyChildren(
  element: SourceElement,
  slotted: ReadonlySet<string>,
  sections: string[],
  inCode = false,
): string {
  const parts = element.childNodes.map((child) => copyNode(child, slotted, sections, inCode));
  // No space between an element and the punctuation that follows it ("the global flags.").
  for (let index = 1; index < parts.length; index += 1) {
    if (/^[.,;:!?)\]]/.test(parts[index]!) && parts[index - 1]!.endsWith(' ')) {
      parts[index - 1] = parts[index - 1]!.slice(0, -1);
    }
  }
  return parts.join('');
}

/** A link that only marks its heading's address (`#`, `¶`): in a search result's title it is noise. */
function isPermalink(element: SourceElement): boolean {
  return (element.getAttribute('href') ?? '').startsWith('#') && /^[\s#¶§🔗]*$/u.test(element.textContent);
}

/**
 * Elements are copied with a space after them (and an unwrapped element with one on each side):
 * the shadow root's layout sets parts apart that its markup does not ("Supabase CLI" beside
 * "v1.145.2", a flag's name beside its type), and a search index reads the text only. Inside code,
 * where a highlighter splits one word into many elements, the text stays as it is.
 */
function copyNode(node: SourceNode, slotted: ReadonlySet<string>, sections: string[], inCode: boolean): string {
  if (node instanceof SourceText) return escapeText(node.data);
  if (!(node instanceof SourceElement)) return '';
  const name = node.localName;
  if (dropped.has(name) || node.getAttribute('aria-hidden') === 'true' || node.getAttribute('role') === 'status') {
    return '';
  }
  if (name === 'a' && isPermalink(node)) return '';
  const id = node.getAttribute('id');
  if (id && slotted.has(searchCopySlot(id))) {
    sections.push(
      `<div slot="${escapeAttribute(searchCopySlot(id))}">${copySection(node, id, slotted, sections)}</div>`,
    );
    return '';
  }
  const code = inCode || name === 'code' || name === 'pre';
  const inner = copyChildren(node, slotted, sections, code);
  const after = inCode ? '' : ' ';
  if (!kept.has(name)) {
    if (block.has(name) && inner.trim()) return `<div>${inner}</div>`;
    return inCode || !inner ? inner : ` ${inner}${after}`;
  }
  if (name === 'a') {
    const href = node.getAttribute('href');
    return href ? `<a href="${escapeAttribute(href)}">${inner}</a>${after}` : inner;
  }
  if (/^h[1-6]$/.test(name) && id) return `<${name} id="${escapeAttribute(id)}">${inner.trim()}</${name}>`;
  if (/^h[1-6]$/.test(name)) return `<${name}>${inner.trim()}</${name}>`;
  return `<${name}>${inner}</${name}>${after}`;
}

/** A section's copy: its first heading takes the section's id, so results link to the section. */
function copySection(section: SourceElement, id: string, slotted: ReadonlySet<string>, sections: string[]): string {
  const heading = [...section.descendants()].find((element) => /^h[1-6]$/.test(element.localName));
  const copy = copyChildren(section, slotted, sections);
  if (!heading) return `<span id="${escapeAttribute(id)}"></span>${copy}`;
  const headingId = heading.getAttribute('id');
  const level = heading.localName;
  const opening = headingId ? `<${level} id="${escapeAttribute(headingId)}">` : `<${level}>`;
  // A function, so that `$'` or `$&` in a spec's id is not read as a replacement pattern.
  return copy.replace(opening, () => `<${level} id="${escapeAttribute(id)}">`);
}

/**
 * Elements a search copy may be written in without changing how the rest of the page is read.
 * A copy holds paragraphs, headings, lists, tables and links: inside a `<p>` its first block would
 * close the paragraph (and the reference with it), inside a link its links would split the outer
 * one, inside a table outside a cell its table would close the page's. Custom elements, whose
 * content the parser treats as flow, count as safe containers.
 */
const copyContainers = new Set([
  'html',
  'body',
  'main',
  'article',
  'section',
  'aside',
  'nav',
  'header',
  'footer',
  'div',
  'blockquote',
  'figure',
  'details',
  'dialog',
  'li',
  'dd',
  'td',
  'th',
  'search',
]);

/** True when the host's place lets a search copy go in without changing the page's tree (see `copyContainers`). */
export function canHoldSearchCopy(host: SourceElement): boolean {
  return blockingAncestor(host) === undefined;
}

/** The nearest ancestor a search copy may not be written in, if any. */
export function blockingAncestor(host: SourceElement): SourceElement | undefined {
  for (let parent = host.parentElement; parent; parent = parent.parentElement) {
    if (parent.namespaceURI !== htmlNamespace) return parent;
    if (!copyContainers.has(parent.localName) && !parent.localName.includes('-')) return parent;
  }
  return undefined;
}

/**
 * The `<p>` that a Markdown renderer wrapped around the host alone, when the host can be written
 * out of it with its search copy: Goldmark (Hugo), markdown-it and Python-Markdown wrap a tag
 * written on one line (`<cli-reference src="…"></cli-reference>`) in a paragraph, where the copy's
 * first block would close the paragraph. Only a paragraph the page wrote, with no attributes, that
 * holds nothing but the host and whitespace: taking the tags away changes nothing else.
 */
export function paragraphAroundAlone(host: SourceElement): SourceElement | undefined {
  const paragraph = host.parentElement;
  if (paragraph?.localName !== 'p' || paragraph.namespaceURI !== htmlNamespace) return undefined;
  if (paragraph.location === undefined || paragraph.attributes.length > 0) return undefined;
  const alone = paragraph.childNodes.every(
    (node) => node === host || (node instanceof SourceText && /^[\t\n\f\r ]*$/.test(node.data)),
  );
  return alone && canHoldSearchCopy(paragraph) ? paragraph : undefined;
}

/** How to write a tag so that a Markdown renderer leaves it out of a paragraph. */
export function blockFormAdvice(tag: string): string {
  return (
    `Write <${tag}> in block form: its start tag and its end tag on lines of their own, with a blank line before it ` +
    `(Python-Markdown wraps any custom element: on MkDocs, the package's hook, integrations/mkdocs.py, keeps the ` +
    `widgets whole; elsewhere, put it inside a <div>).`
  );
}
