/**
 * The build tools' HTML reader. A page is parsed as a browser parses it, by parse5, which follows
 * the HTML standard's tokenizer and tree construction (every character reference, whitespace
 * rule, comment form, implied tag and misnesting is the browser's), into a small tree of
 * `SourceNode`s that remember where they are in the source. The prerenderer reads that tree,
 * then changes the page only through `SourceEdits`: it inserts markup at source positions and
 * rewrites the attributes it owns, so every other byte of the page stays as it was. What it
 * writes is escaped by the serialisation rules of the same standard (parse5's serialiser).
 *
 * The tree has the read-only surface of the DOM that widgets use on their host (attributes,
 * children, text), so a widget's own code reads its light DOM on the server as in the browser.
 * As in the browser, a `<template>`'s content is not among its children (see `content`), and a
 * host's declarative shadow root (its first `<template shadowrootmode>`) is not either (see
 * `shadowRootTemplate`).
 */
import { escapeAttribute as escapeAttributeValue, escapeText as escapeTextValue } from 'entities/escape';
import {
  html as parse5Html,
  parse,
  parseFragment,
  type DefaultTreeAdapterTypes,
  type Token,
  type TreeAdapter,
  type TreeAdapterTypeMap,
} from 'parse5';
import { buildRenderedFragment } from './rendered-markup';

type Parse5Node = DefaultTreeAdapterTypes.Node;
type Parse5Element = DefaultTreeAdapterTypes.Element;
type Parse5Parent = DefaultTreeAdapterTypes.ParentNode;

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const COMMENT_NODE = 8;

const htmlNamespace = 'http://www.w3.org/1999/xhtml';

/** Text as the HTML serialiser writes it in an element's content (`&`, `<`, `>` and no-break spaces as references). */
export function escapeText(text: string): string {
  return escapeTextValue(text);
}

/** An attribute value as the HTML serialiser writes it between double quotes (`&`, `"` and no-break spaces as references). */
export function escapeAttribute(value: string): string {
  return escapeAttributeValue(value);
}

/**
 * A name the HTML tokenizer reads back as one attribute name, whole: no whitespace, `/`, `>`,
 * `=`, quotes, `<` or control characters, and not empty.
 */
