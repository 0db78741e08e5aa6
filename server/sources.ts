import type { LookupAddress } from 'node:dns';
import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { isIP, type LookupFunction } from 'node:net';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { decodeSpecBytes } from '../spec/node';
import { publicAddressesOnly, type AddressRule } from './addresses';

/**
 * What a page may make the build read: the documents its widgets name (a `<cli-reference src>`
 * spec, a `versions` index). A page comes from less-trusted hands (a partner's snippet, another
 * team's docs), so it must not make the build copy a file of the build machine, or an answer of an
 * internal service, into the published site. The site is the boundary:
 *
 * - a site address (`/spec/cli.yaml`, `../spec.yaml`, resolved against the page as the browser
 *   resolves it, so it never climbs above the site) is read from a file inside `root`, after
 *   every symbolic link is resolved; hidden files and folders are never read;
 * - another address is fetched only when its origin is in `allowFetch`, only from public
 *   addresses (see addresses.ts), checked on the addresses the name resolves to when connecting
 *   and again on every redirect;
 * - each read has a time limit and a size limit;
 * - what the build operator maps explicitly (`specs`) is read as mapped.
 *
 * A refusal is a `SourceRefused` whose message names the rule, never what the file holds.
 */

export interface SourceRules {
  /** The site's folder (absolute); undefined: no site file is read. */
  root: string | undefined;
  /** Origins that may be fetched from (`https://cdn.example.com`). */
  allowFetch: ReadonlySet<string>;
  /** Milliseconds for each read, redirects included. */
  timeout: number;
  /** Bytes each read may bring. */
  maxBytes: number;
  /** Which network addresses may be connected to. */
  addressRule: AddressRule;
}

export const defaultFetchTimeout = 20_000;
export const defaultMaxSourceBytes = 32 * 1024 * 1024;

/** A read the rules do not allow, or that broke one of them; the message names the rule. */
export class SourceRefused extends Error {
  override readonly name = 'SourceRefused';
}

/** Where a document named by a page is. */
export type SourceAddress =
  | { kind: 'site'; path: string; segments: readonly string[] }
  /** `mapped`: the build's own options name it (`specs`), so its origin needs no allowing. */
  | { kind: 'url'; url: URL; mapped?: true }
  /** A file the build's own options name (`specs`), read as given. */
  | { kind: 'file'; path: string };

/** The origin a page's own addresses are resolved on: never fetched, only read from `root`. */
export const siteOrigin = 'http://site.docs-widgets.invalid';

/** The longest address quoted in a message, so a page cannot fill the build log. */
function quote(text: string): string {
  const shown = text.length > 200 ? `${text.slice(0, 199)}…` : text;
  return JSON.stringify(shown);
}

export { quote as quoteForLog };

/** `page` is where the page is on the site (`/guides/cli.html`, or its folder `/guides/`); `origin` the site's own origin, when known. */
export interface PagePlace {
  page: string;
  origin?: string;
  /** Documents the build's options name, by the address a page writes (`specs`). */
  mapped?: Readonly<Record<string, string>>;
}

/**
 * Where `src` (as a page writes it) points: resolved against the page as a browser resolves it.
 * @throws SourceRefused for an address that is neither on the site nor http(s)
 */
export function locateSource(src: string, place: PagePlace): SourceAddress {
  const mapped = place.mapped && Object.hasOwn(place.mapped, src) ? place.mapped[src] : undefined;
  if (mapped !== undefined) {
    return /^https?:\/\//i.test(mapped)
      ? { kind: 'url', url: new URL(mapped), mapped: true }
      : { kind: 'file', path: resolve(mapped) };
  }
  let url: URL;
  try {
    url = new URL(src, new URL(place.page, siteOrigin));
  } catch {
    throw new SourceRefused(`${quote(src)} is not an address`);
  }
  if (url.origin === siteOrigin || (place.origin && url.origin === place.origin)) {
    return { kind: 'site', path: url.pathname, segments: siteSegments(url.pathname) };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SourceRefused(
      `${quote(src)} is a ${url.protocol} address; only site files and http(s) addresses are read`,
    );
  }
  return { kind: 'url', url };
}

/** The decoded folder and file names of a site path; refused when one could leave the folder it is in. */
function siteSegments(pathname: string): string[] {
  const segments = pathname.split('/').slice(1);
  return segments.map((raw, index) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      throw new SourceRefused(`${quote(pathname)} has a malformed percent-encoding`);
    }
    if (segment === '' && index === segments.length - 1) throw new SourceRefused(`${quote(pathname)} names a folder`);
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\u0000]/.test(segment)) {
      throw new SourceRefused(`${quote(pathname)} has a path segment that could leave its folder`);
    }
    if (segment.startsWith('.')) throw new SourceRefused(`${quote(pathname)} names a hidden file or folder`);
    return segment;
  });
}

