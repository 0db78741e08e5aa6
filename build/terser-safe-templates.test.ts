// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { minify } from 'terser';
import { plainTemplates } from './terser-safe-templates.ts';

/** Runs a module body that assigns `result`, with `invalidUnicode` set. */
function run(code: string): unknown {
  return new Function('invalidUnicode', `let result; ${code}; return result;`)('12');
}

describe('String.raw templates rewritten for minifiers', () => {
  // The forms the KDL parser's error messages take.
  const sources = [
    'result = String.raw`Invalid unicode escape "\\u${invalidUnicode}", did you forget to use {}? "\\u{${invalidUnicode}}"`',
    'result = String.raw`Invalid unicode escape "\\u${invalidUnicode.endsWith("}") ? invalidUnicode : `${invalidUnicode}...`}"`',
    'result = String.raw`a \\` b \\${c} $ \\\\ \\n`',
  ];

  it.each(sources)('gives the value String.raw gives, in a form Terser reads: %s', async (source) => {
    const rewritten = plainTemplates(source, 'sample.js');
    expect(rewritten).not.toContain('String.raw');
    expect(run(rewritten)).toEqual(run(source));
    await expect(minify(rewritten)).resolves.toHaveProperty('code');
  });

  it('is needed: Terser cannot read the KDL parser’s form', async () => {
    await expect(minify(sources[0]!)).rejects.toThrow(/Unicode reference out of bounds/);
  });
});
