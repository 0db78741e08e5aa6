/** Whether a section is laid out (the filter has not left it out). */
export function shown(element: HTMLElement): boolean {
  return element.getClientRects().length > 0;
}

/** The index of the first laid-out section from `index` on; `sections.length` when there is none. */
export function shownFrom(sections: readonly HTMLElement[], index: number): number {
  for (let next = index; next < sections.length; next += 1) if (shown(sections[next]!)) return next;
  return sections.length;
}

/**
 * The index of the first laid-out section for which `reached` holds, found by bisection: the
 * sections are in the page's order, so their boxes only go down and once `reached` holds for one
 * it holds for every laid-out section after it. Only a few boxes are read at any size.
 */
export function firstShownReached(
  sections: readonly HTMLElement[],
  reached: (section: HTMLElement) => boolean,
): number {
  let low = 0;
  let high = sections.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const found = shownFrom(sections, middle);
    if (found === sections.length || reached(sections[found]!)) high = middle;
    else low = found + 1;
  }
  return shownFrom(sections, low);
}
