import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './param-row.element';
import { define as defineAcceptedValues } from '../accepted-values';
import { ParamRow } from './param-row';
import { paramRowStyles } from './param-row.styles';
import { AcceptedValues, acceptedValuesStyles } from '../accepted-values';
import { defineWidget } from '../shared/element';
import { mount, settle, shadow } from '../shared/testing';

define();
defineAcceptedValues();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<param-row>', () => {
  it('shows the name, the type, a REQUIRED badge and the slotted description', async () => {
    const element = await mount('<param-row name="email" type="string"><p>Where the link is sent.</p></param-row>');
    const root = shadow(element);
    expect(root.querySelector('.name')?.textContent).toBe('email');
    expect(root.querySelector('.type')?.textContent).toBe('string');
    expect(root.querySelector('.required')?.textContent).toBe('Required');
    const slot = root.querySelector('.description slot') as HTMLSlotElement;
    expect(
      slot
        .assignedNodes()
        .map((node) => node.textContent)
        .join(''),
    ).toContain('Where the link is sent.');
    expect(element.getAttribute('data-state')).toBe('required');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('drops the badge for a bare optional attribute and brings it back when it is removed', async () => {
    const element = await mount('<param-row name="redirect_to" type="string" optional></param-row>');
    expect(shadow(element).querySelector('.required')).toBeNull();
    expect(element.getAttribute('data-state')).toBe('optional');
    element.removeAttribute('optional');
    await settle();
    expect(shadow(element).querySelector('.required')?.textContent).toBe('Required');
    expect(element.getAttribute('data-state')).toBe('required');
  });

  it('marks a deprecated parameter with a DEPRECATED badge, and drops it when the attribute is removed', async () => {
    const element = await mount('<param-row name="--legacy" type="string" optional deprecated></param-row>');
    expect(shadow(element).querySelector('[part="deprecated"]')?.textContent).toBe('Deprecated');
    element.removeAttribute('deprecated');
    await settle();
    expect(shadow(element).querySelector('[part="deprecated"]')).toBeNull();
  });

  it('shows a default value, and none for an empty one', async () => {
    const element = await mount('<param-row name="--output" type="string" optional default="pretty"></param-row>');
    expect(shadow(element).querySelector('.default')?.textContent).toBe('Default: pretty');
    element.setAttribute('default', '');
    await settle();
    expect(shadow(element).querySelector('.default')).toBeNull();
  });

  it('sets the default through the defaultValue property', async () => {
    const element = await mount<HTMLElement & { defaultValue?: string }>('<param-row name="a" type="b"></param-row>');
    element.defaultValue = '42';
    await settle();
    expect(element.getAttribute('default')).toBe('42');
    expect(shadow(element).querySelector('.default code')?.textContent).toBe('42');
  });

  it('shows placeholders and names the missing attributes instead of leaving blanks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<param-row name="  "></param-row>');
    const root = shadow(element);
    expect(root.querySelector('.name')?.textContent).toBe('(unnamed parameter)');
    expect(root.querySelector('.type')?.textContent).toBe('(type not given)');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      '<param-row> attribute name and attribute type are missing or empty.',
    );
    expect(warn.mock.calls.flat().join('\n')).toContain('<param-row> attribute "type" is missing');
    element.setAttribute('name', 'email');
    element.setAttribute('type', 'string');
    await settle();
    expect(root.querySelector('[role="alert"]')).toBeNull();
    expect(root.querySelector('.placeholder')).toBeNull();
  });

  it('holds a slotted accepted-values list after the description', async () => {
    const element = await mount(
      `<param-row name="--output" type="string">Output format.<accepted-values values='[{"id":"json","name":"json"}]'></accepted-values></param-row>`,
    );
    const slot = shadow(element).querySelector('.description slot') as HTMLSlotElement;
    const list = slot.assignedElements()[0]!;
    expect(list.localName).toBe('accepted-values');
    expect(shadow(list).querySelector('button')?.textContent).toContain('Open accepted values');
  });

  it('links the name to the element when it has an id', async () => {
    const element = await mount('<param-row id="param-email" name="email" type="string"></param-row>');
    const anchor = shadow(element).querySelector('a.anchor')!;
    expect(anchor.getAttribute('href')).toBe('#param-email');
    expect(anchor.getAttribute('aria-label')).toBe('Link to email');
    expect(shadow(element).getElementById('param-email')).toBeNull();
    element.removeAttribute('id');
    await settle();
    expect(shadow(element).querySelector('a.anchor')).toBeNull();
  });

  it('has no empty description box when nothing is slotted', async () => {
    const element = await mount('<param-row name="a" type="b">   </param-row>');
    expect(shadow(element).querySelector('.description')).toBeNull();
  });

  it('renders markup in attributes as text', async () => {
    const element = await mount(
      '<param-row name="&lt;img src=x onerror=alert(1)&gt;" type="&lt;b&gt;x&lt;/b&gt;"></param-row>',
    );
    expect(shadow(element).querySelector('img, b')).toBeNull();
    expect(shadow(element).querySelector('.name')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('ParamRow embedded in another widget', () => {
  it('renders from props with children and leaves the embedding host alone', async () => {
    function Embedding() {
      return (
        <ParamRow name="--db-url" type="string" required={false} defaultValue="" id="flag-db-url" anchor="flag-db-url">
          Connection string.
          <AcceptedValues values={[{ id: 'a', name: 'alpha' }]} />
        </ParamRow>
      );
    }
    defineWidget({ tag: 'param-row-embedding-probe', summary: 'test', attributes: {} }, Embedding, {
      styles: [...paramRowStyles, ...acceptedValuesStyles],
    }).define();
    const element = await mount('<param-row-embedding-probe></param-row-embedding-probe>');
    const root = shadow(element);
    expect(root.querySelector('.required')).toBeNull();
    expect(root.querySelector('.default')).toBeNull();
    expect(root.getElementById('flag-db-url')?.classList.contains('param-row')).toBe(true);
    expect(root.querySelector('a.anchor')?.getAttribute('href')).toBe('#flag-db-url');
    expect(root.querySelector('.description')?.textContent).toContain('Connection string.');
    expect(root.querySelector('.description .accepted-values button')?.textContent).toContain('Open accepted values');
    expect(element.hasAttribute('data-state')).toBe(false);
  });
});
