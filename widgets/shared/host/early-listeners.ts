/**
 * Listeners added to one of our tags before its definition arrived, which the loader recorded
 * (`loader/early-listeners.ts`): the element takes them over as it upgrades. The `dw-` events
 * always reach such listeners, but an element fires its plain-named aliases (`copy`, `close`) only
 * for listeners it knows of (see `EventDispatcher.dispatch` in events.ts).
 */
import { earlyListenersKey } from '../../../base/protocol';

export type EarlyListeners = Map<string, Set<EventListenerOrEventListenerObject>>;

/** Where the loader keeps what it recorded, under `earlyListenersKey`. */
export interface EarlyListenerRegistry {
  types: Set<string>;
  listeners: WeakMap<Element, EarlyListeners>;
}

/** Moves the listeners recorded for `element` into `into` (its alias listeners), as it upgrades. */
export function adoptEarlyListeners(element: Element, into: EarlyListeners): void {
  const registry = (globalThis as { [earlyListenersKey]?: EarlyListenerRegistry })[earlyListenersKey];
  const listeners = registry?.listeners.get(element);
  if (!registry || !listeners) return;
  registry.listeners.delete(element);
  for (const [type, set] of listeners) {
    const target = into.get(type) ?? new Set();
    for (const listener of set) target.add(listener);
    into.set(type, target);
  }
}
