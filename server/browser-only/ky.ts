// What the command-line tool has in place of `ky` (see vite.cli.config.ts). The widgets fetch
// with ky in the browser (a spec, a versions index, the platform's API); the prerender reads and
// fetches documents itself, under the build's rules, before it renders (server/sources.ts), so
// nothing it runs calls ky. Loading ky would load Node's fetch (undici) at start-up for nothing.

/** Never thrown here: only so that `error instanceof HTTPError` reads as it does in the browser. */
export class HTTPError extends Error {}

export function isHTTPError(error: unknown): error is HTTPError {
  return error instanceof HTTPError;
}

function notOnTheServer(): never {
  throw new Error(
    'docs-widgets fetches through ky in the browser only: the prerender reads documents before rendering.',
  );
}

const ky = Object.assign(notOnTheServer, { get: notOnTheServer, create: notOnTheServer, extend: notOnTheServer });

export default ky;
