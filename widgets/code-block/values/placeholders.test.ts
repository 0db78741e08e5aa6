import { describe, expect, it } from 'vitest';
import { highlightShell } from '../highlighting/shell';
import {
  fillPlaceholders,
  parsePlaceholders,
  placeholderLabel,
  restorePlaceholders,
  urlPlaceholders,
  valueOf,
  withSentinels,
} from './placeholders';
import type { Line } from '../highlighting/highlighted-lines';
import { hasPlaceholders } from './placeholder-pattern';
import { randomStrings } from '../../../tests/tools/random-text';

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

describe('values inside URLs', () => {
  const inUrl = (code: string) => urlPlaceholders(parsePlaceholders(code));

  it('encodes a value in the userinfo, path, query or fragment, not one that starts the URL or sits in its host', () => {
    expect(
      inUrl('postgresql://postgres.{{project-ref}}:{{db-password}}@db.{{project-ref}}.supabase.co:5432/postgres'),
    ).toEqual([true, true, false]);
    expect(inUrl('curl "{{project-url}}/rest/v1/{{table}}?select={{columns}}#{{part}}"')).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(inUrl('DATABASE_URL=postgres://app:{{db-password}}@localhost/db')).toEqual([true]);
    expect(inUrl('https://{{project-ref}}.supabase.co/functions/v1/{{name}}')).toEqual([false, true]);
  });

  it('leaves values outside URLs alone: a header, an assignment, SQL, a URL that ended', () => {
    expect(inUrl('-H "apikey: {{anon-key}}"')).toEqual([false]);
    expect(inUrl('SUPABASE_URL={{project-url}}\nselect * from {{table}};')).toEqual([false, false]);
    expect(inUrl('curl https://example.com/a {{table}}')).toEqual([false]);
  });

  it('fills a value percent-encoded where it lands in a URL, and as typed elsewhere', () => {
    const values = { 'db-password': 'p@ss/word#1', table: 'my table' };
    expect(
      fillPlaceholders('postgresql://postgres:{{db-password}}@db.example.com/postgres -- {{db-password}}', values),
    ).toBe('postgresql://postgres:p%40ss%2Fword%231@db.example.com/postgres -- p@ss/word#1');
    expect(fillPlaceholders("from('{{table}}') /rest/v1/x https://h/{{table}}", values)).toBe(
      "from('my table') /rest/v1/x https://h/my%20table",
    );
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
      { text: '{{project-url}}', scope: 'string', placeholder: 'project-url', occurrence: 0 },
      { text: '{{note}}', scope: 'comment', placeholder: 'note', occurrence: 1 },
      { text: '{{anon-key}}', placeholder: 'anon-key', occurrence: 2 },
    ]);
  });

  it('finds a placeholder the highlighter cut in two', () => {
    const { names, prefix } = withSentinels([{ name: 'project-url' }]);
    const lines: Line[] = [[{ text: `a ${prefix}`, scope: 'keyword' }, { text: '0x b' }]];
    expect(restorePlaceholders(lines, names, prefix)).toEqual([
      [
        { text: 'a ', scope: 'keyword' },
        { text: '{{project-url}}', scope: 'keyword', placeholder: 'project-url', occurrence: 0 },
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

describe('hasPlaceholders', () => {
  it('finds a placeholder, and not a Go template, spaced braces or an escaped one', () => {
    expect(hasPlaceholders('supabase link --project-ref {{project-ref}}')).toBe(true);
    expect(hasPlaceholders("docker ps --format '{{.Names}}'")).toBe(false);
    expect(hasPlaceholders('echo {{ name }} ${{ secrets.KEY }} \\{{project-ref}}')).toBe(false);
    expect(hasPlaceholders('\\{{anon-key}} then {{anon-key}}')).toBe(true);
  });
});

describe('urlPlaceholders on long words', () => {
  // The last `scheme://` before a placeholder was found with `/[a-z][a-z0-9+.-]*:\/\//gi`, which
  // started again at each letter of the word and scanned to its end: a word of 200,000 letters
  // before a placeholder took tens of seconds.

  /** Whether the placeholder after `word` lands in a URL's path, query or fragment, by the pattern. */
  function inPathByPattern(word: string): boolean {
    const last = [...word.matchAll(/[a-z][a-z0-9+.-]*:\/\//gi)].at(-1);
    return last !== undefined && /[/?#]/.test(word.slice(last.index + last[0].length));
  }

  it('finds the scheme the pattern found, on random words', () => {
    for (const word of randomStrings('aZ1+.-:/?#', 3000)) {
      expect(urlPlaceholders([word, { name: 'value' }])[0], JSON.stringify(word)).toBe(inPathByPattern(word));
    }
  });

  it('reads a word of 200,000 letters before a placeholder at once', () => {
    const started = performance.now();
    expect(fillPlaceholders(`${'a'.repeat(200_000)}{{project-ref}}`, { 'project-ref': 'a b' })).toBe(
      `${'a'.repeat(200_000)}a b`,
    );
    expect(fillPlaceholders(`https://x.example/${'a'.repeat(200_000)}{{project-ref}}`, { 'project-ref': 'a b' })).toBe(
      `https://x.example/${'a'.repeat(200_000)}a%20b`,
    );
    // Only a hang reaches this ceiling; the work takes milliseconds.
    expect(performance.now() - started, 'a case that should take milliseconds ran for seconds').toBeLessThan(10_000);
  });
});
