/**
 * Records listeners added to one of our tags before its definition arrives. Vue's `@copy`, and a
 * page script that runs before the lazy loader has defined the tag, add them then, while
 * `addEventListener` is still the browser's own; the element takes them over as it upgrades
 * (`adoptEarlyListeners` in widgets/shared/host/early-listeners.ts).
 *
 * It lives with the loader, not the runtime, so that the loader imports nothing: a page that has
 * the loader but none of our tags downloads 1 KB, not the runtime's 73 KB. The two sides meet
 * through one global symbol.
 */
import { earlyListenersKey as registryKey } from '../base/protocol';
import type { EarlyListenerRegistry, EarlyListeners } from '../widgets/shared/host/early-listeners';

const scope = globalThis as { [registryKey]?: EarlyListenerRegistry };

export function recordEarlyListeners(types: Iterable<string>): void {
  const prototype = globalThis.HTMLElement?.prototype;
  if (!prototype) return; // server rendering: nothing to record
  if (scope[registryKey]) {
    for (const type of types) scope[registryKey].types.add(type);
    return;
  }
  const registry = { types: new Set(types), listeners: new WeakMap<Element, EarlyListeners>() };
  scope[registryKey] = registry;
  const { addEventListener, removeEventListener } = prototype;
  prototype.addEventListener = function (
    this: HTMLElement,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener && registry.types.has(type) && !customElements.get(this.localName)) {
      const listeners = registry.listeners.get(this) ?? new Map<string, Set<EventListenerOrEventListenerObject>>();
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
      registry.listeners.set(this, listeners);
    }
    addEventListener.call(this, type, listener as EventListenerOrEventListenerObject, options);
  };
  prototype.removeEventListener = function (
    this: HTMLElement,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    if (listener) registry.listeners.get(this)?.get(type)?.delete(listener);
    removeEventListener.call(this, type, listener as EventListenerOrEventListenerObject, options);
  };
}
