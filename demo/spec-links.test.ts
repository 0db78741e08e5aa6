// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPages } from '../widgets/shared/page/docs-pages';
import { dashboardPaths } from '../widgets/shared/page/links';

// The specs in spec/ are shown on the demo's reference pages, so their links are the demo's: each
// must name a page the widgets know. Here rather than in spec/, which imports nothing above it.
const specDirectory = resolve(import.meta.dirname, '../spec');
const specFiles = readdirSync(specDirectory)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();

describe('dashboard links in the spec', () => {
  const text = readFileSync(resolve(specDirectory, 'cli.yaml'), 'utf8');
  const linked = [...text.matchAll(/\]\(\/dashboard(\/[^)\s]*)\)/g)].map((match) => match[1]);
  const known = Object.values(dashboardPaths).map((path) => (typeof path === 'function' ? path() : path));

  it('sends a reader to support for a database over 150 GB, and to the database settings for the password', () => {
    expect(text).toMatch(/over 150 GB\*\*, \[contact support\]\(\/dashboard\/support\/new\)/);
    expect(text).toMatch(/database password[^[]*\[database settings\]\(\/dashboard\/project\/_\/settings\/database\)/);
  });

  it('links only dashboard pages the widgets know', () => {
    expect(linked.length).toBeGreaterThan(0);
    for (const path of linked) expect(known, path).toContain(path);
  });
});

describe('docs links in the specs', () => {
  it.each(specFiles)('%s links only docs pages of the one list (widgets/shared/docs-pages.ts)', (file) => {
    const text = readFileSync(resolve(specDirectory, file), 'utf8');
    const linked = [
      ...[...text.matchAll(/\]\((\/guides[^)\s#]*)/g)].map((match) => match[1]!),
      ...[...text.matchAll(/^\s*link: (\/guides[^\s#]*)/gm)].map((match) => match[1]!),
    ];
    expect(linked.length).toBeGreaterThan(0);
    expect([...new Set(linked.filter((path) => !docsPages.includes(path)))]).toEqual([]);
  });
});
