// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minify } from 'terser';

const lib = resolve(import.meta.dirname, '../dist/lib');
const built = existsSync(join(lib, 'index.js'));

describe('the package’s modules in a site’s production build', () => {
  it('every module can be minified by Terser, the minifier of webpack and so of Docusaurus', async ({ skip }) => {
    skip(!built, 'needs `npm run build` first, which writes dist/lib');
    const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js'));
    expect(files.length).toBeGreaterThan(50);
    const unreadable: string[] = [];
    for (const file of files) {
      await minify(readFileSync(join(lib, file), 'utf8'), { module: true, compress: false, mangle: false }).catch(
        (error: Error) => unreadable.push(`${file}: ${error.message}`),
      );
    }
    expect(unreadable).toEqual([]);
  }, 300_000); // a bound for a busy machine, not a wait
});
