/**
 * The React root of an element: an open shadow root, a React root in it created when the element
 * first renders while connected, and unmounted when it leaves the page. An element that arrives
 * with a declarative shadow root (markup from docs-widgets/server) keeps it: its React root
 * hydrates that markup instead of creating it again.
 */
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { clock } from '../clock';
import { pageSettings } from '../page/config';
import { carryMissedEvents, hasMissedEvents, keepTypedText, markTakenOver, replayMissedEvents } from './missed-events';
import { prerenderedStyleAttribute, searchCopyAttribute, takeoverOf, type Takeover } from '../prerendered';

/** The element's tree for its current values (see `ReactHost`). */
export const view = Symbol('docs-widgets.view');
/** Renders the element's tree again (see `ReactHost`). */
export const render = Symbol('docs-widgets.render');
/** How the element took over its shadow root (see `Takeover`), decided on upgrade. */
export const takeover = Symbol('docs-widgets.takeover');
/**
 * What must be loaded before taking server markup over, so the first render is the server's (see
 * `WidgetOptions.beforeHydrate`); resolving to `false` says the markup is stale.
 */
export const beforeHydrate = Symbol('docs-widgets.beforeHydrate');
/** Called once the element has its shadow root and knows how it takes it over (see `ReactHost`). */
export const started = Symbol('docs-widgets.started');
/** Whether the element's tree has React event handlers (see `WidgetOptions.noEventHandlers`). */
export const handlesEvents = Symbol('docs-widgets.handlesEvents');
/** Called with how server markup is taken over, just before the React root that does it is created. */
export const takingOver = Symbol('docs-widgets.takingOver');

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
 * Milliseconds of a burst's first renders done in one pass (see `HostRoot.#mount`), checked after
 * each group of `burstGroup` elements: 300 rows take about a third of it on a busy two-core machine.
 */
const burstBudget = 100;
const burstGroup = 20;

