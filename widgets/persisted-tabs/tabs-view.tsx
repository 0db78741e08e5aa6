import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useStyleProperties } from '../shared/styles/style-properties';

export interface TabsViewItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsViewProps {
  items: readonly TabsViewItem[];
  active: string | undefined;
  onSelect(value: string, tab: HTMLElement): void;
  label?: string | undefined;
  sticky?: boolean | undefined;
  /** A CSS length, already checked. */
  stickyOffset?: string | undefined;
  /** Leaves out the `part` names, for tabs inside another widget's shadow root. */
  noParts?: boolean | undefined;
}

const keySteps: Record<string, 'previous' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  Home: 'first',
  End: 'last',
};

/**
 * Marks the sides where tabs are scrolled out of the list (`data-overflow="left right"`), for the
 * fade that shows there is more. Written on the element, so scrolling never re-renders the tabs.
 */
function useOverflowEdges(list: RefObject<HTMLDivElement | null>, count: number): void {
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => markEdges(element, overflowEdges(element));
    element.addEventListener('scroll', update, { passive: true });
    const stopWatching = watchSize(element, update);
    return () => {
      element.removeEventListener('scroll', update);
      stopWatching();
    };
  }, [list, count]);
}

/** The sides of a tab list where tabs are scrolled out of view. Reads layout. */
function overflowEdges(element: HTMLElement): string {
  const hidden = element.scrollWidth - element.clientWidth;
  if (hidden <= 1) return '';
  // In right-to-left text the scroll position runs from 0 (right end) to minus the overflow.
  const fromLeft = getComputedStyle(element).direction === 'rtl' ? hidden + element.scrollLeft : element.scrollLeft;
  return [fromLeft > 1 ? 'left' : '', fromLeft < hidden - 1 ? 'right' : ''].filter(Boolean).join(' ');
}

/** Writes what `overflowEdges` read. */
function markEdges(element: HTMLElement, edges: string): void {
  if (edges) element.dataset.overflow = edges;
  else delete element.dataset.overflow;
}

/**
 * One ResizeObserver for every tab list on the page. Its callback runs after layout and measures
 * all the lists it reports before it marks any, so a reference with hundreds of tab sets costs
 * one layout, not one per set; and a set inside a section the browser skips
 * (`content-visibility: auto`) is measured only once that section is laid out. Measuring each
 * list as it mounted forced a layout per section: 2 s of a 5 MB reference's 3 s.
 */
let sizes: ResizeObserver | undefined;
const watched = new WeakSet<Element>();

function watchSize(element: HTMLElement, update: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    update();
    return () => undefined;
  }
  sizes ??= new ResizeObserver((entries) => {
    const measured = entries.map(
      ({ target }) => [target as HTMLElement, overflowEdges(target as HTMLElement)] as const,
    );
    for (const [target, edges] of measured) if (watched.has(target)) markEdges(target, edges);
  });
  watched.add(element);
  sizes.observe(element);
  return () => {
    watched.delete(element);
    sizes?.unobserve(element);
  };
}

/** Brings a tab fully into its list's view (clear of the fade), without moving the page more than needed. */
function reveal(tab: HTMLElement): void {
  tab.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/**
 * The WAI-ARIA tabs pattern: one tab stop (the active tab; the others have tabindex -1),
 * Left/Right move and activate with wrap-around (mirrored in right-to-left text), Home/End go
 * to the ends; the tab reached is scrolled into the list's view. IDs come from useId, so several tab sets in one shadow root, even with the same
 * values, never share an id.
 */
export function TabsView({
  items,
  active,
  onSelect,
  label,
  sticky = false,
  stickyOffset,
  noParts = false,
}: TabsViewProps) {
  const idPrefix = useId();
  const tabList = useRef<HTMLDivElement>(null);
  useOverflowEdges(tabList, items.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const tabs = [...(tabList.current?.querySelectorAll<HTMLElement>(':scope > [role="tab"]') ?? [])];
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current === -1 || tabs.length === 0) return;
    event.preventDefault();
    const rightToLeft = getComputedStyle(tabList.current!).direction === 'rtl';
    const forward = (step === 'next') !== rightToLeft;
    const target =
      step === 'first'
        ? 0
        : step === 'last'
          ? tabs.length - 1
          : (current + (forward ? 1 : -1) + tabs.length) % tabs.length;
    const tab = tabs[target]!;
    onSelect(items[target]!.value, tab);
    tab.focus({ preventScroll: true });
    reveal(tab);
  };

  const box = useRef<HTMLDivElement>(null);
  useStyleProperties(box, sticky && stickyOffset !== undefined ? { '--sticky-offset': stickyOffset } : undefined);
  return (
    <div className="persisted-tabs" data-sticky={sticky ? '' : undefined} ref={box}>
      <div
        className="tablist"
        role="tablist"
        part={noParts ? undefined : 'tablist'}
        aria-label={label}
        ref={tabList}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const selected = item.value === active;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              className="tab"
              id={`${idPrefix}tab-${index}`}
              aria-selected={selected}
              aria-controls={`${idPrefix}panel-${index}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? 'active' : 'inactive'}
              onClick={(event) => {
                onSelect(item.value, event.currentTarget);
                reveal(event.currentTarget);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const selected = item.value === active;
        return (
          <div
            key={item.value}
            className="panel"
            role="tabpanel"
            id={`${idPrefix}panel-${index}`}
            aria-labelledby={`${idPrefix}tab-${index}`}
            tabIndex={selected ? 0 : -1}
            data-state={selected ? 'active' : 'inactive'}
            // The loader makes it `hidden="until-found"` while it leaves the set as markup (see below).
            data-dw-find={selected ? undefined : ''}
            ref={(panel) => {
              if (!panel) return;
              // `until-found` (React only writes boolean `hidden`) lets the browser's find-in-page
              // reach text in inactive panels; `beforematch` then opens the panel with the match.
              if (selected) panel.removeAttribute('hidden');
              else panel.setAttribute('hidden', 'until-found');
              const reveal = () => {
                const tab = tabList.current?.children[index];
                if (tab instanceof HTMLElement) onSelect(item.value, tab);
              };
              panel.addEventListener('beforematch', reveal);
              return () => panel.removeEventListener('beforematch', reveal);
            }}
          >
            {/* Without a script every panel is shown, each under its tab's name. */}
            <p className="dw-no-script tab-label">{item.label}</p>
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
