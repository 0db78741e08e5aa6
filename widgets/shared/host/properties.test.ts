import { describe, expect, it } from 'vitest';
import type { AttributeSpec } from '../metadata';
import { defineProperties } from './properties';
import { takeOverEarlyProperties } from './upgrade';

const attributes: Record<string, AttributeSpec> = {
  label: { type: 'string', description: 'A label.' },
  count: { type: 'number', description: 'A count.' },
  closable: { type: 'boolean', description: 'A flag.' },
  items: { type: 'json', description: 'A list.' },
  default: { type: 'string', property: 'defaultValue', description: 'A default.' },
};

let counter = 0;
function defineProbe() {
  const held: Array<[string, string, unknown]> = [];
  const values = new WeakMap<Element, Record<string, unknown>>();
  class Probe extends HTMLElement {}
  const names = defineProperties(Probe.prototype, attributes, ['model'], {
    get: (element, property) => values.get(element)?.[property],
    hold(element, attribute, property, value) {
      held.push([attribute, property, value]);
      values.set(element, { ...values.get(element), [property]: value });
    },
  });
  counter += 1;
  customElements.define(`properties-probe-${counter}`, Probe);
  const element = document.createElement(`properties-probe-${counter}`) as HTMLElement & Record<string, unknown>;
  return { element, held, names };
}

describe('defineProperties', () => {
  it('reflects strings, numbers and booleans to their attribute', () => {
    const { element, held } = defineProbe();
    element.label = 'Hello';
    element.count = 3;
    element.defaultValue = 'none';
    element.closable = true;
    expect(element.getAttribute('label')).toBe('Hello');
    expect(element.getAttribute('count')).toBe('3');
    expect(element.getAttribute('default')).toBe('none');
    expect(element.hasAttribute('closable')).toBe(true);
    element.closable = '';
    expect(element.hasAttribute('closable')).toBe(true);
    element.closable = false;
    element.label = null;
    expect(element.hasAttribute('closable')).toBe(false);
    expect(element.hasAttribute('label')).toBe(false);
    expect(held).toEqual([]);
  });

  it('holds objects as given, naming the attribute whose message they clear', () => {
    const { element, held } = defineProbe();
    const items = [{ id: 'a' }];
    element.items = items;
    element.model = { name: 'm' };
    expect(element.items).toBe(items);
    expect(element.hasAttribute('items')).toBe(false);
    expect(held.map(([attribute, property]) => [attribute, property])).toEqual([
      ['items', 'items'],
      ['model', 'model'],
    ]);
  });

  it('reads JSON text set as a JSON property as its attribute, as MDX and React set a string attribute', () => {
    const { element, held } = defineProbe();
    element.items = '[{"id":"a"}]';
    expect(element.getAttribute('items')).toBe('[{"id":"a"}]');
    expect(held).toEqual([]);
  });

  it('returns the property names, which takeOverEarlyProperties moves through the accessors', () => {
    const { element, names } = defineProbe();
    expect(names).toEqual(['label', 'count', 'closable', 'items', 'defaultValue', 'model']);
    Object.defineProperty(element, 'label', { value: 'early', configurable: true, writable: true, enumerable: true });
    takeOverEarlyProperties(element, names);
    expect(Object.prototype.hasOwnProperty.call(element, 'label')).toBe(false);
    expect(element.getAttribute('label')).toBe('early');
  });
});
