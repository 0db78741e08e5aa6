/**
 * The few rules a widget needs from the page's own stylesheets, because a shadow root cannot say
 * them: the site's colour scheme, and a text size that does not compound. The runtime adopts them
 * into the document (adoptPageStyles, from element.tsx); the prerender links them from each
 * page's head (server/stylesheets.ts), so a widget waiting for the reader's first touch has them
 * from the first paint, with no script.
 *
 * Colour scheme: a shadow root's CSS cannot see a class or attribute on `<html>` or `<body>`
 * (`:host-context()` is Chromium's alone), but `color-scheme` is inherited, and the tokens pick
 * every colour with `light-dark()`. So a light-DOM rule that sets `color-scheme` on our hosts
 * under the site's marker is all a widget needs to follow the site, prerendered or live.
 *
 * Text size: the host takes the size of the text around it (tokens.css), and the tokens scale
 * `--dw-text-size`, the host's size. Registered as a length, it is computed once, on the host, and
 * inherited as pixels, so a small label inside a small header is small once, not twice. A
 * `@property` rule only registers from the document, not from a shadow root.
 */

/** Marker selectors, by the scheme they mean. Later entries win over earlier ones. */
const markers: ReadonlyArray<readonly [scheme: string, selectors: readonly string[]]> = [
  // Furo's default: the site follows the reader's system, and so do we.
  ['light dark', ['[data-theme=auto]']],
  ['light', ['html.light', '[data-theme=light]', '[data-md-color-scheme=default]', '[data-bs-theme=light]']],
  // Tailwind, Hextra, next-themes: a class on <html>. Furo, Starlight, Docusaurus: data-theme.
  // Material for MkDocs: its slate palette. Bootstrap 5.3 and Docsy: data-bs-theme.
  ['dark', ['html.dark', '[data-theme=dark]', '[data-md-color-scheme=slate]', '[data-bs-theme=dark]']],
];

/** The attributes a page changes to switch its scheme, for observers of the page. */
export const colorSchemeMarkerAttributes = ['class', 'data-theme', 'data-md-color-scheme', 'data-bs-theme'] as const;

/**
 * The rules for the hosts `hosts` (a selector list) names. A host with a theme of its own
 * (`data-dw-theme`, resolved from `theme` or `data-theme` by the runtime or the server) is left
 * to its shadow root's rule: a page's rule on the host would win over it.
 */
export function pageCss(hosts: string): string {
  return [
    '@property --dw-text-size{syntax:"<length>";inherits:true;initial-value:16px}',
    ...markers.map(
      ([scheme, selectors]) => `:is(${selectors.join()}) :is(${hosts}):not([data-dw-theme]){color-scheme:${scheme}}`,
    ),
  ].join('\n');
}

const adopted = new Set<string>();
let documentSheet: CSSStyleSheet | undefined;

/**
 * Gives a defined tag's hosts the page's rules, through one constructable sheet on the document
 * (which a strict `style-src` policy allows, unlike a `<style>` element).
 */
export function adoptPageStyles(tag: string): void {
  if (adopted.has(tag) || !globalThis.document?.adoptedStyleSheets || typeof CSSStyleSheet === 'undefined') return;
  adopted.add(tag);
  if (!documentSheet) {
    documentSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, documentSheet];
  }
  documentSheet.replaceSync(pageCss([...adopted].join()));
}
