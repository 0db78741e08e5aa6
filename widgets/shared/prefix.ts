/**
 * Child tags follow their parent's prefix: a page that defines `<dw-persisted-tabs>` (the loader's
 * prefix option, `defineAll({ prefix })`) writes `<dw-tab-panel>` children, since the plain child
 * name may be taken too. A parent defined under a name of its own (`define('persisted-tabs',
 * 'my-tabs')`) keeps the standard child names.
 */
export function childTagName(hostTag: string | undefined, standardHostTag: string, standardChildTag: string): string {
  if (!hostTag || hostTag === standardHostTag || !hostTag.endsWith(`-${standardHostTag}`)) return standardChildTag;
  return hostTag.slice(0, -standardHostTag.length) + standardChildTag;
}
