import { createContext, Suspense, use, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { eagerAttribute } from '../../../base/protocol';
import { hasPlaceholders } from '../../code-block';

// A prerendered reference hydrates its header, filter and navigation at once, and each large part
// (a command's section, the global flags) only when the reader needs it. Each such part sits in a
// Suspense boundary whose content, while the server's markup is being hydrated, waits on its gate:
// React leaves a boundary that waits dehydrated, its server markup untouched (so find-in-page,
// deep links and the filter, which hides whole sections, work on it as on any), and hydrates it
// once the gate opens. On the server, and in a client render, no gate exists and the content
// renders at once, the markup then differing from before only by React's boundary comments.
//
// A gate opens when an event that needs the part reaches it (the reader points, types or moves
// focus in it: React hydrates a dehydrated boundary synchronously for such an event and then
// dispatches it, so a first click on a copy button or a tab works), when the address names an
// element inside it, or when find-in-page reveals a closed accepted-values list in it. A boundary
// React renders afresh instead of hydrating it (new props before it hydrated, a mismatch, the
// reference put back in the page) does not wait: the gate holds only while React hydrates.

/**
 * Events that open the gate of the part they happen in: React dispatches a discrete event once the
 * part has hydrated, and stops one that reaches a part still waiting, so every event a reader or a
 * script can start with is here (a script's `element.click()` comes with no pointer or key event).
 * Hover and scroll events are not: they would hydrate every part the pointer crosses.
 */
const neededOn = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'auxclick',
  'contextmenu',
  'dblclick',
  'beforeinput',
  'input',
  'copy',
  'cut',
  'paste',
  'dragstart',
];
/** Listened to in the capturing phase; passive, so a touch on the reference never waits for script to scroll. */
const listening = { capture: true, passive: true } as const;

/** The gates of one reference's parts, by the part's element id. */
export class HydrationGates {
  static readonly #byRoot = new WeakMap<Document | ShadowRoot, HydrationGates>();

  /**
   * The gates of `root`, made once while they are in use: a render React throws away (it renders
   * the top again after a mismatch) asks again and gets the same gates, listening once.
   */
  static of(root: Document | ShadowRoot): HydrationGates {
    let gates = HydrationGates.#byRoot.get(root);
    if (!gates) HydrationGates.#byRoot.set(root, (gates = new HydrationGates(root)));
    return gates;
  }

  readonly #waiting = new Map<string, { promise: Promise<void>; open: () => void }>();
  readonly #open = new Set<string>();
  /** Lists find-in-page revealed in a part before it hydrated, by the part's id. */
  readonly #found = new Map<string, Element[]>();
  /** The parts that have hydrated (their lists handle `beforematch` themselves). */
  readonly #hydrated = new Set<string>();
  readonly #root: Document | ShadowRoot;
  readonly #listenOn: EventTarget;

