// @vitest-environment node
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageCache } from './cache';
import { hashOf } from './memo';
import type { PageOptions, PageResult } from './page';

const options: PageOptions = { root: '/site', pageFile: '/site/index.html', stylesheetHref: '_docs-widgets/' };

function result(dependencies: PageResult['dependencies'] = []): PageResult {
  return { html: '<p>Rendered</p>', problems: [{ tag: 'param-row', message: 'a problem' }], widgets: 3, dependencies };
}

describe('the page cache', () => {
  it('gives back a page kept by the same version, and never one kept by another', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-cache-'));
    const kept = new PageCache(folder, '1.0.0-build', () => {});
    await kept.set(kept.keyOf('<p>Page</p>', options), result());
    const same = new PageCache(folder, '1.0.0-build', () => {});
    expect(await same.get(same.keyOf('<p>Page</p>', options))).toEqual(result());
    const next = new PageCache(folder, '1.0.1-build', () => {});
    expect(await next.get(next.keyOf('<p>Page</p>', options))).toBeUndefined();
    const rebuilt = new PageCache(folder, '1.0.0-other-build', () => {});
    expect(await rebuilt.get(rebuilt.keyOf('<p>Page</p>', options))).toBeUndefined();
  });

  it('gives back a page only while the files it read are unchanged, and keeps none that read a URL', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-cache-'));
    const spec = join(folder, 'cli.yaml');
    writeFileSync(spec, 'first');
    const cache = () => new PageCache(join(folder, 'cache'), '1.0.0', () => {});
    const key = cache().keyOf('<p>Page</p>', options);
    await cache().set(key, result([{ path: spec, hash: hashOf('first') }]));
    expect((await cache().get(key))?.html).toBe('<p>Rendered</p>');
    writeFileSync(spec, 'second');
    expect(await cache().get(key)).toBeUndefined();

    const fetched = cache().keyOf('<p>Fetched</p>', options);
    await cache().set(fetched, result([{ unchecked: 'https://cdn.example.com/cli.yaml' }]));
    expect(await cache().get(fetched)).toBeUndefined();
  });

  it('ignores a damaged file with a warning naming it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-cache-'));
    const warnings: string[] = [];
    const cache = new PageCache(folder, '1.0.0', (message) => warnings.push(message));
    const key = cache.keyOf('<p>Page</p>', options);
    await cache.set(key, result());
    const [file] = readdirSync(folder);
    writeFileSync(join(folder, file!), '\u0000\u0001 not JSON');
    expect(await cache.get(key)).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/the cache file .*\.json is damaged: ignored, and the page rendered anew\./),
    ]);
  });
});
