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
 * loads as any other. A prerendered instance of a tag in `touchable` (interactive, but its markup is what the reader sees until then) is left the same
 * way until the reader first needs it: a pointer down, a key or focus inside it, a URL hash that
 * names something inside it, an attribute change, a light-DOM change its markup no longer matches,
 * or a `docs-widgets:wake` event the page
 * dispatches on the document with the element as its detail. The events that woke it are kept on
 * the element (`missedEvents`) for the runtime to replay once it has taken the markup over, so the
 * first click, key or focus does what it would have done on a live widget.
 *
 * A touchable instance loads at once when it has one of the attributes its tag lists (what it
 * shows depends on more than its markup) or its markup holds an element marked `data-dw-eager` (a
 * part the live widget fills with the page's values) on a page that has values to give: a login
 * it announced, or placeholders the reader may fill in; a login announced later wakes it. One whose host records the hash of the
 * document it was drawn from (`data-dw-source`, a reference's spec) fetches that document from the
 * attribute its tag names in `sources` (or the address written after the hash) and wakes when the bytes have changed since, so a spec deployed without a new prerender is
 * shown at once rather than after the first touch.
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
  observed: StaticTags = {},
  touchable: StaticTags = {},
  /** Tag → the attribute that names the document its markup was drawn from (`<cli-reference src>`). */
  sources: Readonly<Record<string, string>> = {},
): void {
  const selector = Object.keys(chunks)
    .map((tag) => prefix + tag)
    .join();
  const load = chunkLoader(chunks, baseUrl, importModule, prefix);
  const settings = settingNames.map(pageMeta);
  /**
   * Prerendered instances left as markup: `true` for those the reader's touch wakes, which stay
   * here until their tag is defined, so the events that arrive while its chunk loads are kept too.
   */
  const asleep = new Map<Element, boolean>();
  const wake = (element: Element) => {
    if (!asleep.get(element)) asleep.delete(element);
    load(element.localName);
  };
  const found = (element: Element) => {
    // A live element put back in the page (moved by a script) has nothing to wait for.
    if ((element as unknown as Record<symbol, boolean>)[takenOverKey]) return;
    const name = element.localName.slice(prefix.length);
    const touch = touchable[name]?.every((attribute) => !element.hasAttribute(attribute));
    const still = !!statics[name]?.every((attribute) => !element.hasAttribute(attribute));
    // A touchable instance's markup is read by the runtime when it wakes.
    const sleeps =
      (still || touch) &&
      element.getAttribute(resolvedThemeAttribute) === element.getAttribute('theme') &&
      markupIsCurrent(element, observed[name]!, settings, still);
    if (sleeps && still) asleep.set(element, false);
    else if (sleeps && touch && !named(element) && !(pageFillsValues() && eager(element))) {
      asleep.set(element, true);
      checkSource(element, sources[name], wake);
      makeFindable(element, matched);
    } else return load(element.localName);
    observer.observe(element, { attributes: true });
    lightDom.observe(element, { attributes: true, childList: true, characterData: true, subtree: true });
  };
  const lightDom = lightDomWatcher(
    asleep,
    (element) => {
      const name = element.localName.slice(prefix.length);
      return markupIsCurrent(element, observed[name]!, settings, !asleep.get(element));
    },
    wake,
  );
  const { keep, matched } = eventKeeper(asleep, wake);
  listenForWakers(asleep, wake, keep);
  // Added nodes include text and comments, which have neither method.
  const scan = (node: Node) => {
    if ((node as Element).matches?.(selector)) found(node as Element);
    for (const element of (node as ParentNode).querySelectorAll?.(selector) ?? []) found(element);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach(scan);
      if (record.attributeName) wake(record.target as Element);
    }
    if (records.some((record) => [...record.removedNodes].some((node) => node.nodeType === 1))) letGoOfRemoved(asleep);
  });
  const watch = (root: Document | ShadowRoot) => {
    scan(root);
    observer.observe(root, { childList: true, subtree: true });
  };
  document.addEventListener(shadowRootEvent, (event) => {
    const root = (event as CustomEvent<unknown>).detail;
    if (root instanceof ShadowRoot) watch(root); // page scripts can dispatch this event too
  });
  watch(document);
}

/**
 * A change in a sleeping element's light DOM (a panel's `label`, an item's `header`, text a script
 * writes) has its markup checked again (`isCurrent`), as when it was found: it wakes once the
 * markup no longer shows what the light DOM says. Changes the check does not read (the runtime's
 * and the server's own attributes) leave it asleep.
 */
