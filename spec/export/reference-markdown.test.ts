// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { marked, type Token, type Tokens } from 'marked';
import { micromark } from 'micromark';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../markdown/markdown-parse';
import { buildReferenceModel, flagAnchor } from '../model/reference-model';
import { referenceToMarkdown, referenceToText, type MarkdownPage } from './reference-markdown';
import type { CliSpec } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

// The pages are checked with real parsers: marked (CommonMark with GFM tables, as static site
// generators read it) and micromark (strict CommonMark), not by comparing strings we wrote.

const fixturePath = resolve(import.meta.dirname, '../../../shared/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml');
const hasFixture = existsSync(fixturePath);
const fixtureNote = hasFixture
  ? ''
  : ' [skipped: ../shared/fixtures/supabase-cli/ is absent, as it is outside the development checkout]';

function specOf(document: unknown): CliSpec {
  const { spec } = validateSpec(document);
  if (!spec) throw new Error('not a spec');
  return spec;
}

function readSpec(path: string): CliSpec {
  return specOf(load(readFileSync(path, 'utf8'), { schema: CORE_SCHEMA.withTags(mergeTag) }));
}

const ourSpec = () => readSpec(resolve(import.meta.dirname, '../cli.yaml'));

function html(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The ids a page's HTML declares. */
function idsOf(pageHtml: string): Set<string> {
  return new Set([...pageHtml.matchAll(/ id="([^"]*)"/g)].map((match) => decodeEntities(match[1]!)));
}

/** Every element name in the HTML a page renders to. */
function elementsOf(pageHtml: string): Set<string> {
  return new Set([...pageHtml.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]!.toLowerCase()));
}

function tokensOf(markdown: string, type: string): Token[] {
  const found: Token[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === type) found.push(token);
  });
  return found;
}

/** Checks that every link between the pages lands on an id one of them declares. */
function expectLinksResolve(pages: MarkdownPage[]) {
  const ids = new Map(pages.map((page) => [page.file, idsOf(html(page.markdown))]));
  let checked = 0;
  for (const page of pages) {
    for (const match of html(page.markdown).matchAll(/ href="([^"]*)"/g)) {
      const href = decodeEntities(match[1]!);
      if (/^[a-z]+:/i.test(href) || href.startsWith('/')) continue;
      const [file = '', fragment] = href.split('#');
      const target = file === '' ? page.file : file;
      expect(ids.has(target), `${page.file} links to ${href}`).toBe(true);
      if (fragment !== undefined)
        expect(ids.get(target)!.has(decodeURIComponent(fragment)), `${page.file} → ${href}`).toBe(true);
      checked += 1;
    }
  }
  return checked;
}