export function isAttributeName(name: string): boolean {
  return /^[^\s\u0000-\u001f\u007f"'<>/=]+$/.test(name) && name === name.toLowerCase();
}

/** ` name="value"`, or ` name` for an empty value, as the serialiser writes an attribute. */
export function serializeAttribute(name: string, value: string): string {
  if (!isAttributeName(name)) throw new TypeError(`"${name}" is not an attribute name HTML can read back.`);
  return value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`;
}

/** Where a node is in the source: offsets into the string that was parsed. */
export interface SourceLocation {
  /** The first character of the start tag (of the text or comment). */
  start: number;
  /** Just after the start tag's `>`; `end` for text and comments. */
  startTagEnd: number;
  /** Where the end tag starts, when the source has one. */
  endTagStart: number | undefined;
  /** Just after the end tag, or after the last character the node holds when it has none. */
  end: number;
}

/** The parts of the DOM's Node that widgets read from their host's light DOM. */
export abstract class SourceNode {
  abstract readonly nodeType: number;
  parentNode: SourceElement | null = null;
  /** Undefined for what the parser implied: an `<html>`, `<head>`, `<body>` or `<tbody>` with no tag in the source. */
  location: SourceLocation | undefined;
  abstract get textContent(): string;

  get parentElement(): SourceElement | null {
    return this.parentNode instanceof SourceDocument ? null : this.parentNode;
  }

  /** The next of its parent's children (a shadow root's `<template>` is none of them), linked as the tree is read. */
  nextSibling: SourceNode | null = null;
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
  constructor(readonly data: string) {
    super();
  }
  get textContent(): string {
    return '';
  }
}

/**
 * An element of the source, with the read-only surface of `Element` that widgets use on their
 * host (attributes, children, text). Attribute writes are recorded, so the prerenderer can write
 * them into the page (`<persisted-tabs>` gives each `<tab-panel>` its slot): see `attributeEdits`.
 */
export class SourceElement extends SourceNode {
  readonly nodeType = ELEMENT_NODE;
  readonly childNodes: SourceNode[] = [];
  /** A `<template>`'s content, which (as in the DOM) is not among its children. */
  content: SourceElement | undefined;
  /**
   * The host's declarative shadow root as the page wrote it: the first `<template shadowrootmode>`
   * child of an element that can host a shadow root. The browser attaches it as the shadow root,
   * so it is not among the children either.
   */
  shadowRootTemplate: SourceElement | undefined;
  readonly #attributes: Array<{ name: string; value: string }>;
  /** Where each attribute is in the start tag, by name (the first of a repeated name, as the parser keeps). */
  readonly #attributeLocations: Readonly<Record<string, { startOffset: number; endOffset: number }>> | undefined;
  /** Attributes set or removed after reading: name → new value, or null when removed. */
  #changes: Map<string, string | null> | undefined;
  /** The source the element was read from, for the shape of its start tag. */
  readonly #source: string;
  readonly isConnected = false;
  #children: SourceElement[] | undefined;

  constructor(
    readonly localName: string,
    attributes: Array<{ name: string; value: string }> = [],
    readonly namespaceURI: string = htmlNamespace,
    source = '',
    attributeLocations?: Readonly<Record<string, { startOffset: number; endOffset: number }>>,
  ) {
    super();
    this.#attributes = attributes;
    this.#source = source;
    this.#attributeLocations = attributeLocations;
  }

  get tagName(): string {
    return this.namespaceURI === htmlNamespace ? this.localName.toUpperCase() : this.localName;
  }
  get id(): string {
    return this.getAttribute('id') ?? '';
  }
  get children(): SourceElement[] {
    return (this.#children ??= this.childNodes.filter((node): node is SourceElement => node instanceof SourceElement));
  }
  get firstChild(): SourceNode | null {
    return this.childNodes[0] ?? null;
  }
  get firstElementChild(): SourceElement | null {
    return this.children[0] ?? null;
  }
  get textContent(): string {
    return this.childNodes.map((node) => node.textContent).join('');
  }
  /** The attributes in source order (read-only: change them with `setAttribute`). */
  get attributes(): ReadonlyArray<{ readonly name: string; readonly value: string }> {
    return this.#attributes;
  }
  getAttributeNames(): string[] {
    return this.#attributes.map((attribute) => attribute.name);
  }
  getAttribute(name: string): string | null {
    for (const attribute of this.#attributes) if (attribute.name === name) return attribute.value;
    return null;
  }
  hasAttribute(name: string): boolean {
    return this.getAttribute(name) !== null;
  }
  setAttribute(name: string, value: string): void {
    const text = String(value);
    const existing = this.#attributes.find((attribute) => attribute.name === name);
    if (existing?.value === text) return;
    if (!isAttributeName(name)) throw new TypeError(`"${name}" is not an attribute name HTML can read back.`);
    if (existing) this.#attributes[this.#attributes.indexOf(existing)] = { name, value: text };
    else this.#attributes.push({ name, value: text });
    (this.#changes ??= new Map()).set(name, text);
  }
  removeAttribute(name: string): void {
    const index = this.#attributes.findIndex((attribute) => attribute.name === name);
    if (index === -1) return;
    this.#attributes.splice(index, 1);
    (this.#changes ??= new Map()).set(name, null);
  }
  toggleAttribute(name: string, force?: boolean): boolean {
    const on = force ?? !this.hasAttribute(name);
    if (on) {
      if (!this.hasAttribute(name)) this.setAttribute(name, '');
    } else this.removeAttribute(name);
    return on;
  }
  /** An attribute was set or removed after reading. */
  get changed(): boolean {
    return (this.#changes?.size ?? 0) > 0;
  }
  /** Where an attribute is in the start tag, when the source writes it. */
  attributeLocation(name: string): { start: number; end: number } | undefined {
    const where = this.#attributeLocations?.[name];
    return where ? { start: where.startOffset, end: where.endOffset } : undefined;
  }
  getRootNode(): SourceNode {
    return this.parentNode ? this.parentNode.getRootNode() : this;
  }
  closest(name: string): SourceElement | null {
    return this.localName === name ? this : (this.parentElement?.closest(name) ?? null);
  }
  /** Every element below this one in document order, as `querySelectorAll('*')` gives them (not inside templates or shadow roots). */
  *descendants(): Generator<SourceElement> {
    const stack: SourceElement[] = [...this.children].reverse();
    while (stack.length > 0) {
      const element = stack.pop()!;
      yield element;
      const children = element.children;
      for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
    }
  }

  /**
   * The edits that write this element's attribute changes into its start tag, touching nothing
   * else: a changed attribute's text is replaced, a new one goes before the tag's `>`, a removed
   * one becomes a space. None for an element the parser implied.
   */
  attributeEdits(): SourceEdit[] {
    const location = this.location;
    if (!location || !this.#changes) return [];
    const edits: SourceEdit[] = [];
    let added = '';
    for (const [name, value] of this.#changes) {
      const where = this.attributeLocation(name);
      if (where) {
        edits.push({
          start: where.start,
          end: where.end,
          text: value === null ? ' ' : serializeAttribute(name, value).slice(1),
        });
      } else if (value !== null) added += serializeAttribute(name, value);
    }
    if (added) {
      // Before the `>`; before a `/` that whitespace sets apart (`<x />`), which ends no value.
      const close = location.startTagEnd - 1;
      const at = /\s\/$/.test(this.#source.slice(close - 2, close)) ? close - 1 : close;
      edits.push({ start: at, end: at, text: added });
    }
    return edits;
  }
}

/** The document or fragment that was parsed: a root with no tag of its own. */
export class SourceDocument extends SourceElement {
  constructor(
    readonly source: string,
    readonly kind: 'document' | 'fragment',
  ) {
    super('#document', [], htmlNamespace, source);
    this.location = { start: 0, startTagEnd: 0, endTagStart: source.length, end: source.length };
  }

  /** The `<head>` the source writes, with its start tag; undefined when the parser implied it (or in a fragment). */
  get head(): SourceElement | undefined {
    const html = this.children.find((child) => child.localName === 'html');
    const head = html?.children.find((child) => child.localName === 'head');
    return head?.location ? head : undefined;
  }
}

/** One change of the source: the text between `start` and `end` replaced by `text` (an insertion when they are equal). */
export interface SourceEdit {
  start: number;
  end: number;
  text: string;
}

/**
 * Applies edits to `source` in one pass, so the time is linear in the page and the edits. Edits
 * must not overlap; insertions at the same position keep the order they were given in, and go
 * before a replacement that starts there.
 */
export function applyEdits(source: string, edits: readonly SourceEdit[]): string {
  const ordered = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order);
  const parts: string[] = [];
  let position = 0;
  for (const { edit } of ordered) {
    if (edit.start < position) throw new Error(`Overlapping edits at ${edit.start}.`);
    parts.push(source.slice(position, edit.start), edit.text);
    position = edit.end;
  }
  parts.push(source.slice(position));
  return parts.join('');
}

/** Elements that may carry a shadow root (the DOM's `attachShadow` list), besides custom elements. */
const shadowHosts = new Set([
  'article',
  'aside',
  'blockquote',
  'body',
  'div',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'main',
  'nav',
  'p',
  'section',
  'span',
]);

/** A name a custom element may have: a lowercase ASCII letter first, a hyphen, and none of the reserved names. */
export function isCustomElementName(name: string): boolean {
  return (
    /^[a-z][^\sA-Z/>\u0000-]*-[^\sA-Z/>\u0000]*$/.test(name) &&
    ![
      'annotation-xml',
      'color-profile',
      'font-face',
      'font-face-src',
      'font-face-uri',
      'font-face-format',
      'font-face-name',
      'missing-glyph',
    ].includes(name)
  );
}

function canHostShadowRoot(element: SourceElement): boolean {
  return (
    element.namespaceURI === htmlNamespace &&
    (shadowHosts.has(element.localName) || isCustomElementName(element.localName))
  );
}

/** Whether an element with this name, namespace and `shadowrootmode` declares a shadow root. */
function declaresShadowRoot(localName: string, namespace: string, mode: string | null | undefined): boolean {
  if (localName !== 'template' || namespace !== htmlNamespace) return false;
  const lowered = mode?.toLowerCase();
  return lowered === 'open' || lowered === 'closed';
}

function isDeclarativeShadowRoot(node: Parse5Element): boolean {
  const mode = node.attrs.find((attribute) => attribute.name === 'shadowrootmode')?.value;
  return declaresShadowRoot(node.tagName, node.namespaceURI, mode);
}

interface Converted {
  node: SourceNode;
  /** The furthest source offset the node and everything in it reach. */
  reach: number;
}

function convertChildren(parent: Parse5Parent, into: SourceElement, source: string): number {
  let reach = 0;
  let previous: SourceNode | undefined;
  for (const child of parent.childNodes) {
    const converted = convert(child, source);
    if (!converted) continue;
    reach = Math.max(reach, converted.reach);
    const { node } = converted;
    if (
      node instanceof SourceElement &&
      !into.shadowRootTemplate &&
      isDeclarativeShadowRoot(child as Parse5Element) &&
      canHostShadowRoot(into)
    ) {
      into.shadowRootTemplate = node;
      node.parentNode = into;
      continue;
    }
    node.parentNode = into;
    if (previous) previous.nextSibling = node;
    previous = node;
    into.childNodes.push(node);
  }
  return reach;
}

/** Where a text or comment node stands in the source: one span, with no tags inside it. */
function leafLocation(location: Token.Location) {
  return {
    start: location.startOffset,
    startTagEnd: location.endOffset,
    endTagStart: undefined,
    end: location.endOffset,
  };
}

function convert(node: Parse5Node, source: string): Converted | undefined {
  const location = 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
  if (node.nodeName === '#text') {
    const text = new SourceText((node as DefaultTreeAdapterTypes.TextNode).value);
    if (location) text.location = leafLocation(location);
    return { node: text, reach: location?.endOffset ?? 0 };
  }
  if (node.nodeName === '#comment') {
    const comment = new SourceComment((node as DefaultTreeAdapterTypes.CommentNode).data);
    if (location) comment.location = leafLocation(location);
    return { node: comment, reach: location?.endOffset ?? 0 };
  }
  if (!('tagName' in node)) return undefined; // a doctype
  const elementLocation = location as Token.ElementLocation | null | undefined;
  const element = new SourceElement(
    node.tagName,
    node.attrs.map((attribute) =>
      attribute.prefix ? { name: `${attribute.prefix}:${attribute.name}`, value: attribute.value } : attribute,
    ),
    node.namespaceURI,
    source,
    elementLocation?.attrs,
  );
  let reach = convertChildren(node, element, source);
  if ('content' in node && node.content) {
    const content = new SourceElement('#document-fragment', [], htmlNamespace, source);
    reach = Math.max(reach, convertChildren(node.content, content, source));
    element.content = content;
  }
  if (elementLocation?.startTag) {
    const startTagEnd = elementLocation.startTag.endOffset;
    const endTag = elementLocation.endTag;
    // An element closed by the parser (no end tag) reaches as far as what it holds.
    const end = endTag ? endTag.endOffset : Math.max(startTagEnd, reach, elementLocation.endOffset);
    element.location = {
      start: elementLocation.startTag.startOffset,
      startTagEnd,
      endTagStart: endTag?.startOffset,
      end,
    };
    reach = Math.max(reach, end);
  }
  return { node: element, reach };
}

/**
 * Parses `html` as the browser does: a `document` as a page (implied `<html>`, `<head>` and
 * `<body>` and all), a `fragment` as the content of a `<template>` (which is how a declarative
 * shadow root's content is parsed). Scripting counts as enabled, as in a browser that runs the
 * widgets: `<noscript>` holds text.
 */
export function parseHtml(
  html: string,
  kind: 'document' | 'fragment' = 'document',
  /** False for a tree that is only read (its nodes have no `location`, and nothing can edit it): about a third faster once compiled. */
  locations = true,
): SourceDocument {
  if (!locations) return parseToRead(html, kind);
  const document = new SourceDocument(html, kind);
  const tree =
    kind === 'document'
      ? parse(html, { sourceCodeLocationInfo: locations })
      : parseFragment(html, { sourceCodeLocationInfo: locations });
  convertChildren(tree, document, html);
  return document;
}

type SourceTreeTypes = TreeAdapterTypeMap<
  SourceNode,
  SourceElement,
  SourceNode,
  SourceElement,
  SourceElement,
  SourceElement,
  SourceComment,
  SourceText,
  SourceElement,
  SourceNode
>;

function insertChild(parent: SourceElement, node: SourceNode, before: SourceNode | undefined): void {
  const index = before ? parent.childNodes.indexOf(before) : -1;
  if (index === -1) parent.childNodes.push(node);
  else parent.childNodes.splice(index, 0, node);
  node.parentNode = parent;
}

/** Text added right after a text node joins it, as in the DOM: a new node, since a text's data is fixed. */
function addText(parent: SourceElement, text: string, before: SourceNode | undefined): void {
  const index = before ? parent.childNodes.indexOf(before) : parent.childNodes.length;
  const previous = parent.childNodes[index - 1];
  if (previous instanceof SourceText) {
    const joined = new SourceText(previous.data + text);
    joined.parentNode = parent;
    parent.childNodes[index - 1] = joined;
  } else insertChild(parent, new SourceText(text), before);
}

/**
 * parse5's tree construction building the source tree itself, with no tree of parse5's own to
 * convert afterwards, for a tree no node of which needs a location. Every step of the tree's
 * construction (implied tags, misnesting, foster parenting, foreign content) is still parse5's,
 * so the tree is the one `convert` makes, and the browser's.
 */
function sourceTreeAdapter(source: string): TreeAdapter<SourceTreeTypes> {
  /** The attribute lists the parser may add to (`adoptAttributes`), by element. */
  const attributeLists = new WeakMap<SourceElement, Array<{ name: string; value: string }>>();
  let mode = parse5Html.DOCUMENT_MODE.NO_QUIRKS;
  return {
    createDocument: () => new SourceElement('#document', [], htmlNamespace, source),
    createDocumentFragment: () => new SourceElement('#document-fragment', [], htmlNamespace, source),
    createElement(tagName, namespaceURI, attrs) {
      const attributes = attrs.map(({ name, value, prefix }) => ({ name: prefix ? `${prefix}:${name}` : name, value }));
      const element = new SourceElement(tagName, attributes, namespaceURI, source);
      attributeLists.set(element, attributes);
      return element;
    },
    createCommentNode: (data) => new SourceComment(data),
    createTextNode: (value) => new SourceText(value),
    appendChild: (parent, node) => insertChild(parent, node, undefined),
    insertBefore: (parent, node, reference) => insertChild(parent, node, reference),
    setTemplateContent(template, content) {
      template.content = content;
    },
    getTemplateContent: (template) => template.content!,
    // A doctype is not part of the tree (see `convert`); the mode it sets changes how the rest is read.
    setDocumentType() {},
    setDocumentMode(_document, documentMode) {
      mode = documentMode;
    },
    getDocumentMode: () => mode,
    detachNode(node) {
      const parent = node.parentNode;
      if (!parent) return;
      parent.childNodes.splice(parent.childNodes.indexOf(node), 1);
      node.parentNode = null;
    },
    insertText: (parent, text) => addText(parent, text, undefined),
    insertTextBefore: (parent, text, reference) => addText(parent, text, reference),
    adoptAttributes(recipient, attrs) {
      const attributes = attributeLists.get(recipient);
      for (const { name, value } of attrs)
        if (attributes && !attributes.some((attribute) => attribute.name === name)) attributes.push({ name, value });
    },
    getFirstChild: (node) => node.childNodes[0] ?? null,
    getChildNodes: (node) => node.childNodes,
    getParentNode: (node) => node.parentNode,
    getAttrList: (element) => element.attributes.map(({ name, value }) => ({ name, value })),
    getTagName: (element) => element.localName,
    getNamespaceURI: (element) => element.namespaceURI as parse5Html.NS,
    getTextNodeContent: (text) => text.data,
    getCommentNodeContent: (comment) => comment.data,
    getDocumentTypeNodeName: () => '',
    getDocumentTypeNodePublicId: () => '',
    getDocumentTypeNodeSystemId: () => '',
    isTextNode: (node): node is SourceText => node instanceof SourceText,
    isCommentNode: (node): node is SourceComment => node instanceof SourceComment,
    isDocumentTypeNode: (_node): _node is SourceNode => false,
    isElementNode: (node): node is SourceElement => node instanceof SourceElement,
    setNodeSourceCodeLocation() {},
    getNodeSourceCodeLocation: () => undefined,
    updateNodeSourceCodeLocation() {},
  };
}

/**
 * What `convertChildren` does besides copying, on a tree the parser built: the sibling links, and
 * a host's first declarative shadow root taken out of its children.
 */
function linkChildren(parent: SourceElement): void {
  const { childNodes } = parent;
  let previous: SourceNode | undefined;
  for (let index = 0; index < childNodes.length; index += 1) {
    const node = childNodes[index]!;
    if (node instanceof SourceElement) {
      linkChildren(node);
      if (node.content) linkChildren(node.content);
      if (
        !parent.shadowRootTemplate &&
        declaresShadowRoot(node.localName, node.namespaceURI, node.getAttribute('shadowrootmode')) &&
        canHostShadowRoot(parent)
      ) {
        parent.shadowRootTemplate = node;
        childNodes.splice(index, 1);
        index -= 1;
        continue;
      }
    }
    node.nextSibling = null;
    if (previous) previous.nextSibling = node;
    previous = node;
  }
}

/** `parseHtml` for a tree that is only read: no locations, and no tree of parse5's own on the way. */
function parseToRead(html: string, kind: 'document' | 'fragment'): SourceDocument {
  const treeAdapter = sourceTreeAdapter(html);
  const built =
    kind === 'document'
      ? parse(html, { treeAdapter })
      : (buildRenderedFragment(html, treeAdapter) ?? parseFragment(html, { treeAdapter }));
  const document = new SourceDocument(html, kind);
  for (const node of built.childNodes) {
    node.parentNode = document;
    document.childNodes.push(node);
  }
  linkChildren(document);
  return document;
}
