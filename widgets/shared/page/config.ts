import { metaPrefix, settingNames } from '../../../base/protocol';
import { safeHref } from '../../../base/safe-url';

/**
 * Page-wide settings. A page sets them once with meta tags (which work under a strict CSP,
 * unlike an inline script):
 *
 *   <meta name="docs-widgets:docs-base" content="https://docs.example.com">
 *   <meta name="docs-widgets:dashboard-base" content="https://app.example.com/dashboard">
 *
 * and any element overrides one with the attribute of the same name (`docs-base="…"`). Only
 * meta tags that are direct children of the document's `<head>` count (see `pageMeta`).
 */
export type ConfigKey = (typeof settingNames)[number];

/** Every page setting, in the order the prerender fingerprint reads them (see prerendered.ts). */
export const configKeys: readonly ConfigKey[] = settingNames;

/** The page being rendered on the server (docs-widgets/server), which has no `location` or `document`. */
interface ServerPage {
  origin: string;
  /** The page's own address on the site (`/en/latest/cli.html`), which its relative links resolve against. @default '/' */
  path?: string;
  /** The head's `docs-widgets:*` meta tags. */
  meta: Partial<Record<ConfigKey, string>>;
}

let serverPage: ServerPage | undefined;

/** Runs `render` (a synchronous server render) with the settings of the page it renders for. */
export function withServerPage<T>(page: ServerPage, render: () => T): T {
  const before = serverPage;
  serverPage = page;
  try {
    return render();
  } finally {
    serverPage = before;
  }
}

/** What relative addresses resolve against: the document's base URL, or on the server the page's address on the site. */
export function pageBaseUrl(): string {
  if (serverPage) return new URL(serverPage.path ?? '/', serverPage.origin + '/').href;
  if (!globalThis.document) return pageOrigin() + '/';
  return globalThis.document.baseURI;
}

function pageOrigin(): string {
  if (serverPage) return serverPage.origin;
  return globalThis.location?.origin && globalThis.location.origin !== 'null'
    ? globalThis.location.origin
    : 'http://localhost';
}

const defaults: Record<ConfigKey, () => string> = {
  'docs-base': () => pageOrigin() + '/',
  'dashboard-base': () => pageOrigin() + '/dashboard',
  'api-base': () => pageOrigin() + '/api',
};

/**
 * The content of the page's own `<meta name="docs-widgets:<name>">`, read only from direct
 * children of the real document's `<head>`. The body is not the page's configuration: pasted
 * snippets, CMS and Markdown content land there, and a meta tag in it (or in any shadow root) must
 * not move where links point or where the reader's token goes. A meta added to the head later, by
 * a page script, still counts.
 */
export function pageMeta(name: string): string | undefined {
  if (serverPage) return (serverPage.meta as Partial<Record<string, string>>)[name];
  const head = globalThis.document?.head;
  if (!head) return undefined;
  for (const child of Array.from(head.children)) {
    if (child.localName === 'meta' && child.getAttribute('name') === metaPrefix + name) {
      return child.getAttribute('content') ?? undefined;
    }
  }
  return undefined;
}

/** The page's own settings as its head writes them ('' for one it does not set), in `configKeys` order. */
export function pageSettings(): string[] {
  return configKeys.map((key) => pageMeta(key) ?? '');
}

