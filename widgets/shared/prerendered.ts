/**
 * What ties server-rendered markup to what it was rendered from. The server writes
 * `data-dw-prerendered="<fingerprint>"` on the host: a hash of the element's attributes, the
 * page's settings (the head's `docs-widgets:*` meta tags), the host's light DOM and the declarative
 * shadow root's markup itself. An element that finds a declarative shadow root on upgrade hydrates
 * it only when the same hash comes out of what the browser parsed, and renders afresh otherwise:
 * an attribute changed by a script, a page edited after the build, a head that sets other bases,
 * markup that is stale or was changed by hand (an extra link, a changed `href`, which hydration
 * would otherwise keep, since React does not compare attributes when it hydrates).
 *
 * A document the markup was rendered from (a `<cli-reference>` spec) has its own hash in
 * `data-dw-source`, which the element checks once it has loaded the document, before hydrating.
 *
 * The hash is no signature: whoever can write the markup can write its hash. It tells stale or
 * edited markup from the server's; it gives markup no more power than any markup of the page has
 * (nothing in it is applied as a style or a script: see react-host.tsx).
 */
export const prerenderedAttribute = 'data-dw-prerendered';

/** The hash of the document a prerendered element was rendered from (see `documentHash`). */
export const sourceHashAttribute = 'data-dw-source';

/** The `<link>`s to the built stylesheet that the server puts first in a declarative shadow root. */
export const prerenderedStyleAttribute = 'data-dw-style';

/**
 * The slot where a prerendered section's light-DOM copy sits: the server writes the text of the
 * shadow root's sections again in the light DOM (`data-dw-copy`), because search indexes such as
 * Pagefind read neither shadow roots nor declarative ones. A copy whose section has such a slot
 * (the command reference's) is placed there, visually hidden by base.css, so a link to
 * `#<section id>` finds it and scrolls to the section even without JavaScript; the rest of the
 * text is in one copy that no slot takes, which the browser never renders.
 */
export function searchCopySlot(sectionId: string): string {
  return `dw-copy:${sectionId}`;
}

/** The attribute of the light-DOM copies (see `searchCopySlot`). */
export const searchCopyAttribute = 'data-dw-copy';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** The part of a DOM node, or of the server's source tree (server/html.ts), that the fingerprint reads. */
export interface MarkupNode {
  readonly nodeType: number;
  readonly childNodes?: ArrayLike<MarkupNode>;
  readonly localName?: string;
  readonly attributes?: ArrayLike<{ readonly name: string; readonly value: string }>;
  readonly data?: string;
  hasAttribute?(name: string): boolean;
}

/** Two FNV-1a hashes with different seeds: 64 bits, enough that stale markup never passes by chance. */
class Hash {
  #low = 0x811c9dc5;
  #high = 0x050c5d1f;
  add(text: string): this {
    let low = this.#low;
    let high = this.#high;
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      low = Math.imul(low ^ code, 0x01000193);
      high = Math.imul(high ^ code, 0x01000193);
    }
    this.#low = low;
    this.#high = high;
    return this;
  }
  addBytes(bytes: Uint8Array): this {
    let low = this.#low;
    let high = this.#high;
    for (let index = 0; index < bytes.length; index += 1) {
      low = Math.imul(low ^ bytes[index]!, 0x01000193);
      high = Math.imul(high ^ bytes[index]!, 0x01000193);
    }
    this.#low = low;
    this.#high = high;
    return this;
  }
  toString(): string {
    return (this.#high >>> 0).toString(36) + (this.#low >>> 0).toString(36).padStart(7, '0');
  }
}

/** Attributes the page's early tab script sets in a tab set's shadow root before it hydrates (see early-choice.ts). */
const stateAttributes = new Set(['aria-selected', 'tabindex', 'data-state']);

/** Light-DOM attributes the runtime and the server write themselves: theirs, not what the markup was made from. */
function isOwnLightDomAttribute(name: string): boolean {
  return name.startsWith('data-dw-') || name === 'slot' || name === 'data-state';
}

/**
 * Adds a tree to the hash: element names, attributes (those `keep` accepts) and text, with text
 * split anywhere read as one run (parsers may split long text). Comments, `<template>` content
 * and nested shadow roots are not children, so they are not read; elements `skip` accepts are left
 * out with what they hold.
 */
