import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './link-card.element';
import { mount, settle, shadow } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('meta[name^="docs-widgets:"]').forEach((meta) => meta.remove());
});

const card = (element: Element) => shadow(element).querySelector<HTMLElement>('.card')!;
const link = (element: Element) => shadow(element).querySelector<HTMLAnchorElement>('a')!;

describe('<link-card>', () => {
  it('is one link named by its title and described by its description', async () => {
    const element = await mount(
      '<link-card title="Storage" description="Files with access rules." href="/guides/storage" icon="folder"></link-card>',
    );
    const anchor = link(element);
    expect(anchor.getAttribute('href')).toBe(`${location.origin}/guides/storage`);
    expect(shadow(element).querySelectorAll('a')).toHaveLength(1);
    // named by what it shows, the title alone (label in name), stretched over the card
    expect(anchor.textContent).toBe('Storage');
    expect(anchor.hasAttribute('aria-label') || anchor.hasAttribute('aria-labelledby')).toBe(false);
    expect(card(element).contains(anchor)).toBe(true);
    expect(shadow(element).getElementById(anchor.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Files with access rules.',
    );
    expect(card(element).querySelector('[part="icon"] svg')).not.toBeNull();
  });

  it('resolves site paths against the docs base', async () => {
    const meta = document.createElement('meta');
    meta.name = 'docs-widgets:docs-base';
    meta.content = 'https://docs.example.com/docs/';
    document.head.append(meta);
    const element = await mount('<link-card title="Auth" href="/guides/auth"></link-card>');
    expect(link(element).getAttribute('href')).toBe('https://docs.example.com/docs/guides/auth');
  });

  it('links "/" to the site’s home page, and a relative href to its place beside the page', async () => {
    const home = await mount('<link-card title="Home" href="/"></link-card>');
    expect(link(home).getAttribute('href')).toBe(`${location.origin}/`);
    expect(link(home).hasAttribute('rel')).toBe(false);
    expect(shadow(home).querySelector('[role="alert"]')).toBeNull();
    const relative = await mount('<link-card title="Reference" href="cli.html"></link-card>');
    expect(link(relative).getAttribute('href')).toBe(new URL('cli.html', document.baseURI).href);
    expect(link(relative).hasAttribute('rel')).toBe(false);
  });

  it('gives an external link rel="noopener noreferrer" and no target unless asked', async () => {
    const element = await mount('<link-card title="Postgres" href="https://www.postgresql.org/docs/"></link-card>');
    expect(link(element).getAttribute('rel')).toBe('noopener noreferrer');
    expect(link(element).hasAttribute('target')).toBe(false);
  });

  it('keeps same-site links free of rel, and announces a new tab when target="_blank"', async () => {
    const internal = await mount('<link-card title="Auth" href="/guides/auth"></link-card>');
    expect(link(internal).hasAttribute('rel')).toBe(false);
    const newTab = await mount('<link-card title="Auth" href="/guides/auth" target="_blank"></link-card>');
    expect(link(newTab).getAttribute('target')).toBe('_blank');
    expect(link(newTab).getAttribute('rel')).toBe('noopener');
    expect(link(newTab).textContent).toBe('Auth (opens in a new tab)');
    expect(link(newTab).querySelector('.dw-visually-hidden')?.textContent).toBe('(opens in a new tab)');
  });

  it('never turns an unsafe href into a link, and says so naming the element and attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<link-card title="Bad" href="javascript:alert(1)"></link-card>');
    expect(shadow(element).querySelector('a')).toBeNull();
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toMatch(
      /<link-card> attribute href: "javascript:alert\(1\)" is not a safe link/,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<link-card> attribute "href"'));
  });

  it('says what is missing when there is no title or href', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<link-card></link-card>');
    const message = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(message).toMatch(/attribute title: is missing/);
    expect(message).toMatch(/attribute href: is missing/);
  });

  it('renders markup in the title and description as text', async () => {
    const element = await mount(
      `<link-card title="<img src=x onerror=alert(1)>" description="<b>bold</b>" href="/x"></link-card>`,
    );
    expect(shadow(element).querySelector('img, b')).toBeNull();
    expect(card(element).textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('takes the description from the slot when there is no attribute, and switches layout', async () => {
    const element = await mount(
      '<link-card title="RLS" href="/guides/rls" layout="horizontal">Policies in <code>SQL</code></link-card>',
    );
    expect(card(element).getAttribute('data-layout')).toBe('horizontal');
    expect(shadow(element).querySelector('.description slot')).not.toBeNull();
    element.setAttribute('layout', 'vertical');
    await settle();
    expect(card(element).getAttribute('data-layout')).toBe('vertical');
  });

  it('warns about an unknown icon name and shows no icon', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<link-card title="X" href="/x" icon="unicorn"></link-card>');
    expect(shadow(element).querySelector('[part="icon"]')).toBeNull();
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toMatch(
      /"unicorn" is neither a built-in icon \(book, .*terminal\)/,
    );
  });
});
