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
  ['React', /<!--\$-->|<!--\$\?-->|data-reactroot/],
];

/** The framework whose React hydrates `html`, or undefined for a page React does not hydrate. */
export function reactHydratedBy(html: string): string | undefined {
  return markers.find(([, pattern]) => pattern.test(html))?.[0];
}
