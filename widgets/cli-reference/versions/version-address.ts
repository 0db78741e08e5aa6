import { withQueryValue } from '../../persisted-tabs';

/** The address without the query parameter `name` (the other parameters kept as written). */
function withoutQueryValue(href: string, name: string): string {
  const url = new URL(href);
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((part) => {
      if (part === '') return false;
      try {
        return decodeURIComponent(part.split('=')[0]!.replace(/\+/g, ' ')) !== name;
      } catch {
        return true;
      }
    });
  url.search = kept.length > 0 ? `?${kept.join('&')}` : '';
  return url.href;
}

/**
 * The page's address showing `version` and, when given, a fragment. The newest version is what
 * the plain address shows, so its address names no version (pass no `newest` for an address that
 * must keep naming it, such as a link in an exported changelog).
 */
export function addressFor(queryName: string, version: string, anchor?: string, newest?: string): string {
  const url = new URL(
    version === newest
      ? withoutQueryValue(location.href, queryName)
      : withQueryValue(location.href, queryName, version),
  );
  if (anchor !== undefined) url.hash = encodeURIComponent(anchor);
  return url.href;
}