function isInside(folder: string, path: string): boolean {
  const fromFolder = relative(folder, path);
  return fromFolder !== '' && !fromFolder.startsWith(`..${sep}`) && fromFolder !== '..' && !isAbsolute(fromFolder);
}

export interface ReadSource {
  /** The bytes as they arrived (after any content encoding is undone). */
  bytes: Uint8Array;
  text: string;
  contentType: string;
}

/** Reads what `address` names under `rules`. @throws SourceRefused */
export async function readSource(address: SourceAddress, rules: SourceRules): Promise<ReadSource> {
  if (address.kind === 'url') return fetchSource(address.url, rules, address.mapped ? address.url.origin : undefined);
  if (address.kind === 'file') return fileSource(await readFileWithin(address.path, rules.maxBytes));
  if (!rules.root)
    throw new SourceRefused(`${quote(address.path)} is a site file, and no site folder was given (--root, root)`);
  const root = await realpath(rules.root).catch(() => {
    throw new SourceRefused(`the site folder ${quote(rules.root!)} does not exist`);
  });
  const path = join(root, ...address.segments);
  let real: string;
  try {
    real = await realpath(path);
  } catch {
    throw new SourceRefused(`${quote(address.path)} is not a file of the site`);
  }
  if (!isInside(root, real)) {
    throw new SourceRefused(`${quote(address.path)} leads (through a symbolic link) outside the site's root folder`);
  }
  return fileSource(await readFileWithin(real, rules.maxBytes, address.path));
}

function fileSource(bytes: Uint8Array): ReadSource {
  return { bytes, text: decode(bytes), contentType: '' };
}

async function readFileWithin(path: string, maxBytes: number, shown = path): Promise<Uint8Array> {
  // O_NOFOLLOW: the path was resolved already; a link put there since is not followed.
  // O_NONBLOCK: opening a named pipe does not wait for a writer (it is refused below).
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error: NodeJS.ErrnoException) => {
      throw new SourceRefused(`${quote(shown)} cannot be read (${error.code ?? 'error'})`);
    },
  );
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new SourceRefused(`${quote(shown)} is not a regular file`);
    if (info.size > maxBytes)
      throw new SourceRefused(`${quote(shown)} is larger than ${describeBytes(maxBytes)} (--max-source-size)`);
    const bytes = new Uint8Array(Math.min(info.size, maxBytes) + 1);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, null);
      if (bytesRead === 0) break;
      filled += bytesRead;
      if (filled > maxBytes)
        throw new SourceRefused(`${quote(shown)} is larger than ${describeBytes(maxBytes)} (--max-source-size)`);
      if (filled === bytes.length) break;
    }
    return bytes.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

function decode(bytes: Uint8Array): string {
  const { text, encoding } = decodeSpecBytes(bytes);
  if (text === undefined) throw new SourceRefused(`the document is ${encoding.toUpperCase()}, which cannot be read`);
  return text;
}