/** What a complete reference shows, checked against the parsed pages: sections, anchors, flag tables, examples. */
function expectCompleteReference(spec: CliSpec, pages: MarkdownPage[]) {
  const model = buildReferenceModel(spec);
  const all = pages.map((page) => page.markdown).join('\n');
  const ids = new Set(pages.flatMap((page) => [...idsOf(html(page.markdown))]));
  for (const { command, anchor } of model.entries) {
    expect(ids.has(anchor), `section of ${command.id}`).toBe(true);
    for (const flag of command.flags)
      expect(ids.has(flagAnchor(anchor, flag.id)), `${command.id} ${flag.id}`).toBe(true);
  }
  for (const flag of spec.flags) expect(ids.has(flagAnchor(model.globalFlagsAnchor, flag.id))).toBe(true);

  const headings = tokensOf(all, 'heading') as Tokens.Heading[];
  const commandHeadings = headings.filter((heading) => /<a id="/.test(heading.raw));
  expect(commandHeadings).toHaveLength(model.entries.length + (spec.flags.length > 0 ? 1 : 0));
  // The heading text, as a reader sees it, is the command as typed, in the reference's order.
  const shown = commandHeadings.map((heading) =>
    decodeEntities(marked.parseInline(heading.text, { async: false }).replace(/<[^>]*>/g, '')),
  );
  expect(shown.filter((text) => text !== 'Global flags')).toEqual(model.entries.map((entry) => entry.command.title));

  const tables = tokensOf(all, 'table') as Tokens.Table[];
  const flagTables = tables.filter(
    (table) =>
      table.header.map((cell) => cell.text).join() === 'Flag,Type,Required,Default,Accepted values,Description',
  );
  const commandsWithFlags = spec.commands.filter((command) => command.flags.length > 0).length;
  expect(flagTables).toHaveLength(commandsWithFlags + (spec.flags.length > 0 ? 1 : 0));
  const rows = flagTables.flatMap((table) => table.rows);
  expect(rows).toHaveLength(spec.commands.reduce((sum, command) => sum + command.flags.length, spec.flags.length));
  for (const row of rows) expect(row).toHaveLength(6);
  expect(rows.filter((row) => row[2]!.text === 'yes')).toHaveLength(
    [...spec.flags, ...spec.commands.flatMap((command) => command.flags)].filter((flag) => flag.required).length,
  );
  const valueCount = rows.reduce((sum, row) => sum + tokensOf(row[4]!.text, 'codespan').length, 0);
  expect(valueCount).toBeGreaterThanOrEqual(
    [...spec.flags, ...spec.commands.flatMap((command) => command.flags)].reduce(
      (sum, flag) => sum + flag.acceptedValues.length,
      0,
    ),
  );

  const code = (tokensOf(all, 'code') as Tokens.Code[]).map((block) => block.text);
  for (const command of spec.commands) {
    for (const example of command.examples) expect(code).toContain(example.code.replace(/\n+$/, ''));
    if (command.usage) expect(code).toContain(command.usage.replace(/\n+$/, ''));
  }
}

describe('referenceToMarkdown on our spec', () => {
  it('writes one page that renders as the whole reference, every link landing on an anchor', () => {
    const spec = ourSpec();
    const pages = referenceToMarkdown(spec);
    expect(pages.map((page) => page.file)).toEqual(['index.md']);
    expect(pages[0]!.markdown).toMatch(/^# Supabase CLI reference\n\nVersion `1\.150\.0`\.\n/);
    expectCompleteReference(spec, pages);
    expect(expectLinksResolve(pages)).toBeGreaterThan(100);
  });

  it('splits by group into pages that link to each other', () => {
    const spec = ourSpec();
    const model = buildReferenceModel(spec);
    const pages = referenceToMarkdown(spec, { splitByGroup: true });
    expect(pages.map((page) => page.file)).toEqual([
      'index.md',
      'quick-start.md',
      'local-dev.md',
      'management-api.md',
      'other-commands.md',
    ]);
    expect(pages.map((page) => page.title).slice(1)).toEqual(model.groups.map((group) => group.title));
    expectCompleteReference(spec, pages);
    // The index lists every command, each linking into its group's page.
    const index = html(pages[0]!.markdown);
    for (const entry of model.entries) expect(index).toContain(`#${encodeURIComponent(entry.anchor)}"`);
    expect(index).toContain('href="local-dev.md#supabase-db-push"');
    expect(expectLinksResolve(pages)).toBeGreaterThan(200);
  });

  it('uses the anchor prefix the reference is given, for anchors and links alike', () => {
    const spec = ourSpec();
    const [page] = referenceToMarkdown(spec, { anchorPrefix: 'cli-' });
    const ids = idsOf(html(page!.markdown));
    expect(ids.has('cli-supabase-db-push')).toBe(true);
    expect(ids.has('cli-supabase-db-push--dry-run')).toBe(true);
    expect(ids.has('cli-global-flags--debug')).toBe(true);
    expect(ids.has('supabase-db-push')).toBe(false);
    expectLinksResolve([page!]);
  });

  it('resolves the spec text links as the reference does with docs-base and dashboard-base', () => {
    const spec = ourSpec();
    const [relative] = referenceToMarkdown(spec);
    expect(relative!.markdown).toContain('[database settings](</dashboard/project/_/settings/database>)');
    const [absolute] = referenceToMarkdown(spec, {
      docsBase: 'https://docs.example/docs/',
      dashboardBase: 'https://app.example',
    });
    expect(absolute!.markdown).toContain('[database settings](<https://app.example/project/_/settings/database>)');
    expect(absolute!.markdown).toContain(
      '[local development guide](<https://docs.example/docs/guides/local-development>)',
    );
  });

  it('starts each page with front matter when asked, for generators that take the title from it', () => {
    const pages = referenceToMarkdown(ourSpec(), { splitByGroup: true, frontMatter: true });
    expect(pages[0]!.markdown).toMatch(/^---\ntitle: "Supabase CLI reference"\n---\n\n(?!# )/);
    expect(pages[1]!.markdown).toMatch(/^---\ntitle: "Quick start"\n---\n/);
  });
});

describe(`referenceToMarkdown on the shared third-party fixture${fixtureNote}`, () => {
  it.skipIf(!hasFixture)('renders every command, flag, required marker, accepted value and example', () => {
    const spec = readSpec(fixturePath);
    expect(spec.commands).toHaveLength(123);
    const pages = referenceToMarkdown(spec);
    expectCompleteReference(spec, pages);
    expect(expectLinksResolve(pages)).toBeGreaterThan(100);
    const split = referenceToMarkdown(spec, { splitByGroup: true });
    expectCompleteReference(spec, split);
    expectLinksResolve(split);
  });

  it.skipIf(!hasFixture)("reads back with the reference's own parser as the same blocks marked sees", () => {
    const [page] = referenceToMarkdown(readSpec(fixturePath));
    const ours = parseMarkdown(page!.markdown.slice(0, 90_000));
    const theirs = marked.lexer(page!.markdown.slice(0, 90_000)).filter((token) => token.type !== 'space');
    const kinds = (types: string[]) =>
      types.map((type) => (type === 'hr' ? 'rule' : type === 'blockquote' ? 'quote' : type));
    expect(kinds(ours.map((block) => block.type)).slice(0, 200)).toEqual(
      kinds(theirs.map((token) => token.type)).slice(0, 200),
    );
  });
});

/** A spec whose every text tries to break out: HTML, pipes, backticks, line breaks, unsafe links, MDX braces. */
function hostileSpec(): CliSpec {
  return specOf({
    info: {
      id: 'evil',
      version: '1.0.0 <b>bold</b>',
      title: 'Evil <script>alert(1)</script> | CLI',
      description: 'Intro <img src=x onerror=alert(1)>\n\n<div onclick="x()">block</div>\n\n{props.secret}',
      tags: [{ id: 'main', title: 'Main <i>group</i> | tools' }],
    },
    flags: [
      {
        id: 'g|x',
        name: '--pipe <a|b>',
        description: 'Global `a|b` with | pipes\nand a second line <br>',
        default_value: 'a|b',
      },
    ],
    commands: [
      {
        id: 'evil-run"><img src=x onerror=alert(1)>',
        title: 'evil `run` <u>now</u>',
        summary: '- looks like a list item <span>',
        description:
          '<script>alert(1)</script>\n\n[click](javascript:alert(1)) and [data](data:text/html,<b>x</b>) and [ok](<https://example.com/a b>)\n\n# Heading <em>x</em>\n\n```sh\n``` ``` nested fence\n```\n\n1. one\n2. two\n\n- a\n\n* b',
        tags: ['main'],
        usage: 'evil run ```` <x>',
        flags: [
          {
            id: 'cell',
            name: '--cell <value>',
            description:
              'Line one\n\nLine two with `code | pipe` and `back\\|slash` and a \\| escaped pipe\n\n```\nblock | code\n```',
            default_value: '`ticks` | <b>',
            required: true,
            accepted_values: [
              { id: 'a', name: 'a|b' },
              { id: 'b', name: '<img src=x>' },
            ],
          },
        ],
        examples: [
          {
            id: 'ex',
            name: 'Example <script>x</script>',
            code: 'evil run ```\n<b>not html</b>',
            response: '```\n<i>output</i>',
            description: '> quoted <b>html</b>',
          },
        ],
      },
    ],
  });
}

describe('referenceToMarkdown on hostile spec text', () => {
  const allowed = new Set([
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'ul',
    'ol',
    'li',
    'blockquote',
    'em',
    'strong',
    'del',
    'br',
  ]);

  it('lets no HTML from the spec through, in marked (GFM) or in micromark (CommonMark, HTML allowed)', () => {
    for (const splitByGroup of [false, true]) {
      for (const page of referenceToMarkdown(hostileSpec(), { splitByGroup })) {
        for (const rendered of [html(page.markdown), micromark(page.markdown, { allowDangerousHtml: true })]) {
          expect([...elementsOf(rendered)].filter((element) => !allowed.has(element))).toEqual([]);
          // Our own anchors are the only <a> without href, and they carry nothing but an id.
          for (const match of rendered.matchAll(/<a (?!href=)([^>]*)>/g)) expect(match[1]).toMatch(/^id="[^"]*"$/);
          // No event handler attribute on any element (quoted attribute values set aside).
          expect(rendered.replace(/"[^"]*"/g, '""')).not.toMatch(/<[^>]*\son\w+=/i);
          expect(rendered).not.toMatch(/href="(?:javascript|data):/i);
        }
      }
    }
  });

  it('shows the hostile text as text, the anchors intact', () => {
    const [page] = referenceToMarkdown(hostileSpec());
    expectCompleteReference(hostileSpec(), [page!]);
    const rendered = html(page!.markdown);
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered).toContain('Intro &lt;img src=x onerror=alert(1)&gt;');
    expect(rendered).toContain('{props.secret}');
    expect(rendered).toContain('<h1>Evil &lt;script&gt;alert(1)&lt;/script&gt; | CLI reference</h1>');
    // An unsafe link keeps its text without the link; a safe one is encoded.
    expect(rendered).toContain('click and data and <a href="https://example.com/a%20b">ok</a>');
    // The summary that looks like a list item stays a paragraph.
    expect(rendered).toContain('<p>- looks like a list item &lt;span&gt;</p>');
    const ids = idsOf(rendered);
    expect(ids.has('evil-run"><img src=x onerror=alert(1)>')).toBe(true);
    expect(ids.has('evil-run"><img src=x onerror=alert(1)>--cell')).toBe(true);
    expect(ids.has('global-flags--g|x')).toBe(true);
    expectLinksResolve([page!]);
  });

  it('keeps pipes, backticks and line breaks inside their table cells', () => {
    const [page] = referenceToMarkdown(hostileSpec());
    const [global, command] = (tokensOf(page!.markdown, 'table') as Tokens.Table[]).map((table) => table.rows);
    expect(global).toHaveLength(1);
    expect(global![0]).toHaveLength(6);
    expect(html(page!.markdown)).toContain('<td><code>a|b</code></td>');
    expect(command).toHaveLength(1);
    const [name, type, required, , , description] = command![0]!;
    expect(name!.text).toMatch(/`--cell`$/);
    expect(type!.text).toBe('`value`');
    expect(required!.text).toBe('yes');
    const cells = html(page!.markdown)
      .match(/<td>.*?<\/td>/gs)!
      .slice(6, 12);
    expect(cells[3]).toBe('<td><code>`ticks` | &lt;b&gt;</code></td>');
    expect(cells[4]).toBe('<td><code>a|b</code>, <code>&lt;img src=x&gt;</code></td>');
    expect(cells[5]).toBe(
      '<td>Line one<br />Line two with <code>code | pipe</code> and back\\|slash and a | escaped pipe<br /><code>block | code</code></td>',
    );
    expect(description!.text).not.toContain('\n');
  });

  it('fences code that holds backticks so that it stays one block', () => {
    const [page] = referenceToMarkdown(hostileSpec());
    const code = (tokensOf(page!.markdown, 'code') as Tokens.Code[]).map((block) => block.text);
    expect(code).toContain('evil run ```\n<b>not html</b>');
    expect(code).toContain('```\n<i>output</i>');
    expect(code).toContain('evil run ```` <x>');
    expect(code).toContain('``` ``` nested fence');
  });

  it('writes the plain text file with every command, flag and value, the markup reduced to words', () => {
    const text = referenceToText(hostileSpec());
    expect(text).toMatch(
      /^# Evil <script>alert\(1\)<\/script> \| CLI reference\n\n> .*: one command, 1 global flags\.\n/,
    );
    expect(text).toContain(
      '- --cell (value; required; default `ticks` | <b>; accepted values: a|b, <img src=x>): Line one',
    );
    expect(text).toContain('click (javascript:alert(1))');
  });
});

describe('referenceToText', () => {
  it('holds every command, flag and example of our spec in the reference order', () => {
    const spec = ourSpec();
    const text = referenceToText(spec);
    const model = buildReferenceModel(spec);
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['Global flags', ...model.entries.map((entry) => entry.command.title)]);
    for (const command of spec.commands) {
      for (const flag of command.flags) expect(text).toContain(`- ${flag.name.replace(/\s+<.*>$/s, '')} (`);
      for (const example of command.examples) expect(text).toContain(example.code.trimEnd());
    }
    expect(text).not.toMatch(/<a id=/);
    // Lists stay lists, tight ones without blank lines; code keeps its backticks.
    expect(text).toContain(
      '\n1. Run it without arguments to pick a template from a menu, or name one such as `scratch`.\n2. Choose ',
    );
  });
});
