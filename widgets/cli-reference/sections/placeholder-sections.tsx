import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { searchCopySlot } from '../../shared/prerendered';
import { flagAnchor, yieldToBrowser, type CommandEntry, type ReferenceModel } from '../../../spec';
import { CommandSectionContent } from './command-section';
import { placeholderText } from './placeholder-text';
import { firstShownReached, shown } from './section-boxes';
import type { SectionContext } from './section-context';

// The sections of a reference rendered in the browser, at any size. Each command's section starts
// as a placeholder: a `<section>` with its id and its text as one plain text node, no React tree,
// `hidden="until-found"` (not painted, laid out at an estimated height, but reached by
// find-in-page, which reveals it and says so with `beforematch`). A section is made whole (its
// React content rendered into the same element through a portal) when it nears the viewport (one
// IntersectionObserver for every placeholder), when find-in-page reveals it, and when a link or
// the address names it or an element in it. The placeholders are built in slices of a few
// milliseconds each, so no task of a large spec's arrival runs long; the text of every section is
// in the page once they are built. The cost of a reference then follows what the reader has seen,
// not the spec's size. See bench/README.md ("The reference at size") for the designs measured.

/**
 * Whether this browser can use placeholders: it finds text in `hidden="until-found"` content and
 * fires `beforematch` (Chromium; Firefox from 139). Elsewhere every section is rendered whole, in
 * slices, as before: a placeholder there would hide its text from find-in-page.
 */
export const placeholdersWork =
  typeof HTMLElement !== 'undefined' &&
  typeof IntersectionObserver !== 'undefined' &&
  'onbeforematch' in HTMLElement.prototype;

/** Sections whole in the first render: the top of the reference, painted with the header. */
const FIRST_WHOLE = 2;
/** How long a slice of placeholders may take before the page gets the main thread back. */
const SLICE_MILLISECONDS = 8;
/** How far outside the viewport a placeholder is made whole: a screen above and below. */
const NEAR_VIEWPORT = '100% 0px 100% 0px';

/** The `hidden` a section's element should have: filtered out, a placeholder, or whole. */
function hiddenValue(matched: boolean, whole: boolean): string | undefined {
  if (!matched) return '';
  return whole ? undefined : 'until-found';
}

function setHidden(element: HTMLElement, value: string | undefined) {
  if (element.getAttribute('hidden') === (value ?? null)) return;
  if (value === undefined) element.removeAttribute('hidden');
  else element.setAttribute('hidden', value);
}

/** A placeholder section: the element the whole section is later rendered into. */
function placeholderSection(entry: CommandEntry, hidden: string | undefined): HTMLElement {
  const section = document.createElement('section');
  section.className = 'command';
  section.id = entry.anchor;
  section.dataset['section'] = '';
  if (hidden !== undefined) section.setAttribute('hidden', hidden);
  const text = document.createElement('div');
  text.className = 'placeholder-text';
  text.textContent = placeholderText(entry);
  section.append(text);
  return section;
}

/**
 * The section the reader is looking at: the first whose top is inside the viewport, not the sliver
 * of the one above it that a scroll margin leaves at the top; failing that, the one filling the
 * viewport. `sections` are in the page's order, so their tops only grow: found by bisection.
 */
function sectionBeingRead(
  sections: readonly HTMLElement[],
  grownAbove: (section: Element) => number,
): HTMLElement | undefined {
  const top = (section: Element) => section.getBoundingClientRect().top - grownAbove(section);
  // A section scrolled to the top lies there to a fraction of a pixel, either side.
  const first = firstShownReached(sections, (section) => top(section) > -1);
  const below = first < sections.length ? sections[first] : undefined;
  if (below && top(below) < innerHeight) return below;
  // No section starts on screen: the one before it fills the viewport.
  for (let index = first - 1; index >= 0; index -= 1) if (shown(sections[index]!)) return sections[index];
  return undefined;
}

/** A whole section, rendered into its placeholder's element, which it takes over. */
function WholeSection({
  entry,
  element,
  matched,
  context,
}: {
  entry: CommandEntry;
  element: HTMLElement;
  matched: boolean;
  context: SectionContext;
}) {
  const headingId = useId();
  // Before the browser paints: the placeholder's text goes as the content comes.
  useLayoutEffect(() => {
    element.querySelector(':scope > .placeholder-text')?.remove();
    element.setAttribute('aria-labelledby', headingId);
    setHidden(element, hiddenValue(matched, true));
  }, [element, headingId, matched]);
  return <CommandSectionContent entry={entry} headingId={headingId} context={context} />;
}

export interface PlaceholderSections {
  /** The sections' container and the whole sections' portals, to render in place of the sections. */
  sections: ReactNode;
  /** True once every section's placeholder is in the page: every command is findable. */
  complete: boolean;
  /** Whether the first placeholders are in the page (the navigation may follow). */
  started: boolean;
  /**
   * Makes whole, at once, the section named by `id` or holding the element `id` names (a flag's
   * row): a link or the address goes there next.
   */
  makeWhole: (id: string) => void;
}

