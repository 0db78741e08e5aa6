import { describe, expect, it } from 'vitest';
import {
  checkAcceptedValue,
  checkExample,
  checkFlag,
  checkInfo,
  checkLink,
  checkTag,
  describeValue,
  type Report,
} from './validate-checks';
import { checkCommand, checkCycles, checkDuplicateId, checkReferences, type CommandEntry } from './validate-commands';

/** A reporter that collects problems as validateSpec would show them. */
function collect() {
  const problems: { path: string; expected: string; found: string }[] = [];
  const report: Report = (path, expected, value, found = describeValue(value)) =>
    problems.push({ path, expected, found });
  return { problems, report };
}

/** Entries as checkCommand would give them, for the checks that work across commands. */
function entriesOf(...commands: { id: string; tags?: string[]; subcommands?: string[] }[]): Map<string, CommandEntry> {
  const { report } = collect();
  return new Map(
    commands.map((fields, index) => [
      fields.id,
      checkCommand(report, { title: fields.id, summary: '', ...fields }, index)!,
    ]),
  );
}

describe('checkInfo', () => {
  it('keeps valid fields, reports the others and turns a numeric version into text', () => {
    const { problems, report } = collect();
    const info = checkInfo(report, { id: 'tool', version: 2, title: '', tags: [{ id: 'a', title: 'A' }, 'b'] });
    expect(info).toMatchObject({ id: 'tool', version: '2', title: '', tags: [{ id: 'a', title: 'A' }] });
    expect(problems).toEqual([
      { path: 'info.title', expected: 'a non-empty string', found: 'an empty string' },
      { path: 'info.tags[1]', expected: 'a mapping', found: 'the string "b"' },
    ]);
  });

  it('gives an empty info when it is not a mapping', () => {
    const { problems, report } = collect();
    expect(checkInfo(report, ['x'])).toMatchObject({ id: '', version: '', title: '', tags: [] });
    expect(problems).toEqual([{ path: 'info', expected: 'a mapping', found: 'a list' }]);
  });
});

describe('checkTag', () => {
  it('drops a tag without a title', () => {
    const { problems, report } = collect();
    expect(checkTag(report, { id: 'a', title: 'A' }, 'info.tags[0]')).toEqual({ id: 'a', title: 'A' });
    expect(checkTag(report, { id: 'b' }, 'info.tags[1]')).toBeUndefined();
    expect(problems).toEqual([{ path: 'info.tags[1].title', expected: 'a non-empty string', found: 'nothing' }]);
  });
});

describe('checkAcceptedValue', () => {
  it('keeps id, name and type; drops a value without a name', () => {
    const { problems, report } = collect();
    expect(checkAcceptedValue(report, { id: 'json', name: 'json', type: 'string' }, 'v[0]')).toEqual({
      id: 'json',
      name: 'json',
      type: 'string',
    });
    expect(checkAcceptedValue(report, { id: 'text', name: 3 }, 'v[1]')).toBeUndefined();
    expect(problems).toEqual([{ path: 'v[1].name', expected: 'a non-empty string', found: 'a number (3)' }]);
  });
});

describe('checkFlag', () => {
  it('trims the description, defaults required to false and keeps a flag whose default is broken', () => {
    const { problems, report } = collect();
    const flag = checkFlag(
      report,
      { id: 'out', name: '--out <file>', description: '\n  Where.\n\n', default_value: 1, required: 'yes' },
      'flags[0]',
    );
    expect(flag).toEqual({
      id: 'out',
      name: '--out <file>',
      description: '  Where.',
      defaultValue: '',
      required: false,
      acceptedValues: [],
      // What format 002 adds, at its defaults: a flag of our older specs has none of it.
      aliases: [],
      env: [],
      repeatable: false,
      scope: 'command',
      hidden: false,
    });
    expect(problems).toEqual([
      { path: 'flags[0].default_value', expected: 'a string', found: 'a number (1)' },
      { path: 'flags[0].required', expected: 'true or false', found: 'the string "yes"' },
    ]);
  });

  it('repairs an id with an unpaired surrogate and says so', () => {
    const { problems, report } = collect();
    expect(checkFlag(report, { id: 'a\uD800', name: '--a', description: '', default_value: '' }, 'flags[0]')?.id).toBe(
      'a\uFFFD',
    );
    expect(problems).toEqual([
      {
        path: 'flags[0].id',
        expected: 'text without unpaired surrogate characters',
        found: '"a\\ud800" (shown as "a\uFFFD")',
      },
    ]);
  });
});

