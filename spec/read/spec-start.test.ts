// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from './parse-yaml';
import { buildReferenceModel, visibleSpec } from '../model/reference-model';
import { documentStart, yamlStart } from './spec-start';
import { validateSpec } from '../check/validate-spec';

// A spec's start is drawn before the whole spec is read, so it must hold the very section the
// whole spec shows first: never a section that is then replaced under the reader.

/** The id of the section the whole spec shows first. */
function firstSection(document: unknown): string | undefined {
  const { spec } = validateSpec(document);
  return spec ? buildReferenceModel(visibleSpec(spec)).entries[0]?.command.id : undefined;
}

const fixture = resolve(import.meta.dirname, '../../../shared/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml');

describe('real specs', () => {
  const specs: [string, string][] = [['our spec', resolve(import.meta.dirname, '../cli.yaml')]];
  if (existsSync(fixture)) specs.push(['the third-party fixture', fixture]);
  it.each(specs)('%s: the start, from the text or parsed, holds the section shown first', async (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const document = await parseYaml(text);
    const first = firstSection(document);
    expect(first).toBeDefined();
    expect(documentStart(document as object)?.commands.map((command) => command.id)).toEqual([first]);
    expect((await yamlStart(text, parseYaml))?.commands.map((command) => command.id)).toEqual([first]);
  });
});

describe('hand-written specs', () => {
  const info = { id: 'tool', version: '1.0', title: 'Tool' };
  const command = (id: string, fields: Record<string, unknown> = {}) => ({
    id,
    title: id,
    summary: 'Does it.',
    ...fields,
  });

  const twoGroups = {
    ...info,
    tags: [
      { id: 'first', title: 'First' },
      { id: 'second', title: 'Second' },
    ],
  };

  it.each([
    [
      'a subcommand listed before its parent',
      { info, commands: [command('tool-b-x'), command('tool-a'), command('tool-b', { subcommands: ['tool-b-x'] })] },
      'tool-a',
    ],
    [
      'groups in the order of info.tags, not of the commands',
      {
        info: twoGroups,
        commands: [command('tool-a', { tags: ['second'] }), command('tool-b', { tags: ['first'] })],
      },
      'tool-b',
    ],
    [
      'an empty first group',
      {
        info: twoGroups,
        commands: [command('tool-a', { tags: ['second'] }), command('tool-b')],
      },
      'tool-a',
    ],
    [
      'a hidden first command, and a tag that is not in info.tags (counted as none)',
      { info, commands: [command('tool-a', { hidden: true }), command('tool-b', { tags: ['nope'] })] },
      'tool-b',
    ],
  ])('%s', (_label, document, expected) => {
    expect(firstSection(document)).toBe(expected);
    expect(documentStart(document)?.commands.map((shown) => shown.id)).toEqual([expected]);
  });

  it('skips a first command left out as not valid; gives no start without a command to show', () => {
    expect(documentStart({ info, commands: [{ title: 'no id' }, command('tool-b')] })?.commands[0]?.id).toBe('tool-b');
    expect(documentStart({ info, commands: [] })).toBeUndefined();
    expect(documentStart({ info, commands: 'tool-a' })).toBeUndefined();
    expect(documentStart({ info, commands: [command('tool-a', { hidden: true })] })).toBeUndefined();
  });

  it("reads a YAML text's start only when its first commands are sure to hold the section shown first", async () => {
    const yaml = (commands: string) => `info: {id: tool, version: '1.0', title: Tool}\ncommands:\n${commands}`;
    const ids = async (text: string) => (await yamlStart(text, parseYaml))?.commands.map((shown) => shown.id);
    // The first command, named nowhere else.
    expect(await ids(yaml('  - {id: tool-a, title: a}\n  - {id: tool-b, title: b}\n'))).toEqual(['tool-a']);
    // Listed as a subcommand further on: no start from the text; the parsed spec gives the next.
    const listed = yaml(
      '  - {id: tool-a, title: a}\n  - {id: tool-b, title: b}\n  - {id: tool-c, title: c, subcommands: [tool-a]}\n',
    );
    expect(await ids(listed)).toBeUndefined();
    expect(documentStart((await parseYaml(listed)) as object)?.commands.map((shown) => shown.id)).toEqual(['tool-b']);
    // The first group's first command further down: read up to it.
    const grouped = `info: {id: tool, version: '1.0', title: Tool, tags: [{id: one, title: One}]}\ncommands:\n  - {id: tool-a, title: a}\n  - {id: tool-b, title: b, tags: [one]}\n  - {id: tool-c, title: c}\n`;
    expect(await ids(grouped)).toEqual(['tool-b']);
    // Named again further on, if only in a sentence: it might be a subcommand there, so no start.
    const named = yaml(
      '  - {id: tool-a, title: a}\n  - {id: tool-b, title: b}\n  - {id: tool-c, title: c, summary: Like tool-a.}\n',
    );
    expect(await ids(named)).toBeUndefined();
    expect(firstSection(await parseYaml(named))).toBe('tool-a');
    // The first group's first command lies past the list's first 64 KB: no start from the text.
    const long = 'x'.repeat(3000);
    const tagged = `info: {id: tool, version: '1.0', title: Tool, tags: [{id: one, title: One}]}\ncommands:\n${Array.from(
      { length: 30 },
      (_, index) => `  - {id: tool-${index}, title: t${index}, summary: ${long}}\n`,
    ).join('')}  - {id: tool-late, title: late, tags: [one]}\n  - {id: tool-last, title: last}\n`;
    expect(await ids(tagged)).toBeUndefined();
    expect(firstSection(await parseYaml(tagged))).toBe('tool-late');
  });
});