/** A row's id is its section's anchor, this, then the row's own part (see `flagAnchor`). */
const rowSeparator = flagAnchor('', '');

/**
 * The anchor of the section an element id belongs to: the section's own, or a row's in it, the
 * longest section anchor the id starts with (a command's anchor may hold the separator too).
 */
function sectionAnchor(sections: ReadonlyMap<string, unknown>, id: string): string | undefined {
  if (sections.has(id)) return id;
  for (let end = id.lastIndexOf(rowSeparator); end > 0; end = id.lastIndexOf(rowSeparator, end - 1)) {
    const anchor = id.slice(0, end);
    if (sections.has(anchor)) return anchor;
  }
  return undefined;
}

/**
 * The sections as placeholders made whole when needed (see the module comment). `enabled` false
 * (the server, hydration, a browser without `beforematch`) gives nothing: the caller renders the
 * sections itself.
 */
export function usePlaceholderSections({
  enabled,
  model,
  matches,
  context,
  searchCopies,
}: {
  enabled: boolean;
  model: ReferenceModel;
  matches: ReadonlySet<string> | undefined;
  context: SectionContext;
  /** Whether the host holds prerendered light-DOM copies of the sections, which each section's slot places. */
  searchCopies: boolean;
}): PlaceholderSections {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  const [whole, setWhole] = useState<ReadonlySet<string>>(
    () => new Set(model.entries.slice(0, FIRST_WHOLE).map((entry) => entry.anchor)),
  );
  const wholeRef = useRef(whole);
  wholeRef.current = whole;
  const matchesRef = useRef(matches);
  matchesRef.current = matches;
  const [built, setBuilt] = useState<{ model: ReferenceModel; slices: number; done: boolean }>();
  const observer = useRef<IntersectionObserver>(undefined);
  const resizes = useRef<ResizeObserver>(undefined);
  const byAnchor = useMemo(() => new Map(model.entries.map((entry) => [entry.anchor, entry])), [model]);

  const addWhole = useCallback((anchors: readonly string[]) => {
    setWhole((previous) => {
      const added = anchors.filter((anchor) => !previous.has(anchor));
      return added.length === 0 ? previous : new Set([...previous, ...added]);
    });
  }, []);

  // One observer for every placeholder: a section nearing the viewport is made whole.
  useEffect(() => {
    if (!enabled || !container) return;
    const watcher = new IntersectionObserver(
      (records) => {
        const near = records.filter((record) => record.isIntersecting).map((record) => record.target);
        for (const element of near) watcher.unobserve(element);
        // In a transition: React renders the sections in slices between frames, and a fast scroll
        // keeps its frames, the placeholders it passes shown whole once it slows.
        if (near.length > 0) startTransition(() => addWhole(near.map((element) => element.id)));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.current = watcher;
    // The section being read stays where it is on screen while the sections above it take their
    // height: a placeholder made whole, a whole section laid out at its estimate until it nears
    // the viewport (`content-visibility: auto`). The browser's own scroll anchoring would anchor to
    // the sliver of the section above that a scroll margin leaves at the viewport's top, and that
    // sliver is what grows; the sections opt out of it (`overflow-anchor: none`). Size changes are
    // reported after layout, before paint: the correction is never seen.
    const heights = new WeakMap<Element, number>();
    // The sections before the placeholders' (the global flags'), laid out the same way.
    const before = [...(container.parentElement?.children ?? [])].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element.matches('[data-section]'),
    );
    // Where the page's scroll events last left it. A scroll since then (a script's scrollIntoView
    // in this frame) was aimed at the sections as they are now, grown or not: not corrected. Read
    // first in the observer's callback, not here: reading `scrollY` lays the page out, which here
    // (the reference's first commit) would add its whole layout to the task that renders it.
    let scrolledTo: number | undefined;
    const onScroll = () => {
      scrolledTo = scrollY;
    };
    addEventListener('scroll', onScroll, { passive: true });
    const sizes = new ResizeObserver((records) => {
      // The first records, taken as the page was first laid out, are no change to correct.
      scrolledTo ??= scrollY;
      const changes: { section: Element; grown: number }[] = [];
      for (const record of records) {
        const height = record.borderBoxSize[0]?.blockSize ?? record.contentRect.height;
        const previous = heights.get(record.target);
        heights.set(record.target, height);
        if (previous !== undefined && previous !== height)
          changes.push({ section: record.target, grown: height - previous });
      }
      if (changes.length === 0 || scrollY !== scrolledTo) return;
      /** How much the sections before `section` grew: its top before they did is its top less that. */
      const grownAbove = (section: Element) => {
        let grown = 0;
        for (const change of changes)
          if (
            change.section !== section &&
            section.compareDocumentPosition(change.section) & Node.DOCUMENT_POSITION_PRECEDING
          )
            grown += change.grown;
        return grown;
      };
      // The section read before the change, where it was then.
      const read = sectionBeingRead([...before, ...elements.current.values()], grownAbove);
      const shift = read ? grownAbove(read) : 0;
      if (Math.abs(shift) >= 1) scrollBy({ top: shift, behavior: 'instant' });
      scrolledTo = scrollY;
    });
    resizes.current = sizes;
    for (const element of [...before, ...elements.current.values()]) sizes.observe(element);
    for (const [anchor, element] of elements.current) if (!wholeRef.current.has(anchor)) watcher.observe(element);
    // Find-in-page revealed a placeholder (and removed its `hidden`): it is made whole after the
    // browser has scrolled to the match, whose text stays until the content replaces it.
    const onFound = (event: Event) => {
      const section = (event.target as Element | null)?.closest?.('[data-section]');
      if (!section?.id) return;
      watcher.unobserve(section);
      addWhole([section.id]);
    };
    container.addEventListener('beforematch', onFound, true);
    return () => {
      watcher.disconnect();
      observer.current = undefined;
      sizes.disconnect();
      removeEventListener('scroll', onScroll);
      resizes.current = undefined;
      container.removeEventListener('beforematch', onFound, true);
    };
  }, [enabled, container, addWhole]);

  // The placeholders, built in slices for each model: the first slice before the first paint.
  useLayoutEffect(() => {
    if (!enabled || !container) return;
    let stopped = false;
    const previous = elements.current;
    const next = new Map<string, HTMLElement>();
    // A whole section that is in the new model too stays as it is (the reader may be reading it).
    const kept = new Set([...wholeRef.current].filter((anchor) => previous.has(anchor) && model.byId.has(anchor)));
    for (const [anchor, element] of previous) if (!kept.has(anchor)) element.remove();
    elements.current = next;
    const firstWhole = model.entries.slice(0, FIRST_WHOLE).map((entry) => entry.anchor);
    const startWhole = new Set([...kept, ...firstWhole]);
    setWhole(startWhole);
    wholeRef.current = startWhole;

    let index = 0;
    let slices = 0;
    const buildSlice = () => {
      const started = performance.now();
      const fragment = document.createDocumentFragment();
      const matching = matchesRef.current;
      while (index < model.entries.length) {
        const entry = model.entries[index]!;
        index += 1;
        const matched = !matching || matching.has(entry.command.id);
        const isWhole = startWhole.has(entry.anchor);
        const element =
          (kept.has(entry.anchor) ? previous.get(entry.anchor) : undefined) ??
          placeholderSection(entry, hiddenValue(matched, isWhole));
        next.set(entry.anchor, element);
        if (searchCopies) {
          const slot = document.createElement('slot');
          slot.name = searchCopySlot(entry.anchor);
          fragment.append(slot);
        }
        fragment.append(element);
        if (!isWhole) observer.current?.observe(element);
        resizes.current?.observe(element);
        if ((index & 15) === 0 && performance.now() - started > SLICE_MILLISECONDS) break;
      }
      container.append(fragment);
      slices += 1;
      setBuilt({ model, slices, done: index >= model.entries.length });
    };
    buildSlice();
    void (async () => {
      while (index < model.entries.length) {
        await yieldToBrowser();
        if (stopped) return;
        buildSlice();
      }
    })();
    return () => {
      stopped = true;
    };
    // `searchCopies` is decided once, with the element.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, container, model]);

  // The filter: a section it leaves out is hidden, the others are placeholders or whole.
  useEffect(() => {
    if (!enabled) return;
    for (const entry of model.entries) {
      const element = elements.current.get(entry.anchor);
      if (!element) continue;
      const matched = !matches || matches.has(entry.command.id);
      setHidden(element, hiddenValue(matched, wholeRef.current.has(entry.anchor)));
    }
  }, [enabled, model, matches, built]);

  const makeWhole = useCallback(
    (id: string) => {
      if (!enabled) return;
      const anchor = sectionAnchor(elements.current, id);
      const element = anchor === undefined ? undefined : elements.current.get(anchor);
      if (anchor === undefined || !element || wholeRef.current.has(anchor)) return;
      observer.current?.unobserve(element);
      flushSync(() => addWhole([anchor]));
    },
    [enabled, addWhole],
  );

  if (!enabled) return { sections: null, complete: false, started: false, makeWhole };
  const portals: ReactNode[] = [];
  if (container)
    for (const anchor of whole) {
      const element = elements.current.get(anchor);
      const entry = byAnchor.get(anchor);
      if (!element || !entry) continue;
      portals.push(
        createPortal(
          <WholeSection
            entry={entry}
            element={element}
            matched={!matches || matches.has(entry.command.id)}
            context={context}
          />,
          element,
          anchor,
        ),
      );
    }
  const complete = built?.model === model && built.done;
  return {
    sections: (
      <>
        <div className="placeholder-sections" ref={setContainer} />
        {portals}
      </>
    ),
    complete,
    // As the sections rendered whole in steps did: the list comes with the second step, and a
    // spec's start (its first command alone) shows none.
    started: (built?.slices ?? 0) > 1 || (complete && model.entries.length > 1),
    makeWhole,
  };
}
