// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import {
  MAX_BLOCKS,
  MAX_MARKDOWN_LENGTH,
  MAX_NESTING,
  parseMarkdown,
  parseMarkdownText,
  type MarkdownBlock,
} from './markdown-parse';

const fixturePath = `${process.cwd()}/../shared/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml`;
const ourSpecPath = `${process.cwd()}/spec/cli.yaml`;

interface SpecTexts {
  commands: { description?: string; flags?: { description?: string }[]; examples?: { description?: string }[] }[];
}

function descriptions(path: string): string[] {
  const spec = load(readFileSync(path, 'utf8')) as SpecTexts;
  return spec.commands.flatMap((command) => [
    command.description ?? '',
    ...(command.flags ?? []).map((flag) => flag.description ?? ''),
    ...(command.examples ?? []).map((example) => example.description ?? ''),
  ]);
}

describe('parseMarkdown', () => {
  it('reads every description of our spec and of the fixture exactly as the full reader does', () => {
    const texts = [...descriptions(ourSpecPath), ...(existsSync(fixturePath) ? descriptions(fixturePath) : [])];
    expect(texts.length).toBeGreaterThan(300);
    for (const text of texts) expect(parseMarkdown(text), text).toEqual(parseMarkdownText(text));
  });

  it('takes the plain-line shortcut only where the full reader agrees', () => {
    const lines = [
      'Plain words, with commas; and (parentheses).',
      'Trailing spaces are dropped   ',
      'Underscores in snake_case matter',
      'A link to https://example.com is linked',
      'A pipe | makes a table cell',
      'Stars *mark* emphasis',
      'Entities &amp; stay decoded',
      'Box ┌──┐ drawings are code',
      '1. an ordered list',
      '# a heading',
      '    indented code',
      '- a bullet',
      'Two\nlines',
      'Title\r===',
      'Hi\r- item',
      'Tab\tinside',
      'Nul\u0000inside',
      'Ünïcödé letters first',
      '',
    ];
    for (const line of lines) expect(parseMarkdown(line), line).toEqual(parseMarkdownText(line));
  });

  it('cuts a long text of plain words too, rather than taking the plain-line shortcut', () => {
    const text = 'Plain words without any markup at all '.repeat(5_000);
    const blocks = parseMarkdown(text);
    expect(blocks).toHaveLength(2);
    expect(blocks[1]).toMatchObject({ type: 'paragraph', content: [{ type: 'emphasis' }] });
  });

  it('hands back the same blocks for the same text, so repeated flag descriptions are read once', () => {
    const text = 'Output format of status variables.';
    expect(parseMarkdown(text)).toBe(parseMarkdown(text));
  });
});

/** How deep lists and quotes nest in blocks, and every text in them, without recursion. */
function shape(blocks: MarkdownBlock[]): { depth: number; blocks: number; text: string } {
  let depth = 0;
  let count = 0;
  const texts: string[] = [];
  const pending = blocks.map((block) => ({ block, level: 0 }));
  while (pending.length > 0) {
    const { block, level } = pending.shift()!;
    count += 1;
    depth = Math.max(depth, level);
    if (block.type === 'quote') pending.push(...block.children.map((child) => ({ block: child, level: level + 1 })));
    else if (block.type === 'list') {
      count += block.items.length;
      for (const item of block.items) pending.push(...item.map((child) => ({ block: child, level: level + 1 })));
    } else if (block.type === 'paragraph' || block.type === 'heading') {
      texts.push(
        block.content.map((inline) => (inline.type === 'text' || inline.type === 'code' ? inline.text : '')).join(''),
      );
    } else if (block.type === 'code') texts.push(block.code);
  }
  return { depth, blocks: count, text: texts.join('\n') };
}

describe('parseMarkdownText on hostile input', () => {
  it(`nests lists ${MAX_NESTING} levels deep and keeps what is deeper as plain text`, () => {
    const source = Array.from({ length: 5_000 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n');
    const { depth, text } = shape(parseMarkdownText(source));
    expect(depth).toBe(MAX_NESTING);
    expect(text).toContain(`item ${MAX_NESTING - 1}`);
    // Deeper items are words in one paragraph, not code blocks or further lists.
    expect(text).toMatch(new RegExp(`- item ${MAX_NESTING + 5}\n- item ${MAX_NESTING + 6}`));
  });

  it('nests quotes and lists in each other only as deep, and keeps every line', () => {
    const source = Array.from({ length: 1_000 }, (_, index) => `${'> - '.repeat((index % 30) + 1)}line ${index}`).join(
      '\n',
    );
    const { depth, text } = shape(parseMarkdownText(source));
    expect(depth).toBeLessThanOrEqual(MAX_NESTING);
    for (const index of [0, 29, 500, 999]) expect(text).toContain(`line ${index}`);
  });

  it(`reads at most ${MAX_BLOCKS} blocks and keeps the lines after them as plain text`, () => {
    const source = Array.from({ length: 3_000 }, (_, index) => `> - item ${index}`).join('\n');
    const { blocks, text } = shape(parseMarkdownText(source));
    expect(blocks).toBeLessThanOrEqual(MAX_BLOCKS + 2);
    expect(text).toMatch(/(^|\n)item 0(\n|$)/);
    expect(text).toContain('- item 2999');
  });

  it('reads a fence that never closes as code to the end', () => {
    const source = `\`\`\`\n${Array.from({ length: 50_000 }, (_, index) => `line ${index}`).join('\n')}`;
    const blocks = parseMarkdownText(source);
    expect(blocks[0]).toMatchObject({ type: 'code' });
    expect((blocks[0] as { code: string }).code.startsWith('line 0\nline 1\n')).toBe(true);
  });

  it(`cuts a text longer than ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters at a line break, and says so`, () => {
    const source = Array.from({ length: 20_000 }, (_, index) => `Line ${index} of a very long text.`).join('\n\n');
    const blocks = parseMarkdownText(source);
    const note = blocks.at(-1)!;
    expect(note).toMatchObject({ type: 'paragraph', content: [{ type: 'emphasis' }] });
    const noteText = (note as unknown as { content: [{ children: [{ text: string }] }] }).content[0].children[0].text;
    const shown = shape(blocks.slice(0, -1)).text;
    expect(noteText).toBe(
      `This text is cut short here: the last ${(source.length - source.lastIndexOf('\n', MAX_MARKDOWN_LENGTH)).toLocaleString('en')} of its ${source.length.toLocaleString('en')} characters are not shown.`,
    );
    expect(shown).toContain('Line 0 of');
    expect(shown.length).toBeLessThanOrEqual(MAX_MARKDOWN_LENGTH);
  });
});
