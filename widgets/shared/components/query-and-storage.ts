/**
 * A reader's choice kept in the page address (`?name=value`) and in localStorage, for widgets that
 * remember one (tab sets, the command reference's version). Every function tolerates a missing or
 * locked-down browser API (sandboxed iframes and privacy modes throw on localStorage access):
 * remembering is a nicety, never a crash.
 */

/** The value of query parameter `name` in `search`, or undefined when absent or empty. */
export function readQueryValue(name: string, search = globalThis.location?.search ?? ''): string | undefined {
  try {
    return new URLSearchParams(search).get(name) || undefined;
  } catch {
    return undefined;
  }
}

function decodeQueryName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `href` with query parameter `name` set to `value`. Only that parameter changes: the others
 * keep their exact spelling (`%20` stays `%20`, a bare `?flag` stays bare) and the hash stays.
 */
export function withQueryValue(href: string, name: string, value: string): string {
  const url = new URL(href);
  const pair = new URLSearchParams([[name, value]]).toString();
  const kept: string[] = [];
  let placed = false;
  for (const part of url.search.slice(1).split('&')) {
    if (part === '') continue;
    if (decodeQueryName(part.split('=')[0]!) !== name) {
      kept.push(part);
    } else if (!placed) {
      kept.push(pair);
      placed = true;
    }
  }
  if (!placed) kept.push(pair);
  url.search = '?' + kept.join('&');
  return url.href;
}

/** Puts `value` in the address bar's query parameter `name` without navigating or adding history. */
export function writeQueryValue(name: string, value: string): void {
  try {
    const next = withQueryValue(location.href, name, value);
    if (next !== location.href) history.replaceState(history.state, '', next);
  } catch {
    // An opaque origin (about:blank, some sandboxes) refuses replaceState: keep the tab anyway.
  }
}

/** The text stored under `key`, or undefined when there is none or storage cannot be read. */
export function readStoredText(key: string): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key) ?? undefined;
  } catch {
    return undefined; // privacy modes throw on localStorage access
  }
}

/** Stores `text` under `key`; storage that is full or forbidden keeps nothing, quietly. */
export function storeText(key: string, text: string): void {
  try {
    globalThis.localStorage?.setItem(key, text);
  } catch {
    // The choice lasts for this page view only.
  }
}
