/**
 * The reader's first touch of a prerendered widget the loader left as markup (loader/start.ts):
 * the click, key or focus that woke it happened before its chunk arrived, on markup with no
 * listener. Once the element has taken the markup over, each is dispatched again on the node it
 * reached, so it does what it would have done on a live widget: the tab is chosen, the list
 * opens, the copy copies. The runtime replays them once the hydrated tree's effects have run
 * (react-host.tsx), so listeners a widget adds in an effect (`beforematch`) hear them too.
 */

/** The key the loader keeps them under (loader/start.ts `missedEvents`; a unit test compares the two). */
export const missedEvents = Symbol.for('docs-widgets.missed-events');

type Missed = readonly [event: Event, path: readonly EventTarget[]];

/** Whether the browser already did what the event asks, without script: a link followed. */
function handledByBrowser(event: Event, path: readonly EventTarget[]): boolean {
  return event.type === 'click' && path.some((node) => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
}

export function hasMissedEvents(host: Element): boolean {
  return (host as unknown as Record<symbol, Missed[] | undefined>)[missedEvents] !== undefined;
}

/** Dispatches again what `host` missed while it was markup, once; the events go on their way as any others. */
export function replayMissedEvents(host: Element): void {
  const store = host as unknown as Record<symbol, Missed[] | undefined>;
  const missed = store[missedEvents];
  if (!missed) return;
  delete store[missedEvents];
  for (const [index, [event, path]] of missed.entries()) {
    const target = path[0];
    if (!(target instanceof Node) || !target.isConnected || event.defaultPrevented || handledByBrowser(event, path))
      continue;
    // Enter or Space on a button became the click that follows it: the click is replayed instead.
    if (
      event.type === 'keydown' &&
      ['Enter', ' '].includes((event as KeyboardEvent).key) &&
      missed.slice(index + 1).some(([next]) => next.type === 'click')
    )
      continue;
    // Focus is replayed only where it still is.
    if (event.type === 'focusin' && deepActiveElement() !== target) continue;
    const Copy = event.constructor as new (type: string, init: Event) => Event;
    target.dispatchEvent(new Copy(event.type, event));
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * What the reader typed into the markup's text fields before the element took it over (a
 * reference's filter box): each field whose value is no longer the server's, with that value.
 * Hydrating resets a field React controls to the value it renders; `restoreTypedText` puts the
 * reader's text back.
 */
export function typedText(root: ParentNode): (readonly [Field, string])[] {
  return Array.from(root.querySelectorAll<Field>('input, textarea'))
    .filter((field) => field.type !== 'file' && field.value !== field.defaultValue)
    .map((field) => [field, field.value] as const);
}

/**
 * Puts back what `typedText` found, each with the `input` event typing sends, so a live widget
 * takes it as the reader's (the filter filters). Hydrating leaves the text in the field but tells
 * React it was there from the start, so React would hear no change, and its next render would put
 * the value it renders back: the field is first set to the server's value through the property
 * React watches, then to the reader's text through the element's own setter, as typing does.
 */
export function restoreTypedText(typed: readonly (readonly [Field, string])[]): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
