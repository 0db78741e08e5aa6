// @ts-check
// A static file server for the consumer apps' builds: one folder, an optional CORS header.
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * Serves `folder` on 127.0.0.1:`port`; `/path/` serves `path/index.html`.
 * @param {string} folder @param {number} port @param {{ cors?: string }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function serve(folder, port, { cors } = {}) {
  const root = resolve(folder);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(root, path));
    // A site's icon: these small sites have none, and a 404 would be a console error in every check.
    if (path === '/favicon.ico' && !existsSync(join(root, 'favicon.ico'))) {
      response.writeHead(204).end();
      return;
    }
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': types[/** @type {keyof typeof types} */ (extname(file))] ?? 'application/octet-stream',
      ...(cors ? { 'access-control-allow-origin': cors } : {}),
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise) => server.listen(port, '127.0.0.1', () => resolvePromise(server)));
}
