/**
 * The reader's first touch of a prerendered widget the loader left as markup (loader/start.ts):
 * the click, key or focus that woke it happened before its chunk arrived, on markup with no
 * listener. Once the element has taken the markup over, each is dispatched again on the node it
 * reached, so it does what it would have done on a live widget: the tab is chosen, the list
 * opens, the copy copies. The runtime replays them once the hydrated tree's effects have run
 * (react-host.tsx), so listeners a widget adds in an effect (`beforematch`) hear them too.
 */
import { missedEventsKey as missedEvents, takenOverKey as takenOver } from '../../../base/protocol';

// The loader keeps the events that reach the markup until the host is marked taken over, even
// after the tag is defined, since an element may wait for data before it hydrates (a reference
// loads its spec first).

export function markTakenOver(host: Element): void {
  (host as unknown as Record<symbol, boolean>)[takenOver] = true;
}

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
    // What typing did to a field is in its text, which `keepTypedText` gives back: replaying an
    // Escape that cleared a search box before the reader typed again would clear it again.
    if (event.type === 'keydown' && isTextField(target)) continue;
    const Copy = event.constructor as new (type: string, init: Event) => Event;
    target.dispatchEvent(new Copy(event.type, event));
  }
}

/**
 * Carries what `host` missed over to markup rendered afresh instead of hydrated (markup changed
 * since the build, by hand or by a tool that rewrites HTML): its nodes go, so each event's target
 * is noted by where it stands (from the shadow root down, each element's name and its place among
 * its parent's elements of that name) and what it says. Call before the fresh render; the function it returns,
 * called once that render's effects have run, moves each event to the element standing in the
 * same place with the same name and text, and replays them there (`replayMissedEvents`). An event
 * with no such element is dropped: the markup it touched is not there.
 */
export function carryMissedEvents(host: Element): () => void {
  const store = host as unknown as Record<symbol, Missed[] | undefined>;
  const root = host.shadowRoot;
  const places = (store[missedEvents] ?? []).map(([event, path]) => {
    const target = path[0] instanceof Element ? path[0] : (path[0] as Node | undefined)?.parentElement;
    const steps: Array<[string, number]> = [];
    for (let node = target; node && node.parentNode; node = node.parentNode as Element) {
      steps.unshift([node.localName, namesakes(node.parentNode, node.localName).indexOf(node)]);
      if (node.parentNode === root) return { event, steps, text: target!.textContent };
    }
    return { event, steps: undefined, text: '' };
  });
  delete store[missedEvents];
  return () => {
    const moved: Missed[] = [];
    for (const { event, steps, text } of places.splice(0)) {
      let node: Element | undefined;
      let parent: ParentNode | null | undefined = steps && root;
      for (const [name, index] of steps ?? []) {
        node = parent ? namesakes(parent, name)[index] : undefined;
        parent = node;
      }
      if (!parent || !node || node.textContent !== text) continue;
      const path: EventTarget[] = [];
      for (let at: Node | null = node; at && at !== root; at = at.parentNode) path.push(at);
      moved.push([event, path]);
    }
    store[missedEvents] = moved;
    replayMissedEvents(host);
  };
}

const namesakes = (parent: ParentNode, name: string): Element[] =>
  Array.from(parent.children).filter((child) => child.localName === name);

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Input types whose value is text the reader types. */
const typedTypes = ['text', 'search', 'email', 'url', 'tel', 'password', 'number'];

function isTextField(node: unknown): node is Field {
  return node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && typedTypes.includes(node.type));
}

/**
 * Keeps the text the reader types into the markup's fields (a reference's filter box) across the
 * element's taking it over. Hydrating leaves a field's text in place but takes it for the value
 * React rendered, so React hears no change, and its next render puts its own value back. Called
 * before hydrating, this notes each field's text and listens for typing; the function it returns,
 * called once the hydrated tree's effects have run, gives each field its latest text (what was
 * noted, if a render has put the server's value back since and the reader has not typed), with
 * the `input` event typing sends: the field is first set to the server's value through the
 * property React watches, then to the text through the element's own setter, as typing does, and
 * the caret stays where it was.
 */
export function keepTypedText(root: ParentNode): () => void {
  const fields = () => Array.from(root.querySelectorAll('input, textarea')).filter(isTextField);
  const noted = new Map(fields().map((field) => [field, field.value]));
  const typedSince = new Set<EventTarget | null>();
  const heard = (event: Event) => typedSince.add(event.target);
  root.addEventListener('input', heard, true);
  return () => {
    root.removeEventListener('input', heard, true);
    for (const field of fields()) {
      const value = typedSince.has(field) || field.value !== field.defaultValue ? field.value : noted.get(field);
      if (value === undefined || value === field.defaultValue) continue;
      const { selectionStart, selectionEnd } = field;
      const inPlace = field.value === value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
      if (inPlace && selectionStart !== null && selectionEnd !== null)
        field.setSelectionRange(selectionStart, selectionEnd);
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    }
  };
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
