import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineWidget } from './element';
import { useDispatch, useHostState, useLightDom, useReflectedState } from './context';
import type { WidgetMetadata } from './metadata';
import { mount, settle, shadow, waitFor } from './testing';

// Typed as plain metadata: the probes below each read only some of its props.
const metadata: WidgetMetadata = {
  tag: 'test-probe',
  summary: 'A widget that shows what it received.',
  attributes: {
    label: { type: 'string', description: 'A label.' },
    count: { type: 'number', description: 'A count.' },
    optional: { type: 'boolean', description: 'A flag.' },
    items: { type: 'json', description: 'A list.' },
    size: { type: 'string', values: ['small', 'large'], default: 'small', description: 'A size.' },
  },
  properties: { model: { type: 'object', description: 'An object.' } },
};

interface ProbeProps {
  label?: string;
  count?: number;
  optional?: boolean;
  items?: unknown;
  size?: string;
  model?: { name: string };
}

function Probe(props: ProbeProps) {
  const dispatch = useDispatch();
  const host = useLightDom();
  useHostState(props.optional ? 'optional' : 'required');
  return (
    <div>
      <output id="label">{props.label ?? '(none)'}</output>
      <output id="count">{String(props.count)}</output>
      <output id="optional">{String(props.optional)}</output>
      <output id="items">{JSON.stringify(props.items) ?? 'undefined'}</output>
      <output id="size">{props.size ?? 'small'}</output>
      <output id="model">{props.model?.name ?? '(no model)'}</output>
      <output id="children">{host?.children.length ?? 0}</output>
      <button onClick={() => dispatch('dw-poke', { at: 1 })}>poke</button>
      <slot />
    </div>
  );
}

let counter = 0;
function defineProbe(): string {
  counter += 1;
  const tag = `test-probe-${counter}`;
  defineWidget(metadata, Probe, { styles: ['.x { color: red }'] }).define(tag);
  return tag;
}

