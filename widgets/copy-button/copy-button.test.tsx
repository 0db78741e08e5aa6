import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './copy-button';
import { define } from './copy-button.element';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

const button = (element: Element) => shadow(element).querySelector('button')!;
const status = (element: Element) => shadow(element).querySelector('[role="status"]')!;

describe('<copy-button>', () => {
  // A confirmation lasts as long as the test says: it ends when the test moves the clock, so a
  // busy machine cannot end it before the test has looked.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('copies its value, says "Copied" with a check, and announces it', async () => {
    const element = await mount('<copy-button value="npx supabase init"></copy-button>');
    expect(button(element).textContent).toBe('Copy');
    expect(status(element).getAttribute('aria-live')).toBe('polite');
    expect(status(element).textContent).toBe('');
    button(element).click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe('npx supabase init');
    expect(button(element).textContent).toBe('Copied');
    // The icon is drawn by CSS from the button's state (two sheets, then a check) and hidden from screen readers.
    expect(button(element).getAttribute('data-state')).toBe('copied');
    expect(button(element).querySelector('[part="icon"]')?.getAttribute('aria-hidden')).toBe('true');
    expect(status(element).textContent).toBe('Copied');
    expect(element.getAttribute('data-state')).toBe('copied');
  });

  it('returns to "Copy" after feedback-duration and copies again after that', async () => {
    const element = await mount('<copy-button value="first" feedback-duration="20"></copy-button>');
    button(element).click();
    await settle();
    expect(button(element).textContent).toBe('Copied');
    vi.advanceTimersByTime(19);
    await settle();
    expect(button(element).textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    await settle();
    expect(button(element).textContent).toBe('Copy');
    expect(element.getAttribute('data-state')).toBe('idle');
    element.setAttribute('value', 'second');
    await settle();
    button(element).click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe('second');
  });

  it('ignores clicks while the confirmation shows', async () => {
    const write = vi.spyOn(navigator.clipboard, 'writeText');
    const element = await mount('<copy-button value="once" feedback-duration="60000"></copy-button>');
    button(element).click();
    await settle();
    button(element).click();
    button(element).click();
    await settle();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('fires a bubbling, composed dw-copy event with the copied text', async () => {
    const element = await mount('<copy-button value="SELECT 1;"></copy-button>');
    const heard: unknown[] = [];
    document.addEventListener('dw-copy', (event) => heard.push((event as CustomEvent).detail), { once: true });
    const nativeCopy = vi.fn();
    document.addEventListener('copy', nativeCopy);
    button(element).click();
    await settle();
    expect(heard).toEqual([{ value: 'SELECT 1;' }]);
    expect(nativeCopy).not.toHaveBeenCalled();
    document.removeEventListener('copy', nativeCopy);
  });

  it('also fires copy for a listener on the element itself, without letting it bubble to the page', async () => {
    const element = await mount('<copy-button value="SELECT 1;"></copy-button>');
    const onElement: unknown[] = [];
    element.addEventListener('copy', (event) => onElement.push((event as unknown as CustomEvent).detail));
    const onPage = vi.fn();
    document.addEventListener('copy', onPage);
    button(element).click();
    await settle();
    expect(onElement).toEqual([{ value: 'SELECT 1;' }]);
    expect(onPage).not.toHaveBeenCalled();
    document.removeEventListener('copy', onPage);
  });

  it("fires no plain copy at all while nothing listens on the element: the page's capture listeners never see one", async () => {
    const element = await mount('<copy-button value="SELECT 1;" feedback-duration="20"></copy-button>');
    const captured: Event[] = [];
    const capture = (event: Event) => captured.push(event);
    document.addEventListener('copy', capture, true);
    button(element).click();
    await settle();
    expect(captured).toEqual([]);
    const listener = () => {};
    element.addEventListener('copy', listener);
    vi.advanceTimersByTime(20); // the confirmation ends
    await settle();
    expect(element.getAttribute('data-state')).toBe('idle');
    button(element).click();
    await settle();
    expect(captured).toHaveLength(1);
    element.removeEventListener('copy', listener);
    vi.advanceTimersByTime(20);
    await settle();
    button(element).click();
    await settle();
    expect(captured).toHaveLength(1);
    document.removeEventListener('copy', capture, true);
  });

  it('copies the value of an input and the text of an element named by for', async () => {
    const container = await mount(`
      <div>
        <input id="key" value="anon-key-123" />
        <p id="note">Text <b>with</b> markup</p>
        <copy-button id="from-input" for="key"></copy-button>
        <copy-button id="from-paragraph" for="note"></copy-button>
      </div>`);
    button(container.querySelector('#from-input')!).click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe('anon-key-123');
    button(container.querySelector('#from-paragraph')!).click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe('Text with markup');
  });

  it('finds the for target inside the shadow root it sits in', async () => {
    const outer = await mount('<div id="outer-host"></div>');
    const root = outer.attachShadow({ mode: 'open' });
    const inner = document.createElement('span');
    inner.id = 'secret';
    inner.textContent = 'inside the shadow root';
    const copy = document.createElement('copy-button');
    copy.setAttribute('for', 'secret');
    root.append(inner, copy);
    await settle();
    button(copy).click();
    await settle();
    expect(await navigator.clipboard.readText()).toBe('inside the shadow root');
  });

  it('falls back to a selection and execCommand when the Clipboard API refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    let selected = '';
    const execCommand = vi.fn((command: string) => {
      const area = document.querySelector('textarea');
      selected = area?.value ?? '';
      return command === 'copy';
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      const element = await mount('<copy-button value="fallback text"></copy-button>');
      button(element).click();
      await settle();
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(selected).toBe('fallback text');
      expect(document.querySelector('textarea')).toBeNull();
      expect(button(element).textContent).toBe('Copied');
    } finally {
      delete (document as unknown as Record<string, unknown>).execCommand;
    }
  });

  it('says "Copy failed" and fires dw-copy-error when nothing can copy', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const element = await mount('<copy-button value="x" error-label="Could not copy"></copy-button>');
    const errors: unknown[] = [];
    element.addEventListener('dw-copy-error', (event) => errors.push((event as CustomEvent).detail.error));
    button(element).click();
    await settle();
    expect(button(element).textContent).toBe('Could not copy');
    expect(status(element).textContent).toBe('Could not copy');
    expect(element.getAttribute('data-state')).toBe('error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(Error);
  });

  it('explains in the widget when there is nothing to copy', async () => {
    const element = await mount('<copy-button></copy-button>');
    const message = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(message).toContain('<copy-button>');
    expect(message).toContain('value');
    expect(message).toContain('for');
    expect(shadow(element).querySelector('button')).toBeNull();
  });

  it('names the missing for target in the widget and the console when pressed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<copy-button for="nowhere"></copy-button>');
    const errors: unknown[] = [];
    element.addEventListener('dw-copy-error', (event) => errors.push(event));
    button(element).click();
    await settle();
    const message = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(message).toContain('for');
    expect(message).toContain('nowhere');
    expect(warn.mock.calls.flat().join(' ')).toContain('"nowhere"');
    expect(errors).toHaveLength(1);
    expect(button(element).textContent).toBe('Copy failed');
  });

  it('takes its own labels', async () => {
    const element = await mount('<copy-button value="x" label="Copy URL" copied-label="URL copied"></copy-button>');
    expect(button(element).textContent).toBe('Copy URL');
    button(element).click();
    await settle();
    expect(button(element).textContent).toBe('URL copied');
  });
});

describe('CopyButton inside another widget', () => {
  it("names its parts, unless told not to (they would become the embedding widget's parts)", () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<CopyButton value="x" />));
    expect([...container.querySelectorAll('[part]')].map((node) => node.getAttribute('part'))).toEqual([
      'button',
      'icon',
      'label',
    ]);
    flushSync(() => root.render(<CopyButton value="x" noParts />));
    expect(container.querySelectorAll('[part]')).toHaveLength(0);
    expect(container.querySelector('button')?.textContent).toBe('Copy');
    root.unmount();
  });
});
