import { describe, expect, it } from 'vitest';
import { readQueryValue, withQueryValue } from './query-and-storage';

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
