import { describe, expect, it } from 'vitest';
import { missedEvents as loaderKey } from '../../loader/start';
import { missedEvents, replayMissedEvents, restoreTypedText, typedText } from './missed-events';

/** A host with a shadow root holding a button and a link, and what each of them hears. */
function host() {
  const element = document.createElement('div');
  const root = element.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  const link = Object.assign(document.createElement('a'), { href: '#elsewhere', textContent: 'more' });
  root.append(button, link);
  document.body.append(element);
  const heard: string[] = [];
  for (const type of ['click', 'keydown', 'focusin'])
    root.addEventListener(type, (event) =>
      heard.push(
        `${type}${event instanceof KeyboardEvent ? ` ${event.key}` : ''} on ${(event.target as Element).localName}`,
      ),
    );
  return { element, button, link, heard };
}

/** Dispatches `event` on `target` as the reader's touch, and keeps it the way the loader does. */
function miss(element: Element, target: Element, event: Event) {
  const store = element as unknown as Record<symbol, Array<[Event, EventTarget[]]>>;
  const entry: [Event, EventTarget[]] = [event, []];
  target.addEventListener(event.type, () => (entry[1] = event.composedPath()), { once: true });
  target.dispatchEvent(event);
  (store[missedEvents] ??= []).push(entry);
}

describe('replaying what a prerendered element missed', () => {
  it('uses the key the loader keeps the events under', () => {
    expect(missedEvents).toBe(loaderKey);
  });

  it('dispatches each missed click and key again on the node it reached, once', () => {
    const { element, button, heard } = host();
    miss(element, button, new MouseEvent('click', { bubbles: true, composed: true }));
    miss(element, button, new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    heard.length = 0;
    replayMissedEvents(element);
    replayMissedEvents(element);
    expect(heard).toEqual(['click on button', 'keydown ArrowRight on button']);
  });

  it('leaves out a click on a link (the browser followed it) and an Enter that became a click', () => {
    const { element, button, link, heard } = host();
    miss(element, link, new MouseEvent('click', { bubbles: true, composed: true, cancelable: true }));
    miss(element, button, new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    miss(element, button, new MouseEvent('click', { bubbles: true, composed: true }));
    heard.length = 0;
    replayMissedEvents(element);
    expect(heard).toEqual(['click on button']);
  });

  it('replays focus only where it still is, and nothing on a node that has left the page', () => {
    const { element, button, link, heard } = host();
    button.focus();
    miss(element, button, new FocusEvent('focusin', { bubbles: true, composed: true }));
    miss(element, link, new FocusEvent('focusin', { bubbles: true, composed: true }));
    const gone = document.createElement('button');
    element.shadowRoot!.append(gone);
    miss(element, gone, new MouseEvent('click', { bubbles: true, composed: true }));
    gone.remove();
    heard.length = 0;
    replayMissedEvents(element);
    expect(heard).toEqual(['focusin on button']);
  });

  it('keeps the text typed into a field of the markup, and gives it back as typing would', () => {
    const { element } = host();
    const root = element.shadowRoot!;
    const [filter, untouched] = ['search', 'text'].map((type) =>
      Object.assign(document.createElement('input'), { type, defaultValue: '' }),
    );
    root.append(filter!, untouched!);
    filter!.value = 'storage';
    const typed = typedText(root);
    expect(typed.map(([field, value]) => [field.type, value])).toEqual([['search', 'storage']]);
    // What hydrating does: the text stays, and React watches the property from then on, taking
    // the text for its own; an input event is a change only when the value differs from that.
    let known = filter!.value;
    const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(filter, 'value', {
      configurable: true,
      get: () => own.get!.call(filter),
      set: (value: string) => {
        known = value;
        own.set!.call(filter, value);
      },
    });
    const changes: string[] = [];
    root.addEventListener('input', (event) => {
      const { value } = event.target as HTMLInputElement;
      if (value !== known) changes.push((known = value));
    });
    restoreTypedText(typed);
    expect(filter!.value).toBe('storage');
    expect(changes).toEqual(['storage']);
  });
});
