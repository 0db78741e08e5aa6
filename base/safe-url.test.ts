import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url';

describe('safeHref', () => {
  it('keeps http, https, mailto and relative links, resolved against the base', () => {
    expect(safeHref('https://example.com/a', 'https://docs.test/')).toBe('https://example.com/a');
    expect(safeHref('mailto:help@example.com', 'https://docs.test/')).toBe('mailto:help@example.com');
    expect(safeHref('/guides/auth', 'https://docs.test/x/')).toBe('https://docs.test/guides/auth');
    expect(safeHref('#flags', 'https://docs.test/page')).toBe('https://docs.test/page#flags');
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ])('refuses %j', (raw) => {
    expect(safeHref(raw, 'https://docs.test/')).toBeUndefined();
  });

  it('refuses empty and non-string input', () => {
    expect(safeHref('', 'https://docs.test/')).toBeUndefined();
    expect(safeHref(undefined, 'https://docs.test/')).toBeUndefined();
    expect(safeHref(null, 'https://docs.test/')).toBeUndefined();
  });
});
