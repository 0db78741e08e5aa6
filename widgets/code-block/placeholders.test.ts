import { describe, expect, it } from 'vitest';
import { highlightShell } from './shell';
import {
  fillPlaceholders,
  parsePlaceholders,
  placeholderLabel,
  restorePlaceholders,
  valueOf,
  withSentinels,
} from './placeholders';
import type { Line } from './highlight';

describe('parsePlaceholders', () => {
  it('splits code into text and named placeholders', () => {
    expect(parsePlaceholders('curl {{project-url}}/rest/v1 -H "apikey: {{anon-key}}"')).toEqual([
      'curl ',
      { name: 'project-url' },
      '/rest/v1 -H "apikey: ',
      { name: 'anon-key' },
      '"',
    ]);
  });

  it('finds placeholders inside strings and comments like anywhere else', () => {
    expect(parsePlaceholders("const url = '{{project-url}}'; // or {{region}}")).toEqual([
      "const url = '",
      { name: 'project-url' },
      "'; // or ",
      { name: 'region' },
    ]);
  });

  it('reads a backslash before the braces as an escape: the braces stay as written', () => {
    expect(parsePlaceholders('Hello \\{{name}} and {{name}}')).toEqual(['Hello {{name}} and ', { name: 'name' }]);
  });

  it('leaves other double braces alone: spaces, capitals, dots, and GitHub expressions', () => {
    for (const code of [
      '{{ name }}',
      '{{Name}}',
      '${{ secrets.TOKEN }}',
      '{{a.b}}',
      '{{-x}}',
      '{{x--y}}',
      '{{}}',
      '{{x}',
    ]) {
      expect(parsePlaceholders(code)).toEqual([code]);
    }
  });
});

describe('fillPlaceholders', () => {
  it('fills known names and keeps unknown ones as written', () => {
    expect(
      fillPlaceholders('{{project-url}} {{unknown-name}} \\{{project-url}}', {
        'project-url': 'https://abc.supabase.co',
      }),
    ).toBe('https://abc.supabase.co {{unknown-name}} {{project-url}}');
  });

  it('fills secrets with their whole value', () => {
    expect(
      fillPlaceholders('key={{service-key}}', { 'service-key': { value: 'sb_secret_0123456789abcdef', secret: true } }),
    ).toBe('key=sb_secret_0123456789abcdef');
  });

  it('puts hostile values in exactly as given, and never reads one as a placeholder', () => {
    const hostile = `"'</script><img src=x onerror=alert(1)>\n$ rm -rf / {{anon-key}}`;
    const long = 'x'.repeat(10 * 1024);
    expect(fillPlaceholders('a={{project-url}};b={{anon-key}}', { 'project-url': hostile, 'anon-key': long })).toBe(
      `a=${hostile};b=${long}`,
    );
  });

  it('ignores values that are not text and names inherited from Object', () => {
    const values = { 'project-url': 42, 'anon-key': { value: null } } as unknown as Record<string, string>;
    expect(fillPlaceholders('{{project-url}} {{anon-key}} {{constructor}}', values)).toBe(
      '{{project-url}} {{anon-key}} {{constructor}}',
    );
    expect(valueOf({}, 'to-string')).toBeUndefined();
  });
});

describe('placeholderLabel', () => {
  it('reads the name as words, with acronyms in capitals', () => {
    expect(placeholderLabel('project-url')).toBe('project URL');
    expect(placeholderLabel('anon-key')).toBe('anon key');
  });
});

describe('highlighting with placeholders', () => {
  const text = (lines: Line[]) => lines.map((line) => line.map((segment) => segment.text).join('')).join('\n');

  it('gives the highlighter plain words and puts the placeholders back with the colour around them', () => {
    const parts = parsePlaceholders('curl "{{project-url}}/rest" # {{note}}\necho {{anon-key}}');
    const { code, names, prefix } = withSentinels(parts);
    expect(code).not.toContain('{{');
    const lines = restorePlaceholders(highlightShell(code), names, prefix);
    expect(text(lines)).toBe('curl "{{project-url}}/rest" # {{note}}\necho {{anon-key}}');
    const placeholders = lines.flat().filter((segment) => segment.placeholder);
    expect(placeholders).toEqual([
      { text: '{{project-url}}', scope: 'string', placeholder: 'project-url' },
      { text: '{{note}}', scope: 'comment', placeholder: 'note' },
      { text: '{{anon-key}}', placeholder: 'anon-key' },
    ]);
  });

  it('finds a placeholder the highlighter cut in two', () => {
    const { names, prefix } = withSentinels([{ name: 'project-url' }]);
    const lines: Line[] = [[{ text: `a ${prefix}`, scope: 'keyword' }, { text: '0x b' }]];
    expect(restorePlaceholders(lines, names, prefix)).toEqual([
      [
        { text: 'a ', scope: 'keyword' },
        { text: '{{project-url}}', scope: 'keyword', placeholder: 'project-url' },
        { text: ' b' },
      ],
    ]);
  });

  it('picks a sentinel the code does not contain', () => {
    const { code, prefix } = withSentinels(['dwph0x dwphq ', { name: 'a' }]);
    expect(prefix).toBe('dwphqq');
    expect(code).toBe('dwph0x dwphq dwphqq0x');
  });
});
