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

/** `Node.ELEMENT_NODE` and `Node.TEXT_NODE`, which server rendering (no DOM globals) reads too. */
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** True when the host has elements or non-blank text to slot in. */
export function hasLightContent(host: Element | undefined): boolean {
  return Boolean(
    host &&
    Array.from(host.childNodes).some(
      (node) => node.nodeType === ELEMENT_NODE || (node.nodeType === TEXT_NODE && Boolean(node.textContent?.trim())),
    ),
  );
}
