/**
 * Keeps what the reader was sent to where it landed while the page's widgets render around it.
 *
 * The browser scrolls to a page's `#fragment` once the HTML is parsed, before our chunks have
 * arrived; each widget then renders at its full height, and the page grows above the target (the
 * demo's home page from 12,700 to 29,700 px). The browser's own scroll anchoring does not keep the
 * target in place: it anchors to the first node at the viewport's top, which is the target only when
 * the page was long enough to bring the target there (near the end of a short page it is content
 * above it, and that content is what grows), and it never anchors to a node in a shadow root it
 * cannot resolve a fragment in. So the runtime follows the target itself: every frame until the
 * page has settled, it scrolls the target back to where the browser put it (its scroll margin and
 * the page's scroll padding), before the frame is painted. It lets go as soon as the reader
 * scrolls, clicks or presses a key, and once the page has settled: no tag's chunks on their way
 * (the loader counts them), every element's first render committed, no widget still loading what
 * decides its height (`useLayoutPending`), and the target still for a few frames.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { pageProgressKey, readerInput, type PageProgress } from '../../base/protocol';
import { clock } from './clock';

// What the loader and the runtime share about the page (`PageProgress`): how many tags' chunks
// are on their way, and whether the reader has scrolled, clicked or pressed a key since the page
// opened or since they were last sent somewhere.

function pageProgress(): PageProgress {
  const scope = globalThis as { [pageProgressKey]?: PageProgress };
  return (scope[pageProgressKey] ??= { loading: 0, readerActed: false });
}

/**
 * How long a target is followed at most: a widget that never settles (an API that never answers)
 * must not keep the page scrolling to it. Reader input ends it well before on any page.
 */
const followLimit = 30_000;
/**
 * Frames the target must stay put, once the page has settled, before it is let go. Sections laid
 * out at an estimated height (`content-visibility: auto`) take their real one a few frames after
 * they come near the viewport (in the third, on a reference of 120 sections).
 */
const stillFrames = 5;

/** Hosts and widgets still to take their height (see `holdLayout`). */
const pending = new Set<object>();
/** Connected hosts, whose shadow roots may hold the target. */
const hosts = new Set<Element>();
/** Hosts whose React root has committed and is still mounted. */
const live = new WeakSet<Element>();

interface Follow {
  find: () => Element | null | undefined;
  /** Distance to keep from the viewport's top; undefined: where `scrollIntoView` puts it. */
  top: number | undefined;
  since: number;
  /** Frames in a row in which the target did not have to be moved. */
  still: number;
}

let follow: Follow | undefined;
let frame = 0;

function schedule(): void {
  frame ||= requestAnimationFrame(() => {
    frame = 0;
    step();
  });
}

function settled(): boolean {
  return pending.size === 0 && pageProgress().loading <= 0;
}

/** Where a link puts `target`: its scroll margin below the page's scroll padding (a sticky header's room). */
function landing(target: Element): number {
  const length = (value: string) => Number.parseFloat(value) || 0;
  return (
    length(getComputedStyle(target).scrollMarginTop) +
    length(getComputedStyle(document.documentElement).scrollPaddingTop)
  );
}

function step(): void {
  const current = follow;
  if (!current) return;
  if (pageProgress().readerActed || clock.now() - current.since > followLimit) {
    follow = undefined;
    return;
  }
  const target = current.find();
  if (target?.isConnected && target.getClientRects().length > 0) {
    const before = target.getBoundingClientRect().top;
    const off = before - (current.top ?? landing(target));
    // scrollIntoView also scrolls the boxes between the target and the page, as the browser's own jump does.
    if (Math.abs(off) > 1 && current.top === undefined) target.scrollIntoView({ block: 'start', behavior: 'instant' });
    else if (Math.abs(off) > 1) scrollBy({ top: off, behavior: 'instant' });
    current.still = Math.abs(target.getBoundingClientRect().top - before) > 1 ? 0 : current.still + 1;
  } else if (target?.isConnected)
    current.still = 0; // hidden (a filtered-out section being shown again): waited for
  else current.still++; // not in the page: given up once the page has settled
  if (settled() && current.still >= stillFrames) follow = undefined;
  else schedule();
}

function start(find: Follow['find'], top: number | undefined): void {
  follow = { find, top, since: clock.now(), still: 0 };
  schedule();
}

/**
 * Keeps `target` in view while the page around it settles, from a reader's request (a followed
 * link, a version switched to): at `top` px from the viewport's top, or by default where
 * `scrollIntoView` puts it. Replaces any target followed before.
 */
export function keepInView(target: Element, top?: number): void {
  pageProgress().readerActed = false;
  start(() => target, top);
  // At once too, as the caller's commit may be painted before the next frame's callbacks; a frame
  // still has to pass before it counts as still.
  step();
  if (follow) follow.still = 0;
}

function decodedFragment(): string {
  const raw = location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The element the fragment names, in the page or in one of our shadow roots. */
function named(id: string): Element | undefined {
  const inPage = document.getElementById(id);
  if (inPage) return inPage;
  for (const host of hosts) {
    const found = host.shadowRoot?.getElementById(id);
    if (found) return found;
  }
  return undefined;
}

function followFragment(): void {
  const id = decodedFragment();
  if (id) start(() => named(id), undefined);
}

let watching = false;

/**
 * Starts following the page's fragment, once, when the first element connects: before then
 * nothing of ours has changed the page. A reload or a history traversal is left alone, as the
 * browser puts the reader back where they were rather than at the fragment. A fragment the reader
 * moves to before the page has settled (a contents link) is followed too.
 */
function watchFragment(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const acted = () => {
    pageProgress().readerActed = true;
  };
  for (const type of readerInput) addEventListener(type, acted, { capture: true, passive: true });
  addEventListener('hashchange', () => {
    if (settled()) return;
    pageProgress().readerActed = false;
    followFragment();
  });
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!navigation || navigation.type === 'navigate') followFragment();
}

/** A host joins the page: until its tree commits (see `HostSettles`), it is still to take its height. */
export function hostConnected(host: Element): void {
  watchFragment();
  hosts.add(host);
  if (!live.has(host)) pending.add(host);
}

/** A host has left the page and its React root is gone. */
export function hostDisconnected(host: Element): void {
  hosts.delete(host);
  pending.delete(host);
  live.delete(host);
}

/** Around an element's tree: its host has taken its height once the tree has committed. */
export function HostSettles({ host, children }: { host: Element; children: ReactNode }): ReactNode {
  useLayoutEffect(() => {
    live.add(host);
    pending.delete(host);
  }, [host]);
  return children;
}

/**
 * While `loading`, the widget is still to take its height (a reference whose spec or sections are
 * on their way, settings waiting for the platform's answer): a page opened at a fragment follows
 * its target until no widget is loading.
 */
export function useLayoutPending(loading: boolean): void {
  useLayoutEffect(() => {
    if (!loading) return;
    const key = {};
    pending.add(key);
    return () => {
      pending.delete(key);
    };
  }, [loading]);
}
