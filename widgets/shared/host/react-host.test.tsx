import { afterEach, describe, expect, it, vi } from 'vitest';
import { clock } from '../clock';
import { reactHost, render, view } from './react-host';
import { settle } from '../testing';

let counter = 0;
function defineHost() {
  let renders = 0;
  class Host extends reactHost() {
    text = 'first';
    [view]() {
      renders += 1;
      return <p>{this.text}</p>;
    }
  }
  counter += 1;
  const tag = `react-host-probe-${counter}`;
  customElements.define(tag, Host);
  return { element: document.createElement(tag) as Host, renders: () => renders };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('ReactHost', () => {
  it('renders into an open shadow root once connected, and not before', async () => {
    const { element, renders } = defineHost();
    element[render]();
    await settle();
    expect(renders()).toBe(0);
    expect(element.shadowRoot?.textContent).toBe('');
    document.body.append(element);
    await settle();
    expect(element.shadowRoot?.textContent).toBe('first');
  });

  it('renders elements added together before the task that added them ends, so one frame shows them all', async () => {
    const elements = Array.from({ length: 50 }, () => defineHost().element);
    // A clock that stands still: however busy the machine, the pass has time for all of them.
    vi.spyOn(clock, 'now').mockReturnValue(0);
    document.body.append(...elements);
    // Only microtasks: no timer or message task, which is where a page's next frame could come.
    for (let round = 0; round < 3; round += 1) await Promise.resolve();
    expect(elements.filter((element) => element.shadowRoot?.textContent !== 'first')).toEqual([]);
  });

  it('renders the first elements of a burst too large for one pass at once, and the rest soon after', async () => {
    const elements = Array.from({ length: 100 }, () => defineHost().element);
    const rendered = () => elements.filter((element) => element.shadowRoot?.textContent === 'first').length;
    // A clock that moves 30 ms each time it is read: the pass runs out of time after a few groups.
    let time = 0;
    const now = vi.spyOn(clock, 'now').mockImplementation(() => (time += 30));
    try {
      document.body.append(...elements);
      for (let round = 0; round < 3; round += 1) await Promise.resolve();
    } finally {
      now.mockRestore();
    }
    expect(rendered()).toBeGreaterThan(0);
    expect(rendered()).toBeLessThan(100);
    expect(elements.slice(0, rendered()).every((element) => element.shadowRoot?.textContent === 'first')).toBe(true);
    await settle();
    expect(rendered()).toBe(100);
  });

  it('renders the other elements of a burst when one of them cannot start', async () => {
    const elements = Array.from({ length: 3 }, () => defineHost().element);
    Object.defineProperty(elements[1]!, view, {
      value: () => {
        throw new Error('broken view');
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      document.body.append(...elements);
      await settle();
      expect(elements.map((element) => element.shadowRoot?.textContent)).toEqual(['first', '', 'first']);
      expect(logged.mock.calls.some(([error]) => error instanceof Error && error.message === 'broken view')).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it('renders again when asked', async () => {
    const { element } = defineHost();
    document.body.append(element);
    element.text = 'second';
    element[render]();
    await settle();
    expect(element.shadowRoot?.textContent).toBe('second');
  });

  it('unmounts when the element leaves the page, and renders its current values when it comes back', async () => {
    const { element } = defineHost();
    document.body.append(element);
    await settle();
    element.remove();
    await settle();
    expect(element.shadowRoot?.textContent).toBe('');
    element.text = 'back';
    document.body.append(element);
    await settle();
    expect(element.shadowRoot?.textContent).toBe('back');
  });
});
