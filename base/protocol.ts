/**
 * What the loader (loader/), the runtime (widgets/shared/) and the server (server/) say to each
 * other through the page: global keys, event names, meta tags and the `data-dw-*` attributes of
 * prerendered markup. Each is written here once and read from here by every side, so none can
 * drift from another. It imports nothing: the loader bundles what it reads from it, and the loader
 * must stay small.
 */

// Global keys: the loader and the runtime may come from different copies of the build (a CDN
// loader, a bundled runtime), so they meet through `Symbol.for`, not module identity.

/** Set once the loader runs, so that a second copy of it does nothing. */
export const loaderKey = Symbol.for('docs-widgets.loader');

/**
 * Where the loader records listeners added to one of our tags before its definition arrived
 * (loader/early-listeners.ts), for the element to take over as it upgrades
 * (widgets/shared/host/early-listeners.ts).
 */
export const earlyListenersKey = Symbol.for('docs-widgets.early-listeners');

/**
 * On a host the loader woke: the events that woke it, each with its composed path, for the
 * runtime to replay once it has taken the markup over (widgets/shared/host/missed-events.ts).
 */
export const missedEventsKey = Symbol.for('docs-widgets.missed-events');

/** Set on a host once the runtime has taken its markup over: the loader stops keeping its events. */
export const takenOverKey = Symbol.for('docs-widgets.taken-over');

/**
 * On a host whose markup was drawn from a document (`sourceHashAttribute`): what the loader
 * fetched to check it, as a `FetchedSource`, for the element to use when it wakes instead of
 * fetching and hashing the document again.
 */
export const fetchedSourceKey = Symbol.for('docs-widgets.fetched-source');

/**
 * What the loader tells the runtime about the page (`PageProgress`): how many tags' chunks are on
 * their way, and whether the reader has acted since the page opened (widgets/shared/scroll-anchor.ts).
 */
export const pageProgressKey = Symbol.for('docs-widgets.page-progress');

/**
 * Set by docs-widgets/react in the browser before it defines a tag (`markReactPage`): only on such
 * a page is the attribute-only fingerprint (`a_…`) its components write accepted.
 */
export const reactPageKey = Symbol.for('docs-widgets.react-page');

/** Marks a custom element class as one of ours, from this copy of the widgets or another. */
export const ownElementKey = Symbol.for('docs-widgets.element');

/** The loader's record of a fetched document (see `fetchedSourceKey`). */
export type FetchedSource = [
  /** The address fetched. */
  address: string,
  /** The response, its body unread, once the loader has hashed it; rejected when it could not be fetched. */
  response: Promise<Response>,
  /** Stops the download when the element leaves the page. */
  download: AbortController,
  /**
   * The loader's verdict: the hash of the response's bytes (see `documentHash`), set before
   * `response` resolves when it was `ok`, so the element compares it with the recorded one
   * instead of hashing the bytes again.
   */
  hash?: string,
];

/** `PageProgress` under `pageProgressKey`. */
export interface PageProgress {
  loading: number;
  readerActed: boolean;
}

// Events.

/** Dispatched on the document with a shadow root as its detail: the loader watches it for our tags. */
export const shadowRootEvent = 'docs-widgets:shadow-root';

/** Dispatched on the document with a sleeping element as its detail: the loader wakes it. */
export const wakeEvent = 'docs-widgets:wake';

/** Dispatched on the document by a page that announces a login (widgets/api-settings/session.ts). */
export const sessionEvent = 'docs-widgets:session';

/** The global a page announces its login in before our scripts run (`window.docsWidgetsSession`). */
export const sessionGlobal = 'docsWidgetsSession';

/**
 * The plain-named event aliases (`EventSpec.alias` in the metadata; a unit test keeps this list in
 * step with it): the loader records early listeners for them.
 */
export const eventAliases = ['copy', 'copy-error', 'close'];

/** What the reader does to read elsewhere: from then on, their scroll position is theirs. */
export const readerInput = ['wheel', 'touchmove', 'keydown', 'pointerdown'];

// The page's meta tags: `<meta name="docs-widgets:<name>" content="…">` in its `<head>`.

/** The start of every meta name of ours. */
export const metaPrefix = 'docs-widgets:';

/** The page's settings, in the order the prerender fingerprint reads them. */
export const settingNames = ['docs-base', 'dashboard-base', 'api-base'] as const;

/** The tag prefix a page asks for (`dw-`), where our plain names are taken. */
export const prefixMetaName = 'prefix';

/** Present when the page lets the reader fill in code samples' placeholders. */
export const editablePlaceholdersMetaName = 'editable-placeholders';

// Attributes of prerendered markup.

/** The start of the attributes the server and the runtime write on a host, which are not what it was made from. */
export const ownAttributePrefix = 'data-dw-';

/**
 * The host attributes the fingerprint does not read: those a page, a framework or the runtime may
 * add or change without changing what a widget renders (classes, inline style, `slot`, `hidden`,
 * `data-*`, our own `data-dw-*` included, and `aria-*`). Every other attribute of the host is read,
 * `id` too, so the loader needs no list of each tag's attributes. No widget's attribute may match
 * it (a unit test checks).
 */
export const unreadHostAttribute = /^(class|style|slot|hidden|data-.*|aria-.*)$/;

/** On the host: the fingerprint of what the server rendered. */
export const prerenderedAttribute = 'data-dw-prerendered';

/** On the host: the hash of the document its markup was drawn from, and the address read. */
export const sourceHashAttribute = 'data-dw-source';

/** On the host: the theme the server resolved from an ancestor. */
export const resolvedThemeAttribute = 'data-dw-theme';

/** The `<link>`s to the built stylesheet that the server puts first in a declarative shadow root. */
export const prerenderedStyleAttribute = 'data-dw-style';

/** The light-DOM copies of a prerendered widget's text, for search indexes. */
export const searchCopyAttribute = 'data-dw-copy';

/** In a shadow root: a part the live widget fills with the page's values, so it wakes at once on such a page. */
export const eagerAttribute = 'data-dw-eager';

/** In a shadow root: content the live widget keeps findable (`hidden="until-found"`). */
export const findAttribute = 'data-dw-find';
