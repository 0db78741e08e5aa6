// @ts-check
/** The HTTP helpers of the local fake platform API (`platform-api.mjs`). */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const MAX_BODY_BYTES = 4096;

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(res, status, body) {
  if (res.writableEnded || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function sendError(res, status, message) {
  sendJson(res, status, { message });
}

/**
 * Waits, but gives up as soon as the client goes away.
 * @param {IncomingMessage} req
 * @param {number} ms
 */
export function pause(req, ms) {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      req.socket.off('close', done);
      resolve(undefined);
    }
    req.socket.once('close', done);
  });
}

/**
 * Reads a small JSON body; undefined when absent, throws on bad JSON or too large.
 * @param {IncomingMessage} req
 * @returns {Promise<unknown>}
 */
export async function readJsonBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new RangeError('body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  return text === '' ? undefined : JSON.parse(text);
}
