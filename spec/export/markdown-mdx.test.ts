// @vitest-environment node
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { createProcessor, evaluate } from '@mdx-js/mdx';
import { decodeHTML } from 'entities/decode';
import { CORE_SCHEMA, load } from 'js-yaml';
import { marked } from 'marked';
import { micromark } from 'micromark';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as runtime from 'react/jsx-runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownCases } from '../../tests/hostile/markdown.mjs';
import { diffSpecs } from '../diff/diff-specs';
import { diffToMarkdown } from '../diff/diff-markdown';
import { inlineText, parseMarkdown, parseSummary } from '../markdown/markdown-parse';
import { validateRead } from '../read/read-document';
import { readSpecPath } from '../read/read-files';
import { referenceToMarkdown } from './reference-markdown';
import { buildReferenceModel, flagAnchor, splitFlagName } from '../model/reference-model';
import type { CliFlag, CliSpec } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

// The Markdown writers' output is read the way docs sites read it: compiled and run as MDX
// (`@mdx-js/mdx` 3, as Docusaurus 3 and Astro do with .md and .mdx pages), and parsed by marked (GFM)
// and micromark (CommonMark). For every spec of the hostile corpus (tests/hostile/markdown.mjs:
// each payload in every field; tests/hostile/specs/mdx-*: payloads inside Markdown structures, and
// an OpenCLI file), each output (one page; pages split by group with front matter; the diff's
// Markdown) must compile, evaluate and render with nothing run, hold no MDX statement, expression
// or element but our anchors and line breaks, and show every spec string as text, unescaped.

const hostileSpecs = resolve(import.meta.dirname, '../../tests/hostile/specs');

/** The places a payload reported from when it ran. */
const ran: string[] = [];
const scope = globalThis as { hostileMarkdown?: (where: unknown) => void };

beforeAll(() => {
  scope.hostileMarkdown = (where) => ran.push(String(where));
});
afterAll(() => {
  delete scope.hostileMarkdown;
});

/** The corpus: the generated specs, then the hand-written ones, each read as the commands read it. */
async function corpus() {
  const cases = markdownCases().map(({ id, document }) => ({ id, ...validateSpec(document) }));
  for (const file of readdirSync(hostileSpecs)
    .filter((name) => name.startsWith('mdx-'))
    .sort()) {
    cases.push({ id: file, ...validateRead(await readSpecPath(resolve(hostileSpecs, file))) });
  }
  return cases.map(({ id, spec, problems }) => ({ id, spec: spec!, problems }));
}

/** What a reader sees of spec Markdown: the text of each paragraph, heading, table cell and code block. */
function markdownTexts(source: string | undefined): string[] {
  const texts: string[] = [];
  const pending = source ? [...parseMarkdown(source)] : [];
  while (pending.length > 0) {
    const block = pending.pop()!;
    if (block.type === 'heading' || block.type === 'paragraph') texts.push(inlineText(block.content));
    else if (block.type === 'code') texts.push(block.code);
    else if (block.type === 'quote') pending.push(...block.children);
    else if (block.type === 'list') pending.push(...block.items.flat());
    else if (block.type === 'table') texts.push(...[block.head, ...block.rows].flat().map(inlineText));
  }
  return texts;
}

const summaryText = (summary: string) => inlineText(parseSummary(summary));

/** Every spec string the reference pages show. */
function referenceTexts(spec: CliSpec): string[] {
  const flagTexts = (flag: CliFlag) => [
    ...Object.values(splitFlagName(flag)),
    flag.defaultValue,
    ...flag.acceptedValues.flatMap((value) => [value.name, value.type ?? '']),
    ...markdownTexts(flag.description),
    ...flag.aliases,
    ...flag.env,
    flag.since ?? '',
    flag.deprecated?.since ?? '',
    flag.deprecated?.note ?? '',
  ];
  return [
    spec.info.title,
    spec.info.version,
    ...markdownTexts(spec.info.description),
    ...spec.info.tags.map((tag) => tag.title),
    ...spec.flags.flatMap(flagTexts),
    ...spec.commands.flatMap((command) => [
      command.title,
      summaryText(command.summary),
      ...markdownTexts(command.description),
      command.usage ?? '',
      ...command.aliases,
      command.since ?? '',
      command.group ?? '',
      ...[command.deprecated, command.experimental].flatMap((marker) => [marker?.since ?? '', marker?.note ?? '']),
      ...command.arguments.flatMap((argument) => [
        argument.name,
        argument.defaultValue,
        ...argument.acceptedValues.map((value) => value.name),
        ...markdownTexts(argument.description),
        ...argument.env,
        argument.deprecated?.note ?? '',
      ]),
      ...command.examples.flatMap((example) => [
        example.name,
        example.code,
        example.response ?? '',
        ...markdownTexts(example.description),
      ]),
      ...command.exitCodes.flatMap((exit) => markdownTexts(exit.description)),
      ...command.flags.flatMap(flagTexts),
    ]),
  ].filter((text) => text.trim() !== '');
}

