import { describe, expect, it } from 'vitest';
import { missedEventsKey as missedEvents } from '../../../base/protocol';
import { carryMissedEvents, keepTypedText, replayMissedEvents } from './missed-events';

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

  it('leaves out keys pressed in a text field: what typing did is in its text', () => {
    const { element, button, heard } = host();
    const box = Object.assign(document.createElement('input'), { type: 'search' });
    element.shadowRoot!.append(box);
    miss(element, box, new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    miss(element, button, new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    heard.length = 0;
    replayMissedEvents(element);
    expect(heard).toEqual(['keydown ArrowRight on button']);
  });
});

/**
 * A shadow root with a search box, an input a range, and what a React-like listener hears: like
 * React, it watches the `value` property and takes an input event for a change only when the text
 * differs from the value last set through it.
 */
function fields() {
  const { element } = host();
  const root = element.shadowRoot!;
  const box = Object.assign(document.createElement('input'), { type: 'search' });
  const range = Object.assign(document.createElement('input'), { type: 'range' });
  root.append(box, range);
  const changes: string[] = [];
  let known = box.value;
  const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
  /** What hydrating does: the text stays, and from then on the property is watched. */
  const hydrate = () => {
    known = box.value;
    Object.defineProperty(box, 'value', {
      configurable: true,
      get: () => own.get!.call(box),
      set: (value: string) => {
        known = value;
        own.set!.call(box, value);
      },
    });
  };
  root.addEventListener('input', (event) => {
    const { value } = event.target as HTMLInputElement;
    if (event.target === box && value !== known) changes.push((known = value));
  });
  return { root, box, range, changes, hydrate };
}

describe('what a prerendered element missed, when its markup is rendered afresh', () => {
  /** Markup as a fresh render draws it: two rows, each with a button; what each button hears. */
  function draw(root: ShadowRoot, labels: string[]) {
    const heard: string[] = [];
    root.replaceChildren(
      ...labels.map((label) => {
        const row = document.createElement('div');
        const button = Object.assign(document.createElement('button'), { textContent: label });
        button.addEventListener('click', () =>
          heard.push(`click on ${label}, ${button.isConnected ? 'live' : 'gone'}`),
        );
        row.append(button);
        return row;
      }),
    );
    return { heard, buttons: [...root.querySelectorAll('button')] };
  }

  it('goes to the element in the same place with the same text, once the fresh render is in', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const root = element.attachShadow({ mode: 'open' });
    const server = draw(root, ['Copy', 'Close']);
    miss(element, server.buttons[1]!, new MouseEvent('click', { bubbles: true, composed: true }));
    server.heard.length = 0;
    const carry = carryMissedEvents(element);
    const fresh = draw(root, ['Copy', 'Close']);
    carry();
    expect(fresh.heard).toEqual(['click on Close, live']);
    expect(server.heard).toEqual([]);
    carry();
    expect(fresh.heard).toHaveLength(1); // once
  });

  it('is dropped when nothing in the fresh render stands where its target stood, saying the same', () => {
    const element = document.createElement('div');
    document.body.append(element);
    const root = element.attachShadow({ mode: 'open' });
    const server = draw(root, ['Copy', 'Close', 'Share']);
    miss(element, server.buttons[1]!, new MouseEvent('click', { bubbles: true, composed: true }));
    miss(element, server.buttons[2]!, new MouseEvent('click', { bubbles: true, composed: true }));
    const carry = carryMissedEvents(element);
    const fresh = draw(root, ['Copy', 'Hide']);
    carry();
    expect(fresh.heard).toEqual([]);
  });
});

describe('text typed into the markup before the element took it over', () => {
  it('is given back with the input event typing sends, the caret where it was', () => {
    const { root, box, range, changes, hydrate } = fields();
    box.value = 'storage';
    box.setSelectionRange(3, 3);
    range.value = '80'; // not typed text: left alone
    const giveBack = keepTypedText(root);
    hydrate();
    giveBack();
    expect(box.value).toBe('storage');
    expect(changes).toEqual(['storage']);
    expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  });

  it('comes back when a render has put the server’s value back, and keeps what the reader typed since', () => {
    const { root, box, changes, hydrate } = fields();
    box.value = 'stor';
    const giveBack = keepTypedText(root);
    hydrate();
    box.value = ''; // a render put the server's value back
    giveBack();
    expect(changes).toEqual(['stor']);

    const second = fields();
    second.box.value = 'stor';
    const giveBackSecond = keepTypedText(second.root);
    second.hydrate();
    // The reader types on while the element hydrates, then clears the box.
    second.box.value = 'storage';
    second.box.dispatchEvent(new Event('input', { bubbles: true }));
    second.box.value = '';
    second.box.dispatchEvent(new Event('input', { bubbles: true }));
    second.changes.length = 0;
    giveBackSecond();
    expect(second.box.value).toBe('');
    expect(second.changes).toEqual([]);
  });
});
