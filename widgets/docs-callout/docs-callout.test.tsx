import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { define } from './docs-callout.element';
import { Callout } from './docs-callout';
import { nextFocusable } from './focus-after';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

function accessibleName(element: Element): string | undefined {
  const box = shadow(element).querySelector('[role="note"]');
  const labelId = box?.getAttribute('aria-labelledby');
  return labelId ? (shadow(element).getElementById(labelId)?.textContent ?? undefined) : undefined;
}

describe('<docs-callout>', () => {
  it('is a note titled "Note" by default, with its body from the slot', async () => {
    const element = await mount('<docs-callout><p>Row-level security is on by default.</p></docs-callout>');
    const box = shadow(element).querySelector('[role="note"]')!;
    expect(box.getAttribute('data-look')).toBe('info');
    expect(accessibleName(element)).toBe('Note');
    expect(shadow(element).querySelector('slot')).not.toBeNull();
    expect(element.getAttribute('data-state')).toBe('open');
  });

  it.each([
    ['note', 'info', 'Note'],
    ['tip', 'info', 'Tip'],
    ['caution', 'warning', 'Caution'],
    ['deprecation', 'warning', 'Deprecated'],
    ['warning', 'warning', 'Warning'],
    ['danger', 'danger', 'Danger'],
  ])('type="%s" has the %s look and is announced as "%s: title"', async (type, look, label) => {
    const element = await mount(`<docs-callout type="${type}" title="Read this">Body</docs-callout>`);
    expect(shadow(element).querySelector('[role="note"]')?.getAttribute('data-look')).toBe(look);
    expect(accessibleName(element)).toBe(`${label}: Read this`);
    expect(shadow(element).querySelector('.title')?.textContent).toBe(`${label}: Read this`);
    expect(shadow(element).querySelector('[part="icon"] svg')).not.toBeNull();
  });

  it('gives every type a different icon', async () => {
    const drawings = new Set<string>();
    for (const type of ['note', 'tip', 'caution', 'deprecation', 'warning', 'danger']) {
      const element = await mount(`<docs-callout type="${type}">Body</docs-callout>`);
      drawings.add(shadow(element).querySelector('[part="icon"] path')!.getAttribute('d')!);
    }
    expect(drawings.size).toBe(6);
  });

  it('falls back to a note for an unknown type and warns naming the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<docs-callout type="scary">Body</docs-callout>');
    expect(shadow(element).querySelector('[role="note"]')?.getAttribute('data-type')).toBe('note');
    expect(accessibleName(element)).toBe('Note');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/<docs-callout> attribute "type": "scary"/);
  });

  it('renders a title that looks like markup as text', async () => {
    const element = await mount(`<docs-callout title="<img src=x onerror=alert(1)>">Body</docs-callout>`);
    expect(shadow(element).querySelector('img')).toBeNull();
    expect(shadow(element).querySelector('.title')?.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('says so inside the widget when it has neither body nor title', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<docs-callout type="tip">  </docs-callout>');
    const problem = shadow(element).querySelector('[role="alert"]');
    expect(problem?.textContent).toMatch(/<docs-callout> is empty/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<docs-callout> is empty'));
    element.append(document.createTextNode('Now it has text.'));
    await settle();
    expect(shadow(element).querySelector('[role="alert"]')).toBeNull();
  });

  it('has no close button unless closable', async () => {
    const element = await mount('<docs-callout>Body</docs-callout>');
    expect(shadow(element).querySelector('button')).toBeNull();
  });

  it('closes for good when closable: fires dw-close, hides the host and reports data-state="closed"', async () => {
    const element = await mount('<docs-callout closable type="tip">Body</docs-callout>');
    const closes: Event[] = [];
    document.addEventListener('dw-close', (event) => closes.push(event), { once: true });
    const button = shadow(element).querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Close tip');
    button.click();
    await settle();
    expect(closes).toHaveLength(1);
    expect(closes[0]!.composed).toBe(true);
    expect(element.getAttribute('data-state')).toBe('closed');
    expect(element.hasAttribute('hidden')).toBe(true);
    expect(shadow(element).querySelector('[role="note"]')).toBeNull();
    element.setAttribute('type', 'danger');
    await settle();
    expect(shadow(element).querySelector('[role="note"]')).toBeNull();
  });

  it('stays open when a dw-close listener cancels the event', async () => {
    const element = await mount('<docs-callout closable>Body</docs-callout>');
    element.addEventListener('dw-close', (event) => event.preventDefault());
    shadow(element).querySelector('button')!.click();
    await settle();
    expect(element.getAttribute('data-state')).toBe('open');
    expect(shadow(element).querySelector('[role="note"]')).not.toBeNull();
  });

  it('fires close on the element too, and a close listener can keep it open as well', async () => {
    const element = await mount('<docs-callout closable>Body</docs-callout>');
    const onPage = vi.fn();
    document.addEventListener('close', onPage);
    element.addEventListener('close', (event) => event.preventDefault(), { once: true });
    shadow(element).querySelector('button')!.click();
    await settle();
    expect(element.getAttribute('data-state')).toBe('open');
    shadow(element).querySelector('button')!.click();
    await settle();
    expect(element.getAttribute('data-state')).toBe('closed');
    expect(onPage).not.toHaveBeenCalled();
    document.removeEventListener('close', onPage);
  });

  it('does not fire close when a dw-close listener kept the callout open', async () => {
    const element = await mount('<docs-callout closable>Body</docs-callout>');
    const closes = vi.fn();
    element.addEventListener('close', closes);
    element.addEventListener('dw-close', (event) => event.preventDefault(), { once: true });
    shadow(element).querySelector('button')!.click();
    await settle();
    expect(element.getAttribute('data-state')).toBe('open');
    expect(closes).not.toHaveBeenCalled();
  });

  it('moves focus to the next focusable element after it when closed', async () => {
    const element = await mount(
      '<docs-callout closable>Body</docs-callout><p>Text</p><a id="after" href="#x">After</a>',
    );
    const button = shadow(element).querySelector('button')!;
    button.focus();
    button.click();
    await settle();
    expect(document.activeElement?.id).toBe('after');
  });
});

describe('nextFocusable', () => {
  it('finds the first focusable element after a node, inside later shadow roots too', async () => {
    const first = await mount(
      '<docs-callout id="first" closable>One</docs-callout><div><span>no</span></div><docs-callout id="second" closable>Two</docs-callout>',
    );
    const second = document.getElementById('second')!;
    expect(nextFocusable(first)).toBe(shadow(second).querySelector('button'));
  });

  it('skips disabled and tabindex="-1" elements and returns undefined at the end of the page', async () => {
    const element = await mount(
      '<docs-callout closable>One</docs-callout><button disabled>no</button><a href="#y" tabindex="-1">no</a>',
    );
    expect(nextFocusable(element)).toBeUndefined();
  });
});

describe('Callout (embedded in another React tree)', () => {
  it('renders without a host element and calls onClose with its box', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const onClose = vi.fn();
    const root = createRoot(container);
    root.render(
      <Callout type="danger" title="Careful" closable onClose={onClose}>
        <p>Body</p>
      </Callout>,
    );
    await settle();
    const box = container.querySelector('[role="note"]')!;
    expect(box.getAttribute('data-look')).toBe('danger');
    container.querySelector('button')!.click();
    expect(onClose).toHaveBeenCalledWith(box);
    root.unmount();
  });
});
