import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import schema from '../cli.schema.json';
import { smallSpec } from '../test-fixtures';
import { validateSpec } from './validate-spec';

/**
 * The shared small spec (see test-fixtures.ts) as a document of our format, cut to the group and one
 * subcommand, and without the group's optional flags; each test copies it and breaks one thing.
 */
function validDocument(): Record<string, unknown> {
  const { info, flags, commands } = smallSpec();
  const group: Record<string, unknown> = { ...commands[0], subcommands: ['demo-sync-push'] };
  delete group.flags;
  return { clispec: '001', info, flags, commands: [group, commands[1]] };
}

type Fields = Record<string, unknown>;
const commandAt = (document: Fields, index: number) => (document.commands as Fields[])[index]!;

describe('validateSpec', () => {
  it('keeps a valid spec whole and reports nothing', () => {
    const { spec, problems } = validateSpec(validDocument());
    expect(problems).toEqual([]);
    expect(spec?.info.title).toBe('Demo CLI');
    expect(spec?.commands.map((command) => command.id)).toEqual(['demo-sync', 'demo-sync-push']);
    expect(spec?.commands[1]?.flags[1]?.acceptedValues.map((value) => value.name)).toEqual(['text', 'json']);
  });

  it('trims summaries and tolerates missing optional fields', () => {
    const { spec, problems } = validateSpec(validDocument());
    expect(problems).toEqual([]);
    const group = spec!.commands[0]!;
    expect(group.usage).toBeUndefined();
    expect(group.flags).toEqual([]);
    expect(group.examples).toEqual([]);
    expect(spec!.commands[1]!.summary).toBe('Upload settings');
  });

  it('keeps --experimental marked required on a command', () => {
    const { spec } = validateSpec(validDocument());
    const experimental = spec!.commands[1]!.flags.find((flag) => flag.id === 'experimental');
    expect(experimental?.required).toBe(true);
    expect(spec!.flags[0]?.required).toBe(false);
  });

  it('drops blank lines around markdown but keeps the indentation of code', () => {
    const document = validDocument();
    commandAt(document, 1).description = '\n\n    indented code\n\nText.\n\n';
    const { spec } = validateSpec(document);
    expect(spec!.commands[1]!.description).toBe('    indented code\n\nText.');
  });

  it('names the exact path, what was expected and what was found, and keeps the rest', () => {
    const document = validDocument();
    (commandAt(document, 1).flags as Fields[])[1]!.name = 42;
    commandAt(document, 0).summary = ['not', 'a', 'string'];
    const { spec, problems } = validateSpec(document);
    expect(problems).toContainEqual({
      path: 'commands[1].flags[1].name',
      expected: 'a non-empty string',
      found: 'a number (42)',
    });
    expect(problems).toContainEqual({ path: 'commands[0].summary', expected: 'a string', found: 'a list' });
    expect(spec!.commands).toHaveLength(2);
    expect(spec!.commands[1]!.flags.map((flag) => flag.id)).toEqual(['experimental']);
    expect(spec!.commands[0]!.summary).toBe('');
  });

  it('reports a second command with the same id and keeps the first', () => {
    const document = validDocument();
    (document.commands as Fields[]).push({ id: 'demo-sync', title: 'demo sync again', summary: 'Duplicate' });
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([
      {
        path: 'commands[2].id',
        expected: 'an id no other command uses',
        found: '"demo-sync", already used by commands[0]',
      },
    ]);
    expect(spec!.commands.filter((command) => command.id === 'demo-sync')).toHaveLength(1);
    expect(spec!.commands[0]!.title).toBe('demo sync');
  });

  it('reports a subcommand id that names no command', () => {
    const document = validDocument();
    commandAt(document, 0).subcommands = ['demo-sync-push', 'demo-sync-pull'];
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([
      {
        path: 'commands[0].subcommands[1]',
        expected: 'the id of a command in the commands list',
        found: '"demo-sync-pull" (no command has this id)',
      },
    ]);
    expect(spec!.commands[0]!.subcommands).toEqual(['demo-sync-push']);
  });

  it('reports a subcommand cycle once, cuts it, and still finishes', () => {
    const document = validDocument();
    commandAt(document, 1).subcommands = ['demo-sync'];
    const { spec, problems } = validateSpec(document);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('commands[1].subcommands[0]');
    expect(problems[0]!.found).toContain('demo-sync → demo-sync-push → demo-sync');
    expect(spec!.commands[1]!.subcommands).toEqual([]);
  });

  it('reports a command that lists itself', () => {
    const document = validDocument();
    commandAt(document, 0).subcommands = ['demo-sync', 'demo-sync-push'];
    const { spec, problems } = validateSpec(document);
    expect(problems.map((problem) => problem.path)).toEqual(['commands[0].subcommands[0]']);
    expect(spec!.commands[0]!.subcommands).toEqual(['demo-sync-push']);
  });

  it('handles a cycle that no top-level command leads into, and a chain 20 000 commands deep', () => {
    const loop = validDocument();
    loop.commands = [
      { id: 'a', title: 'a', summary: '', subcommands: ['b'] },
      { id: 'b', title: 'b', summary: '', subcommands: ['a'] },
    ];
    expect(validateSpec(loop).problems).toHaveLength(1);

    const chain = validDocument();
    chain.commands = Array.from({ length: 20_000 }, (_, index) => ({
      id: `c${index}`,
      title: `c${index}`,
      summary: '',
      subcommands: [`c${(index + 1) % 20_000}`],
    }));
    const { spec, problems } = validateSpec(chain);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.found).toContain('…');
    expect(spec!.commands).toHaveLength(20_000);
  });

  it('replaces an unpaired surrogate in an id, reports it, and keeps the links to that command', () => {
    const document = validDocument();
    commandAt(document, 0).subcommands = ['demo-sync-push\uD800'];
    commandAt(document, 1).id = 'demo-sync-push\uD800';
    (commandAt(document, 1).flags as Fields[])[1]!.id = '\uDC00format';
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([
      {
        path: 'commands[1].id',
        expected: 'text without unpaired surrogate characters',
        found: '"demo-sync-push\\ud800" (shown as "demo-sync-push\uFFFD")',
      },
      {
        path: 'commands[1].flags[1].id',
        expected: 'text without unpaired surrogate characters',
        found: '"\\udc00format" (shown as "\uFFFDformat")',
      },
    ]);
    expect(spec?.commands.map((command) => command.id)).toEqual(['demo-sync', 'demo-sync-push\uFFFD']);
    expect(spec?.commands[0]?.subcommands).toEqual(['demo-sync-push\uFFFD']);
    expect(spec?.commands[1]?.flags[1]?.id).toBe('\uFFFDformat');
    // A surrogate pair is a character like any other.
    const paired = validDocument();
    commandAt(paired, 1).id = 'demo-\uD83D\uDE80';
    commandAt(paired, 0).subcommands = ['demo-\uD83D\uDE80'];
    expect(validateSpec(paired).problems).toEqual([]);
  });

  it('reports a tag id that info.tags does not define', () => {
    const document = validDocument();
    commandAt(document, 0).tags = ['basics', 'advanced'];
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([
      {
        path: 'commands[0].tags[1]',
        expected: 'the id of a tag in info.tags',
        found: '"advanced" (no tag has this id)',
      },
    ]);
    expect(spec!.commands[0]!.tags).toEqual(['basics']);
  });

  it('returns no spec for a document that is not a mapping', () => {
    for (const document of [null, 'just text', 42, ['a', 'list']]) {
      const { spec, problems } = validateSpec(document);
      expect(spec).toBeNull();
      expect(problems).toHaveLength(1);
      expect(problems[0]!.expected).toBe('a mapping with info and commands');
    }
  });

  it('reads unquoted numbers where the format allows them', () => {
    const document = validDocument();
    document.clispec = 1;
    (document.info as Fields).version = 1.5;
    const { spec, problems } = validateSpec(document);
    expect(problems).toEqual([]);
    expect(spec!.info.version).toBe('1.5');
    expect(spec!.formatVersion).toBe('1');
  });

  it('does not change the document it is given (aliases share objects)', () => {
    const document = validDocument();
    commandAt(document, 1).subcommands = ['demo-sync', 'missing'];
    const before = JSON.stringify(document);
    validateSpec(document);
    expect(JSON.stringify(document)).toBe(before);
  });
});

