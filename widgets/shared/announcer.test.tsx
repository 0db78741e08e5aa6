import { afterEach, describe, expect, it } from 'vitest';
import { useAnnounce } from './context';
import { defineWidget } from './element';
import { mount, settle, shadow } from './testing';

function Speaker({ word }: { word?: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce?.(word ?? 'Done')}>
      Speak
    </button>
  );
}

const metadata = { tag: 'announcer-probe', summary: 'Test element.', attributes: { word: { type: 'string' as const, description: '' } } };
defineWidget(metadata, Speaker, { styles: [] }).define();

const region = (element: HTMLElement) => shadow(element).querySelector('[role="status"]')!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

describe('the element root live region', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives every element one polite region that its components speak through', async () => {
    const element = await mount('<announcer-probe word="Copied"></announcer-probe>');
    expect(shadow(element).querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(region(element).getAttribute('aria-live')).toBe('polite');
    expect(region(element).textContent).toBe('');
    shadow(element).querySelector('button')!.click();
    await settle();
    expect(region(element).textContent).toBe('Copied');
  });

  it('empties the region before saying the same words again, so they are read twice', async () => {
    const element = await mount('<announcer-probe word="Copied"></announcer-probe>');
    const button = shadow(element).querySelector('button')!;
    button.click();
    await settle();
    const heard: string[] = [];
    const observer = new MutationObserver(() => heard.push(region(element).textContent ?? ''));
    observer.observe(region(element), { childList: true, characterData: true, subtree: true });
    button.click();
    await settle();
    await nextFrame();
    await settle();
    observer.disconnect();
    expect(heard).toEqual(['', 'Copied']);
  });
});
