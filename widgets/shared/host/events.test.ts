import { afterEach, describe, expect, it } from 'vitest';
import { EventDispatcher, eventAliases } from './events';

afterEach(() => {
  document.body.replaceChildren();
});

function setup() {
  const host = document.createElement('div');
  const parent = document.createElement('section');
  parent.append(host);
  document.body.append(parent);
  return { host, parent, events: new EventDispatcher(host, new Map([['dw-copy', 'copy']])) };
}

describe('eventAliases', () => {
  it('lists the events the metadata gives a plain name', () => {
    const aliases = eventAliases({
      tag: 'x-probe',
      summary: 'A probe.',
      attributes: {},
      events: { 'dw-copy': { description: 'Copied.', alias: 'copy' }, 'dw-open': { description: 'Opened.' } },
    });
    expect([...aliases]).toEqual([['dw-copy', 'copy']]);
  });
});

describe('EventDispatcher', () => {
  it('fires a bubbling, composed, cancelable CustomEvent and says whether it was cancelled', () => {
    const { host, parent, events } = setup();
    const heard: CustomEvent[] = [];
    parent.addEventListener('dw-open', (event) => heard.push(event as CustomEvent));
    expect(events.dispatch('dw-open', { id: 1 })).toBe(true);
    expect(heard[0]?.detail).toEqual({ id: 1 });
    expect(heard[0]?.composed).toBe(true);
    expect(heard[0]?.target).toBe(host);
    parent.addEventListener('dw-open', (event) => event.preventDefault());
    expect(events.dispatch('dw-open')).toBe(false);
  });

  it('fires the plain-named alias only for a listener on the element itself, without bubbling', () => {
    const { host, parent, events } = setup();
    const heard: string[] = [];
    parent.addEventListener('copy', () => heard.push('parent'));
    events.dispatch('dw-copy');
    expect(heard).toEqual([]);
    const listener = () => heard.push('host');
    host.addEventListener('copy', listener);
    events.added('copy', listener);
    events.dispatch('dw-copy');
    expect(heard).toEqual(['host']);
    host.removeEventListener('copy', listener);
    events.removed('copy', listener);
    events.dispatch('dw-copy');
    expect(heard).toEqual(['host']);
  });

  it('fires the alias for an on<name> handler, and not once the dw- event was cancelled', () => {
    const { host, parent, events } = setup();
    const heard: string[] = [];
    (host as unknown as { oncopy: () => void }).oncopy = () => heard.push('oncopy');
    events.dispatch('dw-copy');
    expect(heard).toEqual(['oncopy']);
    parent.addEventListener('dw-copy', (event) => event.preventDefault());
    expect(events.dispatch('dw-copy')).toBe(false);
    expect(heard).toEqual(['oncopy']);
  });

  it('ignores listeners for names that are no alias', () => {
    const { events } = setup();
    events.added('click', () => {});
    expect(events.aliasListeners.size).toBe(0);
  });
});