/** Every spec string the diff's Markdown shows, between `earlier(spec)` and the spec, and the spec and none. */
function diffTexts(spec: CliSpec): string[] {
  const flagTexts = (flag: CliFlag) => [
    flag.name,
    flag.defaultValue,
    ...flag.acceptedValues.map((value) => value.name),
    ...flag.env,
  ];
  return [
    spec.info.version,
    ...spec.flags.flatMap(flagTexts),
    ...spec.commands.flatMap((command) => [
      command.title,
      summaryText(command.summary),
      command.usage ?? '',
      ...command.aliases,
      ...command.arguments.map((argument) => argument.name),
      ...command.flags.flatMap(flagTexts),
    ]),
  ].filter((text) => text.trim() !== '');
}

/** The spec as an earlier version: no commands or flags at all. */
function emptied(spec: CliSpec): CliSpec {
  return { ...spec, info: { ...spec.info, version: 'earlier' }, flags: [], commands: [] };
}

/**
 * The spec as an earlier version: the same commands and flags, without defaults, values, usage,
 * aliases and arguments, and every flag's required-ness the other way, so that each flag is listed.
 */
function earlier(spec: CliSpec): CliSpec {
  const bare = (flag: CliFlag): CliFlag => ({
    ...flag,
    defaultValue: '',
    acceptedValues: [],
    env: [],
    required: !flag.required,
  });
  return {
    ...emptied(spec),
    flags: spec.flags.map(bare),
    commands: spec.commands.map((command) => ({
      ...command,
      usage: undefined,
      aliases: [],
      arguments: [],
      flags: command.flags.map(bare),
    })),
  };
}

/** The diff's Markdown for every kind of change the spec's fields can show in. */
function diffDocuments(spec: CliSpec): string[] {
  return [
    diffToMarkdown(diffSpecs(emptied(spec), spec), { href: 'reference.md' }),
    diffToMarkdown(diffSpecs(spec, emptied(spec)), { previousHref: 'reference.md' }),
    diffToMarkdown(diffSpecs(earlier(spec), spec)),
  ];
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: Array<{ type: string; name?: string }>;
  position?: { start: { line: number } };
  children?: MdxNode[];
}

/**
 * What MDX reads as code or as an element: statements, expressions, and elements other than our
 * `<a id>` anchors and the `<br />` of table cells; each as `type name line: text`.
 */
function mdxConstructs(markdown: string): string[] {
  const found: string[] = [];
  const pending = [createProcessor({ format: 'mdx' }).parse(markdown) as MdxNode];
  while (pending.length > 0) {
    const node = pending.pop()!;
    pending.push(...(node.children ?? []));
    const attributes = (node.attributes ?? []).map((attribute) => attribute.name ?? attribute.type).join();
    const ours = (node.name === 'a' && attributes === 'id') || (node.name === 'br' && attributes === '');
    if (node.type.startsWith('mdx') && !ours)
      found.push(`${node.type} ${node.name ?? ''} line ${node.position?.start.line}: ${node.value ?? ''}`);
  }
  return found;
}

/** Runs the Markdown as an MDX page does and renders it: the HTML, or what threw. */
async function runAsMdx(markdown: string): Promise<{ html: string; exports: string[] }> {
  // A base address lets an import statement load (a data: address runs its code), as a site build would.
  const module = await evaluate(markdown, { ...runtime, baseUrl: import.meta.url });
  return { html: renderToStaticMarkup(createElement(module.default)), exports: Object.keys(module) };
}

/** The text a reader sees in HTML: tags gone (blocks and line breaks as spaces), references decoded, spaces collapsed. */
function visibleText(html: string): string {
  return normalized(
    decodeHTML(html.replace(/<br\s*\/?>|<\/(?:p|h[1-6]|li|td|th|pre|blockquote|tr)>/g, ' ').replace(/<[^>]*>/g, '')),
  );
}

function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The ids the HTML declares. */
function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/ id="([^"]*)"/g)].map((match) => decodeHTML(match[1]!)));
}

/** What YAML 1.2 allows in a document (its `c-printable`): YAML readers refuse anything else. */
const YAML_PRINTABLE = /^[\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]*$/u;

