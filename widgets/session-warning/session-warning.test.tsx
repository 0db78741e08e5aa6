import { afterEach, describe, expect, it } from 'vitest';
import { define } from './session-warning.element';
import { mount, shadow, waitFor } from '../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
});

describe('<session-warning>', () => {
  it('is a danger callout announced as "Danger: …"', async () => {
    const element = await mount('<session-warning></session-warning>');
    const box = shadow(element).querySelector('[role="note"]')!;
    expect(box.getAttribute('data-look')).toBe('danger');
    const title = shadow(element).getElementById(box.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Danger: Never trust a stored session on the server');
  });

  it('names the storage-backed call and the server-verified call', async () => {
    const element = await mount('<session-warning></session-warning>');
    const calls = [...shadow(element).querySelectorAll('code')].map((code) => code.textContent);
    expect(calls).toEqual(['getSession()', 'getUser()']);
    expect(shadow(element).textContent).toMatch(/server/);
  });

  it('links to the server-side auth guide under the docs base', async () => {
    const element = await mount('<session-warning docs-base="https://docs.example.com/"></session-warning>');
    expect(shadow(element).querySelector('a')?.getAttribute('href')).toBe(
      'https://docs.example.com/guides/auth/server-side',
    );
  });

  it('takes a custom heading and extra paragraphs in the slot', async () => {
    const element = await mount(
      '<session-warning heading="Check the user on every request"><p>Middleware too.</p></session-warning>',
    );
    expect(shadow(element).querySelector('.title')?.textContent).toBe('Danger: Check the user on every request');
    expect(shadow(element).querySelector('slot')).not.toBeNull();
  });
});

describe('<session-warning> in the page language', () => {
  it('writes its heading in a bundled language and leaves its built-in prose English', async () => {
    const element = await mount('<session-warning lang="ja"></session-warning>');
    await waitFor(() =>
      expect(shadow(element).querySelector('.title')?.textContent).toMatch(
        /サーバーでは保存されたセッションを信用しない$/,
      ),
    );
    expect(shadow(element).textContent).toContain('hands back whatever session the client library finds');
  });
});
