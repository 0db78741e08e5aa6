/**
 * What ties server-rendered markup to the attributes it was rendered with. The server writes
 * `data-dw-prerendered="<fingerprint>"` on the host; an element that finds a declarative shadow
 * root on upgrade hydrates it only when its attributes still give the same fingerprint, and
 * renders afresh otherwise (an attribute changed by a script or a later edit of the page).
 */
export const prerenderedAttribute = 'data-dw-prerendered';

/** The `<link>`s to the built stylesheet that the server puts first in a declarative shadow root. */
export const prerenderedStyleAttribute = 'data-dw-style';

/** A `style` attribute of the server's markup, applied by the element through the CSSOM (see server/prerender.ts). */
export const inlineStyleAttribute = 'data-dw-inline-style';

/** FNV-1a of the attributes a widget renders with (its observed attributes and `id`), in name order. */
export function attributeFingerprint(
  attributes: Iterable<readonly [string, string]>,
  observed: readonly string[],
): string {
  const wanted = new Set([...observed, 'id']);
  const text = [...attributes]
    .filter(([name]) => wanted.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('\u0000');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** How an upgraded element starts: from scratch, by hydrating the server's markup, or by replacing it. */
export type Takeover = 'client' | 'hydrate' | 'replace';

export function takeoverOf(element: Element, observed: readonly string[]): Takeover {
  const root = element.shadowRoot;
  if (!root || root.childNodes.length === 0) return 'client';
  const rendered = element.getAttribute(prerenderedAttribute);
  const now = attributeFingerprint(
    Array.from(element.attributes, (attribute) => [attribute.name, attribute.value] as const),
    observed,
  );
  return rendered === now ? 'hydrate' : 'replace';
}

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
