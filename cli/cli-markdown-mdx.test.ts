// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { markdownCases } from '../tests/hostile/markdown.mjs';
import { cliDiff } from './cli-diff';
import { cliMarkdown } from './cli-markdown';

// What the hostile run did, through the commands: the Markdown that `cli-markdown` (one
// page, and pages split by group with front matter) and `cli-diff --markdown` write from hostile
// specs is compiled, evaluated and rendered with @mdx-js/mdx, as Docusaurus 3 and Astro do, and
// nothing in it runs. The full corpus and its checks are in spec/export/markdown-mdx.test.ts.

const hostileSpecs = resolve(import.meta.dirname, '../tests/hostile/specs');
const opencli = join(hostileSpecs, 'mdx-opencli.json');

const ran: string[] = [];
const scope = globalThis as { hostileMarkdown?: (where: unknown) => void };
let folder = '';

beforeAll(() => {
  scope.hostileMarkdown = (where) => ran.push(String(where));
  folder = mkdtempSync(join(tmpdir(), 'cli-markdown-mdx-'));
});
afterAll(() => {
  delete scope.hostileMarkdown;
  rmSync(folder, { recursive: true, force: true });
});

/** Runs a command with its output caught: the exit code and what it printed. */
async function run(command: (args: string[]) => Promise<number>, ...args: string[]) {
  let stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  const code = await command(args);
  vi.restoreAllMocks();
  return { code, stdout };
}

/** Runs Markdown as an MDX page does, with a base address so that an import statement would load. */
async function runAsMdx(markdown: string) {
  ran.length = 0;
  const module = await evaluate(markdown, { ...runtime, baseUrl: import.meta.url });
  const html = renderToStaticMarkup(createElement(module.default));
  return { ran: [...ran], exports: Object.keys(module), html };
}

describe('Markdown from the commands, run as MDX', () => {
  it('cli-markdown: the OpenCLI file of the report, on one page, runs nothing and shows its lines', async () => {
    const { code, stdout } = await run(cliMarkdown, opencli);
    expect(code).toBe(0);
    const page = await runAsMdx(stdout);
    expect(page.ran).toEqual([]);
    expect(page.exports).toEqual(['default']);
    expect(page.html).toContain(
      '<p>export const opencli = globalThis.hostileMarkdown(&quot;opencli description&quot;)</p>',
    );
  });

  it('cli-markdown --split-by-group --front-matter: no page runs anything', async () => {
    for (const name of ['mdx-opencli.json', 'mdx-front-matter.yaml']) {
      const file = join(hostileSpecs, name);
      const out = mkdtempSync(join(folder, 'pages-'));
      const { code } = await run(cliMarkdown, file, '--out', out, '--split-by-group', '--front-matter');
      expect(code).toBe(0);
      const pages = readdirSync(out).filter((name) => name.endsWith('.md'));
      expect(pages.length).toBeGreaterThan(1);
      for (const page of pages) {
        const result = await runAsMdx(readFileSync(join(out, page), 'utf8'));
        expect(result.ran, `${name} ${page}`).toEqual([]);
        expect(result.exports, `${name} ${page}`).toEqual(['default']);
      }
    }
  });

  it('cli-diff --markdown: versions and summaries that are statements or expressions run nothing', async () => {
    for (const { id, document } of markdownCases()) {
      const newer = join(folder, `${id}.json`);
      writeFileSync(newer, JSON.stringify(document));
      const { code, stdout } = await run(cliDiff, join(hostileSpecs, 'small.json'), newer, '--markdown');
      expect(code, id).toBe(0);
      const notes = await runAsMdx(stdout);
      expect(notes.ran, id).toEqual([]);
      expect(notes.exports, id).toEqual(['default']);
    }
  });
});
