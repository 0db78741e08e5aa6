// @ts-check
/**
 * The demo and test server: serves the demo pages, the built bundle, the specs, the shared
 * fixtures for the tests (read in place, when they are beside the project) and the local fake
 * platform API, all on 127.0.0.1. Every HTML page
 * is sent with the strict Content-Security-Policy our README tells sites they may use, so the
 * demo proves the widgets work under it.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatPageHtml } from './formats/pages.mjs';
import { dashboardPageHtml } from './platform/platform-dashboard.mjs';
import { includeChrome, includeSections, prerenderedPaths } from './page-parts.mjs';

const projectRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const demoRoot = join(projectRoot, 'demo');
const fixturesRoot = resolve(projectRoot, '..', 'shared', 'fixtures');

/**
 * Where each URL prefix is read from. The shared fixtures stay in ../shared and are never copied;
 * only the tests read them (the demo's pages show specs the project writes, in demo/).
 * @type {Array<[string, string]>}
 */
const mounts = [
  ['/dist/', join(projectRoot, 'dist')],
  ['/spec/', join(projectRoot, 'spec')],
  ['/fixtures/', fixturesRoot],
  ['/', demoRoot],
];

export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types docs-widgets',
].join('; ');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ts': 'text/plain; charset=utf-8',
  '.kdl': 'text/plain; charset=utf-8',
};

/** @param {string} urlPath */
function resolveFile(urlPath) {
  for (const [prefix, directory] of mounts) {
    if (!urlPath.startsWith(prefix)) continue;
    const relative = decodeURIComponent(urlPath.slice(prefix.length)) || 'index.html';
    const file = normalize(join(directory, relative));
    if (file !== directory && !file.startsWith(directory + sep)) return undefined; // no ../ escapes
    return file;
  }
  return undefined;
}

/**
 * `/prerendered/<page>`: the demo page as `npx docs-widgets prerender` writes it, rendered here on
 * request with the built docs-widgets/server (dist/lib/server.js), so it always matches the build.
 * The widgets' stylesheets are served from `/prerendered/_docs-widgets/`.
 */
const prerenderedPrefix = '/prerendered/';
const prerenderedStyles = `${prerenderedPrefix}_docs-widgets/`;

async function serverModule() {
  const file = join(projectRoot, 'dist', 'lib', 'server.js');
  if (!existsSync(file)) throw new Error('dist/lib/server.js is missing: run `npm run build` first.');
  return import(pathToFileURL(file).href);
}

/**
 * @param {string} urlPath
 * @param {import('node:http').ServerResponse} response
 * @param {string | null} [language] `?lang=`: the page is rendered as a site in that language writes it
 */
async function servePrerendered(urlPath, response, language) {
  const server = await serverModule();
  if (urlPath.startsWith(prerenderedStyles)) {
    const name = urlPath.slice(prerenderedStyles.length);
    /** @type {{ fileName: string, css: string } | undefined} */
    const sheet = server
      .stylesheets()
      .find((/** @type {{ fileName: string }} */ candidate) => candidate.fileName === name);
    if (sheet) {
      response.writeHead(200, { 'content-type': types['.css'], 'cache-control': 'no-store' });
      response.end(sheet.css);
      return true;
    }
    const early = server.earlyScript();
    if (early.fileName !== name) return false;
    response.writeHead(200, { 'content-type': types['.js'], 'cache-control': 'no-store' });
    response.end(early.js);
    return true;
  }
  const page = urlPath.slice(prerenderedPrefix.length) || 'index.html';
  if (!prerenderedPaths.includes(page)) return false;
  const pageSource = includeChrome(
    await includeSections(await readFile(join(demoRoot, page), 'utf8'), demoRoot),
    urlPath,
  );
  const source =
    language && /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/.test(language) ? inLanguage(pageSource, language) : pageSource;
  const html = prerenderedPages.get(source) ?? (await prerender(server, source));
  prerenderedPages.set(source, html);
  response.writeHead(200, {
    'content-type': types['.html'],
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': contentSecurityPolicy,
  });
  response.end(html);
  return true;
}

/**
 * The page as a site in `language` has it: `lang` (and `dir` for Arabic and Hebrew) on `<html>`.
 * @param {string} html
 * @param {string} language
 */
function inLanguage(html, language) {
  const direction = /^(ar|he)\b/.test(language) ? 'rtl' : 'ltr';
  return html.replace(/<html lang="[^"]*"/, `<html lang="${language}" dir="${direction}"`);
}

/**
 * Rendered pages by their source, so timing a page does not time the server's rendering too (a
 * static site renders once, at build time); a changed demo page renders again.
 * @type {Map<string, string>}
 */
const prerenderedPages = new Map();

/**
 * @param {{ prerenderHtml(html: string, options: object): Promise<string> }} server
 * @param {string} source
 */
async function prerender(server, source) {
  return server.prerenderHtml(source, {
    root: projectRoot,
    // Where this server serves a spec or a versions index from (the demo's specs, or the shared
    // fixtures mounted at /fixtures/ and read in place), so the build reads the same.
    specs: Object.fromEntries(
      [
        ...source.matchAll(/(?:src|versions)="(\/(?:fixtures\/[^"]+|formats\/specs\/[^"]+|[\w-]+\.(?:json|ya?ml)))"/g),
      ].map(([, src = '']) => [src, resolveFile(src) ?? src]),
    ),
    stylesheetHref: prerenderedStyles,
    onProblem: () => {}, // the demo's deliberate mistakes: their messages are in the page
  });
}

