/**
 * The fingerprint of prerendered markup (see prerendered.ts for what it is for), as the server
 * writes it and the runtime checks it. The loader checks it with its own smaller code
 * (loader/markup-check.ts), which a unit test holds to the same hashes.
 */

import {
  ownAttributePrefix,
  prerenderedAttribute,
  reactPageKey,
  searchCopyAttribute,
  unreadHostAttribute,
} from './protocol';

export { prerenderedAttribute, searchCopyAttribute };

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/**
 * The part of a DOM node, or of the server's source tree (server/html.ts), that the fingerprint
 * reads: the DOM's cheapest surface, since the loader reads a whole reference's markup before the
 * page is live (sibling links make no node lists; attribute names make no `Attr` objects).
 */
export interface MarkupNode {
  readonly nodeType: number;
  readonly firstChild?: MarkupNode | null;
  readonly nextSibling: MarkupNode | null;
  readonly localName?: string;
  readonly data?: string;
  getAttributeNames?(): string[];
  getAttribute?(name: string): string | null;
  hasAttribute?(name: string): boolean;
}

/** What holds a tree the fingerprint reads: an element, a shadow root, a parsed fragment. */
export interface MarkupParent {
  readonly firstChild?: MarkupNode | null;
}

/** Two FNV-1a hashes with different seeds, [low, high]: 64 bits, enough that stale markup never passes by chance. */
type Hash = [number, number];

const newHash = (): Hash => [0x811c9dc5, 0x050c5d1f];

/** Adds text (UTF-16 code units) or bytes to the hash. */
function add(hash: Hash, input: string | Uint8Array): void {
  let [low, high] = hash;
  const text = typeof input === 'string';
  for (let index = 0; index < input.length; index += 1) {
    const code = text ? input.charCodeAt(index) : input[index]!;
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code, 0x01000193);
  }
  hash[0] = low;
  hash[1] = high;
}

const digest = ([low, high]: Hash): string => (high >>> 0).toString(36) + (low >>> 0).toString(36).padStart(7, '0');

/** Attributes the page's early tab script sets in a tab set's shadow root before it hydrates (see early-choice.ts). */
const stateAttributes = ['aria-selected', 'tabindex', 'data-state', 'hidden'];

/**
 * Adds a tree's parts to `parts`: element names, attributes and text, with text split anywhere
 * read as one run (parsers may split long text). Comments, `<template>` content and nested shadow
 * roots are not children, so they are not read; elements that are light-DOM copies of the text
 * (`searchCopyAttribute`) are left out with what they hold when `lightDom` is set. The parts are
 * hashed as one string afterwards, which gives the hash of adding each in turn, with the hash's
 * loop run once and long enough to be compiled.
 */
function addTree(parts: string[], parent: MarkupParent, lightDom: boolean): void {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === TEXT_NODE) parts.push(node.data ?? '');
    else if (node.nodeType === ELEMENT_NODE && !(lightDom && node.hasAttribute!(searchCopyAttribute))) {
      parts.push(`\u0001${node.localName ?? ''}`);
      for (const name of node.getAttributeNames!()) {
        // Light-DOM attributes the runtime and the server write themselves are theirs, not what the
        // markup was made from; in the shadow root, the early tab script's are left out.
        if (
          lightDom
            ? !name.startsWith(ownAttributePrefix) && name !== 'slot' && name !== 'data-state'
            : !stateAttributes.includes(name)
        )
          parts.push(`\u0002${name}\u0003${node.getAttribute!(name)}`);
      }
      parts.push('\u0004');
      addTree(parts, node, lightDom);
      parts.push('\u0005');
    }
  }
}

/**
 * Adds the host's attributes, sorted by name, but those that never change a render
 * (`unreadHostAttribute`): the same rule for every tag, so that the loader carries no list of each
 * tag's attributes.
 */
