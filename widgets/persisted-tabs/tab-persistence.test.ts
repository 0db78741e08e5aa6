import { afterEach, describe, expect, it } from 'vitest';
import { parseStoredValue, readStoredValue, storageKeyFor, storeValue } from './tab-persistence';

afterEach(() => {
  localStorage.clear();
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
