/**
 * The runtime's reading of time, in one object a test can replace. Code that budgets its work by
 * time (the first render of a burst) reads `clock.now()`, so a test decides how long that work
 * seems to take without changing the `performance.now` that React's own scheduler reads.
 */
export const clock = {
  now: (): number => performance.now(),
};
