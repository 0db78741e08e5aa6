import { afterEach, describe, expect, it } from 'vitest';
import { define } from '../cli-reference.element';
import { mount, settle, shadow } from '../../shared/testing';
import { smallSpec } from '../../../spec/test-fixtures';

define();

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', location.pathname);
});

async function showSpec(spec: unknown): Promise<HTMLElement> {
  const element = await mount<HTMLElement & { spec?: unknown }>('<cli-reference></cli-reference>');
  const done = new Promise((resolve) => element.addEventListener('dw-rendered', resolve, { once: true }));
  element.spec = spec;
  await done;
  await settle();
  return element;
}

/** Types into the filter as a browser does (through the prototype's setter, so React sees a change). */
async function type(input: HTMLInputElement, text: string) {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

async function press(target: Element, key: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));
  await settle();
}

describe('<cli-reference> filter by keyboard', () => {
  it('Enter in the filter goes to the first match: the address names it and the section has focus', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    await type(input, 'pu');
    expect(root.querySelector('.match-count')?.textContent).toBe('2 of 3 commands');

    await press(input, 'Enter');
    expect(location.hash).toBe('#demo-sync-push');
    expect(root.activeElement).toBe(root.getElementById('demo-sync-push'));
    // What the reader typed stays, as after following the match's link.
    expect(input.value).toBe('pu');
  });

  it('Enter in the filter does nothing when nothing matches or nothing is typed', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    await type(input, 'nothing like this');
    await press(input, 'Enter');
    expect(location.hash).toBe('');
    expect(root.activeElement).toBe(input);

    await type(input, '');
    await press(input, 'Enter');
    expect(location.hash).toBe('');
    expect(root.activeElement).toBe(input);
  });

  it('ArrowDown in the filter focuses the first match in the list; the arrows walk the shown links and lead back up', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    const link = (anchor: string) => root.querySelector(`.nav-scroll a[href="#${anchor}"]`);
    await type(input, 'pu');

    await press(input, 'ArrowDown');
    expect(root.activeElement).toBe(link('demo-sync-push'));
    await press(root.activeElement!, 'ArrowDown');
    expect(root.activeElement).toBe(link('demo-sync-pull'));
    // The last shown link is the end of the list.
    await press(root.activeElement!, 'ArrowDown');
    expect(root.activeElement).toBe(link('demo-sync-pull'));
    await press(root.activeElement!, 'ArrowUp');
    expect(root.activeElement).toBe(link('demo-sync-push'));
    // "sync", shown as the parent of the matches, is walked over too.
    await press(root.activeElement!, 'ArrowUp');
    expect(root.activeElement).toBe(link('demo-sync'));
    await press(root.activeElement!, 'ArrowUp');
    expect(root.activeElement).toBe(link('global-flags'));
    await press(root.activeElement!, 'ArrowUp');
    expect(root.activeElement).toBe(input);
    expect(location.hash).toBe('');
  });

  it('ArrowDown in an empty filter focuses the first link of the list', async () => {
    const element = await showSpec(smallSpec());
    const root = shadow(element);
    const input = root.querySelector<HTMLInputElement>('.search-input')!;
    input.focus();
    await press(input, 'ArrowDown');
    expect(root.activeElement).toBe(root.querySelector('.nav-scroll a[href]'));
  });
});
