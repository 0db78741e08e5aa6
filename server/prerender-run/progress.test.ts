import { describe, expect, it } from 'vitest';
import { startProgress } from './progress';

describe('progress of a run', () => {
  it('says nothing during a short run', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = startProgress(
      100,
      (line) => lines.push(line),
      () => now,
    );
    for (let page = 0; page < 100; page += 1) {
      now += 20;
      progress.pageDone(false);
    }
    expect(lines).toEqual([]);
  });

  it('on a long run, says each tenth of the pages with those from the cache and the time left', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = startProgress(
      20,
      (line) => lines.push(line),
      () => now,
    );
    for (let page = 0; page < 20; page += 1) {
      now += 1_000;
      progress.pageDone(page % 2 === 0);
    }
    // The first tenths came within the first seconds; the last page has the final line instead.
    expect(lines[0]).toBe('docs-widgets prerender: 4 of 20 pages (2 from the cache), about 16 s left');
    expect(lines.at(-1)).toBe('docs-widgets prerender: 18 of 20 pages (9 from the cache), about 2.0 s left');
    expect(lines).toHaveLength(8);
  });

  it('says where it is every few seconds when a tenth takes longer', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = startProgress(
      1_000,
      (line) => lines.push(line),
      () => now,
    );
    for (let page = 0; page < 50; page += 1) {
      now += 250;
      progress.pageDone(false);
    }
    expect(lines).toEqual([
      'docs-widgets prerender: 20 of 1000 pages (0 from the cache), about 245 s left',
      'docs-widgets prerender: 40 of 1000 pages (0 from the cache), about 240 s left',
    ]);
  });
});
