// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// What `npm publish` would ship, read from `npm pack --dry-run` (no build needed: the Markdown and
// licence files are sources), so a link in a shipped README never points at a file left out.

const root = resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Record<string, unknown>;
const packed = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
) as Array<{ files: Array<{ path: string }> }>;
const files = new Set(packed[0]!.files.map((file) => file.path));

describe('the published package', () => {
  it('carries its licence, and says where its source, issues and home page are', () => {
    expect(manifest.license).toBe('MIT');
    expect(files.has('LICENSE')).toBe(true);
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/);
    expect(manifest.repository).toMatchObject({ type: 'git', url: expect.stringMatching(/^git\+https:\/\//) });
    expect(manifest.bugs).toMatchObject({ url: expect.stringMatching(/^https:\/\//) });
    expect(manifest.homepage).toMatch(/^https:\/\//);
  });

  it('has no module a site generator would take for one of its own (VitePress runs every *.data.js at build time)', () => {
    const modules = execFileSync('git', ['ls-files', 'widgets', 'loader', 'package', 'server'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((path) => /\.(ts|tsx)$/.test(path));
    expect(modules.filter((path) => /\.data\.tsx?$/.test(path))).toEqual([]);
  });

  it('ships every file a shipped README links to', () => {
    const markdown = [...files].filter((path) => path.endsWith('.md'));
    expect(markdown).toEqual(expect.arrayContaining(['README.md', 'package/README.md', 'spec/README.md']));
    expect(markdown.filter((path) => /^widgets\/[a-z-]+\/README\.md$/.test(path)).length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const file of markdown) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#|^\/\//i.test(target)) continue;
        const path = normalize(join(dirname(file), decodeURIComponent(target.split('#')[0]!)));
        // Built files are checked by the consumer tests, which install the real tarball.
        if (path.startsWith('dist/')) continue;
        if (!files.has(path) && ![...files].some((shipped) => shipped.startsWith(`${path.replace(/\/$/, '')}/`))) {
          missing.push(`${file} → ${target}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
