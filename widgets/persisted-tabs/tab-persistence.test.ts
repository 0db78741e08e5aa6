import { afterEach, describe, expect, it } from 'vitest';
import {
  parseStoredValue,
  readQueryValue,
  readStoredValue,
  storageKeyFor,
  storeValue,
  withQueryValue,
} from './tab-persistence';

afterEach(() => {
  localStorage.clear();
});

describe('withQueryValue', () => {
  it('adds the parameter and keeps the hash', () => {
    expect(withQueryValue('https://docs.example.com/guide#install', 'pm', 'yarn')).toBe(
      'https://docs.example.com/guide?pm=yarn#install',
    );
  });

  it('replaces only its own parameter, leaving the others exactly as written', () => {
    expect(withQueryValue('https://x.example/p?q=a%20b&pm=npm&flag&plus=a+b#top', 'pm', 'pnpm')).toBe(
      'https://x.example/p?q=a%20b&pm=pnpm&flag&plus=a+b#top',
    );
  });

  it('encodes values that need it and drops repeats of its own parameter', () => {
    const next = withQueryValue('https://x.example/?lang=js&lang=ts', 'lang', 'C# & F#');
    expect(next).toBe('https://x.example/?lang=C%23+%26+F%23');
    expect(readQueryValue('lang', new URL(next).search)).toBe('C# & F#');
  });

  it('recognises its parameter when the page spelled the name encoded', () => {
    expect(withQueryValue('https://x.example/?my%20group=a', 'my group', 'b')).toBe('https://x.example/?my+group=b');
  });
});

describe('stored choices', () => {
  it('round-trips a value', () => {
    storeValue('docs-widgets:tabs:pm', 'yarn');
    expect(readStoredValue('docs-widgets:tabs:pm')).toBe('yarn');
  });

  it('treats corrupt or foreign data as nothing stored', () => {
    for (const raw of ['yarn', '{"value":', '42', 'null', '""', '["yarn"]', '{"value":"yarn"}']) {
      expect(parseStoredValue(raw), raw).toBeUndefined();
    }
  });

  it('keys a set by storage key, else query group, else its values', () => {
    expect(storageKeyFor({ storageKey: 'k', queryGroup: 'g', values: ['a'] })).toBe('docs-widgets:tabs:k');
    expect(storageKeyFor({ queryGroup: 'g', values: ['a'] })).toBe('docs-widgets:tabs:group:g');
    expect(storageKeyFor({ values: ['a', 'b'] })).not.toBe(storageKeyFor({ values: ['a', 'b', 'c'] }));
  });
});