/** The front matter's YAML, read as generators read it, and the rest of the page. */
function splitFrontMatter(markdown: string): { data: unknown; body: string } {
  const match = /^---\n([^]*?)\n---\n/.exec(markdown);
  expect(match, 'front matter').not.toBeNull();
  expect(match![1], 'front matter, as YAML allows it').toMatch(YAML_PRINTABLE);
  return { data: load(match![1]!, { schema: CORE_SCHEMA }), body: markdown.slice(match![0].length) };
}

/**
 * Reads `documents` as MDX, marked and micromark; checks that MDX finds no code in them and runs
 * none, and that every one of `texts` is shown, and every id of `ids` declared, by each reader.
 */
async function expectInert(label: string, documents: string[], texts: string[], ids: string[] = []) {
  const rendered: Record<'mdx' | 'marked' | 'micromark', string[]> = { mdx: [], marked: [], micromark: [] };
  for (const markdown of documents) {
    ran.length = 0;
    const run = await runAsMdx(markdown).catch((error: unknown) => error as Error);
    expect(ran, `${label}: payloads that ran`).toEqual([]);
    expect(run instanceof Error ? run.message : '', `${label}: compiling, running and rendering as MDX`).toBe('');
    expect(mdxConstructs(markdown), `${label}: what MDX reads as code`).toEqual([]);
    const { html, exports } = run as { html: string; exports: string[] };
    expect(exports, `${label}: the MDX module's exports`).toEqual(['default']);
    rendered.mdx.push(html);
    rendered.marked.push(marked.parse(markdown, { async: false, gfm: true }));
    rendered.micromark.push(micromark(markdown, { allowDangerousHtml: true }));
  }
  for (const [reader, pages] of Object.entries(rendered)) {
    // Without the GFM extension (not installed here) MDX reads tables as text, where a code span
    // keeps the `\|` that GFM would read as `|` in a cell; marked checks the tables as GFM reads them.
    const shown = pages.map((html) => visibleText(reader === 'mdx' ? html.replace(/\\\|/g, '|') : html)).join('\n');
    const missing = texts.map(normalized).filter((text) => !shown.includes(text));
    expect(missing, `${label}: spec text ${reader} does not show as written`).toEqual([]);
    const declared = new Set(pages.flatMap((html) => [...idsOf(html)]));
    expect(
      ids.filter((id) => !declared.has(id)),
      `${label}: anchors ${reader} does not declare`,
    ).toEqual([]);
  }
}

function anchorsOf(spec: CliSpec): string[] {
  const model = buildReferenceModel(spec);
  return [
    ...model.entries.flatMap(({ command, anchor }) => [
      anchor,
      ...command.flags.map((flag) => flagAnchor(anchor, flag.id)),
    ]),
    ...spec.flags.map((flag) => flagAnchor(model.globalFlagsAnchor, flag.id)),
  ];
}

describe('Markdown of hostile specs, read as MDX, GFM and CommonMark', async () => {
  const cases = await corpus();

  it('covers every payload and hand-written spec, among them the OpenCLI file, each read whole', () => {
    // A field the reader dropped would test nothing.
    for (const { id, problems } of cases)
      expect(
        problems.filter((problem) => problem.severity !== 'note'),
        id,
      ).toEqual([]);
    expect(cases.map((item) => item.id)).toEqual([
      'statement',
      'import',
      'carriageReturn',
      'expression',
      'jsx',
      'comment',
      'backticks',
      'frontMatter',
      'mdx-blocks.yaml',
      'mdx-front-matter.yaml',
      'mdx-opencli.json',
    ]);
  });

  it.each(cases)('$id: one page runs nothing and shows every string', async ({ id, spec }) => {
    const [page] = referenceToMarkdown(spec);
    await expectInert(id, [page!.markdown], referenceTexts(spec), anchorsOf(spec));
  });

  it.each(cases)('$id: pages split by group, with front matter, run nothing', async ({ id, spec }) => {
    const pages = referenceToMarkdown(spec, { splitByGroup: true, frontMatter: true });
    for (const page of pages)
      expect(splitFrontMatter(page.markdown).data, `${id} ${page.file}`).toEqual({ title: page.title });
    // MDX without a front matter extension reads it as text: that must be inert too.
    await expectInert(
      id,
      pages.map((page) => page.markdown),
      referenceTexts(spec).filter((text) => text !== spec.info.title),
      anchorsOf(spec),
    );
  });

  it.each(cases)("$id: the diff's Markdown runs nothing and shows every string", async ({ id, spec }) => {
    await expectInert(id, diffDocuments(spec), diffTexts(spec));
  });
});