/**
 * Routes for browser tests and QA: a status code, a delay, a failure that heals, a body that
 * stalls once.
 * @param {URL} url
 * @param {import('node:http').ServerResponse} response
 * @param {Map<string, number>} attempts
 */
async function testRoute(url, response, attempts) {
  const status = url.pathname.match(/^\/test\/status\/(\d{3})$/);
  if (status) {
    response.writeHead(Number(status[1]), { 'content-type': 'text/plain' });
    response.end(`status ${status[1]}`);
    return true;
  }
  const delay = url.pathname.match(/^\/test\/delay\/(\d+)(\/.*)$/);
  if (delay) {
    await new Promise((done) => setTimeout(done, Math.min(Number(delay[1]), 60_000)));
    return serveFile(delay[2] ?? '/', response);
  }
  const failOnce = url.pathname.match(/^\/test\/fail-once\/([\w-]+)(\/.*)$/);
  if (failOnce) {
    const key = failOnce[1] ?? '';
    const count = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, count);
    if (count === 1) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('failing once on purpose');
      return true;
    }
    return serveFile(failOnce[2] ?? '/', response);
  }
  // The headers and the first bytes, then a body that never ends (until the client leaves); once
  // per key, so Retry gets the whole file.
  const stallOnce = url.pathname.match(/^\/test\/stall-body-once\/([\w-]+)(\/.*)$/);
  if (stallOnce) {
    const key = `stall:${stallOnce[1] ?? ''}`;
    const count = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, count);
    if (count > 1) return serveFile(stallOnce[2] ?? '/', response);
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    response.write('{"commands": [');
    const timer = setTimeout(() => response.destroy(), 300_000);
    response.once('close', () => clearTimeout(timer));
    return true;
  }
  if (url.pathname === '/test/drop') {
    response.socket?.destroy();
    return true;
  }
  return false;
}

/**
 * @param {string} urlPath
 * @param {import('node:http').ServerResponse} response
 * @param {URLSearchParams} [query] the address's query, which a format page reads
 */
async function serveFile(urlPath, response, query) {
  let file = resolveFile(urlPath);
  if (file && existsSync(file) && (await stat(file)).isDirectory()) file = join(file, 'index.html');
  // The format pages are written from a table (demo/formats/pages.mjs), not read from a file.
  const formatPage = /^\/formats\/([a-z]+)\.html$/.exec(urlPath);
  const formatHtml = formatPage ? formatPageHtml(formatPage[1] ?? '', query?.get('file')) : undefined;
  if (formatHtml) file = join(demoRoot, 'formats', `${formatPage?.[1]}.html`);
  else if (!file || !existsSync(file)) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('not found');
    return true;
  }
  const type = types[/** @type {keyof typeof types} */ (extname(file))] ?? 'application/octet-stream';
  /** @type {Record<string, string>} */
  const headers = { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  // The built widgets are for any page, as a CDN serves them: a partner page on another origin
  // loads the loader and its chunks as modules, which needs this header.
  if (urlPath.startsWith('/dist/')) headers['access-control-allow-origin'] = '*';
  if (type.startsWith('text/html')) {
    headers['content-security-policy'] = contentSecurityPolicy;
    response.writeHead(200, headers);
    const html = formatHtml ?? (await includeSections(await readFile(file, 'utf8'), demoRoot));
    response.end(includeChrome(html, urlPath));
    return true;
  }
  response.writeHead(200, headers);
  response.end(await readFile(file));
  return true;
}

/** @param {{ port?: number, host?: string }} [options] */
export async function startServer({ port = Number(process.env.PORT ?? 4173), host = '127.0.0.1' } = {}) {
  const apiModule = join(demoRoot, 'platform', 'platform-api.mjs');
  /** @type {{ handle(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, url: URL): Promise<boolean> } | undefined} */
  const api = existsSync(apiModule) ? (await import(apiModule)).createPlatformApi({}) : undefined;
  /** @type {Map<string, number>} */
  const attempts = new Map();

  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
      if (url.pathname.startsWith('/api/') && api && (await api.handle(request, response, url))) return;
      if (url.pathname.startsWith('/test/') && (await testRoute(url, response, attempts))) return;
      if (url.pathname === '/favicon.ico') {
        response.writeHead(204);
        response.end();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' });
        response.end();
        return;
      }
      if (
        url.pathname.startsWith(prerenderedPrefix) &&
        (await servePrerendered(url.pathname, response, url.searchParams.get('lang')))
      )
        return;
      if (url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/')) {
        response.writeHead(200, {
          'content-type': types['.html'],
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          'content-security-policy': contentSecurityPolicy,
        });
        response.end(includeChrome(dashboardPageHtml(url.pathname.slice('/dashboard'.length)), url.pathname));
        return;
      }
      await serveFile(url.pathname, response, url.searchParams);
    } catch (error) {
      console.error('demo server:', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('internal error');
    }
  });
  await new Promise((done) => server.listen(port, host, () => done(undefined)));
  return server;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer();
  const address = server.address();
  const where = typeof address === 'object' && address ? `http://${address.address}:${address.port}/` : address;
  if (!existsSync(join(projectRoot, 'dist', 'loader.js'))) {
    console.warn('dist/ is missing: run `npm run build` first (npm start does both).');
  }
  console.log(`docs-widgets demo: ${where}`);
}
