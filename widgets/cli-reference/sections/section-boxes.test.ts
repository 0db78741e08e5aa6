import { describe, expect, it } from 'vitest';
import { firstShownReached } from './section-boxes';

/** Sections of 100 px stacked from `top`; those in `hidden` are filtered out (no box). */
function stacked(count: number, top: number, hidden: ReadonlySet<number> = new Set()): HTMLElement[] {
  let y = top;
  return Array.from({ length: count }, (_, index) => {
    const box = hidden.has(index) ? undefined : { top: y, bottom: (y += 100) };
    return {
      getClientRects: () => (box ? [box] : []),
      getBoundingClientRect: () => box ?? { top: 0, bottom: 0 },
    } as unknown as HTMLElement;
  });
}

const bottomBelowTop = (section: HTMLElement) => section.getBoundingClientRect().bottom > 0;

describe('firstShownReached', () => {
  it('finds the first section whose box reaches the viewport', () => {
    // Scrolled 1,250 px into 4,000 sections: the 13th (index 12) spans -50 to 50.
    expect(firstShownReached(stacked(4000, -1250), bottomBelowTop)).toBe(12);
  });

  it('skips sections the filter left out, on either side of the answer', () => {
    const hidden = new Set([0, 1, 2, 40, 41, 42, 43]);
    // Shown sections are stacked without the hidden ones: index 43 is gone, 44 starts at 0 below.
    const sections = stacked(100, -3700, hidden);
    const index = firstShownReached(sections, bottomBelowTop);
    expect(hidden.has(index)).toBe(false);
    expect(sections[index]!.getBoundingClientRect().bottom).toBeGreaterThan(0);
    expect(sections[index - 1]!.getClientRects()).toHaveLength(0);
  });

  it('says none when no shown section is reached, or none is shown', () => {
    expect(firstShownReached(stacked(10, -5000), bottomBelowTop)).toBe(10);
    expect(firstShownReached(stacked(10, 0, new Set([...Array(10).keys()])), bottomBelowTop)).toBe(10);
  });
});
