import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { define } from './docs-accordion.element';
import { Accordion, AccordionItem, headerForKey } from './docs-accordion';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', location.pathname);
});

const header = (item: Element) => shadow(item).querySelector<HTMLButtonElement>('button.accordion-header')!;
const panel = (item: Element) => shadow(item).getElementById(header(item).getAttribute('aria-controls')!)!;
const items = (accordion: Element) => [...accordion.querySelectorAll('accordion-item')];

const threeItems = `
  <accordion-item id="install" header="Install the CLI"><p>With npm or Homebrew.</p></accordion-item>
  <accordion-item id="login" header="Log in"><p>Opens the browser.</p></accordion-item>
  <accordion-item id="link" header="Link a project"><p>Pick one.</p></accordion-item>`;

describe('<accordion-item>', () => {
  it('has a header button in a heading that controls a hidden region', async () => {
    const accordion = await mount(`<docs-accordion>${threeItems}</docs-accordion>`);
    const [first] = items(accordion);
    const button = header(first!);
    expect(button.textContent).toBe('Install the CLI');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.closest('[role="heading"]')?.getAttribute('aria-level')).toBe('3');
    expect(panel(first!).getAttribute('role')).toBe('region');
    expect(panel(first!).getAttribute('aria-labelledby')).toBe(button.id);
    expect(panel(first!).getAttribute('hidden')).toBe('until-found');
    expect(first!.getAttribute('data-state')).toBe('closed');
  });

  it('opens and closes on click, reflecting `open`, data-state and aria-expanded', async () => {
    const accordion = await mount(`<docs-accordion>${threeItems}</docs-accordion>`);
    const [first] = items(accordion);
    header(first!).click();
    await settle();
    expect(first!.hasAttribute('open')).toBe(true);
    expect(first!.getAttribute('data-state')).toBe('open');
    expect(header(first!).getAttribute('aria-expanded')).toBe('true');
    expect(panel(first!).hasAttribute('hidden')).toBe(false);
    header(first!).click();
    await settle();
    expect(first!.hasAttribute('open')).toBe(false);
    expect(panel(first!).getAttribute('hidden')).toBe('until-found');
  });

  it('fires dw-toggle with the new state after every change, including one made by a script', async () => {
    const accordion = await mount(`<docs-accordion>${threeItems}</docs-accordion>`);
    const [first] = items(accordion);
    const seen: Array<[string, boolean]> = [];
    accordion.addEventListener('dw-toggle', (event) =>
      seen.push([(event.target as Element).id, (event as CustomEvent<{ open: boolean }>).detail.open]),
    );
    header(first!).click();
    await settle();
    first!.removeAttribute('open');
    await settle();
    expect(seen).toEqual([
      ['install', true],
      ['install', false],
    ]);
  });

  it('takes a heading level and ignores clicks when disabled', async () => {
    const accordion = await mount(
      '<docs-accordion><accordion-item header="Locked" heading-level="2" disabled>x</accordion-item></docs-accordion>',
    );
    const [item] = items(accordion);
    expect(header(item!).closest('[role="heading"]')?.getAttribute('aria-level')).toBe('2');
    expect(header(item!).disabled).toBe(true);
    header(item!).click();
    await settle();
    expect(item!.hasAttribute('open')).toBe(false);
  });

  it('says inside the item when the header is missing, and renders header text as text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const accordion = await mount(
      '<docs-accordion><accordion-item id="faq">x</accordion-item><accordion-item header="<img src=x onerror=alert(1)>">y</accordion-item></docs-accordion>',
    );
    const [missing, markup] = items(accordion);
    expect(shadow(missing!).querySelector('[role="alert"]')?.textContent).toMatch(
      /<accordion-item> attribute header: is missing/,
    );
    expect(header(missing!).textContent).toBe('faq');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<accordion-item> attribute "header"'));
    expect(shadow(markup!).querySelector('img')).toBeNull();
    expect(header(markup!).textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('opens the item named by the URL hash, on load and on hashchange', async () => {
    history.replaceState(null, '', '#login');
    const accordion = await mount(`<docs-accordion>${threeItems}</docs-accordion>`);
    const [, login, link] = items(accordion);
    expect(login!.hasAttribute('open')).toBe(true);
    location.hash = 'link';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settle();
    expect(link!.hasAttribute('open')).toBe(true);
  });

  it('opens when the browser finds text in its closed content', async () => {
    const accordion = await mount(`<docs-accordion>${threeItems}</docs-accordion>`);
    const [first] = items(accordion);
    panel(first!).dispatchEvent(new Event('beforematch'));
    await settle();
    expect(first!.hasAttribute('open')).toBe(true);
  });
});

