import {
  eagerAttribute,
  editablePlaceholdersMetaName,
  fetchedSourceKey,
  findAttribute,
  metaPrefix,
  missedEventsKey,
  pageProgressKey,
  prefixMetaName,
  readerInput,
  resolvedThemeAttribute,
  sessionEvent,
  sessionGlobal,
  settingNames,
  shadowRootEvent,
  sourceHashAttribute,
  takenOverKey,
  wakeEvent,
  type FetchedSource,
  type PageProgress,
} from '../base/protocol';
import type { ChunkMap, StaticTags } from './chunk-map';
import { hashOf, markupIsCurrent } from './markup-check';

export type { ChunkMap, StaticTags } from './chunk-map';

export interface ElementModule {
  define(tag?: string): unknown;
}

/** What the loader keeps on an element under the keys it shares with the runtime (base/protocol.ts). */
type Host = Element & {
  [takenOverKey]?: boolean;
  [missedEventsKey]?: unknown[];
  [fetchedSourceKey]?: FetchedSource;
};

/** The events that wake a touchable prerendered element (see `startLoader`). */
const touchEvents = ['pointerdown', 'click', 'keydown', 'focusin'];

/**
 * The prefix a page asks for with `<meta name="docs-widgets:prefix" content="dw-">`, for pages
 * where our plain names are taken by another library: every tag is then defined as `dw-<tag>`.
 * Lowercase letters, digits and dashes, ending in a dash; anything else is ignored with a message.
 */
export function readPrefix(root: Document = document): string {
  return checkedPrefix(
    root.querySelector<HTMLMetaElement>(`meta[name="${metaPrefix}${prefixMetaName}"]`)?.content.trim() ?? '',
  );
}

/** `prefix` when tags can start with it, else `''` with a message. */
export function checkedPrefix(prefix: string): string {
  if (prefix === '' || /^[a-z][a-z0-9-]*-$/.test(prefix)) return prefix;
  console.error(`docs-widgets: prefix "${prefix}" ignored: a-z, 0-9 and dashes, ending in a dash ("dw-").`);
  return '';
}

/**
 * Defines only the tags a page uses, including tags that arrive later (client-side navigation,
 * content added by scripts, tags rendered inside our own shadow roots). Each tag's chunk is
 * imported once; the chunks it imports are preloaded in parallel so there is no loader → widget →
 * dependency waterfall, and imported one after another before it, in the order the map gives
 * (each after those it imports), so each is evaluated in a task of its own.
 *
 * A prerendered instance of a tag in `statics` (its metadata says it has nothing to do once drawn)
 * is left as its declarative shadow root: nothing is defined or fetched for it until a script
 * changes one of its attributes, or its light DOM so that the markup no longer matches it, when it
 * loads as any other. A prerendered instance of a tag in `touchable` (interactive, but its markup
 * is what the reader sees until then) is left the same way until the reader first needs it: a
 * pointer down, a key or focus inside it, a URL hash that names something inside it, an attribute
 * change, a light-DOM change its markup no longer matches, or a `docs-widgets:wake` event the page
 * dispatches on the document with the element as its detail. The events that woke it are kept on
 * the element (`missedEvents`) for the runtime to replay once it has taken the markup over, so the
 * first click, key or focus does what it would have done on a live widget.
 *
 * A touchable instance loads at once when it has one of the attributes its tag lists (what it
 * shows depends on more than its markup) or its markup holds an element marked `data-dw-eager` (a
 * part the live widget fills with the page's values) on a page that has values to give: a login
 * it announced, or placeholders the reader may fill in; a login announced later wakes it. One
 * whose host records the hash of the document it was drawn from (`data-dw-source`, a reference's
 * spec) fetches that document from the attribute its tag names in `sources` (or the address
 * written after the hash) and wakes when the bytes have changed since, so a spec deployed without
 * a new prerender is shown at once rather than after the first touch.
 *
 * An instance is left only when the server's markup is all it needs: its fingerprint matches (the
 * runtime's check: attributes, page settings, light DOM and markup are what the server rendered;
 * for a touchable instance all but the markup, which the runtime reads when it wakes),
 * none of the attributes that make its tag interactive, and no theme the server resolved from an
 * ancestor (a theme the page may switch later; a theme the page switches through `color-scheme`
 * reaches it through CSS). Defining a tag upgrades every instance of it, so the first touch of one
 * tab set makes the page's tab sets live together.
 */