function pageLevel(key: ConfigKey): string {
  return pageMeta(key) || defaults[key]();
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

/** Warnings already given per element: settings are read on every render, the warning once. */
const warned = new WeakMap<Element, Set<string>>();

function warnOnce(host: Element | undefined, message: string): void {
  if (host) {
    const given = warned.get(host) ?? new Set<string>();
    if (given.has(message)) return;
    warned.set(host, given.add(message));
  }
  console.warn(message);
}

export function readConfig(host: Element | undefined, key: ConfigKey): string {
  const own = host?.getAttribute(key);
  const page = pageLevel(key);
  if (!own) return page;
  if (credentialedKeys.has(key) && !trustedOrigins().has(originOf(own) ?? '')) {
    warnOnce(
      host,
      `<${host?.localName}> attribute "${key}": "${own}" is on another origin than the page's ` +
        `${key} (${page}); using the page's. Set the docs-widgets:${key} meta tag to change it.`,
    );
    return page;
  }
  return own;
}

/**
 * Why an address cannot be an API base: `empty`; `no-scheme` (`//host`, `/\host`: the browser
 * reads another host there); `not-http` (a word, a relative path, `javascript:`, `data:`, `ftp:`);
 * `credentials` (a user name or password in it). An id, not a sentence: the widget that names the
 * problem says it in the page's language (`api-settings.reason-…`).
 */
export type ApiBaseProblem = 'empty' | 'no-scheme' | 'not-http' | 'credentials';

/**
 * Why `raw` cannot be an API base, or undefined when it can: it must be an absolute http(s) URL
 * without user name or password, or a path from the site root (`/api`). Anything else (a word,
 * a relative path, `//host`, `javascript:`, `data:`) would be requested somewhere the author
 * did not mean, so the widget says so and sends nothing.
 */
export function apiBaseProblem(raw: string): ApiBaseProblem | undefined {
  const value = raw.trim();
  if (value === '') return 'empty';
  if (value.startsWith('/') || value.startsWith('\\')) {
    // The URL parser reads `//host`, `/\host` and `/<tab>/host` as another host: a path must stay
    // on the page's origin.
    return originOf(value) === pageOrigin() ? undefined : 'no-scheme';
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return 'not-http';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not-http';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not-http';
  if (url.username || url.password) return 'credentials';
  return undefined;
}

/** The origins a token may go to: the page's own, and the one its head's api-base names. */
function trustedOrigins(): Set<string> {
  const origins = new Set([pageOrigin()]);
  const configured = pageMeta('api-base');
  if (configured && !apiBaseProblem(configured)) origins.add(originOf(configured) ?? pageOrigin());
  return origins;
}

/** The API base an element uses, with where it came from so a problem can name it. */
export type ApiBase =
  | {
      status: 'usable';
      /** Absolute, without trailing slashes. */
      url: string;
      /** An attribute on another origin that was ignored for `url`. */
      refused?: string;
    }
  | { status: 'unusable'; source: 'attribute' | 'meta'; value: string; reason: ApiBaseProblem };

/**
 * The API base for `host`: its `api-base` attribute when that is a usable URL on the page's
 * origin or the head-configured API origin; else the head's `docs-widgets:api-base`; else
 * `<page origin>/api`. A value that is not a usable URL is reported, never requested.
 */
export function readApiBase(host: Element | undefined): ApiBase {
  const own = host?.getAttribute('api-base');
  const meta = pageMeta('api-base');
  if (meta) {
    const reason = apiBaseProblem(meta);
    if (reason) return { status: 'unusable', source: 'meta', value: meta, reason };
  }
  if (own) {
    const reason = apiBaseProblem(own);
    if (reason) return { status: 'unusable', source: 'attribute', value: own, reason };
  }
  const chosen = readConfig(host, 'api-base');
  const url = withoutTrailingSlashes(new URL(chosen.trim(), pageOrigin() + '/').href);
  return own && chosen !== own ? { status: 'usable', url, refused: own } : { status: 'usable', url };
}

/** `url` without the slashes that end it, found from the end: `/\/+$/` would try each slash of a run as a start. */
function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
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
  // `/` is the base itself.
  const underBase = path.trim().replace(/^\/+/, '') || (path.trim() === '' ? '' : './');
  return safeHref(underBase, withTrailingSlash(absoluteBase));
}

export function docsUrl(host: Element | undefined, path: string): string | undefined {
  return joinUrl(readConfig(host, 'docs-base'), path);
}

export function dashboardUrl(host: Element | undefined, path: string): string | undefined {
  return joinUrl(readConfig(host, 'dashboard-base'), path);
}

/** A link the page's author wrote (a card's `href`), resolved. */
export interface PageLink {
  /** The absolute address. */
  href: string;
  /** It leads off the site: the link gets `rel="noopener noreferrer"`, and a card the arrow that says so. */
  external: boolean;
}

function originOfAbsolute(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin relative links resolve on. On the server that is the page's origin whatever its
 * path, which is not read: a prerender over many pages then reuses a render that judges links
 * on every page (see server/prerender-run/memo.ts).
 */
function baseOrigin(): string | undefined {
  return serverPage ? originOfAbsolute(serverPage.origin + '/') : originOfAbsolute(pageBaseUrl());
}

/**
 * Whether `href` (absolute) leads off the site: to an origin other than the page's own, the one
 * its relative links resolve on (`document.baseURI`'s) and the docs base's. Live, the page's origin
 * is `location`'s; prerendered, the `origin` option's (unknown without it, so only site paths and
 * relative links, which resolve on the docs base and the page, count as internal there). So a link
 * is judged the same way by the live widget and the prerender.
 */
export function isExternalLink(href: string, host?: Element): boolean {
  const origin = originOfAbsolute(href);
  if (origin === undefined) return false;
  const docsBase = safeHref(readConfig(host, 'docs-base'), pageOrigin() + '/');
  const internal = [pageOrigin(), baseOrigin(), docsBase && originOfAbsolute(docsBase)];
  return origin === 'null' || !internal.includes(origin);
}

/**
 * Where a link the page's author wrote leads, as the page's own links lead: a site path
 * (`/guides/auth`, `/`) against the docs base, like every docs link; a relative address
 * (`cli.html`, `../`, `#flags`, which Sphinx and MkDocs write) against the page's own address,
 * as the browser resolves it (live: `document.baseURI`; prerendered: the page's path on the site);
 * an absolute URL as it is. Undefined when its scheme is not http, https or mailto (checked after
 * control characters are dropped, as browsers drop them), or when it is empty.
 */
export function resolvePageLink(host: Element | undefined, written: string): PageLink | undefined {
  const address = written.trim();
  if (address === '') return undefined;
  // `//host` and `/\host` name another host: they are absolute, not site paths.
  const sitePath = /^[/\\]/.test(address) && !/^[/\\][\u0000-\u001f\u007f]*[/\\]/.test(address);
  const href = sitePath ? docsUrl(host, address) : safeHref(address, pageBaseUrl());
  return href === undefined ? undefined : { href, external: isExternalLink(href, host) };
}
