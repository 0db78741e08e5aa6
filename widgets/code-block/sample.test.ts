import { describe, expect, it } from 'vitest';
import { prepareSample } from './sample';

describe('copying a sample with values', () => {
  it('fills the values after the copy transforms, so a value is never read as a prompt, output or diff marker', () => {
    const hostile = 'a\n$ rm -rf /\n-removed?\n+added?';
    const session = prepareSample('$ curl "{{project-url}}"\n{"ok":true}', {});
    expect(session.copy({ 'project-url': hostile }, true)).toBe(`curl "${hostile}"`);
    const diff = prepareSample(" const a = 1\n-const url = 'x'\n+const url = '{{project-url}}'", { diff: true });
    expect(diff.copy({ 'project-url': hostile }, false)).toBe(`const a = 1\nconst url = '${hostile}'`);
    const marked = prepareSample('one\nconst key = "{{anon-key}}"\nthree', { mark: '2', copyMarked: true });
    expect(marked.copy({ 'anon-key': { value: '</script>"quoted"', secret: true } }, false)).toBe(
      'const key = "</script>"quoted""',
    );
  });

  it('copies a 10 KB value whole, and a placeholder without a value as written', () => {
    const long = 'k'.repeat(10_240);
    const sample = prepareSample('KEY={{anon-key}}\nURL={{project-url}}', {});
    expect(sample.copy({ 'anon-key': { value: long, secret: true } }, false)).toBe(`KEY=${long}\nURL={{project-url}}`);
  });
});
