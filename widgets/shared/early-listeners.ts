/**
 * Listeners added to one of our tags before its definition arrives. The `dw-` events always reach
 * them, but an element fires its plain-named aliases (`copy`, `close`) only for listeners it knows
 * of (see `EventDispatcher.dispatch` in events.ts), and before the upgrade `addEventListener` is the browser's own. Vue's
 * `@copy`, and a page script that runs before the lazy loader has defined the tag, add them then.
 *
 * `recordEarlyListeners` (called by the loader, which runs before any tag is defined) wraps
 * `HTMLElement.prototype.addEventListener` to note listeners for those names on custom elements
 * that are not upgraded yet; the element takes them over as it upgrades.
 */

type Listeners = Map<string, Set<EventListenerOrEventListenerObject>>;

const registryKey = Symbol.for('docs-widgets.early-listeners');
const scope = globalThis as { [registryKey]?: { types: Set<string>; listeners: WeakMap<Element, Listeners> } };

function notUpgraded(element: Element): boolean {
  if (!element.localName.includes('-')) return false;
  const definition = globalThis.customElements?.get(element.localName);
  return !definition || !(element instanceof definition);
}

export function recordEarlyListeners(types: Iterable<string>): void {
  const prototype = globalThis.HTMLElement?.prototype;
  if (!prototype) return; // server rendering: nothing to record
  if (scope[registryKey]) {
    for (const type of types) scope[registryKey].types.add(type);
    return;
  }
  const registry = { types: new Set(types), listeners: new WeakMap<Element, Listeners>() };
  scope[registryKey] = registry;
  const { addEventListener, removeEventListener } = prototype;
  prototype.addEventListener = function (
    this: HTMLElement,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (listener && registry.types.has(type) && notUpgraded(this)) {
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

/** Moves the listeners recorded for `element` into `into` (its alias listeners), as it upgrades. */
export function adoptEarlyListeners(element: Element, into: Listeners): void {
  const registry = scope[registryKey];
  const listeners = registry?.listeners.get(element);
  if (!registry || !listeners) return;
  registry.listeners.delete(element);
  for (const [type, set] of listeners) {
    const target = into.get(type) ?? new Set();
    for (const listener of set) target.add(listener);
    into.set(type, target);
  }
}
