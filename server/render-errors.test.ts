// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PrerenderProblem } from './index';

// A part of a widget that throws while the server renders it, as a bug in the markdown reader
// would: the test replaces the reader with one that throws on a marker.
vi.mock('../widgets/cli-reference/sections/markdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('../widgets/cli-reference/sections/markdown')>();
  const renderMarkdown: typeof original.renderMarkdown = (source, ...rest) => {
    if (source.includes('FAILS-ON-THE-SERVER')) throw new Error('the description broke');
    return original.renderMarkdown(source, ...rest);
  };
  return { ...original, renderMarkdown };
});

const { renderElement } = await import('./index');
const root = resolve(import.meta.dirname, '..');

function specFile(description: string): string {
  const command = (id: string, text: string) => ({
    id,
    title: `tool ${id}`,
    summary: `The ${id} command`,
    description: text,
    usage: `tool ${id}`,
    tags: [],
    subcommands: [],
    flags: [],
  });
  const spec = {
    clispec: '001',
    info: { id: 'tool', version: '1.0.0', title: 'Tool', description: 'A tool.' },
    commands: [command('first', 'Fine.'), command('second', description)],
    flags: [],
  };
  const file = resolve(mkdtempSync(join(tmpdir(), 'docs-widgets-render-errors-')), 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  return file;
}

/** The reference prerendered from a spec whose second command has `description`, and what the build reported. */
async function prerender(description: string): Promise<{ html: string; problems: PrerenderProblem[] }> {
  const problems: PrerenderProblem[] = [];
  const html = await renderElement('cli-reference', { src: '/spec.json' }, '', {
    root,
    specs: { '/spec.json': specFile(description) },
    onProblem: (problem) => problems.push(problem),
  });
  return { html, problems };
}

describe('a widget part that throws on the server', () => {
  it('leaves the whole reference to the browser and says so, rather than shipping it without that part', async () => {
    const { html, problems } = await prerender('FAILS-ON-THE-SERVER');
    expect(html).not.toContain('shadowrootmode');
    expect(problems.map((problem) => problem.message)).toEqual([
      expect.stringContaining('could not be rendered on the server'),
    ]);
  });

  it('renders the same reference when no part throws (the marker alone changes nothing)', async () => {
    const { html, problems } = await prerender('Also fine.');
    expect(html).toContain('shadowrootmode');
    expect(html).toContain('The second command');
    expect(problems).toEqual([]);
  });
});