describe('how spec text is written, to read well in every reader', () => {
  const spec = (title: string, summary: string, description: string) =>
    validateSpec({
      info: { id: 'tool', version: '1.0', title, tags: [{ id: 'main', title: 'Main' }] },
      commands: [
        { id: 'tool-run', title: 'tool run', summary, description, tags: ['main'], subcommands: ['tool-run-x'] },
        { id: 'tool-run-x', title: 'tool run x', summary: 'X.', group: 'export group' },
      ],
    }).spec!;

  it('starts no line with import or export: the first letter is a character reference', () => {
    const [page] = referenceToMarkdown(spec('Tool', 'export const a = 1', 'import b from "c"\n\n- export default d'));
    expect(page!.markdown).toContain(
      '\n&#101;xport const a = 1\n\n&#105;mport b from "c"\n\n- &#101;xport default d\n',
    );
    expect(page!.markdown).toContain('\n&#101;xport group:\n');
    expect(visibleText(micromark(page!.markdown))).toContain(
      'export const a = 1 import b from "c" export default d Subcommands export group:',
    );
  });

  it('keeps a subcommand group that looks like a list item or a numbered one a label', () => {
    const labels = validateSpec({
      info: { id: 'tool', version: '1.0', title: 'Tool' },
      commands: [
        { id: 'tool-run', title: 'tool run', summary: 'Runs.', subcommands: ['tool-run-a', 'tool-run-b'] },
        { id: 'tool-run-a', title: 'tool run a', summary: 'A.', group: '- listed' },
        { id: 'tool-run-b', title: 'tool run b', summary: 'B.', group: '2. numbered' },
      ],
    }).spec!;
    const html = micromark(referenceToMarkdown(labels)[0]!.markdown, { allowDangerousHtml: true });
    expect(html).toContain('<p>- listed:</p>');
    expect(html).toContain('<p>2. numbered:</p>');
  });

  it('escapes markup, braces and addresses with backslashes, which CommonMark, GFM and MDX all drop', () => {
    const [page] = referenceToMarkdown(
      spec('See {a} <b> https://example.com/c_d www.example.com e@example.com', 'X.', ''),
    );
    expect(page!.markdown).toMatch(
      /^# See \\\{a\\\} \\<b\\> https\\:\/\/example\.com\/c\\_d www\\\.example\.com e\\@example\.com reference\n/,
    );
    const shown = 'See {a} <b> https://example.com/c_d www.example.com e@example.com reference';
    expect(marked.parse(page!.markdown, { async: false, gfm: true })).toContain(
      `<h1>${shown.replace('<b>', '&lt;b&gt;')}</h1>`,
    );
  });

  it('writes front matter that is the title as YAML and inert text as Markdown', () => {
    const [page] = referenceToMarkdown(spec('A {b} <c>\n---', 'X.', ''), { frontMatter: true });
    expect(page!.markdown).toMatch(/^---\ntitle: "A \\u007bb\\u007d \\u003cc\\u003e\\n--- reference"\n---\n/);
    expect(splitFrontMatter(page!.markdown).data).toEqual({ title: 'A {b} <c>\n--- reference' });
  });

  it('puts text with long runs of spaces on one line in time proportional to its length', () => {
    // A regular expression with `\s*` on both sides of a line break tries each space of a run that
    // no break follows as a start, in quadratic time: nearly a minute for each of these fields,
    // where splitting takes milliseconds. The deadline is one only such a hang reaches.
    const spaces = ' '.repeat(200_000);
    const long = validateSpec({
      info: { id: 'tool', version: `1${spaces}2\r\n3`, title: `A${spaces}B\nC` },
      commands: [{ id: 'tool-run', title: 'tool run', summary: 'Runs.' }],
    }).spec!;
    const started = performance.now();
    const [page] = referenceToMarkdown(long);
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(page!.markdown.startsWith(`# A${spaces}B C reference\n\nVersion \`1${spaces}2 3\`.\n`)).toBe(true);
  });

  it("escapes the diff's versions and summaries as the reference does", () => {
    const before = spec('Tool', 'X.', '');
    const after = spec('Tool', '{a} <b>', '');
    const markdown = diffToMarkdown(
      diffSpecs({ ...before, commands: [] }, { ...after, info: { ...after.info, version: '{2}' } }),
    );
    expect(markdown).toContain('# What changed from 1.0 to \\{2\\}\n');
    expect(markdown).toContain(': \\{a\\} \\<b\\>\n');
  });
});
