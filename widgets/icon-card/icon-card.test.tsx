import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './icon-card.element';
import { lightVariant } from './card-image';
import { resolveIcon } from './card-icon';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

const card = (element: Element) => shadow(element).querySelector<HTMLElement>('.card')!;
const link = (element: Element) => shadow(element).querySelector<HTMLAnchorElement>('a')!;

describe('<icon-card>', () => {
  it('is one link with a framed built-in icon and the title as its name', async () => {
    const element = await mount('<icon-card title="Edge Functions" icon="bolt" href="/guides/functions"></icon-card>');
    expect(shadow(element).querySelectorAll('a')).toHaveLength(1);
    expect(card(element).contains(link(element))).toBe(true);
    expect(card(element).getAttribute('data-variant')).toBe('icon');
    expect(card(element).querySelector('[part="icon"] svg')).not.toBeNull();
    expect(link(element).textContent).toBe('Edge Functions');
    expect(link(element).hasAttribute('aria-label') || link(element).hasAttribute('aria-labelledby')).toBe(false);
  });

  it('shows an image icon and, with has-light-icon, only its -light variant when drawn dark', async () => {
    const element = await mount('<icon-card title="Mark" icon="/img/mark.svg" has-light-icon href="/x"></icon-card>');
    const sources = () => [...shadow(element).querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources()).toEqual([`${location.origin}/img/mark.svg`]);
    expect(shadow(element).querySelector('img')?.getAttribute('alt')).toBe('');
    element.setAttribute('theme', 'dark');
    await settle();
    expect(sources()).toEqual([`${location.origin}/img/mark-light.svg`]);
  });

  it('draws only one image without has-light-icon', async () => {
    const element = await mount(
      '<icon-card title="Mark" icon="https://cdn.example.com/mark.png" href="/x"></icon-card>',
    );
    expect(shadow(element).querySelectorAll('img')).toHaveLength(1);
  });

  it('refuses an icon URL with an unsafe scheme and says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<icon-card title="X" href="/x" icon="javascript:alert(1)"></icon-card>');
    expect(shadow(element).querySelector('img')).toBeNull();
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toMatch(
      /<icon-card> attribute icon: "javascript:alert\(1\)"/,
    );
  });

  it('puts slotted text under the title as the link description', async () => {
    const element = await mount('<icon-card title="Phone" icon="phone" href="/p">SMS codes</icon-card>');
    const description = shadow(element).getElementById(link(element).getAttribute('aria-describedby')!);
    expect(description?.querySelector('slot')).not.toBeNull();
  });
});

describe('icon helpers', () => {
  it('inserts -light before the extension, keeping the query', () => {
    expect(lightVariant('https://x.dev/icons/github.svg?v=2')).toBe('https://x.dev/icons/github-light.svg?v=2');
    expect(lightVariant('https://x.dev/icons/github')).toBe('https://x.dev/icons/github-light');
  });

  it('tells built-in names, image URLs and unusable values apart', () => {
    expect(resolveIcon('database')).toEqual({ kind: 'builtin', name: 'database' });
    expect(resolveIcon('/a.svg')).toEqual({ kind: 'url', url: `${location.origin}/a.svg` });
    expect(resolveIcon('unicorn').kind).toBe('invalid');
    expect(resolveIcon('data:image/svg+xml,<svg/>').kind).toBe('invalid');
    expect(resolveIcon('  ').kind).toBe('none');
  });
});
