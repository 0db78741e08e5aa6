import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAnnounce } from '../context';
import { defineWidget } from '../element';
import type { WidgetMetadata } from '../metadata';
import { mount, settle, shadow } from '../testing';

function Speaker({ word }: { word?: string }) {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce?.(word ?? 'Done')}>
      Speak
    </button>
  );
}

const metadata: WidgetMetadata = {
  tag: 'announcer-probe',
  summary: 'Test element.',
  attributes: { word: { type: 'string', description: '' } },
};
defineWidget(metadata, Speaker, { styles: [] }).define();

function Silent() {
  return <p>Nothing to say</p>;
}
defineWidget({ ...metadata, tag: 'announcer-silent-probe' }, Silent, { styles: [] }).define();

const region = (element: HTMLElement) => shadow(element).querySelector('[role="status"]')!;

describe('the element root live region', () => {
  afterEach(() => document.body.replaceChildren());

  it('gives every element one polite region that its components speak through', async () => {
    const element = await mount('<announcer-probe word="Copied"></announcer-probe>');
    expect(shadow(element).querySelectorAll('[aria-live]')).toHaveLength(1);
    expect(region(element).getAttribute('aria-live')).toBe('polite');
    expect(region(element).textContent).toBe('');
    // Said words expire after a few seconds: the clock is the test's, so they are still there.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      shadow(element).querySelector('button')!.click();
      await settle();
      expect(region(element).textContent).toBe('Copied');
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the region out of an element whose components never speak', async () => {
    const element = await mount('<announcer-silent-probe></announcer-silent-probe>');
    expect(shadow(element).textContent).toBe('Nothing to say');
    expect(shadow(element).querySelector('[aria-live]')).toBeNull();
  });

  it('empties the region before saying the same words again, so they are read twice', async () => {
    const element = await mount('<announcer-probe word="Copied"></announcer-probe>');
    const button = shadow(element).querySelector('button')!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      button.click();
      await settle();
      const heard: string[] = [];
      const observer = new MutationObserver(() => heard.push(region(element).textContent ?? ''));
      observer.observe(region(element), { childList: true, characterData: true, subtree: true });
      button.click();
      await settle();
      expect(region(element).textContent).toBe('');
      await vi.advanceTimersByTimeAsync(150);
      await settle();
      observer.disconnect();
      expect(heard).toEqual(['', 'Copied']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('empties the region a few seconds after speaking, so nothing stale is left to read', async () => {
    const element = await mount('<announcer-probe word="Copied"></announcer-probe>');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      shadow(element).querySelector('button')!.click();
      await settle();
      expect(region(element).textContent).toBe('Copied');
      await vi.advanceTimersByTimeAsync(6000);
      await settle();
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(region(element).textContent).toBe('');
  });
});
