// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, parseMarkdownText } from './markdown-parse';

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

  it('hands back the same blocks for the same text, so repeated flag descriptions are read once', () => {
    const text = 'Output format of status variables.';
    expect(parseMarkdown(text)).toBe(parseMarkdown(text));
  });
});
