// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { decodeHTML } from 'entities/decode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cliMarkdown } from './cli-markdown';

// The pages of `cli-markdown --flavor mkdocs` and `--flavor myst` built by the real generators, as
// the recipes in the cli-reference README give them: `mkdocs build --strict`, and `sphinx-build -W`
// with myst_parser. Each site must build with no warning, declare every id once, land every link
// on an id, and show pipes in tables without a backslash. The generators are Debian packages that
// .ci/run installs; without them these tests are skipped (the reason is in their names).

const ourSpec = resolve(import.meta.dirname, '../spec/cli.yaml');
const hostileSpec = resolve(import.meta.dirname, '../tests/hostile/specs/hostile.yaml');

/** A CLI whose flags hold pipes in their type, default, accepted values and description. */
const pipeSpec = {
  info: { id: 'piper', version: '1.0', title: 'Piper', language: 'sh' },
  flags: [{ id: 'output', name: '--output <a|b>', description: 'Picks `a|b`.', default_value: 'a' }],
  commands: [
    {
      id: 'piper-run',
      title: 'piper run',
      summary: 'Runs <name> & more.',
      usage: 'piper run [flags]',
      tags: ['main'],
      flags: [
        {
          id: 'format',
          name: '--format <json|yaml>',
          description: 'Writes `json|yaml` or a | b.',
          default_value: 'json|yaml',
          accepted_values: [{ id: 'a', name: 'a|b' }],
        },
        { id: 'quiet', name: '--quiet', description: 'Says less.', default_value: 'false' },
      ],
      exclusive_flags: [['format', 'quiet']],
    },
  ],
};

function installed(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether the Python that runs sphinx-build has myst_parser: Debian's, or one on the PATH first. */
function mystInstalled(): boolean {
  if (!installed('sphinx-build')) return false;
  const sphinx = execFileSync('sh', ['-c', 'command -v sphinx-build'], { encoding: 'utf8' }).trim();
  const python = /^#!\s*(\S+)/.exec(readFileSync(sphinx, 'utf8').split('\n', 1)[0]!)?.[1] ?? 'python3';
  try {
    execFileSync(python, ['-c', 'import myst_parser'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let folder = '';
let pipeSpecFile = '';
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'cli-markdown-generators-'));
  pipeSpecFile = join(folder, 'piper.json');
  writeFileSync(pipeSpecFile, JSON.stringify(pipeSpec));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function writePages(spec: string, out: string, ...options: string[]) {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    expect(await cliMarkdown([spec, '--out', out, ...options])).toBe(0);
  } finally {
    vi.restoreAllMocks();
  }
}

/** Runs a generator; a failure shows what it printed. A deadline only a hang reaches. */
function build(command: string, args: string[], cwd: string): void {
  try {
    execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', timeout: 180_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

/** The HTML pages of a built site, by path relative to it; generators' own search and index pages left out. */
function sitePages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const pending = [root];
  while (pending.length > 0) {
    const directory = pending.pop()!;
    for (const name of readdirSync(directory)) {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) {
        if (!name.startsWith('_')) pending.push(path);
      } else if (name.endsWith('.html') && !['search.html', 'genindex.html', '404.html'].includes(name)) {
        pages.set(relative(root, path), readFileSync(path, 'utf8'));
      }
    }
  }
  return pages;
}

function idsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeHTML(match[1]!));
}

/** What is wrong with a built site: ids written twice, links to an id no page has, pipes shown with a backslash, an element from a hostile spec. */
function siteProblems(root: string): string[] {
  const pages = sitePages(root);
  const problems: string[] = [];
  for (const [page, html] of pages) {
    const ids = idsOf(html);
    const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (twice.length > 0) problems.push(`${page}: ids written twice: ${twice.join(', ')}`);
    for (const [, href] of html.matchAll(/\shref="([^"]*)"/g)) {
      const address = decodeHTML(href!);
      const hash = address.indexOf('#');
      if (hash <= -1 || address === '#' || /^[a-z][a-z0-9+.-]*:|^\//i.test(address)) continue;
      let target = normalize(join(dirname(page), address.slice(0, hash) || page.split('/').pop()!));
      if (address.slice(0, hash) === '') target = page;
      else if (!target.endsWith('.html')) target = normalize(join(target, 'index.html'));
      const fragment = decodeURIComponent(address.slice(hash + 1));
      if (!idsOf(pages.get(target) ?? '').includes(fragment)) problems.push(`${page}: dead link ${address}`);
    }
    if (/<(?:img|svg|script|details)\b[^>]*hostile/i.test(html)) problems.push(`${page}: an element from the spec`);
    for (const [, cell] of html.matchAll(/<td>(.*?)<\/td>/gs))
      if (decodeHTML(cell!.replace(/<[^>]*>/g, '')).includes('\\|'))
        problems.push(`${page}: a cell shows \\|: ${cell}`);
  }
  return problems;
}

