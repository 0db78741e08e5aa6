import { describe, expect, it } from 'vitest';
import { attributeValue, observedAttributeSpecs, parseAttribute, propertyOf } from './attributes';
import type { AttributeSpec } from '../metadata';

const text: AttributeSpec = { type: 'string', description: 'Text.' };
const size: AttributeSpec = { type: 'string', values: ['small', 'large'], default: 'small', description: 'A size.' };
const count: AttributeSpec = { type: 'number', description: 'A count.' };
const flag: AttributeSpec = { type: 'boolean', description: 'A flag.' };
const list: AttributeSpec = { type: 'json', description: 'A list.' };

describe('parseAttribute', () => {
  it('takes a bare boolean attribute as true and a missing one as false', () => {
    expect(parseAttribute(flag, '')).toEqual({ value: true });
    expect(parseAttribute(flag, 'false')).toEqual({ value: true });
    expect(parseAttribute(flag, null)).toEqual({ value: false });
  });

  it('gives undefined for a removed attribute of any other type', () => {
    for (const spec of [text, size, count, list]) expect(parseAttribute(spec, null)).toEqual({ value: undefined });
  });

  it('reads numbers, and names a value that is not one', () => {
    expect(parseAttribute(count, '2.5')).toEqual({ value: 2.5 });
    expect(parseAttribute(count, ' ').problem).toBe('expected a number, got " ".');
    expect(parseAttribute(count, '12px')).toEqual({
      value: undefined,
      problem: 'expected a number, got "12px".',
      translation: { id: 'not-a-number', values: { value: '12px' } },
    });
  });

  it('falls back from an unknown enumerated value, naming the allowed ones and the default', () => {
    expect(parseAttribute(size, 'large')).toEqual({ value: 'large' });
    expect(parseAttribute(size, 'huge')).toEqual({
      value: undefined,
      problem: '"huge" is not one of "small", "large". Using "small".',
      translation: { id: 'not-one-of-using', values: { value: 'huge', values: '"small", "large"', fallback: 'small' } },
    });
  });

  it('reports invalid JSON with the parser’s reason instead of throwing', () => {
    expect(parseAttribute(list, '[1,2]')).toEqual({ value: [1, 2] });
    const parsed = parseAttribute(list, '[1,');
    expect(parsed.value).toBeUndefined();
    expect(parsed.problem).toMatch(/^is not valid JSON \(.+\)\.$/);
  });
});

describe('attributeValue', () => {
  it('keeps the object held as the property when a JSON attribute says "[object Object]"', () => {
    expect(attributeValue(list, 'items', '[object Object]', ['held'])).toEqual({ value: ['held'] });
    expect(attributeValue(list, 'items', '[object Object]', undefined).problem).toContain('Set the `items` property');
  });

  it('parses any other text as the attribute’s type', () => {
    expect(attributeValue(list, 'items', '["new"]', ['held'])).toEqual({ value: ['new'] });
    expect(attributeValue(text, 'label', '[object Object]', 'held')).toEqual({ value: '[object Object]' });
  });
});

describe('attribute names', () => {
  it('maps an attribute to its declared property, else its camelCase name', () => {
    expect(propertyOf('default', { ...text, property: 'defaultValue' })).toBe('defaultValue');
    expect(propertyOf('docs-base', text)).toBe('docsBase');
    expect(propertyOf('no-copy', undefined)).toBe('noCopy');
  });

  it('observes the runtime’s attributes along with the element’s own', () => {
    const specs = observedAttributeSpecs({ tag: 'x-probe', summary: 'A probe.', attributes: { label: text } });
    expect(Object.keys(specs)).toEqual(['theme', 'docs-base', 'dashboard-base', 'label']);
  });
});