const text = (element: Element, id: string) => shadow(element).getElementById(id)?.textContent;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('element runtime', () => {
  it('renders into an open shadow root with typed attributes', async () => {
    const tag = defineProbe();
    const element = await mount(`<${tag} label="Hello" count="3" optional items='[1,2]'></${tag}>`);
    expect(text(element, 'label')).toBe('Hello');
    expect(text(element, 'count')).toBe('3');
    expect(text(element, 'optional')).toBe('true');
    expect(text(element, 'items')).toBe('[1,2]');
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const tag = defineProbe();
    const element = await mount(`<${tag} optional></${tag}>`);
    expect(text(element, 'optional')).toBe('true');
    element.removeAttribute('optional');
    await settle();
    expect(text(element, 'optional')).toBe('false');
    expect(element.getAttribute('data-state')).toBe('required');
  });

  it('shows an inline message naming the element and attribute for invalid JSON, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = defineProbe();
    const element = await mount(`<${tag} items='[1,'></${tag}>`);
    const alert = shadow(element).querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(`<${tag}>`);
    expect(alert?.textContent).toContain('items');
    expect(alert?.textContent).toContain('not valid JSON');
    expect(text(element, 'items')).toBe('undefined');
    expect(warn).toHaveBeenCalled();
    element.setAttribute('items', '["fixed"]');
    await settle();
    expect(shadow(element).querySelector('[role="alert"]')).toBeNull();
    expect(text(element, 'items')).toBe('["fixed"]');
  });

  it('reports a number attribute that is not a number', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = defineProbe();
    const element = await mount(`<${tag} count="lots"></${tag}>`);
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('expected a number');
  });

  it('falls back to the default for an unknown enumerated value, saying so inline and in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = defineProbe();
    const element = await mount(`<${tag} size="huge"></${tag}>`);
    expect(text(element, 'size')).toBe('small');
    expect(warn.mock.calls.flat().join(' ')).toContain(`<${tag}> attribute "size"`);
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain(
      '"huge" is not one of "small", "large"',
    );
  });

  it('names an attribute it cannot use, and a widget that failed, in the page language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tag = defineProbe();
    const element = await mount(`<section lang="de"><${tag} size="huge" count="lots"></${tag}></section>`);
    const probe = element.querySelector(tag)!;
    await waitFor(() =>
      expect([...shadow(probe).querySelectorAll('[role="alert"] > div')].map((line) => line.textContent)).toEqual([
        `<${tag}>, Attribut size: „huge“ ist keiner der Werte "small", "large". Verwendet wird „small“.`,
        `<${tag}>, Attribut count: Zahl erwartet, erhalten: „lots“.`,
      ]),
    );
    function Broken(): never {
      throw new Error('boom');
    }
    defineWidget({ ...metadata, tag: 'test-broken-de' }, Broken).define('test-broken-de');
    const broken = await mount('<test-broken-de lang="de"></test-broken-de>');
    await waitFor(() =>
      expect(shadow(broken).querySelector('[role="alert"]')?.textContent).toBe(
        '<test-broken-de> kann nicht angezeigt werden: boom',
      ),
    );
  });

  it('keeps properties set before the element was defined', async () => {
    counter += 1;
    const tag = `test-probe-${counter}`;
    const element = document.createElement(tag) as HTMLElement & { model?: unknown; items?: unknown };
    element.model = { name: 'early' };
    element.items = ['early item'];
    document.body.append(element);
    defineWidget(metadata, Probe).define(tag);
    await settle();
    expect(text(element, 'model')).toBe('early');
    expect(text(element, 'items')).toBe('["early item"]');
  });

  it('reflects string and boolean properties to attributes', async () => {
    const tag = defineProbe();
    const element = (await mount(`<${tag}></${tag}>`)) as HTMLElement & { label?: string; optional?: boolean };
    element.label = 'Set by property';
    element.optional = true;
    await settle();
    expect(element.getAttribute('label')).toBe('Set by property');
    expect(element.hasAttribute('optional')).toBe(true);
    expect(text(element, 'label')).toBe('Set by property');
  });

  it('defines a tag once and lets a page choose another name', () => {
    const definition = defineWidget(metadata, Probe);
    const first = definition.define('probe-one');
    expect(() => definition.define('probe-one')).not.toThrow();
    expect(definition.define('probe-one')).toBe(first);
    expect(definition.define('probe-two')).toBeDefined();
    expect(customElements.get('probe-two')).not.toBe(first);
  });

  it('fires bubbling, composed CustomEvents from the host', async () => {
    const tag = defineProbe();
    const element = await mount(`<${tag}></${tag}>`);
    const received: CustomEvent[] = [];
    document.addEventListener('dw-poke', (event) => received.push(event as CustomEvent));
    shadow(element).querySelector('button')!.click();
    expect(received).toHaveLength(1);
    expect(received[0]!.detail).toEqual({ at: 1 });
    expect(received[0]!.composed).toBe(true);
    expect(received[0]!.target).toBe(element);
  });

  it('re-renders when light-DOM children change', async () => {
    const tag = defineProbe();
    const element = await mount(`<${tag}><p>one</p></${tag}>`);
    expect(text(element, 'children')).toBe('1');
    element.append(document.createElement('p'));
    await settle();
    expect(text(element, 'children')).toBe('2');
  });

  it('follows a theme set on an ancestor, and its own theme attribute first', async () => {
    const tag = defineProbe();
    document.documentElement.setAttribute('data-theme', 'dark');
    try {
      const element = await mount(`<${tag}></${tag}>`);
      expect(element.getAttribute('data-dw-theme')).toBe('dark');
      element.setAttribute('theme', 'light');
      await settle();
      expect(element.getAttribute('data-dw-theme')).toBe('light');
    } finally {
      document.documentElement.removeAttribute('data-theme');
    }
  });

  it('writes its resolved theme only when it changes, so observers of the host see no churn', async () => {
    const tag = defineProbe();
    document.documentElement.setAttribute('data-theme', 'dark');
    try {
      const element = await mount(`<${tag}></${tag}>`);
      const changes: Array<string | null> = [];
      const observer = new MutationObserver((records) =>
        changes.push(...records.map((record) => (record.target as Element).getAttribute('data-dw-theme'))),
      );
      observer.observe(element, { attributes: true, attributeFilter: ['data-dw-theme'] });
      document.body.setAttribute('data-theme', 'dark');
      await settle();
      document.documentElement.setAttribute('data-theme', 'light');
      document.body.removeAttribute('data-theme');
      await settle();
      observer.disconnect();
      expect(changes).toEqual(['light']);
    } finally {
      document.documentElement.removeAttribute('data-theme');
      document.body.removeAttribute('data-theme');
    }
  });

  it('adopts one shared stylesheet for all instances instead of a style element each', async () => {
    const tag = defineProbe();
    const container = await mount(`<div><${tag}></${tag}><${tag}></${tag}></div>`);
    const [first, second] = container.querySelectorAll(tag);
    expect(shadow(first!).adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(shadow(first!).adoptedStyleSheets.at(-1)).toBe(shadow(second!).adoptedStyleSheets.at(-1));
    expect(shadow(first!).querySelector('style')).toBeNull();
  });

  it('keeps a render error inside the widget', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    defineWidget({ ...metadata, tag: 'test-broken' }, Broken).define('test-broken');
    const element = await mount('<test-broken></test-broken>');
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('could not be displayed: boom');
    expect(error).toHaveBeenCalled();
  });

  it('says data-state="error" on a widget whose render failed, even after it said another state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function BreaksWhenOptional({ optional }: { optional?: boolean }) {
      useHostState('ready');
      if (optional) throw new Error('boom');
      return <p>fine</p>;
    }
    defineWidget({ ...metadata, tag: 'test-breaks-later' }, BreaksWhenOptional).define('test-breaks-later');
    const element = await mount('<test-breaks-later></test-breaks-later>');
    expect(element.getAttribute('data-state')).toBe('ready');
    element.setAttribute('optional', '');
    await settle();
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('could not be displayed: boom');
    expect(element.getAttribute('data-state')).toBe('error');
  });

  it('keeps a reader-changeable state in its attribute, in step however fast the page toggles it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let renders = 0;
    function Toggle({ optional, label }: { optional?: boolean; label?: string }) {
      renders += 1;
      const [on, setOn] = useReflectedState('optional', Boolean(optional));
      return (
        <button aria-pressed={on} onClick={() => setOn(!on)}>
          {label}
        </button>
      );
    }
    defineWidget({ ...metadata, tag: 'test-reflecting' }, Toggle).define('test-reflecting');
    const element = await mount('<test-reflecting></test-reflecting>');
    for (let round = 0; round < 21; round += 1) {
      element.toggleAttribute('optional');
      element.setAttribute('label', `Round ${round}`);
      if (round % 7 === 6) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await settle();
    const button = shadow(element).querySelector('button')!;
    expect(element.hasAttribute('optional')).toBe(true);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.click();
    await settle();
    expect(element.hasAttribute('optional')).toBe(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    element.setAttribute('optional', '');
    await settle();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // one render per batch of page changes and per click, not one per write bounced back
    expect(renders).toBeLessThan(20);
    expect(error).not.toHaveBeenCalled();
  });

  it('does not render again when an attribute is written with the value it has', async () => {
    let renders = 0;
    function Counting({ label }: { label?: string }) {
      renders += 1;
      return <p>{label}</p>;
    }
    defineWidget({ ...metadata, tag: 'test-counting' }, Counting).define('test-counting');
    const element = await mount('<test-counting label="Same" optional></test-counting>');
    const before = renders;
    element.toggleAttribute('optional', true);
    element.setAttribute('optional', 'yes');
    element.setAttribute('data-state', 'ready');
    await settle();
    expect(renders).toBe(before);
    element.setAttribute('label', 'Other');
    await settle();
    expect(renders).toBe(before + 1);
  });

  it("gives a widget with no event handlers a root without React's listeners, while native events still reach the page", async () => {
    function Static({ label }: { label?: string }) {
      return <a href="#somewhere">{label}</a>;
    }
    defineWidget({ ...metadata, tag: 'test-static' }, Static, { noEventHandlers: true }).define('test-static');
    const added = vi.spyOn(ShadowRoot.prototype, 'addEventListener');
    try {
      const element = await mount('<test-static label="Go"></test-static>');
      expect(shadow(element).textContent).toBe('Go');
      expect(added.mock.contexts.filter((target) => target === element.shadowRoot)).toEqual([]);
      const clicked: string[] = [];
      element.addEventListener('click', (event) => clicked.push((event.composedPath()[0] as Element).localName));
      shadow(element)
        .querySelector('a')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      expect(clicked).toEqual(['a']);
    } finally {
      added.mockRestore();
    }
  });
});