  /**
   * Listens on the shadow root's host (or the document), which sees an event in the capturing
   * phase before React's listeners on the shadow root do: the gate is open by the time React
   * looks at the event.
   */
  constructor(root: Document | ShadowRoot) {
    this.#root = root;
    this.#listenOn = root instanceof ShadowRoot ? root.host : root;
    for (const type of neededOn) this.#listenOn.addEventListener(type, this.#onEvent, listening);
    root.addEventListener('beforematch', this.#onFound, true);
    addEventListener('hashchange', this.#onHash);
    this.#onHash();
    // A closed accepted-values list is hidden by a style until its element sets
    // `hidden="until-found"` as it hydrates (accepted-values.css): set here for the parts that wait,
    // so find-in-page reaches their values as before.
    for (const panel of root.querySelectorAll('.accepted-values:not([data-open]) > .panel:not([hidden])'))
      panel.setAttribute('hidden', 'until-found');
  }

  /** Stops listening, and opens every gate: nothing waits on a reference that is gone. */
  dispose(): void {
    if (HydrationGates.#byRoot.get(this.#root) === this) HydrationGates.#byRoot.delete(this.#root);
    for (const type of neededOn) this.#listenOn.removeEventListener(type, this.#onEvent, listening);
    this.#root.removeEventListener('beforematch', this.#onFound, true);
    removeEventListener('hashchange', this.#onHash);
    for (const id of [...this.#waiting.keys()]) this.open(id);
  }

  isOpen(id: string): boolean {
    return this.#open.has(id);
  }

  /** What the part `id` waits on while its gate is closed. */
  wait(id: string): Promise<void> {
    let gate = this.#waiting.get(id);
    if (!gate) {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      this.#waiting.set(id, (gate = { promise, open }));
    }
    return gate.promise;
  }

  open(id: string): void {
    if (this.#open.has(id)) return;
    this.#open.add(id);
    this.#waiting.get(id)?.open();
    this.#waiting.delete(id);
  }

  /** Opens the gate of the part holding `node`, if any; returns that part's id. */
  openAround(node: unknown): string | undefined {
    if (!(node instanceof Element)) return undefined;
    const part = node.closest('[data-section]');
    if (part?.id) this.open(part.id);
    return part?.id || undefined;
  }

  /**
   * Called once the part `id` has hydrated: a list that find-in-page revealed meanwhile, which
   * hydrating closed again, hears its `beforematch` again and opens.
   */
  hydrated(id: string): void {
    this.#hydrated.add(id);
    const found = this.#found.get(id);
    if (!found) return;
    this.#found.delete(id);
    for (const panel of found) panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
  }

  readonly #onFound = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    // Kept until the part has hydrated, not only until its gate opened: a second match found
    // while it hydrates would be closed again by hydration, as the first.
    const id = target.closest('[data-section]')?.id;
    if (!id || this.#hydrated.has(id)) return;
    this.open(id);
    this.#found.set(id, [...(this.#found.get(id) ?? []), target]);
  };

  readonly #onEvent = (event: Event): void => {
    this.openAround(event.composedPath()[0]);
  };

  readonly #onHash = (): void => {
    const raw = location.hash.slice(1);
    if (!raw) return;
    let id = raw;
    try {
      id = decodeURIComponent(raw);
    } catch {
      // Kept as written.
    }
    this.openAround(this.#root.getElementById(id));
  };
}

const GatesContext = createContext<HydrationGates | undefined>(undefined);

/** Gives the parts below `gates`; `undefined` (a client render, the server) renders them at once. */
export const HydrationGatesProvider = GatesContext.Provider;

const noSubscription = () => () => {};

function Gate({ id, eager, children }: { id: string; eager: boolean; children: ReactNode }) {
  const gates = useContext(GatesContext);
  // True only while React hydrates the server's markup (it reads the server snapshot then): a part
  // rendered afresh (the whole reference after a mismatch, a part given new props before it
  // hydrated, a reference moved in the page) renders at once instead of showing nothing.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (gates && hydrating && !eager && !gates.isOpen(id)) use(gates.wait(id));
  // After the content's own effects: its listeners are there.
  useEffect(() => gates?.hydrated(id), [gates, id]);
  return children;
}

/**
 * A part of the reference hydrated only when needed (see the module comment). `id` is the id of
 * the section (`[data-section]`) that holds it. Give it children that do
 * not change while only its parent re-renders (a memoised component's output): a boundary that
 * receives new props before it has hydrated is rendered afresh.
 */
export function HydrateWhenNeeded({
  id,
  eager = false,
  children,
}: {
  id: string;
  /**
   * Hydrates with the reference's top: content that changes once it has hydrated (a code sample
   * filled with the page's values), which the reader should not see change when they touch it.
   * @default false
   */
  eager?: boolean;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} eager={eager}>
        {children}
      </Gate>
    </Suspense>
  );
}

/**
 * Whether one of a part's texts has a placeholder (`{{project-ref}}`), which a code block fills with
 * the page's values once it has hydrated: such a part hydrates with the page (`eager`), so that it
 * does not change under the reader's pointer.
 */
export function showsPageValues(texts: readonly (string | undefined)[]): boolean {
  return texts.some((text) => text !== undefined && hasPlaceholders(text));
}

/**
 * The attribute that marks an eager part in the markup (`data-dw-eager`): on a page that has values
 * to give (a login it announced, placeholders the reader may fill in), the loader loads a
 * prerendered reference holding one at once instead of waiting for the reader's first touch, so
 * the page's values are filled in at load (see `WidgetMetadata.untilTouched`).
 */
export function eagerMark(eager: boolean): { [eagerAttribute]?: '' } {
  return eager ? { [eagerAttribute]: '' } : {};
}
