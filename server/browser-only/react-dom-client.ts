// What the command-line tool has in place of `react-dom/client` (see vite.cli.config.ts). The
// runtime mounts and hydrates elements with it in the browser; the prerender renders them to
// strings with react-dom/server and mounts nothing, and loading React's client (its largest
// module, which Node scans for its exports) cost a third of a one-page run's start-up.

function notOnTheServer(): never {
  throw new Error('docs-widgets mounts elements in the browser only: the prerender renders them to strings.');
}

export const createRoot = notOnTheServer;
export const hydrateRoot = notOnTheServer;
