// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderHtml } from '../server/index';
import { addToMkDocsIndex, searchTextOf } from './search-text';

// What `docs-widgets search-text` gives a site's search: the reference's commands and flags, by
// section, from a prerendered page; and MkDocs' index with them added.

const spec = JSON.stringify({
  info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
  commands: [
    {
      id: 'demo-login',
      title: 'demo login',
      summary: 'Log in to the demo platform.',
      usage: 'demo login [flags]',
      flags: [{ id: 'token', name: '--token <string>', description: 'A personal access token.' }],
    },
  ],
});

describe('search-text', () => {
  it('gives each command of a prerendered reference as a section with its flags', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-search-text-'));
    writeFileSync(join(folder, 'cli.json'), spec);
    const html = await prerenderHtml(
      '<!doctype html><html><head><title>CLI</title></head><body><cli-reference src="/cli.json"></cli-reference></body></html>',
      { specs: { '/cli.json': join(folder, 'cli.json') }, onProblem: () => {} },
    );
    rmSync(folder, { recursive: true, force: true });
    const { title, sections } = searchTextOf(html);
    expect(title).toBe('CLI');
    const login = sections.find((section) => section.id === 'demo-login');
    expect(login?.title).toBe('demo login');
    expect(login?.text).toContain('--token');
    expect(login?.text).toContain('A personal access token.');
  });

  it("adds sections to MkDocs' index by address, and joins the rest to the page's own entry", () => {
    const index = { docs: [{ location: 'cli/', title: 'CLI', text: 'Intro.' }] };
    addToMkDocsIndex(index, [
      {
        page: 'cli/index.html',
        title: 'CLI',
        sections: [
          { id: null, title: '', text: 'Demo CLI v1.0.0' },
          { id: 'demo-login', title: 'demo login', text: 'demo login --token' },
        ],
      },
    ]);
    expect(index.docs).toEqual([
      { location: 'cli/', title: 'CLI', text: 'Intro. Demo CLI v1.0.0' },
      { location: 'cli/#demo-login', title: 'demo login', text: 'demo login --token' },
    ]);
  });
  it('addresses a page by its file when the site has no directory URLs (use_directory_urls: false)', () => {
    const index = { docs: [{ location: 'cli.html', title: 'CLI', text: 'Intro.' }] };
    addToMkDocsIndex(index, [
      { page: 'cli.html', title: 'CLI', sections: [{ id: 'demo-login', title: 'demo login', text: '--token' }] },
    ]);
    expect(index.docs.map((entry) => entry.location)).toEqual(['cli.html', 'cli.html#demo-login']);
  });
});