function addAttributes(hash: Hash, attributes: Iterable<readonly [string, string]>): void {
  for (const [name, value] of [...attributes]
    .filter(([name]) => !unreadHostAttribute.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    add(hash, `\u0002${name}\u0003${value}`);
}

export interface PrerenderInputs {
  /** The host's attributes (all but `unreadHostAttribute` are read). */
  attributes: Iterable<readonly [string, string]>;
  /** The page's settings, in `configKeys` order ('' for one the page does not set). */
  settings: readonly string[];
  /** The host, for its children (its light DOM). */
  lightDom: MarkupParent;
  /** The shadow root, as the server wrote it. */
  shadowRoot: MarkupParent;
}

/** The hash of what prerendered markup was made from: the host's attributes, the page's settings, the light DOM. */
function inputsDigest({ attributes, settings, lightDom }: Omit<PrerenderInputs, 'shadowRoot'>): string {
  const hash = newHash();
  addAttributes(hash, attributes);
  const parts = ['\u0006', ...settings.map((setting) => `${setting}\u0003`), '\u0006'];
  addTree(parts, lightDom, true);
  add(hash, parts.join(''));
  return digest(hash);
}

/** The hash of the markup itself. */
function markupDigest(shadowRoot: MarkupParent): string {
  const parts: string[] = [];
  addTree(parts, shadowRoot, false);
  const hash = newHash();
  add(hash, parts.join(''));
  return digest(hash);
}

/**
 * The fingerprint of prerendered markup and what it was made from (see prerendered.ts): two
 * hashes, `<inputs>.<markup>`, so that the loader can check what the markup was made from without
 * reading the markup (see `takeoverOf`).
 */
export function prerenderFingerprint(
  inputs: PrerenderInputs,
  /** `markupFingerprint(inputs.shadowRoot)`, when the caller has it already. */
  markup = markupDigest(inputs.shadowRoot),
): string {
  return `${inputsDigest(inputs)}.${markup}`;
}

/**
 * The markup's part of `prerenderFingerprint`, alone: the same wherever the markup is written, so
 * the server computes it once for markup it writes on many pages (a reference).
 */
export function markupFingerprint(shadowRoot: MarkupParent): string {
  return markupDigest(shadowRoot);
}

/**
 * What marks the fingerprint a React framework writes (`attributeFingerprint`); never the start
 * of `prerenderFingerprint`'s, which has only letters, digits and a dot.
 */
const attributesOnly = 'a_';

/**
 * The fingerprint of markup that docs-widgets/react writes while a React framework renders the page
 * (package/react-component.ts): React writes the element and its declarative shadow root in one
 * render, from the same props, on the server and again in the browser, where it has no shadow
 * markup to hash. So only the attributes are read; the markup cannot go stale apart from them, and
 * gains no more power than with the full fingerprint (see prerendered.ts).
 */
export function attributeFingerprint(attributes: Iterable<readonly [string, string]>): string {
  const hash = newHash();
  addAttributes(hash, attributes);
  return attributesOnly + digest(hash);
}

/**
 * Marks the page as React's: its elements' attribute-only fingerprints are accepted from now on
 * (docs-widgets/react calls it in the browser before it defines a tag). Markup alone cannot say so,
 * so a hand-written or rewritten element that carries that form is rendered afresh rather than
 * left as written.
 */
export function markReactPage(): void {
  (globalThis as Record<symbol, unknown>)[reactPageKey] = true;
}

/** The hash of a document's bytes as they arrived (a spec), for `data-dw-source`. */
export function documentHash(bytes: Uint8Array): string {
  const hash = newHash();
  add(hash, bytes);
  return digest(hash);
}

/** How an upgraded element starts: from scratch, by hydrating the server's markup, or by replacing it. */
export type Takeover = 'client' | 'hydrate' | 'replace';

/**
 * How an element with a shadow root takes it over: `hydrate` when its fingerprint matches what
 * the browser parsed. With `readMarkup` false only what the markup was made from is checked
 * (attributes, settings, light DOM), not the markup: the loader's check of an interactive widget
 * it leaves until the reader touches it, which reads a few nodes instead of a whole reference's
 * (about 27 ms for 13,575 nodes); the runtime reads the markup when the element wakes, before it
 * hydrates. A static widget never wakes, so the loader reads its markup.
 */
export function takeoverOf(element: Element, settings: readonly string[], readMarkup = true): Takeover {
  const root = element.shadowRoot;
  if (!root?.childNodes.length) return 'client';
  const rendered = element.getAttribute(prerenderedAttribute) ?? '';
  const attributes = Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const);
  if (rendered.startsWith(attributesOnly))
    return (globalThis as Record<symbol, unknown>)[reactPageKey] && rendered === attributeFingerprint(attributes)
      ? 'hydrate'
      : 'replace';
  const [inputs, markup] = rendered.split('.');
  return inputs === inputsDigest({ attributes, settings, lightDom: element as unknown as MarkupParent }) &&
    (!readMarkup || markup === markupDigest(root as unknown as MarkupParent))
    ? 'hydrate'
    : 'replace';
}
