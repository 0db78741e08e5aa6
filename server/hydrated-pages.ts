import { parseHtml, SourceComment, type SourceDocument } from './html';

/**
 * Pages that React hydrates (Next.js, Docusaurus, Gatsby, any page React rendered on a server):
 * React owns their elements, and hydration must find exactly the markup React wrote. A shadow root
 * declared after the build, a light-DOM search copy or a slot written into them makes React discard
 * the page's HTML (error #418). Their widgets are rendered by docs-widgets/react while the framework
 * renders, so the post-build prerender leaves such pages alone.
 */
const markers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['Next.js', /<script[^>]*>\s*\(?self\.__next_f\b|<script[^>]+id="__NEXT_DATA__"|<div id="__next"/],
  ['Docusaurus', /<div id="__docusaurus"/],
  ['Gatsby', /<div id="___gatsby"/],
];

/**
 * The last page `reactHydratedBy` had to parse itself. The command asks of each page first, then
 * renders it: the render takes this parse over (`takeParsedPage`), so a page prerendered before,
 * whose shadow roots hold React's marks, is parsed once and not twice (about half a second for a
 * 700 KB reference page).
 */
let parsedForQuestion: { html: string; document: SourceDocument } | undefined;

/** The parse of `html` that `reactHydratedBy` made, handed over once; undefined for any other text. */
export function takeParsedPage(html: string): SourceDocument | undefined {
  const parsed = parsedForQuestion;
  parsedForQuestion = undefined;
  return parsed?.html === html ? parsed.document : undefined;
}

/** React's own marks: its Suspense boundaries' comments (`<!--$-->`, `<!--$?-->`, `<!--$!-->`) and React 17's `data-reactroot`. */
const reactMarks = /<!--\$[?!]?-->|data-reactroot/;

/**
 * Whether React's marks stand in the page itself. Our prerendered shadow roots hold Suspense
 * comments too (React's server renderer writes them), but inside a `<template>`, whose content is
 * never part of the page React hydrates: marks there are ours, and a page prerendered before is
 * no React page. The text is searched first, so a page without any mark is not parsed.
 */
function hasReactMarks(html: string, document?: SourceDocument): boolean {
  if (!reactMarks.test(html)) return false;
  const page = document ?? parseHtml(html);
  if (!document) parsedForQuestion = { html, document: page };
  for (const element of [page, ...page.descendants()]) {
    if (element.hasAttribute('data-reactroot')) return true;
    const suspense = element.childNodes.some(
      (node) => node instanceof SourceComment && (node.data === '$' || node.data === '$?' || node.data === '$!'),
    );
    if (suspense) return true;
  }
  return false;
}

/**
 * The framework whose React hydrates `html`, or undefined for a page React does not hydrate.
 * `document` is the page already parsed, when the caller has it.
 */
export function reactHydratedBy(html: string, document?: SourceDocument): string | undefined {
  const framework = markers.find(([, pattern]) => pattern.test(html))?.[0];
  if (framework) return framework;
  return hasReactMarks(html, document) ? 'React' : undefined;
}

/**
 * Pages that Vue hydrates (VitePress, Nuxt). Vue leaves attributes it did not write alone, and a
 * declarative shadow root is no child of the element once parsed, but it checks children: the
 * light-DOM search copy and the tab sets' marker comment would be taken for a mismatch, so such
 * pages get the shadow roots without them.
 */
const vueMarkers: ReadonlyArray<[name: string, pattern: RegExp]> = [
  ['VitePress', /window\.__VP_HASH_MAP__|__VP_SITE_DATA__/],
  ['Nuxt', /<div id="__nuxt"/],
];

/** The framework whose Vue hydrates `html`, or undefined. */
export function vueHydratedBy(html: string): string | undefined {
  return vueMarkers.find(([, pattern]) => pattern.test(html))?.[0];
}
