// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultThreads, pagesPerThread } from './prerender-run';

describe('the threads a prerender uses by default', () => {
  it('stays on one thread on a 2-core machine, where a second made the run slower', () => {
    expect(defaultThreads(2, 410)).toBe(1);
    expect(defaultThreads(1, 10_000)).toBe(1);
  });

  it('leaves the engine a share of each core on bigger machines, and never starts more threads than the pages pay for', () => {
    expect(defaultThreads(4, 10_000)).toBe(2);
    expect(defaultThreads(8, 10_000)).toBe(5);
    expect(defaultThreads(16, pagesPerThread * 3)).toBe(3);
    expect(defaultThreads(16, 1)).toBe(1);
  });
});
