/**
 * Events an element fires: every one bubbles, is composed and cancelable, and the few with an
 * alias (`dw-copy` → `copy`, see `EventSpec.alias`) are fired again under their plain name for
 * listeners on the element itself.
 */
import type { WidgetMetadata } from '../metadata';

export type Listeners = Map<string, Set<EventListenerOrEventListenerObject>>;

/** Event name → the plain name it is also fired under, from the metadata. */
export function eventAliases(metadata: WidgetMetadata): ReadonlyMap<string, string> {
  return new Map(
    Object.entries(metadata.events ?? {}).flatMap(([name, spec]) => (spec.alias ? [[name, spec.alias] as const] : [])),
  );
}

export class EventDispatcher {
  /** Plain-named listeners on the host itself, by event name: the only ones an alias is fired for. */
  readonly aliasListeners: Listeners = new Map();
  readonly #aliasNames: ReadonlySet<string>;

  constructor(
    readonly host: HTMLElement,
    readonly aliases: ReadonlyMap<string, string>,
  ) {
    this.#aliasNames = new Set(aliases.values());
  }

  dispatch<Detail>(name: string, detail?: Detail): boolean {
    const allowed = this.host.dispatchEvent(
      new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }),
    );
    const alias = this.aliases.get(name);
    // Fired only when the element itself listens for it (addEventListener or an on<name> handler):
    // even a non-bubbling event passes the page's capture listeners on the way to the element, and
    // those were written for the browser's own copy and close events. A veto of the dw- event
    // stands, so the plain one, which announces the same thing, is not fired then.
    if (!allowed || alias === undefined || !this.#listensFor(alias)) return allowed;
    return this.host.dispatchEvent(new CustomEvent(alias, { detail, cancelable: true }));
  }

  /** Called from the element's `addEventListener`: remembers a listener for an alias. */
  added(type: string, listener: EventListenerOrEventListenerObject): void {
    if (!this.#aliasNames.has(type)) return;
    this.aliasListeners.set(type, (this.aliasListeners.get(type) ?? new Set()).add(listener));
  }

  /** Called from the element's `removeEventListener`. */
  removed(type: string, listener: EventListenerOrEventListenerObject): void {
    this.aliasListeners.get(type)?.delete(listener);
  }

  #listensFor(alias: string): boolean {
    return (
      (this.aliasListeners.get(alias)?.size ?? 0) > 0 ||
      typeof (this.host as unknown as Record<string, unknown>)[`on${alias}`] === 'function'
    );
  }
}
