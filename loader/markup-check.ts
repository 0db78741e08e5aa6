import {
  ownAttributePrefix,
  prerenderedAttribute,
  reactPageKey,
  searchCopyAttribute,
  unreadHostAttribute,
} from '../base/protocol';

/**
 * The loader's own check of prerendered markup against its fingerprint: the same hashes as
 * base/fingerprint.ts (the server's and the runtime's; a unit test compares them), written
 * for the loader alone and for size, since every page with a widget fetches the loader. Each text
 * is hashed in one pass over one string, which gives what the fingerprint's steps give.
 */

/** Two FNV-1a hashes with different seeds over UTF-16 code units or bytes, as `<high><low>` in base 36. */
export function hashOf(input: string | Uint8Array): string {
  let low = 0x811c9dc5;
  let high = 0x050c5d1f;
  for (let index = 0; index < input.length; index++) {
    const code = typeof input == 'string' ? input.charCodeAt(index) : input[index]!;
    low = Math.imul(low ^ code, 0x01000193);
    high = Math.imul(high ^ code, 0x01000193);
  }
  return (high >>> 0).toString(36) + (low >>> 0).toString(36).padStart(7, '0');
}

/** `\u0002<name>\u0003<value>`, an attribute as the fingerprint reads it. */
const attributeText = (attribute: Attr) => `\u0002${attribute.name}\u0003${attribute.value}`;

/**
 * The text the fingerprint hashes for a tree: in a light DOM, search copies and our own host
 * attributes left out; in a shadow root, the attributes the page's early tab script sets.
 */
function treeText(parent: Node, lightDom: boolean): string {
  let text = '';
  for (const node of parent.childNodes as NodeListOf<Element & Text>) {
    if (node.nodeType == 3) text += node.data;
    else if (node.nodeType == 1 && !(lightDom && node.hasAttribute(searchCopyAttribute)))
      text += `\u0001${node.localName}${[...node.attributes]
        .filter(({ name }) =>
          lightDom
            ? !name.startsWith(ownAttributePrefix) && name != 'slot' && name != 'data-state'
            : !['aria-selected', 'tabindex', 'data-state', 'hidden'].includes(name),
        )
        .map(attributeText)
        .join('')}\u0004${treeText(node, lightDom)}\u0005`;
  }
  return text;
}

/**
 * Whether a prerendered element's markup is the server's: its fingerprint matches the host's
 * attributes (all but `unreadHostAttribute`), the page's `settings`, its light DOM and, with
 * `readMarkup`, the markup itself. False with no markup. An attribute-only fingerprint (`a_…`,
 * written by docs-widgets/react) is checked against the attributes alone, and only on a page
 * docs-widgets/react has marked as React's (`reactPageKey`): elsewhere nothing says React wrote it.
 */
export function markupIsCurrent(element: Element, settings: readonly string[], readMarkup: boolean): boolean {
  const rendered = element.getAttribute(prerenderedAttribute) ?? '';
  const [inputs, markup] = rendered.split('.');
  const attributes = [...element.attributes]
    .filter(({ name }) => !unreadHostAttribute.test(name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .map(attributeText)
    .join('');
  return (
    !!element.shadowRoot?.firstChild &&
    (rendered.startsWith('a_')
      ? !!(globalThis as Record<symbol, unknown>)[reactPageKey] && rendered == 'a_' + hashOf(attributes)
      : inputs == hashOf(`${attributes}\u0006${settings.join('\u0003')}\u0003\u0006${treeText(element, true)}`) &&
        (!readMarkup || markup == hashOf(treeText(element.shadowRoot, false))))
  );
}
