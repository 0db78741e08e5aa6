import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './accepted-values.element';
import { AcceptedValues } from './accepted-values';
import { acceptedValuesStyles } from './accepted-values.styles';
import { defineWidget } from '../shared/element';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

const formats = JSON.stringify([
  { id: 'text', name: 'text', type: 'string', description: 'Readable lines.' },
  { id: 'json', name: 'json', type: 'string' },
]);

function toggleOf(element: Element): HTMLButtonElement {
  return shadow(element).querySelector('button')!;
}

describe('<accepted-values>', () => {
  it('starts closed, with a toggle that names the list and points at it', async () => {
    const element = await mount(`<accepted-values values='${formats}'></accepted-values>`);
    const toggle = toggleOf(element);
    expect(toggle.textContent).toContain('Open accepted values');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = shadow(element).getElementById(toggle.getAttribute('aria-controls')!);
    expect(panel?.getAttribute('hidden')).toBe('until-found');
    expect(panel?.textContent).toContain('json');
    expect(element.getAttribute('data-state')).toBe('closed');
    expect(element.hasAttribute('open')).toBe(false);
  });

  it('opens and closes on click, reflecting open, data-state and aria-expanded, and fires dw-toggle', async () => {
    const element = await mount(`<accepted-values values='${formats}'></accepted-values>`);
    const events: CustomEvent[] = [];
    document.addEventListener('dw-toggle', (event) => events.push(event as CustomEvent));
    toggleOf(element).click();
    await settle();
    expect(toggleOf(element).textContent).toContain('Close accepted values');
    expect(toggleOf(element).getAttribute('aria-expanded')).toBe('true');
    expect(element.hasAttribute('open')).toBe(true);
    expect(element.getAttribute('data-state')).toBe('open');
    expect(shadow(element).querySelector('.panel')?.hasAttribute('hidden')).toBe(false);
    toggleOf(element).click();
    await settle();
    expect(element.hasAttribute('open')).toBe(false);
    expect(element.getAttribute('data-state')).toBe('closed');
    expect(events.map((event) => event.detail)).toEqual([{ open: true }, { open: false }]);
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true);
  });

  it('uses the name attribute in place of "accepted values"', async () => {
    const element = await mount(`<accepted-values name="output formats" values='${formats}'></accepted-values>`);
    expect(toggleOf(element).textContent).toContain('Open output formats');
    toggleOf(element).click();
    await settle();
    expect(toggleOf(element).textContent).toContain('Close output formats');
  });

  it('follows the open attribute set by the page, without firing dw-toggle', async () => {
    const element = await mount(`<accepted-values open values='${formats}'></accepted-values>`);
    const listener = vi.fn();
    element.addEventListener('dw-toggle', listener);
    expect(toggleOf(element).getAttribute('aria-expanded')).toBe('true');
    element.removeAttribute('open');
    await settle();
    expect(toggleOf(element).getAttribute('aria-expanded')).toBe('false');
    expect(element.getAttribute('data-state')).toBe('closed');
    expect(listener).not.toHaveBeenCalled();
  });

  it('stays closed when a listener cancels dw-toggle', async () => {
    const element = await mount(`<accepted-values values='${formats}'></accepted-values>`);
    element.addEventListener('dw-toggle', (event) => event.preventDefault());
    toggleOf(element).click();
    await settle();
    expect(element.hasAttribute('open')).toBe(false);
    expect(toggleOf(element).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens when find-in-page matches a value inside the closed list', async () => {
    const element = await mount(`<accepted-values values='${formats}'></accepted-values>`);
    shadow(element).querySelector('.panel')!.dispatchEvent(new Event('beforematch'));
    await settle();
    expect(element.hasAttribute('open')).toBe(true);
  });

  it('takes values from the property', async () => {
    const element = await mount<HTMLElement & { values?: unknown }>('<accepted-values></accepted-values>');
    element.values = [{ id: 'a', name: 'alpha', description: 'First letter.' }];
    await settle();
    expect(shadow(element).querySelector('.item')?.textContent).toContain('alpha');
    expect(shadow(element).querySelector('.description')?.textContent).toBe('First letter.');
  });

  it('lists items it cannot show and still shows the valid ones', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const values = JSON.stringify([
      { id: 'ok', name: 'kept' },
      { id: 'x' },
      { name: 'no id' },
      { id: 3, name: 'n' },
      'text',
      { id: 'd', name: 'also kept', type: 7 },
    ]);
    const element = await mount(`<accepted-values values='${values}'></accepted-values>`);
    const alert = shadow(element).querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('<accepted-values> attribute values');
    expect(alert.textContent).toContain('item 2 has no "name"');
    expect(alert.textContent).toContain('item 3 has no "id"');
    expect(alert.textContent).toContain('item 4: "id" should be a string, got a number');
    expect(alert.textContent).toContain('item 5 should be an object');
    expect(alert.textContent).toContain('"type" should be a string');
    const shown = [...shadow(element).querySelectorAll('.item .name')].map((name) => name.textContent);
    expect(shown).toEqual(['kept', 'also kept']);
    expect(warn.mock.calls.flat().join('\n')).toContain('<accepted-values> attribute "values": item 2 has no "name"');
  });

  it('says what it expected when values is not an array', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount(`<accepted-values values='{"id":"a","name":"b"}'></accepted-values>`);
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('expected an array');
    expect(element.getAttribute('data-state')).toBe('empty');
  });

  it('names the attribute when values is not valid JSON', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount(`<accepted-values values='[{"id":'></accepted-values>`);
    const alert = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(alert).toContain('<accepted-values>');
    expect(alert).toContain('not valid JSON');
    expect(shadow(element).textContent).not.toContain('No accepted values listed');
  });

  it('shows an empty state instead of a toggle that opens onto nothing', async () => {
    const element = await mount(`<accepted-values name="regions" values='[]'></accepted-values>`);
    expect(shadow(element).querySelector('button')).toBeNull();
    expect(shadow(element).textContent).toContain('No regions listed.');
    expect(element.getAttribute('data-state')).toBe('empty');
  });

  it('renders markup in values as text', async () => {
    const element = await mount<HTMLElement & { values?: unknown }>('<accepted-values open></accepted-values>');
    element.values = [{ id: 'x', name: '<img src=x onerror=alert(1)>', description: '<b>bold</b>' }];
    await settle();
    expect(shadow(element).querySelector('img, b')).toBeNull();
    expect(shadow(element).querySelector('.name')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('AcceptedValues embedded in another widget', () => {
  it('keeps its own state and leaves the embedding host alone', async () => {
    const onOpenChange = vi.fn();
    function Embedding() {
      return <AcceptedValues values={[{ id: 'a', name: 'alpha' }]} name="letters" onOpenChange={onOpenChange} />;
    }
    defineWidget({ tag: 'embedding-probe', summary: 'test', attributes: {} }, Embedding, {
      styles: acceptedValuesStyles,
    }).define();
    const element = await mount('<embedding-probe></embedding-probe>');
    toggleOf(element).click();
    await settle();
    expect(toggleOf(element).textContent).toContain('Close letters');
    expect(onOpenChange).toHaveBeenCalledWith(true, 'toggle');
    expect(element.hasAttribute('data-state')).toBe(false);
    expect(element.hasAttribute('open')).toBe(false);
  });

  it('draws the first 200 of a million values and says how many more there are', async () => {
    const element = await mount('<accepted-values name="regions"></accepted-values>');
    const million = Array.from({ length: 1_000_000 }, (_, index) => ({ id: `v${index}`, name: `value-${index}` }));
    (element as unknown as { values: unknown }).values = million;
    await settle();
    const toggle = toggleOf(element);
    expect(toggle.textContent).toContain('1,000,000');
    const items = shadow(element).querySelectorAll('li');
    expect(items.length).toBe(200);
    expect(items[0]!.textContent).toContain('value-0');
    expect(items[199]!.textContent).toContain('value-199');
    expect(shadow(element).querySelector('.more')?.textContent).toBe('…and 999,800 more values, not listed here.');
    // Building a million objects takes seconds in the test's DOM on a busy machine; the assertions are about the widget.
  }, 300_000);

  it('lists the first 20 problems of a long bad list and counts the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<accepted-values></accepted-values>');
    (element as unknown as { values: unknown }).values = Array.from({ length: 100_000 }, (_, index) => `bad-${index}`);
    await settle();
    const problems = shadow(element).querySelectorAll('[role="alert"] li');
    expect(problems.length).toBe(21);
    expect(problems[0]!.textContent).toContain('item 1 should be an object');
    expect(problems[20]!.textContent).toBe('…and 99,980 more problems in other items.');
    expect(warn.mock.calls.length).toBeLessThanOrEqual(21);
  });

  it('lists every value when there are no more than 200, with no "more" line', async () => {
    const element = await mount('<accepted-values></accepted-values>');
    (element as unknown as { values: unknown }).values = Array.from({ length: 200 }, (_, index) => ({
      id: `v${index}`,
      name: `value-${index}`,
    }));
    await settle();
    expect(shadow(element).querySelectorAll('li').length).toBe(200);
    expect(shadow(element).querySelector('.more')).toBeNull();
  });
});