// The sites of the README's recipes: the reference in docs/cli, beside a page of the site's own.
const mkdocsConfig = ['site_name: Docs', 'markdown_extensions:', '  - attr_list', '  - tables', '  - toc', ''];
const mkdocsHome = ['# Docs', '', 'See [the CLI](cli/index.md).', ''];
const sphinxConfig = ['extensions = ["myst_parser"]', ''];
const sphinxHome = ['# Docs', '', '```{toctree}', 'cli/index', '```', ''];

describe.skipIf(!installed('mkdocs'))(
  'cli-markdown --flavor mkdocs, built by mkdocs (skipped: mkdocs is not installed)',
  () => {
    it.each([
      ['our spec', ourSpec],
      ['a spec with pipes', 'pipes'],
      ['the hostile spec', hostileSpec],
    ])('builds %s with --strict, every id once, every link landing, pipes shown as pipes', async (_label, spec) => {
      const site = mkdtempSync(join(folder, 'mkdocs-'));
      writeFileSync(join(site, 'mkdocs.yml'), mkdocsConfig.join('\n'));
      await writePages(
        spec === 'pipes' ? pipeSpecFile : spec,
        join(site, 'docs/cli'),
        '--split-by-group',
        '--flavor',
        'mkdocs',
      );
      writeFileSync(join(site, 'docs/index.md'), mkdocsHome.join('\n'));
      build('mkdocs', ['build', '--strict', '--quiet'], site);
      expect(siteProblems(join(site, 'site'))).toEqual([]);
      if (spec === 'pipes') {
        const html = readFileSync(join(site, 'site/cli/commands/index.html'), 'utf8');
        expect(html).toContain('<td><code>json|yaml</code></td>');
        expect(html).toMatch(/<h2 id="piper-run">piper run<\/h2>/);
        expect(html).toContain('Runs &lt;name&gt; &amp; more.');
      }
    });
  },
);

describe.skipIf(!mystInstalled())(
  'cli-markdown --flavor myst, built by sphinx-build with myst_parser (skipped: sphinx-build or myst_parser is not installed)',
  () => {
    it.each([
      ['our spec, one page', ourSpec, []],
      ['our spec, a page per group', ourSpec, ['--split-by-group']],
      ['a spec with pipes, a page per group', 'pipes', ['--split-by-group']],
      ['a spec with pipes, a page per group with front matter', 'pipes', ['--split-by-group', '--front-matter']],
      ['the hostile spec, a page per group', hostileSpec, ['--split-by-group']],
    ])('builds %s with -W, every id once, every link landing, pipes shown as pipes', async (_label, spec, options) => {
      const site = mkdtempSync(join(folder, 'sphinx-'));
      await writePages(spec === 'pipes' ? pipeSpecFile : spec, join(site, 'docs/cli'), '--flavor', 'myst', ...options);
      writeFileSync(join(site, 'docs/conf.py'), sphinxConfig.join('\n'));
      writeFileSync(join(site, 'docs/index.md'), sphinxHome.join('\n'));
      build('sphinx-build', ['-W', '-q', '-b', 'html', 'docs', '_build'], site);
      expect(siteProblems(join(site, '_build'))).toEqual([]);
      const index = readFileSync(
        join(site, spec === 'pipes' ? '_build/cli/commands.html' : '_build/cli/index.html'),
        'utf8',
      );
      expect(index).not.toMatch(/id="a-id-/);
      if (spec === 'pipes') {
        expect(index).toMatch(/<td><p><code[^>]*><span class="pre">json\|yaml<\/span><\/code><\/p><\/td>/);
        expect(index).toMatch(/Also takes the <a class="reference internal" href="index.html#global-flags"/);
      }
    });
  },
);

describe('cli-markdown --flavor', () => {
  it('refuses a flavor it does not know, naming the ones there are', async () => {
    let stderr = '';
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr += String(chunk);
      return true;
    });
    try {
      expect(await cliMarkdown([ourSpec, '--flavor', 'hugo'])).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
    expect(stderr).toContain('--flavor hugo: not a flavor; give one of gfm, mkdocs, myst.');
  });
});