/** Reports `error` as an uncaught one (the console, `window.onerror`) and goes on. */
function reportUncaught(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

/** What the element class below gives its `HostRoot`: its tree, its hooks and how it takes over. */
interface HostElement extends HTMLElement {
  [takeover]: Takeover;
  [view](): ReactNode;
  [render](): void;
  [started](): void;
  [beforeHydrate](): Promise<unknown> | undefined;
  [handlesEvents](): boolean;
  [takingOver](how: 'hydrate' | 'replace'): void;
}

/**
 * True for an element the parser is creating at its start tag, which happens when the definition
 * is there before the page is parsed (the single-file bundle in `<head>`): its children, and a
 * declarative shadow root, are still to come. Attaching a shadow root now would make the parser
 * refuse the declarative one, and rendering now would show an empty element (with warnings saying
 * so); both wait for the parser (see `HostRoot.#waitForParser`).
 */
function beingParsed(element: Element): boolean {
  if (document.readyState !== 'loading' || element.childNodes.length > 0) return false;
  for (let node: Node | null = element; node; node = node.parentNode) if (node.nextSibling) return false;
  return true;
}

/** Elements connected in this task that render for the first time (see `HostRoot.#mount`). */
const arriving: HostRoot[] = [];

/**
 * The React root of one element, and the steps that start it: waiting for the parser, a first
 * render in its task's burst, or taking server markup over (hydrating it or rendering afresh).
 * Kept apart from the element class, which server rendering cannot make (it has no `HTMLElement`),
 * so that class is only the custom-element callbacks and the hooks a widget overrides.
 */
class HostRoot {
  readonly #element: HostElement;
  #root: Root | undefined;
  #hydrationQueued = false;
  #mountQueued = false;
  /** Constructed by the parser at its start tag (see `beingParsed`): no shadow root yet. */
  #waiting = false;
  /** `[started]` was called. */
  #started = false;
  /** Wraps each render of a root that replaced server markup (see `#replace`). */
  #wrap: ((tree: ReactNode) => ReactNode) | undefined;

  constructor(element: HostElement) {
    this.#element = element;
    if (!element.shadowRoot && beingParsed(element)) this.#waiting = true;
    else this.#decide();
  }

  /** Decides how the element takes its shadow root over, and attaches one when it has none. */
  #decide(): void {
    const element = this.#element;
    this.#waiting = false;
    // Every attribute is there by now (on upgrade, or once the parser is done with the
    // element), so the fingerprint can be checked.
    element[takeover] = takeoverOf(element, pageSettings());
    if (!element.shadowRoot) element.attachShadow({ mode: 'open' });
  }

  /** Starts the element once the page is parsed (see `beingParsed`), and renders it. */
  #waitForParser(): void {
    if (this.#mountQueued) return;
    this.#mountQueued = true;
    const go = () => {
      this.#mountQueued = false;
      if (this.#waiting) this.#decide();
      this.#element[render]();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go, { once: true });
    else queueMicrotask(go);
  }

  /** Creates the React root with `create`, with React's listeners only when the tree has handlers. */
  #createRoot(create: (container: ShadowRoot) => Root): Root {
    const container = this.#element.shadowRoot!;
    return this.#element[handlesEvents]()
      ? create(container)
      : withoutDelegatedListeners(container, () => create(container));
  }

  #tree(): ReactNode {
    const tree = this.#element[view]();
    return this.#wrap ? this.#wrap(tree) : tree;
  }

  /** The element's `[render]`: renders its tree again, or starts it. */
  render(): void {
    const element = this.#element;
    if (!element.isConnected) return;
    if (this.#waiting) return this.#waitForParser();
    if (!this.#started) {
      this.#started = true;
      element[started]();
    }
    if (this.#root) this.#root.render(this.#tree());
    else if (element[takeover] === 'client') this.#mount();
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
    if (arriving.push(this) === 1) queueMicrotask(HostRoot.#mountArrived);
  }

  static #mountArrived(): void {
    const hosts = arriving.splice(0);
    const start = clock.now();
    let next = 0;
    while (next < hosts.length && clock.now() - start < burstBudget) {
      const group = hosts.slice(next, (next += burstGroup));
      flushSync(() => {
        for (const host of group) host.#mountNow();
      });
    }
    for (const host of hosts.slice(next)) host.#mountNow();
  }

  #mountNow(): void {
    this.#mountQueued = false;
    if (!this.#element.isConnected || this.#root) return;
    try {
      (this.#root = this.#createRoot(createRoot)).render(this.#tree());
    } catch (error) {
      // One element that cannot start keeps none of the others in its burst from rendering.
      reportUncaught(error);
    }
  }

  /**
   * Takes server markup over once what the first render needs has loaded (the server's markup
   * stays on screen meanwhile): hydrates it when it is the server's for what the element has
   * now, and replaces it otherwise, or when `beforeHydrate` found it stale.
   */
  #takeOver(): void {
    const ready = this.#element[beforeHydrate]();
    if (!ready) return this.#takeOverNow(true);
    void ready.then(
      (result) => this.#takeOverNow(result !== false),
      () => this.#takeOverNow(true),
    );
  }

  #takeOverNow(current: boolean): void {
    const element = this.#element;
    this.#hydrationQueued = false;
    if (!element.isConnected || this.#root) return;
    const how = element[takeover] === 'hydrate' && current ? 'hydrate' : 'replace';
    markTakenOver(element); // from here on the element hears its events itself
    element[takingOver](how);
    if (how === 'hydrate') this.#hydrate();
    else this.#replace(current);
    element[takeover] = 'client';
  }

  #hydrate(): void {
    const element = this.#element;
    const root = element.shadowRoot!;
    // Hydrated markup keeps the server's stylesheet links, which hold the same rules as the
    // adopted sheets that markup rendered afresh gets (in the constructor): swapping one for the
    // other changes the shadow root's sheets, and the browser then restyles every element in it
    // (on the fixture reference, 1,800 elements and a third of the page's style time).
    const serverSheets = Array.from(root.children).filter((child) => child.hasAttribute(prerenderedStyleAttribute));
    const serverNodes = Array.from(root.childNodes).filter((node) => !serverSheets.includes(node as Element));
    // What the reader did while the loader left the markup alone is done again once the
    // hydrated tree's effects have run, so its listeners (React's and the widget's own) hear it.
    // Those effects also end the first commit: React reports that commit's recoverable errors
    // before it runs them.
    let firstCommitDone = false;
    const replay = hasMissedEvents(element);
    const giveTypedTextBack = keepTypedText(root);
    const afterFirstCommit = () => {
      firstCommitDone = true;
      // Once React has left its effects: an event on a part still dehydrated (a reference's
      // section) makes React hydrate that part on the spot, which it cannot do from an effect.
      queueMicrotask(() => {
        giveTypedTextBack();
        if (replay) replayMissedEvents(element);
      });
    };
    this.#wrap = (tree) => <AfterEffects run={afterFirstCommit}>{tree}</AfterEffects>;
    this.#root = this.#createRoot((container) =>
      // React hydrates any container it accepts for createRoot, a shadow root included; its types name only elements.
      hydrateRoot(container as unknown as Element, this.#tree(), {
        onRecoverableError: () => {
          if (!firstCommitDone) removeReplacedServerNodes(root, serverNodes, serverSheets);
        },
      }),
    );
  }

  /**
   * Renders afresh over markup that is not the server's for what the element has now. The
   * markup stays on screen until the fresh render commits, and goes in that commit (React
   * renders into a shadow root without emptying it), so the element never shows blank; a
   * widget that waits for a document it loaded already shows it at once. The light-DOM search
   * copies written with that markup go too: they copy a reference that is no longer shown.
   */
  #replace(current = true): void {
    const element = this.#element;
    const root = element.shadowRoot!;
    // Markup that was to be hydrated kept the server's stylesheet links instead of adopting the
    // shared sheets: they stay, holding the same rules.
    const keepSheets = root.adoptedStyleSheets.length === 0;
    const serverNodes = Array.from(root.childNodes).filter(
      (node) => !(keepSheets && node instanceof Element && node.hasAttribute(prerenderedStyleAttribute)),
    );
    let removed = false;
    const removeServerNodes = () => {
      if (removed) return;
      removed = true;
      for (const node of serverNodes) node.remove();
      for (const copy of Array.from(element.children)) if (copy.hasAttribute(searchCopyAttribute)) copy.remove();
    };
    // What the reader did to the markup before the element was live goes to the fresh render's
    // element in the same place, once its effects have run (see carryMissedEvents), when only
    // the markup changed: the same place in what other data draws may be another command's.
    const carry = current && hasMissedEvents(element) ? carryMissedEvents(element) : undefined;
    const afterEffects = () => queueMicrotask(() => carry?.());
    this.#wrap = (tree) => (
      <AfterCommit onCommit={removeServerNodes}>
        <AfterEffects run={afterEffects}>{tree}</AfterEffects>
      </AfterCommit>
    );
    this.#root = this.#createRoot(createRoot);
    this.#root.render(this.#tree());
  }

  /** The element left the page. */
  unmount(): void {
    this.#root?.unmount();
    this.#root = undefined;
  }
}

