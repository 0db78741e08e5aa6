// @vitest-environment node
import { CORE_SCHEMA, load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { chooseFormat } from '../read/parse-spec-text';
import { readDocument, validateRead } from '../read/read-document';
import { SpecLoadError } from '../model/spec-errors';
import { importCobraFiles, importForeign } from './import-spec';

// Broken input in every format: truncated text, wrong types, cycles, 10,000 levels of nesting and
// 20 MB. Each gives a message that names the place, and what can be read is still shown.

const parseYaml = async (text: string) => load(text, { schema: CORE_SCHEMA });

/** The page's own path: parse as JSON or YAML (or KDL), then the format's reader; an object as the spec property gives it. */
async function read(text: string, document?: unknown) {
  const foreign = (request: Parameters<typeof importForeign>[0]) => importForeign(request, parseYaml);
  const imported =
    document === undefined
      ? await readDocument(text, chooseFormat(text, '', '') === 'json' ? 'json' : 'yaml', parseYaml, foreign)
      : await foreign({ text, document });
  return { ...validateRead(imported), format: imported.format };
}

async function failure(text: string) {
  try {
    await read(text);
  } catch (error) {
    if (error instanceof SpecLoadError) return error;
    throw error;
  }
  throw new Error('read without an error');
}

const openCli = (commands: unknown) =>
  JSON.stringify({ opencli: '0.1', info: { title: 'tool', version: '1' }, commands }, null, 1);
const oclif = (commands: unknown) => JSON.stringify({ version: '1.0.0', commands }, null, 1);

describe('truncated text names the line and column', () => {
  it('OpenCLI and oclif (JSON)', async () => {
    for (const text of [openCli([{ name: 'build' }]), oclif({ 'a:b': { id: 'a:b', flags: {} } })]) {
      const cut = await failure(text.slice(0, Math.floor(text.length * 0.6)));
      expect(cut.message).toMatch(/^The JSON could not be parsed at line \d+, column \d+/);
    }
  });

  it('a usage spec (KDL)', async () => {
    const cut = await failure('name "tool"\ncmd "build" help="Build" {\n  flag "-v --verbose"\n  arg "<target');
    expect(cut.message).toMatch(/^The KDL could not be parsed at line 4, column \d+/);
  });

  it('cobra YAML: a broken file of a folder is named, the others are shown', async () => {
    const result = await importCobraFiles(
      [
        { name: 'tool.yaml', text: 'command: tool\nshort: The tool\ncname: [tool run]\n' },
        {
          name: 'tool_run.yaml',
          text: 'command: tool run\nshort: Runs\noptions:\n  - option: fast\n    value_type: [bool\n',
        },
        { name: 'tool_stop.yaml', text: 'command: tool stop\nshort: Stops\npname: tool\n' },
      ],
      parseYaml,
    );
    const { spec, problems } = validateRead(result);
    expect(problems[0]).toMatchObject({ path: 'tool_run.yaml', expected: 'a YAML file' });
    expect(spec!.commands.map((command) => command.title)).toEqual(['tool', 'tool stop']);
  });
});

describe('wrong types are reported where they are, and the rest is kept', () => {
  it('OpenCLI', async () => {
    const { spec, problems } = await read(
      openCli([{ name: 'build', options: [{ name: 7 }, { name: '--fast' }], arguments: 'none' }, { name: 'test' }]),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'commands[0].options[0].name', expected: 'a non-empty string' }),
    );
    expect(spec!.commands.map((command) => command.title)).toEqual(['tool build', 'tool test']);
    expect(spec!.commands[0]!.flags.map((flag) => flag.name)).toEqual(['--fast']);
  });

  it('oclif', async () => {
    const { spec, problems } = await read(
      oclif({
        run: { id: 'run', flags: { fast: 'yes', slow: { name: 'slow', type: 'boolean' } }, examples: [42] },
        x: 3,
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'commands.x', expected: 'a mapping' }),
        expect.objectContaining({ path: 'commands["run"].flags.fast', expected: 'a mapping' }),
        expect.objectContaining({ path: 'commands["run"].examples[0]' }),
      ]),
    );
    expect(spec!.commands[0]!.flags.map((flag) => flag.name)).toEqual(['--slow']);
  });

  it('a usage spec', async () => {
    const { spec, problems } = await read('cmd "run" {\n  flag 42\n  flag "--ok"\n  arg #true\n}\ncmd "stop"\n');
    expect(problems.map((problem) => problem.path)).toEqual(['cmd "run" › flag "42"', 'cmd "run" › arg "true"']);
    expect(spec!.commands.map((command) => command.title)).toEqual(['cli run', 'cli stop']);
    expect(spec!.commands[0]!.flags.map((flag) => flag.name)).toEqual(['--ok']);
  });

  it('cobra YAML', async () => {
    const { spec, problems } = await read(
      'command: tool run\nshort: Runs\noptions:\n  - option: 5\n  - option: fast\n    value_type: bool\n  - just text\n',
    );
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'options[0].option' })]));
    expect(spec!.commands[0]!.flags.map((flag) => flag.name)).toEqual(['--fast']);
  });
});

