import { useCallback, useEffect, useRef, useState } from 'react';
import { keepInView } from '../../shared/scroll-anchor';
import { firstShownReached, shownFrom } from '../sections/section-boxes';

export interface DeepLinkOptions {
  /** The reference's root element, inside the shadow root. */
  container: HTMLElement | null;
  /** True once every section is in the DOM: only then can the hash be resolved and observed. */
  ready: boolean;
  /** Called when a link or the address names a section the filter hides, before scrolling to it. */
  onReveal: (id: string) => void;
  /**
   * Called with an id a link or the address names, before it is looked for: the section holding
   * it, if only a placeholder so far, is made whole (its rows then exist).
   */
  onNeed?: ((id: string) => void) | undefined;
  /** Where to scroll once ready instead of the address's section, when that element exists. */
  initialScroll?: ScrollPlace | undefined;
  /** Called with the address's fragment when it names nothing here, and with undefined when it does. */
  onMissing?: ((id: string | undefined) => void) | undefined;
}

/** An element and the distance from the viewport's top to its top edge. */
export interface ScrollPlace {
  id: string;
  offset: number;
}

function fragmentOf(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The band of the viewport a section is read in: its top third. */
const BAND = 0.34;

/** The laid-out sections crossing the viewport's top `bandBottom` pixels, in the page's order. */
function sectionsInBand(sections: readonly HTMLElement[], bandBottom: number): HTMLElement[] {
  const band: HTMLElement[] = [];
  for (
    let index = firstShownReached(sections, (section) => section.getBoundingClientRect().bottom > 0);
    index < sections.length;
    index = shownFrom(sections, index + 1)
  ) {
    if (sections[index]!.getBoundingClientRect().top >= bandBottom) break;
    band.push(sections[index]!);
  }
  return band;
}

/**
 * Focuses the element an address named, as the page's own fragments do for a focusable target:
 * the next Tab and a screen reader start there, not at the top of the page. A section or a row is
 * made focusable by script only (`tabindex="-1"`), so Tab never stops on it.
 */
function focusLanded(target: HTMLElement) {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

const scrollKeys = new Set(['PageUp', 'PageDown', 'ArrowUp', 'ArrowDown', 'Home', 'End', ' ']);

/**
 * Deep links inside a shadow root, where the browser does not resolve fragments by itself:
 * scrolls to `#id` once the sections exist, on history navigation (back/forward) and when an
 * in-page link is followed (each a history entry); and tracks the section being read, which the
 * navigation highlights and, once the reader scrolls, the address follows with `replaceState`.
 *
 * @returns the id of the section being read, and `land`, which goes to an id as following a link to
 * it does and focuses it as the address's target is: `false` when the reference holds no such id.
 */
export function useDeepLinks({ container, ready, onReveal, onNeed, initialScroll, onMissing }: DeepLinkOptions): {
  current: string | undefined;
  land: (id: string) => boolean;
} {
  const [current, setCurrent] = useState<string>();
  /** The section we scrolled to; it stays current until the reader scrolls by themselves. */
  const pinned = useRef<string>(undefined);
  /** The reader has scrolled since the last navigation: the hash follows what they read. */
  const following = useRef(false);
  const revealRef = useRef(onReveal);
  revealRef.current = onReveal;
  const needRef = useRef(onNeed);
  needRef.current = onNeed;
  const missingRef = useRef(onMissing);
  missingRef.current = onMissing;
  const initialScrollRef = useRef(initialScroll);

  const find = useCallback(
    (id: string): HTMLElement | undefined => {
      if (!container || id === '') return undefined;
      const root = container.getRootNode() as ShadowRoot | Document;
      const element = root.getElementById(id);
      return element && container.contains(element) ? element : undefined;
    },
    [container],
  );

  const goTo = useCallback(
    (id: string, history: 'push' | 'keep'): boolean => {
      needRef.current?.(id);
      const target = find(id);
      if (!target) return false;
      const section = target.closest<HTMLElement>('[data-section]');
      if (section?.hidden) revealRef.current(section.id);
      if (history === 'push' && fragmentOf(location.hash) !== id) {
        globalThis.history.pushState(globalThis.history.state, '', `#${encodeURIComponent(id)}`);
      }
      following.current = false;
      pinned.current = section?.id ?? id;
      setCurrent(pinned.current);
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
      // Sections far from the viewport are laid out at an estimated height (`content-visibility:
      // auto`), and the ones near the target take their real height once the browser lays them
      // out; a section the filter hid shows once the cleared filter renders: followed till it stays.
      keepInView(target);
      return true;
    },
    [find],
  );

  const land = useCallback(
    (id: string): boolean => {
      if (!goTo(id, 'push')) return false;
      const target = find(id);
      if (target) focusLanded(target);
      return true;
    },
    [goTo, find],
  );

  // The address names a section: on first render, and on back/forward.
  useEffect(() => {
    if (!ready || !container) return;
    const fromAddress = () => {
      const id = fragmentOf(location.hash);
      const found = id ? goTo(id, 'keep') : true;
      const target = id ? find(id) : undefined;
      if (found && target) focusLanded(target);
      // An id the page holds outside the reference (a section of its own) is not missing from it.
      missingRef.current?.(found || document.getElementById(id) ? undefined : id);
    };
    const land = () => {
      const place = initialScrollRef.current;
      initialScrollRef.current = undefined;
      if (place) needRef.current?.(place.id);
      const target = place ? find(place.id) : undefined;
      if (place && target) {
        // The section read before the switch, kept where it was on screen.
        pinned.current = place.id;
        setCurrent(place.id);
        keepInView(target, place.offset);
        missingRef.current?.(undefined);
      } else fromAddress();
    };
    // A section that is still a placeholder is made whole synchronously before landing in it, which
    // React does not do inside an effect: right after it instead.
    let landed = false;
    if (needRef.current)
      queueMicrotask(() => {
        if (!landed) land();
      });
    else land();
    globalThis.addEventListener('hashchange', fromAddress);
    globalThis.addEventListener('popstate', fromAddress);
    return () => {
      landed = true;
      globalThis.removeEventListener('hashchange', fromAddress);
      globalThis.removeEventListener('popstate', fromAddress);
    };
  }, [ready, container, goTo, find]);

  // In-page links inside the shadow root (navigation, subcommand links, markdown, flag anchors).
  useEffect(() => {
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
      const href = link?.getAttribute('href');
      if (!href?.startsWith('#')) return;
      needRef.current?.(fragmentOf(href));
      if (!find(fragmentOf(href))) return;
      event.preventDefault();
      goTo(fragmentOf(href), 'push');
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [container, find, goTo]);

  // Scrolling by the reader (not by us) lets the highlight and the hash follow again.
  useEffect(() => {
    const release = () => {
      following.current = true;
      pinned.current = undefined;
    };
    const onKey = (event: KeyboardEvent) => {
      if (scrollKeys.has(event.key)) release();
    };
    globalThis.addEventListener('wheel', release, { passive: true });
    globalThis.addEventListener('touchmove', release, { passive: true });
    globalThis.addEventListener('keydown', onKey);
    return () => {
      globalThis.removeEventListener('wheel', release);
      globalThis.removeEventListener('touchmove', release);
      globalThis.removeEventListener('keydown', onKey);
    };
  }, []);

  // Which section is being read: the first one crossing the top third of the viewport by more
  // than its scroll margin. Scrolling a section into view leaves that margin's sliver of the one
  // before it at the top; that sliver is not what the reader reads.
  useEffect(() => {
    if (!ready || !container) return;
    const sections = [...container.querySelectorAll<HTMLElement>('[data-section]')];
    let hashed = fragmentOf(location.hash);
    let frame = 0;
    /** More of the section shows than the sliver a scroll margin leaves above the section scrolled to. */
    const readable = (section: HTMLElement, margin: number) => {
      const box = section.getBoundingClientRect();
      return box.bottom > margin + 1 && box.top < innerHeight;
    };
    const choose = () => {
      frame = 0;
      if (pinned.current) {
        // The section we went to stays current (even one at the page's end, which cannot reach the
        // top) until something else scrolls it out of sight: the reader, a script, find-in-page.
        const section = find(pinned.current);
        if (!section || section.getClientRects().length === 0) return;
        if (readable(section, Number.parseFloat(getComputedStyle(section).scrollMarginTop) || 0)) return;
        pinned.current = undefined;
      }
      const candidates = sectionsInBand(sections, innerHeight * BAND);
      if (candidates.length === 0) return;
      // Only the few sections in the band are measured, once per frame at most.
      const margin = Number.parseFloat(getComputedStyle(candidates[0]!).scrollMarginTop) || 0;
      const top = candidates.find((section) => readable(section, margin)) ?? candidates.at(-1)!;
      setCurrent(top.id);
      if (following.current && top.id !== hashed) {
        hashed = top.id;
        globalThis.history.replaceState(globalThis.history.state, '', `#${encodeURIComponent(top.id)}`);
      }
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(choose);
    };
    // Checked in the frame after a scroll (the page's, or a scrolling box's around the reference)
    // or a resize. Not an IntersectionObserver: the browser computes every target of one each
    // frame, 35 ms for the 16,000 sections of a 20 MB spec, where the band is found by bisection.
    schedule();
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    addEventListener('resize', schedule, { passive: true });
    return () => {
      removeEventListener('resize', schedule);
      document.removeEventListener('scroll', schedule, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, [ready, container, find]);

  return { current, land };
}
