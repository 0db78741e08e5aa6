// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The static generators' recipes in package/README.md are what the consumer sites
// (tests/consumers/<generator>) are built with, which the consumer tests check in Chromium: a
// recipe edited without its site, or the other way round, fails here.

const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'package/README.md'), 'utf8');
const site = (generator: string, file: string) => readFileSync(join(root, 'tests/consumers', generator, file), 'utf8');

/** The fenced blocks of a `### <heading>` section of the README, by language. */
function blocks(heading: string, language: string): string[] {
  const rest = readme.slice(readme.indexOf(`### ${heading}\n`) + 1);
  const end = rest.search(/\n##/);
  const section = end === -1 ? rest : rest.slice(0, end);
  return [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1] ?? '');
}

const withoutComments = (text: string) =>
  text
    .split('\n')
    .filter((line) => !/^\s*(#|\/\/)/.test(line))
    .map((line) => line.replace(/\s+#.*$/, ''))
    .join('\n')
    .trim();

const buildScript = (json: string) =>
  (JSON.parse(withoutComments(json)) as { scripts: { build: string } }).scripts.build;

describe('the static generators’ recipes are their consumer sites', () => {
  it('Hugo: the module mounts and the build', () => {
    const mounts = withoutComments(blocks('Hugo', 'toml')[0]!);
    expect(site('hugo', 'hugo.toml')).toContain(mounts);
    expect(buildScript(blocks('Hugo', 'json')[0]!)).toBe(buildScript(site('hugo', 'package.json')));
    expect(site('hugo', 'layouts/_default/baseof.html')).toContain(blocks('Hugo', 'go-html-template')[0]!.trim());
  });

  it('MkDocs: the hook and the preset', () => {
    for (const line of withoutComments(blocks('MkDocs', 'yaml')[0]!).split('\n')) {
      expect(site('mkdocs', 'mkdocs.yml')).toContain(line);
    }
  });

  it('Sphinx: the extension on the path, and the configuration', () => {
    for (const line of withoutComments(blocks('Sphinx', 'python')[0]!).split('\n').filter(Boolean)) {
      expect(site('sphinx', 'docs/conf.py')).toContain(line);
    }
    expect(site('sphinx', 'package.json')).toContain('sphinx-build -W');
  });

  it('Jekyll: the build', () => {
    expect(buildScript(blocks('Jekyll', 'json')[0]!)).toBe(buildScript(site('jekyll', 'package.json')));
    expect(site('jekyll', '_layouts/default.html')).toContain('{% include docs-widgets.html %}');
  });
});