export function startLoader(
  chunks: ChunkMap,
  baseUrl: string,
  importModule: (url: string) => Promise<ElementModule> = (url) =>
    import(/* @vite-ignore */ /* webpackIgnore: true */ url),
  prefix = '',
  statics: StaticTags = {},
  touchable: StaticTags = {},
  /** Tag → the attribute that names the document its markup was drawn from (`<cli-reference src>`). */
  sources: StaticTags = {},
): void {
  const selector = Object.keys(chunks)
    .map((tag) => prefix + tag)
    .join();
  const progress = ((globalThis as unknown as Record<symbol, PageProgress>)[pageProgressKey] ??= {
    loading: 0,
    readerActed: false,
  });
  const load = chunkLoader(chunks, baseUrl, importModule, prefix, progress);
  const settings = settingNames.map(pageMeta);
  /**
   * Prerendered instances left as markup: `true` for those the reader's touch wakes, which stay
   * here until their tag is defined, so the events that arrive while its chunk loads are kept too.
   */
  const asleep = new Map<Host, boolean>();
  const wake = (element: Host) => {
    if (!asleep.get(element)) asleep.delete(element);
    load(element.localName);
  };
  // A touch inside a sleeping touchable instance: its events are kept on it for the runtime to
  // replay, the path with each (once dispatched, an event no longer tells its target inside a
  // shadow root); a pointer down only wakes it.
  const keep = (host: Host | null | undefined, event: Event) => {
    if (!host || !asleep.get(host)) return;
    if (host[takenOverKey]) return void asleep.delete(host);
    if (event.type != 'pointerdown') (host[missedEventsKey] ??= []).push([event, event.composedPath()]);
    wake(host);
  };
  const isCurrent = (element: Element, readMarkup: boolean) => markupIsCurrent(element, settings, readMarkup);
  const found = (element: Host) => {
    // A live element put back in the page (moved by a script) has nothing to wait for.
    if (element[takenOverKey]) return;
    const name = element.localName.slice(prefix.length);
    const quiet = (attributes?: readonly string[]) =>
      attributes?.every((attribute) => !element.hasAttribute(attribute));
    const still = !!quiet(statics[name]);
    if (
      (still || quiet(touchable[name])) &&
      element.getAttribute(resolvedThemeAttribute) === element.getAttribute('theme') &&
      // A touchable instance's markup is read by the runtime when it wakes.
      isCurrent(element, still) &&
      (still || !(named(element) || (pageFillsValues() && eager(element))))
    ) {
      asleep.set(element, !still);
      if (!still) {
        checkSource(element, sources[name]?.[0], wake);
        makeFindable(element, (event) => {
          const host = (event.currentTarget as ShadowRoot).host;
          keep(asleep.has(host) ? host : host.parentElement, event);
        });
      }
      observer.observe(element, { attributes: true, childList: true, characterData: true, subtree: true });
    } else load(element.localName);
  };
  // Added nodes include text and comments, which have neither method.
  const scan = (node: Node) => {
    if ((node as Element).matches?.(selector)) found(node as Element);
    for (const element of (node as ParentNode).querySelectorAll?.(selector) ?? []) found(element);
  };
  const observer = changeWatcher(asleep, scan, wake, isCurrent);
  const watch = (root: Document | ShadowRoot) => {
    scan(root);
    observer.observe(root, { childList: true, subtree: true });
  };
  listenForWakers(asleep, progress, wake, keep, watch);
  watch(document);
}

/**
 * Watches the page for added tags (`scan`) and sleeping elements for changes: a sleeping element's
 * own attribute wakes it; a change in its light DOM has its markup checked again (`isCurrent`).
 */