function lightDomWatcher(
  asleep: ReadonlyMap<Element, boolean>,
  isCurrent: (element: Element) => boolean,
  wake: (element: Element) => void,
): MutationObserver {
  return new MutationObserver((records) => {
    const changed = new Set<Element>();
    for (const record of records)
      for (let node: Node | null = record.target; node; node = node.parentNode)
        // The host's own attributes wake it through the loader's other observer.
        if (asleep.has(node as Element) && !(node === record.target && record.attributeName))
          changed.add(node as Element);
    for (const element of changed) if (!isCurrent(element)) wake(element);
  });
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
): (tag: string) => void {
  // Tags asked for and chunk addresses preloaded: one set, since a tag name never holds a colon.
  const seen = new Set<string>();
  const url = (name: string) => new URL(`chunks/${name}.js`, baseUrl).href;
  const progress = ((globalThis as unknown as Record<symbol, PageProgress>)[pageProgressKey] ??= {
    loading: 0,
    readerActed: false,
  });
  for (const type of readerInput)
    addEventListener(type, () => (progress.readerActed = true), { capture: true, passive: true });
  return (tag) => {
    if (seen.has(tag)) return;
    seen.add(tag);
    progress.loading++;
    const [entry, ...dependencies] = chunks[tag.slice(prefix.length)]!;
    // Every chunk is fetched at once, the entry too when it is imported after others (alone, it is
    // imported at once: the package's loader, whose "chunks" are the app's own imports, relies on that).
    for (const name of dependencies.length > 0 ? [...dependencies, entry!] : []) {
      const href = url(name);
      if (!seen.has(href))
        document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
      seen.add(href);
    }
    // One chunk at a time, each after those it imports: the browser evaluates what one import
    // brings in a single task, and the runtime with the widget's chunks made it 50 to 100 ms.
    dependencies
      .reduce<Promise<unknown>>((previous, name) => previous.then(() => importModule(url(name))), Promise.resolve())
      .then(() => importModule(url(entry!)))
      .then((module) => module.define(tag))
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
    (typeof session === 'object' && !!session && !Array.isArray(session) && !(session instanceof Node)) ||
    !!document.head.querySelector(`meta[name="${metaPrefix}${editablePlaceholdersMetaName}"]`)
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
function checkSource(element: Element, sourceAttribute: string | undefined, wake: (element: Element) => void): void {
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
        if (element.isConnected && kept[3] !== hash) wake(element);
      }
      return response;
    }),
    download,
  ];
  // Unreachable or refused: the markup stays, and the live widget says why once touched.
  kept[1].catch(() => {});
  (element as unknown as Record<symbol, unknown>)[fetchedSourceKey] = kept;
}

/**
 * Content the live widget keeps findable (`hidden="until-found"`, marked `data-dw-find` by the
 * server) is made so here too, in the element's shadow root and in those of its light-DOM children
 * (an accordion's items); a match wakes the widget, which opens it on replay.
 */
function makeFindable(element: Element, matched: (event: Event) => void): void {
  for (const root of [element, ...element.children].map((node) => node.shadowRoot)) {
    for (const node of root?.querySelectorAll(`[${findAttribute}]`) ?? []) node.setAttribute('hidden', 'until-found');
    root?.addEventListener('beforematch', matched, true); // once however often the element is found
  }
}

/**
 * A touch inside a touchable instance: its events are kept on it for the runtime to replay (`keep`),
 * and a find-in-page match in its shadow root or in one of its children's (`matched`).
 */
function eventKeeper(asleep: Map<Element, boolean>, wake: (element: Element) => void) {
  const keep = (host: Element, event: Event) => {
    if ((host as unknown as Record<symbol, boolean>)[takenOverKey]) return void asleep.delete(host);
    // The path goes with the event: once dispatched, an event no longer tells its target inside a shadow root.
    if (event.type !== 'pointerdown')
      ((host as unknown as Record<symbol, unknown[] | undefined>)[missedEventsKey] ??= []).push([
        event,
        event.composedPath(),
      ]);
    wake(host);
  };
  const matched = (event: Event) => {
    const host = (event.currentTarget as ShadowRoot).host;
    const sleeper = asleep.has(host) ? host : host.parentElement;
    if (sleeper && asleep.has(sleeper)) keep(sleeper, event);
  };
  return { keep, matched };
}

/** The reader's touch, a URL hash, a login announced later or the page's own request wake a sleeping element. */
function listenForWakers(
  asleep: ReadonlyMap<Element, boolean>,
  wake: (element: Element) => void,
  keep: (host: Element, event: Event) => void,
): void {
  const touched = (event: Event) => {
    const host = event.composedPath().find((node) => asleep.get(node as Element)) as Element | undefined;
    if (host) keep(host, event);
  };
  for (const type of touchEvents) document.addEventListener(type, touched, true);
  addEventListener('hashchange', () => {
    for (const [element, touch] of asleep) if (touch && named(element)) wake(element);
  });
  // A login announced later: the parts that show the page's values follow it once live.
  document.addEventListener(sessionEvent, () => {
    for (const [element, touch] of asleep) if (touch && eager(element)) wake(element);
  });
  document.addEventListener(wakeEvent, (event) => {
    const element = (event as CustomEvent<unknown>).detail;
    if (element instanceof Element && asleep.has(element)) wake(element);
  });
}

/**
 * An instance taken out of the page is let go, and the download of its document stopped (a page
 * that navigates by script); put back, it is found again.
 */
function letGoOfRemoved(asleep: Map<Element, boolean>): void {
  for (const [element] of asleep)
    if (!element.isConnected) {
      asleep.delete(element);
      const store = element as unknown as Record<symbol, FetchedSource | undefined>;
      store[fetchedSourceKey]?.[2].abort();
      delete store[fetchedSourceKey];
    }
}
