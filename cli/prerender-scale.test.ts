// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `docs-widgets prerender` over a site as a big docs build runs it: on worker threads, from its
// cache, in shards. The built command-line tool, in a child process, on small sites.

const root = resolve(import.meta.dirname, '..');
let folder = '';
let bin = '';

beforeAll(async () => {
  // Inside the repository, so the tool's imports (React, the package's dependencies) resolve.
  const parent = join(root, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  folder = mkdtempSync(join(parent, 'docs-widgets-prerender-scale-'));
  await build({
    configFile: resolve(root, 'vite.cli.config.ts'),
    logLevel: 'silent',
    build: { outDir: join(folder, 'dist') },
  });
  bin = join(folder, 'dist', 'docs-widgets.js');
}, 300_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, 'prerender', ...args], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 300_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A cobra reference page, which links the file of its one subcommand. */
const cobra = (command: string, short: string, links: string[]) =>
  `command: ${command}\nshort: ${short}\nusage: ${command}\n` +
  (links.length > 0
    ? `cname:\n${links.map((link) => `  - ${command} ${link.replace('.yaml', '').replace(/^\w+_/, '')}\n`).join('')}clink:\n${links.map((link) => `  - ${link}\n`).join('')}`
    : '');

const page = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${body}</body></html>`;

/** A small site: references of one spec on several pages, tab sets, links relative to the page, a cobra reference, callouts. */
function site(name: string): string {
  const path = join(folder, name);
  for (const sub of ['guides', 'other', 'spec', 'cobra']) mkdirSync(join(path, sub), { recursive: true });
  writeFileSync(join(path, 'spec', 'cli.yaml'), readFileSync(resolve(root, 'spec/cli.yaml')));
  writeFileSync(join(path, 'cobra', 'tool.yaml'), cobra('tool', 'The tool', ['tool_inside.yaml']));
  writeFileSync(join(path, 'cobra', 'tool_inside.yaml'), cobra('tool inside', 'Goes inside', []));
  const tabs =
    '<persisted-tabs query-group="lang"><tab-panel label="JavaScript" value="js"><code-block language="js"><pre><code>run()</code></pre></code-block></tab-panel>' +
    '<tab-panel label="Shell" value="sh"><code-block language="bash"><pre><code>run</code></pre></code-block></tab-panel></persisted-tabs>';
  const card = '<link-card title="Next" description="Read on." href="next.html"></link-card>';
  const reference = '<cli-reference src="/spec/cli.yaml"></cli-reference>';
  writeFileSync(join(path, 'index.html'), page('Home', `<docs-callout type="tip">Hi</docs-callout>${card}`));
  writeFileSync(join(path, 'guides', 'cli.html'), page('CLI', `${reference}${card}`));
  writeFileSync(join(path, 'other', 'cli.html'), page('CLI again', `${reference}${card}`));
  writeFileSync(join(path, 'guides', 'tabs.html'), page('Tabs', `${tabs}<p>Between</p>${tabs}${card}`));
  writeFileSync(join(path, 'other', 'tabs.html'), page('Tabs again', `${tabs}${card}`));
  writeFileSync(
    join(path, 'cobra', 'tool.html'),
    page('Tool', '<cli-reference src="/cobra/tool.yaml" format="cobra"></cli-reference>'),
  );
  for (let index = 1; index <= 4; index += 1)
    writeFileSync(
      join(path, 'guides', `note-${index}.html`),
      page(`Note ${index}`, `<docs-callout type="note">Note ${index}</docs-callout>`),
    );
  return path;
}

/** Every file under `out`, by its path inside it. */
function filesOf(out: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(out, { recursive: true, encoding: 'utf8' }).sort()) {
    if (statSync(join(out, name)).isFile()) files[name] = readFileSync(join(out, name), 'utf8');
  }
  return files;
}

/** The pages a run says it prerendered, and how many came from the cache. */
function counted(stdout: string): { pages: number; fromCache: number } {
  const match = /Prerendered (\d+) pages? \(\d+ widgets?, \d+ rendered, (\d+) pages? from the cache/.exec(stdout);
  return { pages: Number(match?.[1]), fromCache: Number(match?.[2]) };
}

describe('docs-widgets prerender at scale', () => {
  it('writes the same bytes on one thread, on two, from its cache, and as the union of three shards', () => {
    const input = site('same-bytes');
    const out = (name: string) => join(folder, 'same-bytes-out', name);
    const one = run(input, '--out', out('one'), '--jobs', '1', '--no-cache');
    expect(one.stderr).toBe('');
    expect(counted(one.stdout)).toEqual({ pages: 10, fromCache: 0 });
    const expected = filesOf(out('one'));
    // The references and tab sets were rendered: the comparisons below are of real output.
    expect(expected[join('guides', 'cli.html')]).toContain('shadowrootmode="open"');
    expect(expected[join('guides', 'tabs.html')]).toContain('slot=');
    expect(expected[join('cobra', 'tool.html')]).toContain('Goes inside');

    expect(run(input, '--out', out('two'), '--jobs', '2', '--no-cache').code).toBe(0);
    expect(filesOf(out('two'))).toEqual(expected);

    const cache = join(folder, 'same-bytes-cache');
    expect(run(input, '--out', out('cold'), '--cache', cache).code).toBe(0);
    const warm = run(input, '--out', out('warm'), '--cache', cache);
    expect(counted(warm.stdout)).toEqual({ pages: 10, fromCache: 10 });
    expect(filesOf(out('warm'))).toEqual(expected);

    const shardPages = ['1/3', '2/3', '3/3'].map(
      (shard) => counted(run(input, '--out', out('shards'), '--shard', shard, '--no-cache').stdout).pages,
    );
    // Each page in exactly one shard: together they are the full run's output.
    expect(shardPages.reduce((sum, pages) => sum + pages, 0)).toBe(10);
    expect(filesOf(out('shards'))).toEqual(expected);
  }, 300_000);

  it('renders a reference shown on several pages once, on one thread or two', () => {
    const input = join(folder, 'shared-reference');
    mkdirSync(join(input, 'spec'), { recursive: true });
    writeFileSync(join(input, 'spec', 'cli.yaml'), readFileSync(resolve(root, 'spec/cli.yaml')));
    for (const section of ['guides', 'other', 'more'])
      for (const name of ['cli.html', 'again.html']) {
        mkdirSync(join(input, section), { recursive: true });
        writeFileSync(
          join(input, section, name),
          page(`CLI ${name}`, '<cli-reference src="/spec/cli.yaml"></cli-reference>'),
        );
      }
    const out = (name: string) => join(folder, 'shared-reference-out', name);
    for (const jobs of ['1', '2']) {
      const result = run(input, '--out', out(jobs), '--jobs', jobs, '--no-cache');
      expect(result.stderr).toBe('');
      expect(result.stdout, `--jobs ${jobs}`).toMatch(
        /^Prerendered 6 pages \(6 widgets, 1 rendered, 0 pages from the cache\)/m,
      );
    }
    expect(filesOf(out('2'))).toEqual(filesOf(out('1')));
  }, 300_000);

  it('renders again, from the cache, only a page that changed', () => {
    const input = site('changed-page');
    const cache = join(folder, 'changed-page-cache');
    expect(run(input, '--out', join(folder, 'changed-page-cold'), '--cache', cache).code).toBe(0);
    writeFileSync(
      join(input, 'guides', 'note-1.html'),
      page('Note 1', '<docs-callout type="note">Changed</docs-callout>'),
    );
    const again = run(input, '--out', join(folder, 'changed-page-warm'), '--cache', cache);
    expect(counted(again.stdout)).toEqual({ pages: 10, fromCache: 9 });
    expect(readFileSync(join(folder, 'changed-page-warm', 'guides', 'note-1.html'), 'utf8')).toContain('Changed');
  }, 300_000);

  it('renders again every page that shows a spec that changed', () => {
    const input = site('changed-spec');
    const cache = join(folder, 'changed-spec-cache');
    expect(run(input, '--out', join(folder, 'changed-spec-cold'), '--cache', cache).code).toBe(0);
    const spec = readFileSync(join(input, 'spec', 'cli.yaml'), 'utf8');
    const changed = spec.replace(/^ {2}title: .*$/m, '  title: Renamed by the test');
    expect(changed).not.toBe(spec);
    writeFileSync(join(input, 'spec', 'cli.yaml'), changed);
    const again = run(input, '--out', join(folder, 'changed-spec-warm'), '--cache', cache);
    expect(counted(again.stdout)).toEqual({ pages: 10, fromCache: 8 });
    for (const path of [join('guides', 'cli.html'), join('other', 'cli.html')])
      expect(readFileSync(join(folder, 'changed-spec-warm', path), 'utf8')).toContain('Renamed by the test');
  }, 300_000);

  it('renders again a page whose spec links a file that changed', () => {
    const input = site('changed-link');
    const cache = join(folder, 'changed-link-cache');
    expect(run(input, '--out', join(folder, 'changed-link-cold'), '--cache', cache).code).toBe(0);
    writeFileSync(join(input, 'cobra', 'tool_inside.yaml'), cobra('tool inside', 'Now goes deeper', []));
    const again = run(input, '--out', join(folder, 'changed-link-warm'), '--cache', cache);
    expect(counted(again.stdout)).toEqual({ pages: 10, fromCache: 9 });
    const tool = readFileSync(join(folder, 'changed-link-warm', 'cobra', 'tool.html'), 'utf8');
    expect(tool).toContain('Now goes deeper');
    expect(tool).not.toContain('Goes inside');
  }, 300_000);

  it('renders every page again when an option changes', () => {
    const input = site('changed-option');
    const cache = join(folder, 'changed-option-cache');
    const out = join(folder, 'changed-option-out');
    expect(run(input, '--out', out, '--cache', cache, '--styles-url', '/first/').code).toBe(0);
    const again = run(input, '--out', out, '--cache', cache, '--styles-url', '/second/');
    expect(counted(again.stdout)).toEqual({ pages: 10, fromCache: 0 });
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('href="/second/');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).not.toContain('href="/first/');
  }, 300_000);

  it('warns of a damaged cache file and renders its page anew, the same as before', () => {
    const input = site('damaged');
    const cache = join(folder, 'damaged-cache');
    expect(run(input, '--out', join(folder, 'damaged-cold'), '--cache', cache).code).toBe(0);
    const expected = filesOf(join(folder, 'damaged-cold'));
    const files = readdirSync(cache).filter((name) => name.endsWith('.json') && !name.startsWith('assets-'));
    expect(files.length).toBe(10);
    writeFileSync(join(cache, files[0]!), '{"format": "docs-widgets-prerender-cache-1", "html": ');
    writeFileSync(join(cache, files[1]!), JSON.stringify({ format: 'docs-widgets-prerender-cache-1', html: 7 }));
    const again = run(input, '--out', join(folder, 'damaged-warm'), '--cache', cache);
    expect(again.code).toBe(0);
    expect(
      again.stderr.match(/the cache file .+\.json is damaged: ignored, and the page rendered anew\./g),
    ).toHaveLength(2);
    expect(counted(again.stdout)).toEqual({ pages: 10, fromCache: 8 });
    expect(filesOf(join(folder, 'damaged-warm'))).toEqual(expected);
  }, 300_000);

  it('keeps its cache in node_modules/.cache/docs-widgets unless told, and none with --no-cache', () => {
    const input = site('default-cache');
    const project = join(folder, 'default-cache-project');
    mkdirSync(project);
    const inProject = (...args: string[]) =>
      spawnSync(process.execPath, [bin, 'prerender', ...args], { cwd: project, encoding: 'utf8', timeout: 300_000 });
    expect(inProject(input, '--out', join(project, 'out'), '--no-cache').status).toBe(0);
    expect(() => statSync(join(project, 'node_modules'))).toThrow();
    expect(inProject(input, '--out', join(project, 'out')).status).toBe(0);
    // A file for each page, and one for the stylesheets.
    expect(readdirSync(join(project, 'node_modules', '.cache', 'docs-widgets')).length).toBe(11);
  }, 300_000);

  it('prints nothing but problems with --quiet, and refuses a shard that is not one of n', () => {
    const input = site('quiet');
    const quiet = run(input, '--out', join(folder, 'quiet-out'), '--quiet', '--no-cache');
    expect(quiet).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const wrong = run(input, '--shard', '5/4');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('--shard takes <i>/<n> with 1 ≤ i ≤ n (2/4), got "5/4".');
  }, 300_000);
});