function changeWatcher(
  asleep: Map<Host, boolean>,
  scan: (node: Node) => void,
  wake: (element: Host) => void,
  isCurrent: (element: Element, readMarkup: boolean) => boolean,
): MutationObserver {
  return new MutationObserver((records) => {
    const changed = new Set<Host>();
    for (const record of records) {
      record.addedNodes.forEach(scan);
      // A sleeping element's own attribute wakes it; a change in its light DOM (a panel's `label`,
      // an item's `header`, text a script writes) has its markup checked again, as when it was
      // found, and wakes it once the markup no longer shows what the light DOM says.
      for (let node = record.target as Host | null; node; node = node.parentNode as Host | null)
        if (asleep.has(node)) {
          if (node == record.target && record.attributeName) wake(node);
          else changed.add(node);
        }
      if (record.removedNodes[0]) letGoOfRemoved(asleep);
    }
    for (const element of changed) if (asleep.has(element) && !isCurrent(element, !asleep.get(element))) wake(element);
  });
}

/** The reader's touch, a URL hash, a login announced later or the page's own request wake a sleeping element. */
function listenForWakers(
  asleep: ReadonlyMap<Element, boolean>,
  progress: PageProgress,
  wake: (element: Element) => void,
  keep: (host: Element | null | undefined, event: Event) => void,
  watch: (root: ShadowRoot) => void,
): void {
  // The reader's input, a touch, a URL hash, a login announced later, the page's own request to
  // wake an element, and shadow roots to watch, all heard in one listener.
  const heard = (event: Event) => {
    const { type } = event;
    const detail = (event as CustomEvent<unknown>).detail;
    if (readerInput.includes(type)) progress.readerActed = true;
    if (type == shadowRootEvent) {
      if (detail instanceof ShadowRoot) watch(detail); // page scripts can dispatch this event too
    } else if (type == wakeEvent) {
      if (asleep.has(detail as Element)) wake(detail as Element);
    } else if (type == 'hashchange' || type == sessionEvent) {
      // A login announced later: the parts that show the page's values follow it once live.
      for (const [element, touch] of asleep)
        if (touch && (type == sessionEvent ? eager : named)(element)) wake(element);
    } else if (touchEvents.includes(type)) {
      keep(event.composedPath().find((node) => asleep.get(node as Element)) as Element | undefined, event);
    }
  };
  for (const type of [...readerInput, ...touchEvents, 'hashchange', sessionEvent, wakeEvent, shadowRootEvent])
    addEventListener(type, heard, { capture: true, passive: true });
}

/**
 * What imports a tag's chunks once, counting the tags on their way in the page's progress (what
 * the runtime reads to keep a fragment's target in place until the reader acts).
 */
function chunkLoader(
  chunks: ChunkMap,
  baseUrl: string,
  importModule: (url: string) => Promise<ElementModule>,
  prefix: string,
  progress: PageProgress,
): (tag: string) => void {
  // Tags asked for and chunk addresses preloaded: one set, since a tag name never holds a colon.
  const seen = new Set<string>();
  const url = (name: string) => new URL(`chunks/${name}.js`, baseUrl).href;
  return (tag) => {
    if (seen.has(tag)) return;
    seen.add(tag);
    progress.loading++;
    const [entry, ...dependencies] = chunks[tag.slice(prefix.length)]!;
    const files = [...dependencies, entry!];
    // Every chunk is fetched at once, the entry too when it is imported after others (alone, it is
    // imported at once: the package's loader, whose "chunks" are the app's own imports, relies on that).
    if (dependencies[0])
      for (const href of files.map(url))
        if (!seen.has(href)) {
          seen.add(href);
          document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
        }
    // One chunk at a time, each after those it imports: the browser evaluates what one import
    // brings in a single task, and the runtime with the widget's chunks made it 50 to 100 ms. The
    // last import is the entry's.
    files
      .reduce<Promise<unknown>>((previous, name) => previous.then(() => importModule(url(name))), Promise.resolve())
      .then((module) => (module as ElementModule).define(tag))
      .catch((error: unknown) => {
        seen.delete(tag); // the next matching element tries again
        console.error(`docs-widgets: could not load <${tag}>`, error);
      })
      .finally(() => progress.loading--);
  };
}

