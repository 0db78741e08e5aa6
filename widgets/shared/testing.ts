/**
 * Test helpers for happy-dom: put markup in the page, and wait for what a test means to wait for
 * (React having nothing left to do, or a condition coming true) rather than for a span of time,
 * so a slow or busy machine makes a test slower, never wrong.
 */
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { vi } from 'vitest';

/** Resolves, in a task of its own, once React's scheduler has run every task ahead of it. */
function idleProbe(): Promise<number> {
  return new Promise((resolve) => {
    // Tasks carry an id counted up by the scheduler; its published typings predate the field.
    const task = unstable_scheduleCallback(unstable_IdlePriority, () =>
      resolve((task as unknown as { id: number }).id),
    );
  });
}

/** A generous bound on rounds, so a component that renders forever fails its test with a reason. */
const maximumRounds = 10_000;

/**
 * Waits until React is idle: every render, commit and effect it has scheduled has run, and running
 * them scheduled nothing more. React's scheduler (the one react-dom uses) runs an idle-priority
 * task only once no task of higher priority is left, and numbers every task it is given: when one
 * idle probe is followed by the very next number, nothing was scheduled in between. Between probes
 * the event loop turns, so resolved promises, timers due and I/O get their turn. Work that waits
 * on something outside React (a fetch, a lazy import, a timer) is waited for with `waitFor`.
 */
export async function settle(): Promise<void> {
  let previous = await idleProbe();
  for (let round = 0; round < maximumRounds; round += 1) {
    const next = await idleProbe();
    if (next === previous + 1) return;
    previous = next;
  }
  throw new Error(`React still had work scheduled after ${maximumRounds} rounds: does a component render forever?`);
}

/**
 * Retries `assertion` until it passes. A condition is waited for, not a span of time: the limit
 * only ends a test whose condition never comes, and is sized for a slow, busy machine.
 */
export function waitFor<T>(assertion: () => T | Promise<T>): Promise<T> {
  return vi.waitFor(assertion, { timeout: 30_000, interval: 10 });
}

export async function mount<T extends HTMLElement = HTMLElement>(html: string): Promise<T> {
  const container = document.createElement('div');
  container.innerHTML = html; // test-only markup written by the test itself
  document.body.append(container);
  await settle();
  return container.firstElementChild as T;
}

export function shadow(element: Element): ShadowRoot {
  if (!element.shadowRoot) throw new Error(`<${element.localName}> has no shadow root`);
  return element.shadowRoot;
}
