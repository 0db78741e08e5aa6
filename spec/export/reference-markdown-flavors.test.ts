// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { referenceToMarkdown } from './reference-markdown';
import type { CliSpec } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

// The flavors of the Markdown export, rule by rule: what MkDocs (Python-Markdown) and MyST
// (Sphinx) need where they read Markdown differently from GFM. cli/cli-markdown-generators.test.ts
// builds sites from the same output with the real generators.

/** A CLI whose texts hold pipes, HTML-looking text and a link to the global flags. */
function pipeSpec(): CliSpec {
  const { spec } = validateSpec({
    info: { id: 'piper', version: '1.0', title: 'Piper', language: 'sh' },
    flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
    commands: [
      {
        id: 'piper-run',
        title: 'piper run',
        summary: 'Runs <name> & more.',
        description: 'See [the guide](/guides/run) and [the debug flag](#global-flags--debug).',
        usage: 'piper run [flags]',
        tags: ['main'],
        flags: [
          {
            id: 'format',
            name: '--format <json|yaml>',
            description: 'Writes `json|yaml`.',
            default_value: 'json|yaml',
            accepted_values: [{ id: 'a', name: 'a|b' }],
          },
          { id: 'quiet', name: '--quiet', description: 'Says less.', default_value: 'false' },
        ],
        exclusive_flags: [['format', 'quiet']],
      },
    ],
  });
  return spec!;
}

describe('referenceToMarkdown for MkDocs (flavor mkdocs)', () => {
  it('declares a command anchor once, as an attribute list, not as an <a id> beside the id MkDocs gives the heading', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'mkdocs' });
    expect(page!.markdown).toContain('\n### piper run {#piper-run}\n');
    expect(page!.markdown).toContain('\n## Global flags {#global-flags}\n');
    expect(page!.markdown).not.toMatch(/^#+ <a id/m);
  });

  it('writes pipes inside code spans of a table as they are, which Python-Markdown shows without a backslash', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'mkdocs' });
    const row = page!.markdown.split('\n').find((line) => line.includes('piper-run--format'));
    expect(row).toContain('| `json|yaml` | no | `json|yaml` | `a|b` | Writes `json|yaml`. |');
    expect(row).not.toContain('\\|');
  });

  it('writes < and & as character references, since Python-Markdown shows a backslash before them', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'mkdocs' });
    expect(page!.markdown).toContain('Runs &lt;name\\> &amp; more.');
  });
});

describe('referenceToMarkdown for MyST (flavor myst)', () => {
  it('declares a command anchor once, as a MyST target before its heading, not as an <a id> that MyST slugs', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'myst' });
    expect(page!.markdown).toContain('\n(piper-run)=\n\n### piper run\n');
    expect(page!.markdown).toContain('\n(global-flags)=\n\n## Global flags\n');
    expect(page!.markdown).not.toMatch(/^#+ <a id/m);
  });

  it('links to the global flags and to flags by target name, which Sphinx resolves (it reports #anchor as missing)', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'myst' });
    const markdown = page!.markdown;
    expect(markdown).toContain('Also takes the [global flags](<global-flags>).');
    expect(markdown).toContain('Use only one of [`--format`](<piper-run--format>), [`--quiet`](<piper-run--quiet>).');
    expect(markdown).toContain('[the debug flag](<global-flags--debug>)');
    expect(markdown).toContain('(piper-run--format)=\n(piper-run--quiet)=\n| Flag |');
    expect(markdown).toContain('(global-flags--debug)=\n| Flag |');
    expect(markdown).not.toMatch(/\]\(<?#/);
  });

  it('keeps only the text of a relative link, which Sphinx would report as a missing reference', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'myst' });
    expect(page!.markdown).toContain('See the guide and');
    const [withBase] = referenceToMarkdown(pipeSpec(), { flavor: 'myst', docsBase: 'https://docs.example/' });
    expect(withBase!.markdown).toContain('See [the guide](<https://docs.example/guides/run>)');
  });

  it('escapes pipes inside table code spans as GFM does, which MyST reads as a pipe', () => {
    const [page] = referenceToMarkdown(pipeSpec(), { flavor: 'myst' });
    expect(page!.markdown).toContain('| `json\\|yaml` | no | `json\\|yaml` | `a\\|b` |');
  });

  it('lists the group pages in a hidden table of contents, so that sphinx-build -W does not stop at them', () => {
    const pages = referenceToMarkdown(pipeSpec(), { flavor: 'myst', splitByGroup: true });
    expect(pages.map((page) => page.file)).toEqual(['index.md', 'commands.md']);
    expect(pages[0]!.markdown).toContain('```{toctree}\n:hidden:\n\ncommands\n```');
    expect(pages[1]!.markdown).toContain('Also takes the [global flags](<global-flags>).');
  });

  it('keeps the title heading under front matter, since MyST does not take the title from there', () => {
    const pages = referenceToMarkdown(pipeSpec(), { flavor: 'myst', splitByGroup: true, frontMatter: true });
    expect(pages[1]!.markdown).toMatch(/^---\ntitle: "Commands"\n---\n\n# Commands\n/);
  });

  it('falls back to an <a id> before the heading for an anchor a target cannot name', () => {
    const spec = pipeSpec();
    const [page] = referenceToMarkdown(
      { ...spec, commands: spec.commands.map((command) => ({ ...command, id: 'piper run' })) },
      { flavor: 'myst' },
    );
    expect(page!.markdown).toContain('\n<a id="piper run"></a>\n\n### piper run\n');
  });
});

describe('referenceToMarkdown for GFM (the default)', () => {
  it('keeps the <a id> in headings and the escaped pipes that GitHub and MDX read', () => {
    const [page] = referenceToMarkdown(pipeSpec());
    expect(page!.markdown).toContain('\n### <a id="piper-run"></a>piper run\n');
    expect(page!.markdown).toContain('Also takes the [global flags](<#global-flags>).');
    expect(page!.markdown).toContain('| `json\\|yaml` | no | `json\\|yaml` | `a\\|b` |');
  });
});
