import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';

// The filter and the command list by keyboard, as on the docs sites readers know: "/" brings the
// filter and what it finds into view, Enter goes to the first match, ArrowDown enters the list at
// it, and the arrows walk the list's shown links and lead back up to the filter. Every link keeps
// its place in the Tab order; the arrows are a shortcut over it, not a roving focus.

/** The links of the command list the filter shows (it hides an item, or a whole group, with `hidden`). */
export function shownLinks(list: Element): HTMLAnchorElement[] {
  return [...list.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => link.closest('[hidden]') === null);
}

/**
 * Focuses the filter and brings the navigation to the top of the window, where it sticks while the
 * page scrolls (beside the sections, or the narrow layout's bar): the match count and the list
 * under the filter are in view as the reader types, not below the window's edge.
 */
export function focusFilter(search: HTMLInputElement): void {
  search.focus({ preventScroll: true });
  const nav = search.closest('nav');
  if (!nav) return;
  const stuckAt = Number.parseFloat(getComputedStyle(nav).top) || 0;
  if (Math.abs(nav.getBoundingClientRect().top - stuckAt) > 1) {
    nav.scrollIntoView({ block: 'start', behavior: 'instant' });
  }
}

const modified = (event: KeyboardEvent) => event.altKey || event.ctrlKey || event.metaKey || event.shiftKey;

export interface FilterKeyOptions {
  /** The anchor of the first section the filter's text matches now; undefined when empty or none. */
  firstMatch: () => string | undefined;
  /** Goes to a section as following its link does, and focuses it. */
  land: (id: string) => boolean;
  /** Opens or closes the narrow layout's folded list. */
  setListOpen: (open: boolean) => void;
}

/** Enter and ArrowDown in the filter box. */
export function onFilterKeyDown(event: KeyboardEvent<HTMLInputElement>, options: FilterKeyOptions): void {
  if (event.defaultPrevented || modified(event) || event.nativeEvent.isComposing) return;
  if (event.key === 'Enter') {
    const anchor = options.firstMatch();
    if (anchor === undefined) return;
    event.preventDefault();
    // As choosing a link in it does, going closes the folded list.
    options.setListOpen(false);
    options.land(anchor);
  } else if (event.key === 'ArrowDown') {
    const list = event.currentTarget.closest('nav')?.querySelector<HTMLElement>('.nav-scroll');
    const links = list ? shownLinks(list) : [];
    if (!list || links.length === 0) return;
    event.preventDefault();
    // The narrow layout's list is folded away until its button opens it: ArrowDown opens it too.
    if (list.getClientRects().length === 0) flushSync(() => options.setListOpen(true));
    const anchor = options.firstMatch();
    const href = anchor === undefined ? undefined : `#${encodeURIComponent(anchor)}`;
    (links.find((link) => link.getAttribute('href') === href) ?? links[0]!).focus();
  }
}

/** ArrowDown and ArrowUp on a link of the command list: the next or previous shown link, or the filter above the first. */
export function onListKeyDown(event: KeyboardEvent<HTMLElement>, search: HTMLInputElement | null): void {
  if (event.defaultPrevented || modified(event) || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const link = (event.target as Element).closest?.('a[href]');
  const list = link?.closest('.nav-scroll');
  if (!link || !list) return;
  const links = shownLinks(list);
  const index = links.indexOf(link as HTMLAnchorElement);
  if (index < 0) return;
  event.preventDefault();
  if (event.key === 'ArrowDown') links[index + 1]?.focus();
  else if (index > 0) links[index - 1]!.focus();
  else search?.focus();
}
