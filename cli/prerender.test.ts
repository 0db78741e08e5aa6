// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `docs-widgets prerender`, run as users run it: the built command-line tool in a child process.

const root = resolve(import.meta.dirname, '..');
let folder = '';
let bin = '';

beforeAll(async () => {
  // Inside the repository, so the tool's imports (React, the package's dependencies) resolve.
  const parent = join(root, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  folder = mkdtempSync(join(parent, 'docs-widgets-prerender-'));
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
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: folder, encoding: 'utf8', timeout: 300_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function site(name: string): string {
  const path = join(folder, name);
  mkdirSync(join(path, 'guides'), { recursive: true });
  mkdirSync(join(path, 'spec'), { recursive: true });
  writeFileSync(join(path, 'spec', 'cli.yaml'), readFileSync(resolve(root, 'spec/cli.yaml')));
  writeFileSync(
    join(path, 'index.html'),
    '<!doctype html><html><head><title>Home</title></head><body><docs-callout type="tip">Hi</docs-callout></body></html>',
  );
  writeFileSync(
    join(path, 'guides', 'cli.html'),
    '<!doctype html><html><head><title>CLI</title></head><body><cli-reference src="/spec/cli.yaml"></cli-reference></body></html>',
  );
  return path;
}

describe('docs-widgets prerender', () => {
  it('renders every page of a folder into --out, with the stylesheets linked relative to each page', () => {
    const input = site('site-out');
    const out = join(folder, 'out');
    const result = run('prerender', input, '--out', out);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Prerendered 2 pages');
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    const cli = readFileSync(join(out, 'guides', 'cli.html'), 'utf8');
    expect(home).toMatch(
      /<docs-callout type="tip" [^>]*><template shadowrootmode="open"><link rel="stylesheet" href="_docs-widgets\/docs-callout\.\w+\.css"/,
    );
    expect(cli).toContain('href="../_docs-widgets/cli-reference.');
    expect(cli).toContain('id="supabase-db-push"');
    const sheets = readdirSync(join(out, '_docs-widgets'));
    expect(sheets.some((name) => /^cli-reference\.\w+\.css$/.test(name))).toBe(true);
    // The input is left alone.
    expect(readFileSync(join(input, 'index.html'), 'utf8')).not.toContain('shadowrootmode');
  });

  it('rewrites the pages in place without --out', () => {
    const input = site('site-in-place');
    expect(run('prerender', join(input, 'index.html')).code).toBe(0);
    expect(readFileSync(join(input, 'index.html'), 'utf8')).toContain('shadowrootmode');
  });

  it('names the file, tag and attribute of a problem, and writes nothing with --strict', () => {
    const input = site('site-strict');
    writeFileSync(join(input, 'index.html'), '<accepted-values values="[oops"></accepted-values>');
    const result = run('prerender', input, '--strict');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/index\.html: <accepted-values> attribute "values": is not valid JSON/);
    expect(readFileSync(join(input, 'index.html'), 'utf8')).not.toContain('shadowrootmode');
  });

  it('leaves pages that React hydrates as they are, and says why (Next.js, Docusaurus)', () => {
    const input = site('site-react');
    const next =
      '<!DOCTYPE html><html><body><param-row name="a"></param-row><script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>';
    const docusaurus =
      '<!doctype html><html><body><div id="__docusaurus"><param-row name="a"></param-row></div></body></html>';
    writeFileSync(join(input, 'next.html'), next);
    writeFileSync(join(input, 'docs.html'), docusaurus);
    const result = run('prerender', input);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Prerendered 2 pages');
    expect(result.stderr).toContain("left 1 page as it is: Next.js's React hydrates it");
    expect(result.stderr).toContain("left 1 page as it is: Docusaurus's React hydrates it");
    expect(readFileSync(join(input, 'next.html'), 'utf8')).toBe(next);
    expect(readFileSync(join(input, 'docs.html'), 'utf8')).toBe(docusaurus);
    expect(readFileSync(join(input, 'index.html'), 'utf8')).toContain('shadowrootmode');
  });

  it('refuses a file that is not an HTML page, and a folder without one, writing nothing', () => {
    const input = site('site-not-html');
    const spec = join(input, 'spec', 'cli.yaml');
    const yaml = readFileSync(spec, 'utf8');
    const file = run('prerender', spec);
    expect(file.stderr).toBe(
      `docs-widgets prerender: ${spec}: not an HTML page; prerender takes .html or .htm files, or folders of them.\n`,
    );
    expect(file.code).toBe(1);
    expect(file.stdout).toBe('');
    expect(readFileSync(spec, 'utf8')).toBe(yaml);
    expect(readdirSync(join(input, 'spec'))).toEqual(['cli.yaml']);

    const noPages = run('prerender', join(input, 'spec'));
    expect(noPages.stderr).toBe(
      `docs-widgets prerender: ${join(input, 'spec')}: no .html or .htm page in this folder.\n`,
    );
    expect(noPages.code).toBe(1);
    expect(readdirSync(join(input, 'spec'))).toEqual(['cli.yaml']);

    // Given the whole folder, it renders the pages and leaves the spec beside them as it was.
    const folderRun = run('prerender', input);
    expect(folderRun.code).toBe(0);
    expect(folderRun.stdout).toContain('Prerendered 2 pages');
    expect(readFileSync(spec, 'utf8')).toBe(yaml);
  });

  it('explains its usage', () => {
    expect(run('prerender').code).toBe(1);
    expect(run('prerender', '--help').stdout).toContain('--out <dir>');
    expect(run('prerender', join(folder, 'nothing-here')).stderr).toContain('does not exist');
  });

  it('reads no file outside --root: traversal, absolute paths and symbolic links are refused, naming page, attribute and rule', () => {
    const input = site('site-boundary');
    const secret =
      'clispec: "001"\ninfo: { id: leaked, version: "1", title: SECRET-FROM-OUTSIDE }\ncommands: []\nflags: []\n';
    writeFileSync(join(folder, 'outside.yaml'), secret);
    symlinkSync(join(folder, 'outside.yaml'), join(input, 'spec', 'linked.yaml'));
    symlinkSync(join(folder, 'outside.yaml'), join(input, 'linked-page.html'));
    writeFileSync(
      join(input, 'guides', 'attack.html'),
      [
        '../../outside.yaml',
        '/../outside.yaml',
        '/spec/linked.yaml',
        `file://${join(folder, 'outside.yaml')}`,
        '/%2e%2e/outside.yaml',
        '/spec/..%2f..%2foutside.yaml',
        'http://169.254.169.254/latest/meta-data/',
        'http://2130706433/',
      ]
        .map((src) => `<cli-reference src="${src}"></cli-reference>`)
        .join('\n'),
    );
    const out = join(folder, 'boundary-out');
    const result = run('prerender', input, '--out', out, '--allow-fetch', 'http://169.254.169.254');
    expect(result.code).toBe(0);
    const page = readFileSync(join(out, 'guides', 'attack.html'), 'utf8');
    expect(page).not.toContain('SECRET-FROM-OUTSIDE');
    expect(result.stderr).not.toContain('SECRET-FROM-OUTSIDE');
    // Each refusal names the page, the attribute and the rule (and the address it would read: a
    // folder's is its oclif manifest).
    expect(result.stderr).toMatch(
      /guides\/attack\.html: <cli-reference> attribute "src": .*"\/spec\/linked\.yaml" leads \(through a symbolic link\) outside the site's root folder/,
    );
    expect(result.stderr).toMatch(
      /guides\/attack\.html: <cli-reference> attribute "src": .*is a file: address; only site files and http\(s\) addresses are read/,
    );
    expect(result.stderr).toMatch(
      /guides\/attack\.html: <cli-reference> attribute "src": .*"http:\/\/169\.254\.169\.254\/latest\/meta-data\/(?:oclif\.manifest\.json)?" is not fetched: .*link-local/,
    );
    expect(result.stderr).toMatch(
      /guides\/attack\.html: <cli-reference> attribute "src": the spec "http:\/\/2130706433\/" was not read at build time: "http:\/\/127\.0\.0\.1\/(?:oclif\.manifest\.json)?" is not on an origin the build may fetch from \(--allow-fetch\)/,
    );
    // A page that is a link to a file outside the site is not read at all.
    expect(result.stderr).toMatch(/linked-page\.html: a symbolic link that leads outside/);
    expect(readdirSync(out)).not.toContain('linked-page.html');
  });

  it('checks its network options', () => {
    const input = site('site-options');
    expect(run('prerender', input, '--allow-fetch', 'https://cdn.example.com/specs/').stderr).toContain(
      'is not an origin',
    );
    expect(run('prerender', input, '--fetch-timeout', 'soon').stderr).toContain(
      '--fetch-timeout takes a positive number',
    );
    expect(run('prerender', input, '--max-source-size', '-1').stderr).toContain(
      '--max-source-size takes a positive number',
    );
    expect(run('prerender', '--help').stdout).toContain('--allow-fetch <origin>');
  });

  it('writes control characters a page put in a value escaped, so a page cannot forge lines of the build log', () => {
    const input = site('site-log');
    writeFileSync(
      join(input, 'index.html'),
      '<cli-reference src="/x\u001b[2K\rindex.html: all good\n.yaml"></cli-reference>',
    );
    const result = run('prerender', input);
    expect(result.stderr).not.toContain('\u001b');
    expect(result.stderr.split('\n').filter((line) => line.startsWith('index.html: all good'))).toEqual([]);
  });
});
