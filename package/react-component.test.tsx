import { createRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributeFingerprint } from '../widgets/shared/prerendered';
import { createComponent, type ElementApi } from './react-component';

// The components of docs-widgets/react in the browser: what reaches the element, and when. The
// element here is a stand-in with a property setter, so the test sees each value as React sets it.

let count = 0;
function probeElement() {
  count += 1;
  const tag = `react-probe-${count}`;
  const received: Array<[string, unknown]> = [];
  class Probe extends HTMLElement {
    #values: unknown;
    get values() {
      return this.#values;
    }
    set values(value: unknown) {
      received.push(['values', value]);
      this.#values = value;
    }
  }
  const define = vi.fn(() => {
    if (!customElements.get(tag)) customElements.define(tag, Probe);
  });
  const api: ElementApi = {
    tag,
    attributes: {
      queryGroup: ['query-group', 'string'],
      open: ['open', 'boolean'],
      restoreDelay: ['restore-delay', 'number'],
      values: ['values', 'json'],
    },
    properties: ['spec'],
    events: { onDwToggle: 'dw-toggle' },
    rendered: true,
  };
  return { tag, define, received, Component: createComponent(api, define, 'Probe') };
}

const roots: Array<ReturnType<typeof createRoot>> = [];
/** Renders `node` and waits until React has committed it (its layout effects have run). */
async function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(
    <>
      {node}
      <Committed />
    </>,
  );
  await vi.waitFor(() => expect(container.querySelector('[data-committed]')).not.toBeNull());
  return { container, root };
}

/** Marks the commit once its layout effects have run (effects run in order, this one last). */
function Committed() {
  return <span data-committed="" hidden />;
}

/** Clicks `selector` and waits for `done`. */
async function click(container: Element, selector: string, done: () => void) {
  container.querySelector<HTMLButtonElement>(selector)!.click();
  await vi.waitFor(done);
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
});

describe('createComponent (browser)', () => {
  it('writes text, numbers and booleans as the attributes the element declares, not React’s lower-cased props', async () => {
    const { Component, tag } = probeElement();
    const { container } = await render(<Component queryGroup="pm" restoreDelay={0} open id="tabs" />);
    const element = container.querySelector(tag)!;
    expect(element.getAttribute('query-group')).toBe('pm');
    expect(element.getAttribute('restore-delay')).toBe('0');
    expect(element.getAttribute('open')).toBe('');
    expect(element.id).toBe('tabs');
    expect(element.hasAttribute('querygroup')).toBe(false);
    expect(element.getAttribute('data-dw-prerendered')).toMatch(/^\w+$/);
  });

  it('writes the attribute-only fingerprint of the attributes as the browser reads them from the element', async () => {
    const { Component, tag } = probeElement();
    const { container } = await render(
      <Component
        queryGroup="pm"
        restoreDelay={0}
        open
        id="tabs"
        className="wide"
        title="Install"
        lang="fr"
        tabIndex={-1}
        inert
        data-track="tabs"
        aria-label="Package managers"
      />,
    );
    const element = container.querySelector(tag)!;
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const);
    expect(element.getAttribute('data-dw-prerendered')).toBe(attributeFingerprint(attributes));
  });

  it('defines the element once React has committed it, and sets objects as properties', async () => {
    const { Component, tag, define, received } = probeElement();
    const values = [{ id: 'json' }];
    const spec = { info: { id: 'demo' } };
    const { container } = await render(<Component values={values} spec={spec} />);
    const element = container.querySelector(tag) as HTMLElement & { values?: unknown; spec?: unknown };
    expect(define).toHaveBeenCalled();
    expect(element.values).toBe(values);
    expect(element.spec).toBe(spec);
    expect(element.hasAttribute('values')).toBe(false);
    expect(received).toEqual([['values', values]]);
  });

  it('writes JSON text given for a JSON attribute as the attribute', async () => {
    const { Component, tag } = probeElement();
    const { container } = await render(<Component values='[{"id":"json"}]' />);
    expect(container.querySelector(tag)!.getAttribute('values')).toBe('[{"id":"json"}]');
  });

  it('sets a property again only when it changes, and clears one that is no longer given', async () => {
    const { Component, tag, received } = probeElement();
    const values = [{ id: 'json' }];
    function Holder() {
      const [shown, setShown] = useState(true);
      const [renders, rerender] = useState(0);
      return (
        <>
          <Component values={shown ? values : undefined} data-rendered={renders} />
          <button type="button" id="rerender" onClick={() => rerender((value) => value + 1)} />
          <button type="button" id="hide" onClick={() => setShown(false)} />
        </>
      );
    }
    const { container } = await render(<Holder />);
    await click(container, '#rerender', () => expect(container.querySelector('[data-rendered="1"]')).not.toBeNull());
    expect(received).toEqual([['values', values]]);
    await click(container, '#hide', () =>
      expect(received).toEqual([
        ['values', values],
        ['values', undefined],
      ]),
    );
    expect((container.querySelector(tag) as HTMLElement & { values?: unknown }).values).toBeUndefined();
  });

  it('calls the latest on… prop for the element’s event, and stops when the prop goes', async () => {
    const { Component, tag } = probeElement();
    const heard: string[] = [];
    function Holder() {
      const [label, setLabel] = useState('first');
      const [listening, setListening] = useState(true);
      return (
        <>
          <Component
            data-label={label}
            data-listening={String(listening)}
            onDwToggle={
              listening
                ? (event: CustomEvent<{ open: boolean }>) => heard.push(`${label} ${event.detail.open}`)
                : undefined
            }
          />
          <button type="button" id="relabel" onClick={() => setLabel('second')} />
          <button type="button" id="stop" onClick={() => setListening(false)} />
        </>
      );
    }
    const { container } = await render(<Holder />);
    const element = container.querySelector(tag)!;
    const fire = () => element.dispatchEvent(new CustomEvent('dw-toggle', { detail: { open: true } }));
    fire();
    await click(container, '#relabel', () => expect(element.getAttribute('data-label')).toBe('second'));
    fire();
    await click(container, '#stop', () => expect(element.getAttribute('data-listening')).toBe('false'));
    fire();
    expect(heard).toEqual(['first true', 'second true']);
  });

  it('passes the element to a ref', async () => {
    const { Component, tag } = probeElement();
    const ref = createRef<HTMLElement>();
    const { container } = await render(<Component ref={ref} />);
    expect(ref.current).toBe(container.querySelector(tag));
  });
});