describe('cycles never loop', () => {
  it('an OpenCLI object that contains itself (given as the spec property)', async () => {
    const build: Record<string, unknown> = { name: 'build' };
    build.commands = [build];
    const { spec, problems } = await read('', {
      opencli: '0.1',
      info: { title: 'tool', version: '1' },
      commands: [build],
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ path: 'commands[0].commands[0]', found: 'a command repeated inside itself' }),
    );
    expect(spec!.commands.map((command) => command.title)).toEqual(['tool build']);
  });

  it('cobra files whose parents name each other', async () => {
    const { spec, problems } = validateRead(
      await importCobraFiles(
        [
          { name: 'a.yaml', text: 'command: tool a\nshort: A\npname: tool b\ncname: [tool b]\n' },
          { name: 'b.yaml', text: 'command: tool b\nshort: B\npname: tool a\ncname: [tool a]\n' },
        ],
        parseYaml,
      ),
    );
    expect(problems).toContainEqual(expect.objectContaining({ expected: 'a command that does not contain this one' }));
    expect(spec!.commands.map((command) => command.title).sort()).toEqual(['tool a', 'tool b']);
  });
});

describe('10,000 levels of nesting', () => {
  it('OpenCLI: read to 64 levels, the rest reported', async () => {
    // Written out, since JSON.stringify itself recurses.
    const levels = 10_000;
    const nested = `${'{"name":"c","commands":['.repeat(levels)}{"name":"leaf"}${']}'.repeat(levels)}`;
    const { spec, problems } = await read(
      `{"opencli":"0.1","info":{"title":"tool","version":"1"},"commands":[${nested}]}`,
    );
    expect(spec!.commands).toHaveLength(64);
    expect(problems).toContainEqual(expect.objectContaining({ expected: 'commands nested at most 64 levels deep' }));
  });

  it('oclif: an id of 10,000 topics is listed under its 64th', async () => {
    const id = Array.from({ length: 10_000 }, (_, index) => `t${index}`).join(':');
    const { spec, problems } = await read(oclif({ [id]: { id, flags: {} } }));
    expect(spec!.commands).toHaveLength(64);
    expect(problems).toContainEqual(expect.objectContaining({ expected: 'topics nested at most 64 levels deep' }));
  });

  it('a usage spec: refused before the parser, naming the line', async () => {
    const text = `${'cmd "a" {\n'.repeat(10_000)}${'}\n'.repeat(10_000)}`;
    const error = await failure(text);
    expect(error.message).toMatch(/^The KDL could not be parsed at line 201, column 9: Nodes are nested more than 200/);
  });

  it('cobra YAML: a chain of 10,000 files, each the parent of the next', async () => {
    const files = Array.from({ length: 10_000 }, (_, index) => ({
      name: `f${index}.yaml`,
      text: `command: tool n${index}\nshort: Level ${index}\n${index > 0 ? `pname: tool n${index - 1}\n` : ''}`,
    }));
    const { spec, problems } = validateRead(await importCobraFiles(files, parseYaml));
    expect(spec!.commands).toHaveLength(10_000);
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('20 MB in every format', () => {
  const twentyMegabytes = 20 * 1024 * 1024;

  it('OpenCLI, oclif, usage and cobra are read whole', async () => {
    const count = 40_000;
    const openCliText = openCli(
      Array.from({ length: count }, (_, index) => ({
        name: `c${index}`,
        description: `Does thing ${index}. ${'x'.repeat(400)}`,
        options: [{ name: `--flag-${index}`, aliases: ['-f'], description: 'A flag.' }],
      })),
    );
    const oclifText = oclif(
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          `topic:c${index}`,
          {
            id: `topic:c${index}`,
            description: `Does thing ${index}. ${'x'.repeat(400)}`,
            flags: { fast: { name: 'fast', type: 'boolean', char: 'f' } },
          },
        ]),
      ),
    );
    const usageText = Array.from(
      { length: count },
      (_, index) =>
        `cmd "c${index}" help="Does thing ${index}. ${'x'.repeat(460)}" {\n  flag "-f --fast" help="Fast."\n}\n`,
    ).join('');
    const cobraText = `command: tool\nshort: The tool\nlong: |\n${`  ${'x'.repeat(99)}\n`.repeat(twentyMegabytes / 100)}`;
    for (const [name, text, commands] of [
      ['OpenCLI', openCliText, count],
      ['oclif', oclifText, count + 1],
      ['usage', usageText, count],
      ['cobra', cobraText, 1],
    ] as const) {
      expect(text.length, name).toBeGreaterThan(twentyMegabytes);
      const { spec } = await read(text);
      expect(spec!.commands, name).toHaveLength(commands);
    }
  }, 240_000);
});