/**
 * Called when hydration found markup that does not match the first render (read differently by
 * the browser) and rendered it afresh: not an error of the page. React then renders into the
 * shadow root without emptying it (it empties only elements and documents), so the server's nodes
 * are removed here, in the commit that replaced them. Markup inside a Suspense boundary that does
 * not match is replaced by React itself, boundary alone: the shadow root then holds no second
 * top-level element of the server's kinds (a live region React added since is of no such kind),
 * and keeps the server's nodes. A boundary that hydrates after the first commit (a part hydrated
 * when needed) never replaces the whole tree, so the caller asks only during the first commit.
 */
function removeReplacedServerNodes(
  root: ShadowRoot,
  serverNodes: readonly ChildNode[],
  serverSheets: readonly Element[],
) {
  const serverKinds = new Set(
    serverNodes.filter((node): node is Element => node instanceof Element).map((node) => node.localName),
  );
  const renderedAfresh = Array.from(root.children).some(
    (element) =>
      !serverNodes.includes(element) && !serverSheets.includes(element) && serverKinds.has(element.localName),
  );
  if (renderedAfresh) for (const node of serverNodes) node.remove();
}

/**
 * The base class of every widget element. A subclass says what to render (`[view]()`) and asks
 * for a render (`[render]()`) whenever a value it renders with changes; React batches the renders
 * asked for in one task. Only a connected element renders: one that is not renders its values as
 * they are when it connects. Made on first use, since server rendering has no `HTMLElement`; its
 * root and the steps that start it are its `HostRoot`.
 */
function createReactHost() {
  abstract class ReactHost extends HTMLElement implements HostElement {
    readonly #host: HostRoot;
    [takeover]: Takeover = 'client';

    constructor() {
      super();
      this.#host = new HostRoot(this);
    }

    abstract [view](): ReactNode;

    /** Called before the first render, once the element has its shadow root and knows how it takes it over. */
    [started](): void {}

    [beforeHydrate](): Promise<unknown> | undefined {
      return undefined;
    }

    [handlesEvents](): boolean {
      return true;
    }

    [takingOver](_how: 'hydrate' | 'replace'): void {}

    [render](): void {
      this.#host.render();
    }

    connectedCallback(): void {
      this[render]();
    }

    disconnectedCallback(): void {
      this.#host.unmount();
    }
  }
  return ReactHost;
}

/** Calls `onCommit` after the first commit of its children, before the browser paints it. */
function AfterCommit({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Calls `run` once, after the first commit of its children and their effects. */
function AfterEffects({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}

let base: ReturnType<typeof createReactHost> | undefined;

export function reactHost(): ReturnType<typeof createReactHost> {
  return (base ??= createReactHost());
}
