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
 * The fingerprint is two hashes, `<inputs>.<markup>`: what the markup was made from (attributes,
 * settings, light DOM), then the markup. The loader checks the first alone for an interactive
 * widget it leaves as markup until the reader touches it (reading a whole reference's markup cost
 * the page about 27 ms before anything was needed); the runtime checks both before it hydrates,
 * so hand-edited markup is shown as the page wrote it until the touch and rendered afresh then.
 *
 * The hash is no signature: whoever can write the markup can write its hash. It tells stale or
 * edited markup from the server's; it gives markup no more power than any markup of the page has
 * (nothing in it is applied as a style or a script: see react-host.tsx). The fingerprint itself
 * is computed in fingerprint.ts, a leaf the loader copies.
 */

// `sourceHashAttribute` holds the hash of the document a prerendered element was rendered from
// (see `documentHash`), followed by the address the document was read from when that is not `src`
// itself (a folder's `src` names the oclif manifest in it): the loader fetches that address for
// its check, never `src`.
export {
  prerenderedStyleAttribute,
  sourceHashAttribute,
  type FetchedSource,
  fetchedSourceKey,
} from '../../base/protocol';

/** The value of `sourceHashAttribute` for a document at `address` read for `src`. */
export function sourceRecord(hash: string, address: string, src: string): string {
  return address === src ? hash : `${hash} ${address}`;
}

/** The hash in a value of `sourceHashAttribute`, without the address (see `sourceRecord`). */
export function recordedHash(record: string): string {
  return record.split(' ')[0]!;
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

export {
  attributeFingerprint,
  documentHash,
  markReactPage,
  markupFingerprint,
  prerenderedAttribute,
  prerenderFingerprint,
  searchCopyAttribute,
  takeoverOf,
  type MarkupNode,
  type MarkupParent,
  type PrerenderInputs,
  type Takeover,
} from '../../base/fingerprint';
