/**
 * The React root of an element: an open shadow root, a React root in it created when the element
 * first renders while connected, and unmounted when it leaves the page. An element that arrives
 * with a declarative shadow root (markup from docs-widgets/server) keeps it: its React root
 * hydrates that markup instead of creating it again.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { clock } from './clock';
import { inlineStyleAttribute, prerenderedStyleAttribute, takeoverOf, type Takeover } from './prerendered';

/** The element's tree for its current values (see `ReactHost`). */
export const view = Symbol('docs-widgets.view');
/** Renders the element's tree again (see `ReactHost`). */
export const render = Symbol('docs-widgets.render');
/** How the element took over its shadow root (see `Takeover`), decided on upgrade. */
export const takeover = Symbol('docs-widgets.takeover');
/** What must be loaded before hydrating, so the first render is the server's (see `WidgetOptions`). */
export const beforeHydrate = Symbol('docs-widgets.beforeHydrate');
/** Whether the element's tree has React event handlers (see `WidgetOptions.noEventHandlers`). */
export const handlesEvents = Symbol('docs-widgets.handlesEvents');

/**
 * Runs `create` (createRoot or hydrateRoot on `container`) without the listeners React adds to
 * every root's container: one or two for each event it knows, about 160 `addEventListener` calls,
 * which on a page of 300 rows were the largest part of a row's own cost. React adds them with
 * `container.addEventListener` while the root is created; a tree with no React event handler never
 * needs them, and native events go on reaching the page's listeners as before.
 */
function withoutDelegatedListeners<T>(container: ShadowRoot, create: () => T): T {
  container.addEventListener = () => {};
  try {
    return create();
  } finally {
    Reflect.deleteProperty(container, 'addEventListener');
  }
}

/**
 * The base class of every widget element. A subclass says what to render (`[view]()`) and asks
 * for a render (`[render]()`) whenever a value it renders with changes; React batches the renders
 * asked for in one task. Only a connected element renders: one that is not renders its values as
 * they are when it connects. Made on first use, since server rendering has no `HTMLElement`.
 */
/**
 * Milliseconds of a burst's first renders done in one pass (see `#mount`), checked after each
 * group of `burstGroup` elements: 300 rows take about a third of it on a busy two-core machine.
 */
const burstBudget = 100;
const burstGroup = 20;

/** Reports `error` as an uncaught one (the console, `window.onerror`) and goes on. */
function reportUncaught(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

function createReactHost() {
  /** Elements connected in this task that render for the first time (see `#mount`). */
  const arriving: ReactHost[] = [];

  abstract class ReactHost extends HTMLElement {
    #root: Root | undefined;
    #hydrationQueued = false;
    #mountQueued = false;
    [takeover]: Takeover;

    constructor() {
      super();
      // On upgrade every attribute is already there, so the fingerprint can be checked now.
      this[takeover] = takeoverOf(
        this,
        (this.constructor as { observedAttributes?: string[] }).observedAttributes ?? [],
      );
      if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    }

    abstract [view](): ReactNode;

    [beforeHydrate](): Promise<unknown> | undefined {
      return undefined;
    }

    [handlesEvents](): boolean {
      return true;
    }

    /** Creates the React root with `create`, with React's listeners only when the tree has handlers. */
    #createRoot(create: (container: ShadowRoot) => Root): Root {
      const container = this.shadowRoot!;
      return this[handlesEvents]() ? create(container) : withoutDelegatedListeners(container, () => create(container));
    }

    [render](): void {
      if (!this.isConnected) return;
      if (this.#root) this.#root.render(this[view]());
      else if (this[takeover] === 'client') this.#mount();
      else if (!this.#hydrationQueued) {
        // The upgrade delivers each attribute in its own callback before connectedCallback: take
        // the markup over once, with all of them, after this task's callbacks.
        this.#hydrationQueued = true;
        queueMicrotask(() => this.#takeOver());
      }
    }

    /**
     * A first render waits for the end of the task, and the elements that arrived in it render in
     * one synchronous pass: a page (or a script) that adds 300 rows at once gets them all in that
     * task and the next frame, instead of React spreading the roots over many tasks and frames,
     * each of which restyles and lays out the page with part of the rows. A burst too large for
     * one pass (a long reference defined at once) renders its first elements, in document order,
     * within `burstBudget`, and leaves the rest to React's scheduler, which yields between them.
     */
    #mount(): void {
      if (this.#mountQueued) return;
      this.#mountQueued = true;
      if (arriving.push(this) === 1) queueMicrotask(ReactHost.#mountArrived);
    }

    static #mountArrived(): void {
      const elements = arriving.splice(0);
      const start = clock.now();
      let next = 0;
      while (next < elements.length && clock.now() - start < burstBudget) {
        const group = elements.slice(next, (next += burstGroup));
        flushSync(() => {
          for (const element of group) element.#mountNow();
        });
      }
      for (const element of elements.slice(next)) element.#mountNow();
    }

    #mountNow(): void {
      this.#mountQueued = false;
      if (!this.isConnected || this.#root) return;
      try {
        (this.#root = this.#createRoot(createRoot)).render(this[view]());
      } catch (error) {
        // One element that cannot start keeps none of the others in its burst from rendering.
        reportUncaught(error);
      }
    }

    #takeOver(): void {
      const ready = this[takeover] === 'hydrate' ? this[beforeHydrate]() : undefined;
      // The server's markup stays on screen meanwhile.
      if (ready) void ready.catch(() => {}).then(() => this.#hydrate());
      else this.#hydrate();
    }

    #hydrate(): void {
      this.#hydrationQueued = false;
      if (!this.isConnected || this.#root) return;
      const root = this.shadowRoot!;
      // Hydrated markup keeps the server's stylesheet links, which hold the same rules as the
      // adopted sheets that markup rendered afresh gets (in the constructor): swapping one for the
      // other changes the shadow root's sheets, and the browser then restyles every element in it
      // (on the fixture reference, 1,800 elements and a third of the page's style time).
      const serverSheets = Array.from(root.children).filter((child) => child.hasAttribute(prerenderedStyleAttribute));
      for (const element of root.querySelectorAll<HTMLElement | SVGElement>(`[${inlineStyleAttribute}]`)) {
        element.style.cssText = element.getAttribute(inlineStyleAttribute) ?? '';
        element.removeAttribute(inlineStyleAttribute);
      }
      if (this[takeover] === 'hydrate') {
        const serverNodes = Array.from(root.childNodes).filter((node) => !serverSheets.includes(node as Element));
        this.#root = this.#createRoot((container) =>
          // React hydrates any container it accepts for createRoot, a shadow root included; its types name only elements.
          hydrateRoot(container as unknown as Element, this[view](), {
            // Markup that does not match the first render (out of date, or read differently by the
            // browser) is rendered afresh: not an error of the page. React then renders into the
            // shadow root without emptying it (it empties only elements and documents), so the
            // server's nodes are removed here, in the commit that replaced them.
            onRecoverableError: () => {
              for (const node of serverNodes) node.remove();
            },
          }),
        );
      } else {
        root.replaceChildren();
        (this.#root = this.#createRoot(createRoot)).render(this[view]());
      }
      this[takeover] = 'client';
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
