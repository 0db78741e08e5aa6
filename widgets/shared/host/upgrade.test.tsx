import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineChildTag, defineWidget } from '../element';
import { useDispatch } from '../context';
import { recordEarlyListeners } from '../../../loader/early-listeners';
import type { WidgetMetadata } from '../metadata';
import { settle, shadow } from '../testing';

const metadata = {
  tag: 'upgrade-probe',
  summary: 'A widget that shows the values it received.',
  attributes: {
    items: { type: 'json', description: 'A list.' },
  },
  properties: { model: { type: '{ name: string }', description: 'An object.' } },
  events: { 'dw-poke': { description: 'Poked.', alias: 'poke' } },
} as const satisfies WidgetMetadata;

function Probe(props: { items?: unknown; model?: { name: string } }) {
  const dispatch = useDispatch();
  return (
    <div>
      <output id="items">{JSON.stringify(props.items) ?? 'undefined'}</output>
      <output id="model">{props.model?.name ?? '(no model)'}</output>
      <button onClick={() => dispatch('dw-poke')}>poke</button>
    </div>
  );
}

let counter = 0;
const nextTag = () => `upgrade-probe-${(counter += 1)}`;
const text = (element: Element, id: string) => shadow(element).getElementById(id)?.textContent;
const alert = (element: Element) => shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
type Probed = HTMLElement & { items?: unknown; model?: unknown };

afterEach(() => {
  document.body.replaceChildren();
});

describe('values set before the element is defined', () => {
  // happy-dom does not replay attributes through attributeChangedCallback when it upgrades an
  // element, as browsers do; these tests write the attribute once the tag is defined, which takes
  // the same path. The consumer apps' browser tests cover the real order of a lazy definition.
  it('names the fix when an object arrived as the attribute text "[object Object]"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    defineWidget(metadata, Probe).define(tag);
    const element = document.createElement(tag) as Probed;
    element.setAttribute('items', String([{ id: 'a' }])); // what React 19 and Vue write for an array
    document.body.append(element);
    await settle();
    expect(text(element, 'items')).toBe('undefined');
    expect(alert(element)).toContain('attribute items');
    expect(alert(element)).toContain('docs-widgets/react');
    expect(alert(element)).toContain(':items.prop');
    expect(alert(element)).not.toContain('JSON');
  });

  it('keeps the property when a framework also wrote "[object Object]" to the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    const element = document.createElement(tag) as Probed;
    element.items = ['property']; // before the definition
    document.body.append(element);
    defineWidget(metadata, Probe).define(tag);
    element.setAttribute('items', '[object Object]');
    await settle();
    expect(text(element, 'items')).toBe('["property"]');
    expect(alert(element)).toBe('');
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes a property set after the definition, and drops the message', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    defineWidget(metadata, Probe).define(tag);
    const element = document.createElement(tag) as Probed;
    element.setAttribute('items', '[object Object]');
    document.body.append(element);
    await settle();
    expect(alert(element)).toContain('"[object Object]"');
    element.items = [1, 2];
    await settle();
    expect(text(element, 'items')).toBe('[1,2]');
    expect(alert(element)).toBe('');
  });

  it('reports "[object Object]" in the attribute named after a property-only property', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    const element = document.createElement(tag) as Probed;
    element.setAttribute('model', String({ name: 'lost' }));
    document.body.append(element);
    defineWidget(metadata, Probe).define(tag);
    await settle();
    expect(text(element, 'model')).toBe('(no model)');
    expect(alert(element)).toContain('Set the `model` property');
    element.model = { name: 'given' };
    await settle();
    expect(text(element, 'model')).toBe('given');
    expect(alert(element)).toBe('');
  });

  it('keeps an object property set before the definition, even with a stringified attribute of the same name', async () => {
    const tag = nextTag();
    const element = document.createElement(tag) as Probed;
    element.model = { name: 'early' };
    element.setAttribute('model', '[object Object]');
    document.body.append(element);
    defineWidget(metadata, Probe).define(tag);
    await settle();
    expect(text(element, 'model')).toBe('early');
    expect(alert(element)).toBe('');
  });
});

describe('properties as frameworks set them', () => {
  it('takes "" for a boolean property as true, as Vue passes a bare boolean attribute', async () => {
    const tag = nextTag();
    defineWidget(
      {
        tag: 'upgrade-flag',
        summary: 'A flag.',
        attributes: { closable: { type: 'boolean', description: 'A flag.' } },
      } as WidgetMetadata,
      () => null,
    ).define(tag);
    const element = document.createElement(tag) as HTMLElement & { closable?: unknown };
    element.closable = '';
    expect(element.hasAttribute('closable')).toBe(true);
    element.closable = false;
    expect(element.hasAttribute('closable')).toBe(false);
  });
});

describe('listeners added before the element is defined', () => {
  it('receive the plain-named event alias once the element upgrades', async () => {
    recordEarlyListeners(['poke']);
    const tag = nextTag();
    const element = document.createElement(tag);
    const heard: string[] = [];
    element.addEventListener('poke', (event) => heard.push(event.type));
    const removed = () => heard.push('removed listener');
    element.addEventListener('poke', removed);
    element.removeEventListener('poke', removed);
    document.body.append(element);
    defineWidget(metadata, Probe).define(tag);
    await settle();
    shadow(element).querySelector('button')!.click();
    expect(heard).toEqual(['poke']);
  });
});

describe('tag names owned by another library', () => {
  it('warns, naming the tag and the way out, instead of reusing the other element', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    class OtherLibrary extends HTMLElement {}
    customElements.define(tag, OtherLibrary);
    expect(defineWidget(metadata, Probe).define(tag)).toBeUndefined();
    expect(customElements.get(tag)).toBe(OtherLibrary);
    const message = warn.mock.calls.flat().join(' ');
    expect(message).toContain(`<${tag}> is already defined by another script`);
    expect(message).toContain(`define('${tag}', 'dw-${tag}')`);
    expect(message).toContain('<meta name="docs-widgets:prefix" content="dw-">');
  });

  it('warns for a child tag too', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    customElements.define(tag, class extends HTMLElement {});
    expect(defineChildTag(tag)).toBeUndefined();
    expect(warn.mock.calls.flat().join(' ')).toContain(`<${tag}> is already defined by another script`);
  });

  it('stays silent when a second copy of the widgets defines the same tag', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = nextTag();
    const first = defineWidget(metadata, Probe).define(tag);
    const second = defineWidget(metadata, Probe).define(tag); // another bundle, another class
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(warn).not.toHaveBeenCalled();
  });
});