describe('validateSpec agrees with spec/cli.schema.json', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  const schemaAccepts = ajv.compile(schema);

  /** Each sample breaks (or bends) one shape rule; both validators must say the same. */
  const samples: [name: string, valid: boolean, change: (document: Fields) => void][] = [
    ['unchanged', true, () => {}],
    ['no flags at all', true, (d) => delete d.flags],
    ['an unknown key', true, (d) => (d['x-generator'] = { name: 'tool' })],
    ['clispec as a number', true, (d) => (d.clispec = 1)],
    ['clispec as a list', false, (d) => (d.clispec = ['001'])],
    ['info missing', false, (d) => delete d.info],
    ['info title empty', false, (d) => ((d.info as Fields).title = '')],
    ['info version as a number', true, (d) => ((d.info as Fields).version = 2)],
    ['info version as a boolean', false, (d) => ((d.info as Fields).version = true)],
    ['info source as a number', false, (d) => ((d.info as Fields).source = 5)],
    ['info description null', false, (d) => ((d.info as Fields).description = null)],
    ['a tag without title', false, (d) => delete ((d.info as Fields).tags as Fields[])[0]!.title],
    ['commands missing', false, (d) => delete d.commands],
    ['commands as a mapping', false, (d) => (d.commands = {})],
    ['a command as a string', false, (d) => (d.commands as unknown[]).push('demo other')],
    ['a command id empty', false, (d) => (commandAt(d, 0).id = '')],
    ['a command without summary', false, (d) => delete commandAt(d, 0).summary],
    ['a command summary as a number', false, (d) => (commandAt(d, 0).summary = 3)],
    ['usage as a list', false, (d) => (commandAt(d, 1).usage = ['demo'])],
    ['a subcommand as a number', false, (d) => (commandAt(d, 0).subcommands = [7])],
    ['a tag as a mapping', false, (d) => (commandAt(d, 0).tags = [{ id: 'basics' }])],
    [
      'links with varied objects',
      true,
      (d) => (commandAt(d, 0).links = [{ name: 'Guide', link: '/guide' }, { url: 'https://example.com' }]),
    ],
    ['a link as a string', false, (d) => (commandAt(d, 0).links = ['/guide'])],
    ['a link name as a number', false, (d) => (commandAt(d, 0).links = [{ name: 1 }])],
    ['an example without code', false, (d) => delete (commandAt(d, 1).examples as Fields[])[0]!.code],
    ['an example response as a number', false, (d) => ((commandAt(d, 1).examples as Fields[])[0]!.response = 0)],
    ['a flag default as a boolean', false, (d) => ((commandAt(d, 1).flags as Fields[])[0]!.default_value = false)],
    ['a flag without description', false, (d) => delete (commandAt(d, 1).flags as Fields[])[0]!.description],
    ['required as a string', false, (d) => ((commandAt(d, 1).flags as Fields[])[0]!.required = 'true')],
    [
      'an accepted value without type',
      true,
      (d) => delete ((commandAt(d, 1).flags as Fields[])[1]!.accepted_values as Fields[])[0]!.type,
    ],
    [
      'an accepted value name empty',
      false,
      (d) => (((commandAt(d, 1).flags as Fields[])[1]!.accepted_values as Fields[])[0]!.name = ''),
    ],
    ['a global flag as a list', false, (d) => ((d.flags as unknown[])[0] = ['--debug'])],
  ];

  for (const [name, valid, change] of samples) {
    it(`both ${valid ? 'accept' : 'reject'} ${name}`, () => {
      const document = validDocument();
      change(document);
      const { problems } = validateSpec(document);
      expect(schemaAccepts(document), JSON.stringify(schemaAccepts.errors)).toBe(valid);
      expect(problems.length === 0, JSON.stringify(problems)).toBe(valid);
    });
  }
});