function addTree(
  hash: Hash,
  nodes: ArrayLike<MarkupNode>,
  keep: (name: string) => boolean,
  skip?: (node: MarkupNode) => boolean,
): void {
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index]!;
    if (node.nodeType === TEXT_NODE) hash.add(node.data ?? '');
    else if (node.nodeType === ELEMENT_NODE && !skip?.(node)) {
      hash.add(`\u0001${node.localName ?? ''}`);
      const attributes = node.attributes ?? [];
      for (let position = 0; position < attributes.length; position += 1) {
        const { name, value } = attributes[position]!;
        if (keep(name)) hash.add(`\u0002${name}\u0003${value}`);
      }
      hash.add('\u0004');
      addTree(hash, node.childNodes ?? [], keep, skip);
      hash.add('\u0005');
    }
  }
}

export interface PrerenderInputs {
  /** The host's attributes. */
  attributes: Iterable<readonly [string, string]>;
  /** The attributes the widget renders with (its observed attributes); `id` is always read. */
  observed: readonly string[];
  /** The page's settings, in `configKeys` order ('' for one the page does not set). */
  settings: readonly string[];
  /** The host's children (its light DOM). */
  lightDom: ArrayLike<MarkupNode>;
  /** The shadow root's children, as the server wrote them. */
  shadowRoot: ArrayLike<MarkupNode>;
}

/** The fingerprint of prerendered markup and what it was made from (see the module comment). */
export function prerenderFingerprint({
  attributes,
  observed,
  settings,
  lightDom,
  shadowRoot,
}: PrerenderInputs): string {
  const hash = new Hash();
  const wanted = new Set([...observed, 'id']);
  const own = [...attributes].filter(([name]) => wanted.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of own) hash.add(`\u0002${name}\u0003${value}`);
  hash.add('\u0006');
  for (const setting of settings) hash.add(`${setting}\u0003`);
  hash.add('\u0006');
  addTree(
    hash,
    lightDom,
    (name) => !isOwnLightDomAttribute(name),
    (node) => node.hasAttribute?.(searchCopyAttribute) === true,
  );
  hash.add('\u0006');
  addTree(hash, shadowRoot, (name) => !stateAttributes.has(name));
  return hash.toString();
}

/**
 * What marks the fingerprint a React framework writes (`attributeFingerprint`); never the start
 * of `prerenderFingerprint`'s, which has only letters and digits.
 */
const attributesOnly = 'a_';

/**
 * The fingerprint of markup that docs-widgets/react writes while a React framework renders the page
 * (package/react-component.ts): React writes the element and its declarative shadow root in one
 * render, from the same props, on the server and again in the browser, where it has no shadow
 * markup to hash. So only the attributes are read; the markup cannot go stale apart from them, and
 * gains no more power than with the full fingerprint (see the module comment).
 */
export function attributeFingerprint(
  attributes: Iterable<readonly [string, string]>,
  observed: readonly string[],
): string {
  const hash = new Hash();
  const wanted = new Set([...observed, 'id']);
  const own = [...attributes].filter(([name]) => wanted.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of own) hash.add(`\u0002${name}\u0003${value}`);
  return attributesOnly + hash.toString();
}

/** The hash of a document's bytes as they arrived (a spec), for `data-dw-source`. */
export function documentHash(bytes: Uint8Array): string {
  return new Hash().addBytes(bytes).toString();
}

/** How an upgraded element starts: from scratch, by hydrating the server's markup, or by replacing it. */
export type Takeover = 'client' | 'hydrate' | 'replace';

export function takeoverOf(element: Element, observed: readonly string[], settings: readonly string[]): Takeover {
  const root = element.shadowRoot;
  if (!root || root.childNodes.length === 0) return 'client';
  const rendered = element.getAttribute(prerenderedAttribute);
  if (!rendered) return 'replace';
  const attributes = Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const);
  if (rendered.startsWith(attributesOnly))
    return rendered === attributeFingerprint(attributes, observed) ? 'hydrate' : 'replace';
  const now = prerenderFingerprint({
    attributes,
    observed,
    settings,
    lightDom: element.childNodes as unknown as ArrayLike<MarkupNode>,
    shadowRoot: root.childNodes as unknown as ArrayLike<MarkupNode>,
  });
  return rendered === now ? 'hydrate' : 'replace';
}
