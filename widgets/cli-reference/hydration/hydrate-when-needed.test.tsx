import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { settle } from '../../shared/testing';
import { HydrateWhenNeeded, HydrationGates, HydrationGatesProvider } from './hydrate-when-needed';

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', location.pathname);
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function Sections({ gates, eager = false }: { gates?: HydrationGates | undefined; eager?: boolean }) {
  return (
    <HydrationGatesProvider value={gates}>
      {['one', 'two'].map((id) => (
        <section key={id} id={id} data-section="">
          <HydrateWhenNeeded id={id} eager={eager && id === 'two'}>
            <Counter />
          </HydrateWhenNeeded>
        </section>
      ))}
    </HydrationGatesProvider>
  );
}

/** Whether React owns the node (it marks the DOM nodes it has hydrated or created). */
function hydrated(node: Element | null): boolean {
  return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

function serverMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Sections />);
  document.body.append(container);
  return container;
}

/** The server's markup of the sections, hydrated with gates as the reference hydrates them. */
async function hydrateWithGates({ eager = false } = {}) {
  const container = serverMarkup();
  const gates = new HydrationGates(document);
  hydrateRoot(container, <Sections gates={gates} eager={eager} />);
  await settle();
  return { container, gates };
}

describe('HydrateWhenNeeded', () => {
  it('renders its content on the server, marked only by the boundary comments', () => {
    const html = renderToString(<Sections />);
    expect(html).toContain(
      '<section id="one" data-section=""><!--$--><button type="button">Clicked <!-- -->0</button>',
    );
    expect(html).not.toContain('<template');
  });

  it('renders its content at once in a client render', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(<Sections />);
    await settle();
    expect(container.querySelectorAll('button')).toHaveLength(2);
    expect(hydrated(container.querySelector('#one button'))).toBe(true);
  });

  it('renders its content at once in a client render given gates (a reference rendered afresh)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const gates = new HydrationGates(document);
    createRoot(container).render(<Sections gates={gates} />);
    await settle();
    expect(container.querySelectorAll('button')).toHaveLength(2);
    gates.dispose();
  });

  it('gives a shadow root the same gates until they are disposed', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    const gates = HydrationGates.of(root);
    expect(HydrationGates.of(root)).toBe(gates);
    gates.dispose();
    const again = HydrationGates.of(root);
    expect(again).not.toBe(gates);
    again.dispose();
  });

  it('hydrates a part on a click alone, as a script makes it, and handles that click', async () => {
    const { container, gates } = await hydrateWithGates();
    const [first] = container.querySelectorAll('button');
    first!.click();
    await settle();
    expect(hydrated(first!)).toBe(true);
    expect(first!.textContent).toBe('Clicked 1');
    gates.dispose();
  });

  it('leaves a part as the server wrote it until an event in it needs it, then handles that event', async () => {
    const { container, gates } = await hydrateWithGates();
    const [first, second] = container.querySelectorAll('button');
    expect(hydrated(first!)).toBe(false);
    expect(hydrated(second!)).toBe(false);

    first!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    first!.click();
    await settle();
    expect(hydrated(first!)).toBe(true);
    expect(first!.textContent).toBe('Clicked 1');
    expect(hydrated(second!)).toBe(false);
    expect(second!.textContent).toBe('Clicked 0');
    gates.dispose();
  });

  it('hydrates the part the address names from the start, and one the address moves to', async () => {
    history.replaceState(null, '', '#two');
    const { container, gates } = await hydrateWithGates();
    expect(hydrated(container.querySelector('#two button'))).toBe(true);
    expect(hydrated(container.querySelector('#one button'))).toBe(false);

    history.replaceState(null, '', '#one');
    dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    expect(hydrated(container.querySelector('#one button'))).toBe(true);
    gates.dispose();
  });

  it('hydrates an eager part with the rest', async () => {
    const { container, gates } = await hydrateWithGates({ eager: true });
    expect(hydrated(container.querySelector('#two button'))).toBe(true);
    expect(hydrated(container.querySelector('#one button'))).toBe(false);
    gates.dispose();
  });

  it('hydrates every part once its reference is gone', async () => {
    const { container, gates } = await hydrateWithGates();
    gates.dispose();
    await settle();
    expect(hydrated(container.querySelector('#one button'))).toBe(true);
    expect(hydrated(container.querySelector('#two button'))).toBe(true);
  });
});
