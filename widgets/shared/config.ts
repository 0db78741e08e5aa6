import { safeHref } from './safe-url';

/**
 * Page-wide settings. A page sets them once with meta tags (which work under a strict CSP,
 * unlike an inline script):
 *
 *   <meta name="docs-widgets:docs-base" content="https://docs.example.com">
 *   <meta name="docs-widgets:dashboard-base" content="https://app.example.com/dashboard">
 *
 * and any element overrides one with the attribute of the same name (`docs-base="…"`).
 */
export type ConfigKey = 'docs-base' | 'dashboard-base' | 'api-base';

function pageOrigin(): string {
  return globalThis.location?.origin && globalThis.location.origin !== 'null'
    ? globalThis.location.origin
    : 'http://localhost';
}

const defaults: Record<ConfigKey, () => string> = {
  'docs-base': () => pageOrigin() + '/',
  'dashboard-base': () => pageOrigin() + '/dashboard',
  'api-base': () => pageOrigin() + '/api',
};

function pageLevel(key: ConfigKey): string {
  const meta = globalThis.document?.querySelector<HTMLMetaElement>(`meta[name="docs-widgets:${key}"]`);
  return meta?.content || defaults[key]();
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url, pageOrigin() + '/').origin;
  } catch {
    return undefined;
  }
}

/**
 * Keys whose requests carry the reader's access token. Whoever can write a tag on the page (a
 * partner's CMS snippet) must not be able to send that token elsewhere, so an element may
 * override these only within the origin the page itself configured.
 */
const credentialedKeys: ReadonlySet<ConfigKey> = new Set(['api-base']);

export function readConfig(host: Element | undefined, key: ConfigKey): string {
  const own = host?.getAttribute(key);
  const page = pageLevel(key);
  if (!own) return page;
  if (credentialedKeys.has(key) && originOf(own) !== originOf(page)) {
    console.warn(
      `<${host?.localName}> attribute "${key}": "${own}" is on another origin than the page's ` +
        `${key} (${page}); using the page's. Set the docs-widgets:${key} meta tag to change it.`,
    );
    return page;
  }
  return own;
}

function withTrailingSlash(base: string): string {
  return base.endsWith('/') ? base : base + '/';
}

/**
 * Joins a base and a site-relative path the way authors expect: `/guides/x` under
 * `https://host/docs` gives `https://host/docs/guides/x`, not `https://host/guides/x`.
 * Absolute URLs pass through; unsafe schemes give undefined.
 */
export function joinUrl(base: string, path: string): string | undefined {
  const absoluteBase = safeHref(base, pageOrigin() + '/');
  if (!absoluteBase) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path.trim()) || path.startsWith('//')) {
    return safeHref(path, absoluteBase);
  }
  if (path.startsWith('#')) return safeHref(path, absoluteBase);
  return safeHref(path.replace(/^\/+/, ''), withTrailingSlash(absoluteBase));
}

export function docsUrl(host: Element | undefined, path: string): string | undefined {
  return joinUrl(readConfig(host, 'docs-base'), path);
}

export function dashboardUrl(host: Element | undefined, path: string): string | undefined {
  return joinUrl(readConfig(host, 'dashboard-base'), path);
}
