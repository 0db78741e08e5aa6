/**
 * Changes to an element's light-DOM children (slotted content), as an external store for
 * `useSyncExternalStore` (see `useLightDom`): one MutationObserver per element, only while
 * something listens.
 */
export class LightDomWatcher {
  #version = 0;
  #listeners = new Set<() => void>();
  #observer: MutationObserver | undefined;

  constructor(readonly host: Element) {}

  subscribe = (onChange: () => void): (() => void) => {
    this.#listeners.add(onChange);
    if (!this.#observer) {
      this.#observer = new MutationObserver(() => {
        this.#version += 1;
        for (const listener of this.#listeners) listener();
      });
      this.#observer.observe(this.host, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    }
    return () => {
      this.#listeners.delete(onChange);
      if (this.#listeners.size === 0) {
        this.#observer?.disconnect();
        this.#observer = undefined;
      }
    };
  };

  /** Grows by one with each batch of changes. */
  version = (): number => this.#version;
}