describe('<docs-accordion>', () => {
  it('lets several items be open in multiple mode (the default)', async () => {
    const accordion = await mount(`<docs-accordion>${threeItems}</docs-accordion>`);
    const [first, second] = items(accordion);
    header(first!).click();
    await settle();
    header(second!).click();
    await settle();
    expect(items(accordion).map((item) => item.hasAttribute('open'))).toEqual([true, true, false]);
  });

  it('keeps at most one item open in single mode', async () => {
    const accordion = await mount(`<docs-accordion mode="single">${threeItems}</docs-accordion>`);
    const [first, second] = items(accordion);
    header(first!).click();
    await settle();
    header(second!).click();
    await settle();
    expect(items(accordion).map((item) => item.hasAttribute('open'))).toEqual([false, true, false]);
  });

  it('keeps only the first of several authored open items in single mode', async () => {
    const accordion = await mount(
      '<docs-accordion mode="single"><accordion-item header="A" open>a</accordion-item><accordion-item header="B" open>b</accordion-item></docs-accordion>',
    );
    expect(items(accordion).map((item) => item.hasAttribute('open'))).toEqual([true, false]);
  });

  it('moves focus between headers with Down, Up, Home and End, wrapping and skipping disabled items', async () => {
    const accordion = await mount(
      `<docs-accordion>${threeItems}<accordion-item header="Off" disabled>z</accordion-item></docs-accordion>`,
    );
    const [first, second, third] = items(accordion);
    // happy-dom cannot report focus inside shadow roots; record what the accordion focuses.
    const focused: HTMLElement[] = [];
    vi.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
      focused.push(this);
    });
    const press = (from: Element, key: string) => {
      header(from).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
      );
      return focused.at(-1);
    };
    expect(press(first!, 'ArrowDown')).toBe(header(second!));
    expect(press(third!, 'ArrowDown')).toBe(header(first!));
    expect(press(first!, 'ArrowUp')).toBe(header(third!));
    expect(press(second!, 'End')).toBe(header(third!));
    expect(press(third!, 'Home')).toBe(header(first!));
  });

  it('says so when it has no items and warns about other children', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const empty = await mount('<docs-accordion></docs-accordion>');
    expect(shadow(empty).querySelector('[role="alert"]')?.textContent).toMatch(
      /<docs-accordion> has no <accordion-item> children/,
    );
    await mount('<docs-accordion><p>stray</p><accordion-item header="A">a</accordion-item></docs-accordion>');
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('<docs-accordion> expects only <accordion-item> children'),
    );
  });
});

describe('headerForKey', () => {
  it('wraps at both ends and ignores other keys', () => {
    const [a, b, c] = [
      document.createElement('button'),
      document.createElement('button'),
      document.createElement('button'),
    ];
    const headers = [a, b, c];
    expect(headerForKey(headers, c, 'ArrowDown')).toBe(a);
    expect(headerForKey(headers, a, 'ArrowUp')).toBe(c);
    expect(headerForKey(headers, b, 'Home')).toBe(a);
    expect(headerForKey(headers, b, 'End')).toBe(c);
    expect(headerForKey(headers, b, 'Enter')).toBeUndefined();
  });
});

describe('Accordion and AccordionItem embedded in another React tree', () => {
  it('work as controlled components with arrow keys between headers', async () => {
    function Embedded() {
      const [open, setOpen] = useState<string | null>(null);
      return (
        <Accordion>
          {['One', 'Two'].map((name) => (
            <AccordionItem
              key={name}
              header={name}
              open={open === name}
              onOpenChange={(next) => setOpen(next ? name : null)}
            >
              {name} body
            </AccordionItem>
          ))}
        </Accordion>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    root.render(<Embedded />);
    await settle();
    const [one, two] = [...container.querySelectorAll<HTMLButtonElement>('button')];
    one!.click();
    await settle();
    expect(one!.getAttribute('aria-expanded')).toBe('true');
    two!.click();
    await settle();
    expect([one!.getAttribute('aria-expanded'), two!.getAttribute('aria-expanded')]).toEqual(['false', 'true']);
    one!.focus();
    one!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement).toBe(two);
    root.unmount();
  });
});