/** The content of the page's `<meta name="docs-widgets:<name>">`, as the runtime reads its settings. */
const pageMeta = (name: string) =>
  document.head.querySelector(`meta[name="${metaPrefix}${name}"]`)?.getAttribute('content') ?? '';

/**
 * Whether the page gives samples values of its own (see page-values.ts): a login it announced
 * (`docsWidgetsSession` an object, as widgets/shared/page/page-session.ts reads it, whatever it says:
 * logged out shows the log-in bar) or placeholders the reader may fill in. Without either, a
 * part marked eager shows what the server drew.
 */
function pageFillsValues(): boolean {
  const session = (globalThis as Record<string, unknown>)[sessionGlobal];
  return (
    (typeof session == 'object' && !!session && !Array.isArray(session) && !(session instanceof Node)) ||
    !!pageMeta(editablePlaceholdersMetaName)
  );
}

/** Whether the element's markup holds a part the live widget fills with the page's values. */
const eager = (element: Element) => !!element.shadowRoot!.querySelector(`[${eagerAttribute}]`);

/** Whether the URL's hash names the element, something in its light DOM or in its shadow root. */
function named(element: Element): boolean {
  let id = location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // an undecodable hash is read as written
  }
  return !!id && (element.contains(document.getElementById(id)) || !!element.shadowRoot!.getElementById(id));
}

/**
 * Markup drawn from a document (a reference's spec) is as current as that document: the document
 * is fetched, and the element woken when its bytes hash to something else than the server
 * recorded. The value is `<hash>`, or `<hash> <address>` when the document the server read is not
 * at the source attribute's address itself (a folder's address names a file in it): that address
 * is fetched, never the attribute's.
 */
function checkSource(element: Host, sourceAttribute: string | undefined, wake: (element: Element) => void): void {
  const source = element.getAttribute(sourceHashAttribute);
  const src = sourceAttribute && element.getAttribute(sourceAttribute);
  if (!source || !src) return;
  const [hash, address = src] = source.split(/ (.*)/);
  // Relative to the page, as the element reads it; an unusable address rejects. The response is
  // kept for the element once its bytes have been read whole, with what stops its download when
  // the element leaves the page, and their hash, so the element does not hash them again.
  const download = new AbortController();
  const kept: FetchedSource = [
    address!,
    fetch(address!, { signal: download.signal }).then(async (response) => {
      if (response.ok) {
        kept[3] = hashOf(new Uint8Array(await response.clone().arrayBuffer()));
        if (element.isConnected && kept[3] != hash) wake(element);
      }
      return response;
    }),
    download,
  ];
  // Unreachable or refused: the markup stays, and the live widget says why once touched.
  kept[1].catch(() => {});
  element[fetchedSourceKey] = kept;
}

/**
 * Content the live widget keeps findable (`hidden="until-found"`, marked `data-dw-find` by the
 * server) is made so here too, in the element's shadow root and in those of its light-DOM children
 * (an accordion's items); a match wakes the widget, which opens it on replay.
 */
function makeFindable(element: Element, matched: (event: Event) => void): void {
  for (const { shadowRoot } of [element, ...element.children]) {
    for (const node of shadowRoot?.querySelectorAll(`[${findAttribute}]`) ?? [])
      node.setAttribute('hidden', 'until-found');
    shadowRoot?.addEventListener('beforematch', matched, true); // once however often the element is found
  }
}

/**
 * An instance taken out of the page is let go, and the download of its document stopped (a page
 * that navigates by script); put back, it is found again.
 */
function letGoOfRemoved(asleep: Map<Host, boolean>): void {
  for (const [element] of asleep)
    if (!element.isConnected) {
      asleep.delete(element);
      element[fetchedSourceKey]?.[2].abort();
      delete element[fetchedSourceKey];
    }
}
