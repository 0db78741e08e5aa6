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