export function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${+(bytes / 1024).toFixed(1)} KB`;
}

/** Node's network modules, loaded at a run's first fetch: a build that fetches nothing (the default) never loads them. */
interface Network {
  dns: typeof import('node:dns');
  http: typeof import('node:http');
  https: typeof import('node:https');
  zlib: typeof import('node:zlib');
}

let network: Promise<Network> | undefined;

function loadNetwork(): Promise<Network> {
  network ??= Promise.all([import('node:dns'), import('node:http'), import('node:https'), import('node:zlib')]).then(
    ([dns, http, https, zlib]) => ({ dns, http, https, zlib }),
  );
  return network;
}

const redirects = new Set([301, 302, 303, 307, 308]);
const maxRedirects = 5;

/**
 * Fetches `url` under the network rules: its origin (and each redirect's) allowed, every address
 * it connects to public, one deadline and one size limit for the whole read.
 * `alsoAllowed` is an origin the build's options name directly (a mapped spec's).
 */
export async function fetchSource(url: URL, rules: SourceRules, alsoAllowed?: string): Promise<ReadSource> {
  const deadline = AbortSignal.timeout(rules.timeout);
  let current = url;
  try {
    const modules = await loadNetwork();
    for (let hop = 0; ; hop += 1) {
      checkAddress(current, rules, alsoAllowed, hop > 0);
      const response = await get(modules, current, rules, deadline);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (redirects.has(status) && location) {
        response.resume();
        if (hop >= maxRedirects)
          throw new SourceRefused(`${quote(url.href)} redirects more than ${maxRedirects} times`);
        current = new URL(location, current);
        continue;
      }
      if (status < 200 || status > 299) {
        response.resume();
        throw new SourceRefused(`${quote(current.href)} answered HTTP ${status}`);
      }
      const bytes = await readBody(modules, response, rules.maxBytes, current);
      return { bytes, text: decode(bytes), contentType: String(response.headers['content-type'] ?? '') };
    }
  } catch (error) {
    if (deadline.aborted) {
      throw new SourceRefused(`${quote(url.href)} did not answer within ${rules.timeout / 1000} s (--fetch-timeout)`);
    }
    if (error instanceof SourceRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new SourceRefused(`${quote(current.href)} could not be fetched (${code ?? 'network error'})`);
  }
}

function checkAddress(url: URL, rules: SourceRules, alsoAllowed: string | undefined, redirected: boolean): void {
  const how = redirected ? `a redirect to ${quote(url.href)}` : quote(url.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SourceRefused(`${how} is not an http(s) address`);
  if (url.username || url.password) throw new SourceRefused(`${how} holds a user name or password`);
  if (!rules.allowFetch.has(url.origin) && url.origin !== alsoAllowed) {
    throw new SourceRefused(`${how} is not on an origin the build may fetch from (--allow-fetch)`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    const reason = rules.addressRule(host);
    if (reason) throw new SourceRefused(`${how} is not fetched: ${reason}`);
  }
}

/** A DNS lookup that fails for any name resolving to an address the rule refuses, at connection time. */
function checkedLookup({ dns }: Network, rule: AddressRule, url: URL): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      for (const { address } of found) {
        const reason = rule(address);
        if (reason)
          return callback(
            new SourceRefused(
              `${quote(url.href)} is not fetched: ${hostname} resolves to ${reason.replace(/^\S+ is /, `${address}, `)}`,
            ),
            '',
            0,
          );
      }
      if (options.all) (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, found);
      else callback(null, found[0]!.address, found[0]!.family);
    });
  };
}

function get(modules: Network, url: URL, rules: SourceRules, signal: AbortSignal): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? modules.https : modules.http).request(
      url,
      {
        method: 'GET',
        signal,
        lookup: checkedLookup(modules, rules.addressRule, url),
        headers: {
          accept: 'application/yaml, application/json, text/plain, */*',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'docs-widgets-prerender',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readBody({ zlib }: Network, response: IncomingMessage, maxBytes: number, url: URL): Promise<Uint8Array> {
  const tooLarge = () =>
    new SourceRefused(`${quote(url.href)} is larger than ${describeBytes(maxBytes)} (--max-source-size)`);
  const declared = Number(response.headers['content-length']);
  const encoding = String(response.headers['content-encoding'] ?? 'identity').toLowerCase();
  if (encoding === 'identity' && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder && encoding !== 'identity') {
    response.destroy();
    throw new SourceRefused(`${quote(url.href)} answered in an encoding the build does not read (${encoding})`);
  }
  const stream = decoder ? response.pipe(decoder) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Counted after decompression, so a small compressed answer cannot unpack into a huge one.
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } finally {
    response.destroy();
    decoder?.destroy();
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The rules with their defaults filled in, from a page build's options. */
export function sourceRules(options: {
  root?: string;
  allowFetch?: readonly string[];
  fetchTimeout?: number;
  maxSourceBytes?: number;
  addressRule?: AddressRule;
}): SourceRules {
  return {
    root: options.root === undefined ? undefined : resolve(options.root),
    allowFetch: new Set((options.allowFetch ?? []).map(originOf)),
    timeout: options.fetchTimeout ?? defaultFetchTimeout,
    maxBytes: options.maxSourceBytes ?? defaultMaxSourceBytes,
    addressRule: options.addressRule ?? publicAddressesOnly,
  };
}

/** `https://cdn.example.com` from an origin as written; throws for anything that is not one. */
export function originOf(written: string): string {
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    throw new TypeError(`${quote(written)} is not an origin: write it as https://cdn.example.com.`);
  }
  if (
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    !['', '/'].includes(url.pathname) ||
    url.search ||
    url.hash
  ) {
    throw new TypeError(`${quote(written)} is not an origin: write it as https://cdn.example.com, with no path.`);
  }
  return url.origin;
}