describe('checkExample', () => {
  it('trims code and response at the end; drops an example without code', () => {
    const { problems, report } = collect();
    expect(checkExample(report, { id: 'e', name: 'E', code: 'run\n', response: 'ok\n' }, 'x[0]')).toEqual({
      id: 'e',
      name: 'E',
      code: 'run',
      response: 'ok',
      description: undefined,
    });
    expect(checkExample(report, { id: 'f', name: 'F' }, 'x[1]')).toBeUndefined();
    expect(problems).toEqual([{ path: 'x[1].code', expected: 'a string', found: 'nothing' }]);
  });
});

describe('checkLink', () => {
  it('takes the address from link, or else from url', () => {
    const { problems, report } = collect();
    expect(checkLink(report, { name: 'Docs', url: 'https://example.com/' }, 'l[0]')).toEqual({
      name: 'Docs',
      url: 'https://example.com/',
    });
    expect(checkLink(report, { link: '/a', url: '/b' }, 'l[1]')).toEqual({ name: undefined, url: '/a' });
    expect(problems).toEqual([]);
  });
});

describe('checkCommand', () => {
  it('keeps tag and subcommand ids once each, remembering where they were', () => {
    const { problems, report } = collect();
    const entry = checkCommand(
      report,
      { id: 'db', title: 'tool db', summary: ' Databases ', tags: ['a', 7, 'b'], subcommands: ['x', 'x', '', 'y'] },
      3,
    )!;
    expect(entry.command).toMatchObject({
      id: 'db',
      title: 'tool db',
      summary: 'Databases',
      tags: ['a', 'b'],
      subcommands: ['x', 'y'],
    });
    expect(entry).toMatchObject({ index: 3, tagIndexes: [0, 2], subcommandIndexes: [0, 3] });
    expect(problems).toEqual([
      { path: 'commands[3].tags[1]', expected: 'a string', found: 'a number (7)' },
      { path: 'commands[3].subcommands[2]', expected: 'a non-empty string', found: 'an empty string' },
    ]);
  });

  it('uses the id as title when the title is broken, and gives nothing without an id', () => {
    const { problems, report } = collect();
    expect(checkCommand(report, { id: 'db', summary: '' }, 0)?.command.title).toBe('db');
    expect(checkCommand(report, { title: 'x', summary: '' }, 1)).toBeUndefined();
    expect(problems.map((problem) => problem.path)).toEqual(['commands[0].title', 'commands[1].id']);
  });
});

describe('checkDuplicateId', () => {
  it('refuses a second command with the same id, naming the first', () => {
    const { problems, report } = collect();
    const kept = entriesOf({ id: 'a' });
    const second = { ...kept.get('a')!, index: 4 };
    expect(checkDuplicateId(report, kept, entriesOf({ id: 'b' }).get('b')!)).toBe(true);
    expect(checkDuplicateId(report, kept, second)).toBe(false);
    expect(problems).toEqual([
      { path: 'commands[4].id', expected: 'an id no other command uses', found: '"a", already used by commands[0]' },
    ]);
  });
});

describe('checkReferences', () => {
  it('removes unknown tags and subcommands that name no command, at their source index', () => {
    const { problems, report } = collect();
    const entries = entriesOf({ id: 'a', tags: ['known', 'gone'], subcommands: ['missing', 'b'] }, { id: 'b' });
    checkReferences(report, entries, new Set(['known']));
    expect(entries.get('a')!.command).toMatchObject({ tags: ['known'], subcommands: ['b'] });
    expect(entries.get('a')!.subcommandIndexes).toEqual([1]);
    expect(problems).toEqual([
      { path: 'commands[0].tags[1]', expected: 'the id of a tag in info.tags', found: '"gone" (no tag has this id)' },
      {
        path: 'commands[0].subcommands[0]',
        expected: 'the id of a command in the commands list',
        found: '"missing" (no command has this id)',
      },
    ]);
  });
});

describe('checkCycles', () => {
  it('cuts the edge that closes a loop and shows the loop', () => {
    const { problems, report } = collect();
    const entries = entriesOf(
      { id: 'a', subcommands: ['b'] },
      { id: 'b', subcommands: ['c'] },
      { id: 'c', subcommands: ['a'] },
      { id: 'root', subcommands: ['a'] },
    );
    checkCycles(report, entries);
    expect(entries.get('c')!.command.subcommands).toEqual([]);
    expect(entries.get('a')!.command.subcommands).toEqual(['b']);
    expect(problems).toEqual([
      {
        path: 'commands[2].subcommands[0]',
        expected: 'a command that does not contain this one',
        found: '"a", which leads back here: a → b → c → a',
      },
    ]);
  });

  it('leaves a tree alone, however deep', () => {
    const { problems, report } = collect();
    const chain = Array.from({ length: 20_000 }, (_, index) => ({
      id: `c${index}`,
      subcommands: index < 19_999 ? [`c${index + 1}`] : [],
    }));
    checkCycles(report, entriesOf(...chain));
    expect(problems).toEqual([]);
  });
});
