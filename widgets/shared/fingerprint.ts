/**
 * The fingerprint of prerendered markup (see prerendered.ts for what it is for). A leaf module,
 * written for size: the loader carries its own copy (build/loader-own-modules.ts) so that it can
 * leave a static widget's markup alone without fetching the runtime, and every page fetches the
 * loader. Functions, not a class, so the bundler drops what a copy does not call.
 */

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

/** The attribute of the light-DOM copies of a prerendered widget's text (see `searchCopySlot`). */
export const searchCopyAttribute = 'data-dw-copy';

/** Attributes the page's early tab script sets in a tab set's shadow root before it hydrates (see early-choice.ts). */
const stateAttributes = ['aria-selected', 'tabindex', 'data-state', 'hidden'];

/**
 * Adds a tree to the hash: element names, attributes (unless `drop` says so) and text, with text
 * split anywhere read as one run (parsers may split long text). Comments, `<template>` content and
 * nested shadow roots are not children, so they are not read; elements that are light-DOM copies
 * of the text (`searchCopyAttribute`) are left out with what they hold when `lightDom` is set.
 */
function addTree(hash: Hash, nodes: ArrayLike<MarkupNode>, lightDom: boolean): void {
  for (let index = 0; index < nodes.length; index += 1) {
    const node = nodes[index]!;
    if (node.nodeType === TEXT_NODE) add(hash, node.data ?? '');
    else if (node.nodeType === ELEMENT_NODE && !(lightDom && node.hasAttribute?.(searchCopyAttribute))) {
      add(hash, `\u0001${node.localName ?? ''}`);
      const attributes = node.attributes ?? [];
      for (let position = 0; position < attributes.length; position += 1) {
        const { name, value } = attributes[position]!;
        // Light-DOM attributes the runtime and the server write themselves are theirs, not what the
        // markup was made from; in the shadow root, the early tab script's are left out.
        if (
          lightDom
            ? !name.startsWith('data-dw-') && name !== 'slot' && name !== 'data-state'
            : !stateAttributes.includes(name)
        )
          add(hash, `\u0002${name}\u0003${value}`);
      }
      add(hash, '\u0004');
      addTree(hash, node.childNodes ?? [], lightDom);
      add(hash, '\u0005');
    }
  }
}

/** Adds the host's attributes the widget renders with (its observed ones, and `id`), sorted by name. */
function addAttributes(hash: Hash, attributes: Iterable<readonly [string, string]>, observed: readonly string[]): void {
  for (const [name, value] of [...attributes]
    .filter(([name]) => name === 'id' || observed.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    add(hash, `\u0002${name}\u0003${value}`);
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

/** The fingerprint of prerendered markup and what it was made from (see prerendered.ts). */
export function prerenderFingerprint({
  attributes,
  observed,
  settings,
  lightDom,
  shadowRoot,
}: PrerenderInputs): string {
  const hash = newHash();
  addAttributes(hash, attributes, observed);
  add(hash, '\u0006');
  for (const setting of settings) add(hash, `${setting}\u0003`);
  add(hash, '\u0006');
  addTree(hash, lightDom, true);
  add(hash, '\u0006');
  addTree(hash, shadowRoot, false);
  return digest(hash);
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
 * gains no more power than with the full fingerprint (see prerendered.ts).
 */
export function attributeFingerprint(
  attributes: Iterable<readonly [string, string]>,
  observed: readonly string[],
): string {
  const hash = newHash();
  addAttributes(hash, attributes, observed);
  return attributesOnly + digest(hash);
}

/** The hash of a document's bytes as they arrived (a spec), for `data-dw-source`. */
export function documentHash(bytes: Uint8Array): string {
  const hash = newHash();
  add(hash, bytes);
  return digest(hash);
}

/** The attribute the server writes on the host: the fingerprint of what it rendered. */
export const prerenderedAttribute = 'data-dw-prerendered';

/** How an upgraded element starts: from scratch, by hydrating the server's markup, or by replacing it. */
export type Takeover = 'client' | 'hydrate' | 'replace';

export function takeoverOf(element: Element, observed: readonly string[], settings: readonly string[]): Takeover {
  const root = element.shadowRoot;
  if (!root?.childNodes.length) return 'client';
  const rendered = element.getAttribute(prerenderedAttribute);
  const attributes = Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const);
  return rendered ===
    (rendered?.startsWith(attributesOnly)
      ? attributeFingerprint(attributes, observed)
      : prerenderFingerprint({
          attributes,
          observed,
          settings,
          lightDom: element.childNodes as unknown as ArrayLike<MarkupNode>,
          shadowRoot: root.childNodes as unknown as ArrayLike<MarkupNode>,
        }))
    ? 'hydrate'
    : 'replace';
}
