/**
 * The React root of an element: an open shadow root, a React root in it created when the element
 * first renders while connected, and unmounted when it leaves the page.
 */
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** The element's tree for its current values (see `ReactHost`). */
export const view = Symbol('docs-widgets.view');
/** Renders the element's tree again (see `ReactHost`). */
export const render = Symbol('docs-widgets.render');

/**
 * The base class of every widget element. A subclass says what to render (`[view]()`) and asks
 * for a render (`[render]()`) whenever a value it renders with changes; React batches the renders
 * asked for in one task. Only a connected element renders: one that is not renders its values as
 * they are when it connects. Made on first use, since server rendering has no `HTMLElement`.
 */
function createReactHost() {
  abstract class ReactHost extends HTMLElement {
    #root: Root | undefined;

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
    }

    abstract [view](): ReactNode;

    [render](): void {
      if (this.isConnected) (this.#root ??= createRoot(this.shadowRoot!)).render(this[view]());
    }

    connectedCallback(): void {
      this[render]();
    }

    disconnectedCallback(): void {
      this.#root?.unmount();
      this.#root = undefined;
    }
  }
  return ReactHost;
}

let base: ReturnType<typeof createReactHost> | undefined;

export function reactHost(): ReturnType<typeof createReactHost> {
  return (base ??= createReactHost());
}
