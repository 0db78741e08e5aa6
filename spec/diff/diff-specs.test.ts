// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { diffToMarkdown, diffToText } from './diff-markdown';
import { diffSpecs, type ChangedCommand, type SpecDiff } from './diff-specs';
import type { CliCommand, CliFlag, CliSpec } from '../model/spec-types';
import { validateSpec } from '../check/validate-spec';

/** A validated spec from a plain document, as the reference would hold it. */
function specOf(document: unknown): CliSpec {
  const { spec } = validateSpec(document);
  if (!spec) throw new Error('not a spec');
  return spec;
}

/** Version 1 of a small tool: `demo sync` with `push` under it, one global flag. */
function versionOne(): Record<string, unknown> {
  return {
    info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
    flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
    commands: [
      { id: 'demo-sync', title: 'demo sync', summary: 'Synchronise settings', subcommands: ['demo-sync-push'] },
      {
        id: 'demo-sync-push',
        title: 'demo sync push',
        summary: 'Upload settings',
        usage: 'demo sync push [flags]',
        flags: [
          { id: 'dry-run', name: '--dry-run', description: 'Show, do not send.', default_value: 'false' },
          {
            id: 'format',
            name: '--format <[ text | json ]>',
            description: 'Output format.',
            default_value: 'text',
            accepted_values: [
              { id: 'text', name: 'text' },
              { id: 'json', name: 'json' },
            ],
          },
        ],
      },
    ],
  };
}

function changedCommand(diff: SpecDiff, id: string): ChangedCommand {
  const found = diff.commands.find((command) => command.id === id);
  if (found?.change !== 'changed') throw new Error(`${id} is not reported as changed`);
  return found;
}

/** The document's command by id, to edit a copy of it in a test. */
function commandIn(document: Record<string, unknown>, id: string): Record<string, unknown> {
  const command = (document.commands as Record<string, unknown>[]).find((candidate) => candidate.id === id);
  if (!command) throw new Error(`no command ${id}`);
  return command;
}

function flagIn(command: Record<string, unknown>, id: string): Record<string, unknown> {
  const flag = (command.flags as Record<string, unknown>[]).find((candidate) => candidate.id === id);
  if (!flag) throw new Error(`no flag ${id}`);
  return flag;
}

describe('diffSpecs', () => {
  it('finds nothing between identical specs, or the same spec written differently', () => {
    expect(diffSpecs(specOf(versionOne()), specOf(versionOne()))).toEqual({
      from: { title: 'Demo CLI', version: '1.0.0' },
      to: { title: 'Demo CLI', version: '1.0.0' },
      globalFlags: [],
      commands: [],
      duplicates: [],
    });
    const rewritten = versionOne();
    const push = commandIn(rewritten, 'demo-sync-push');
    push.summary = 'Upload settings\n';
    push.usage = '  demo sync push [flags]\n';
    expect(diffSpecs(specOf(versionOne()), specOf(rewritten)).commands).toEqual([]);
  });

  it('reports added and removed commands with their summaries and parents', () => {
    const next = versionOne();
    (next.commands as unknown[]).push({ id: 'demo-sync-pull', title: 'demo sync pull', summary: 'Download settings' });
    commandIn(next, 'demo-sync').subcommands = ['demo-sync-pull'];
    (next.commands as Record<string, unknown>[]).splice(1, 1);
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(diff.commands).toEqual([
      {
        change: 'added',
        id: 'demo-sync-pull',
        title: 'demo sync pull',
        anchor: 'demo-sync-pull',
        summary: 'Download settings',
        parents: ['demo-sync'],
        deprecated: false,
      },
      {
        change: 'removed',
        id: 'demo-sync-push',
        title: 'demo sync push',
        anchor: 'demo-sync-push',
        summary: 'Upload settings',
        parents: ['demo-sync'],
      },
    ]);
  });

  it('reports a changed usage line and title, but not reworded summaries or descriptions', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    push.usage = 'demo sync push <target> [flags]';
    push.title = 'demo sync upload';
    push.summary = 'Send the settings to the server';
    push.description = 'Now with a description.';
    expect(changedCommand(diffSpecs(specOf(versionOne()), specOf(next)), 'demo-sync-push').fields).toEqual([
      { field: 'title', before: 'demo sync push', after: 'demo sync upload' },
      { field: 'usage', before: 'demo sync push [flags]', after: 'demo sync push <target> [flags]' },
    ]);
  });

  it('reports flags added, removed, and changed in default, required, name and accepted values', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    const format = flagIn(push, 'format');
    format.name = '-f, --format <[ text | yaml ]>';
    format.default_value = 'yaml';
    format.required = true;
    format.accepted_values = [
      { id: 'text', name: 'text' },
      { id: 'yaml', name: 'yaml' },
    ];
    push.flags = [format, { id: 'force', name: '--force', description: 'Skip checks.', default_value: 'false' }];
    const { flags } = changedCommand(diffSpecs(specOf(versionOne()), specOf(next)), 'demo-sync-push');
    expect(flags).toEqual([
      {
        change: 'changed',
        id: 'format',
        name: '-f, --format <[ text | yaml ]>',
        anchor: 'demo-sync-push--format',
        deprecated: false,
        fields: [
          // The placeholder lists the values: their change is not told twice as a change of type.
          { field: 'name', before: '--format', after: '-f, --format' },
          { field: 'default', before: 'text', after: 'yaml' },
          { field: 'required', before: false, after: true },
          { field: 'values', added: ['yaml'], removed: ['json'] },
        ],
      },
      { change: 'added', id: 'force', name: '--force', anchor: 'demo-sync-push--force', fields: [], deprecated: false },
      {
        change: 'removed',
        id: 'dry-run',
        name: '--dry-run',
        anchor: 'demo-sync-push--dry-run',
        fields: [],
        deprecated: false,
      },
    ]);
  });

  it("reports a change of a flag's value type", () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    flagIn(push, 'dry-run').name = '--dry-run <mode>';
    const format = flagIn(push, 'format');
    format.name = '--format <string>';
    expect(changedCommand(diffSpecs(specOf(versionOne()), specOf(next)), 'demo-sync-push').flags).toEqual([
      expect.objectContaining({ id: 'dry-run', fields: [{ field: 'type', before: 'boolean', after: 'mode' }] }),
      expect.objectContaining({
        id: 'format',
        fields: [{ field: 'type', before: '[ text | json ]', after: 'string' }],
      }),
    ]);
  });

  it('sees no change when flags or accepted values are only reordered', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    const [dryRun, format] = push.flags as Record<string, unknown>[];
    format!.accepted_values = [...(format!.accepted_values as unknown[])].reverse();
    push.flags = [format, dryRun];
    expect(diffSpecs(specOf(versionOne()), specOf(next)).commands).toEqual([]);
  });

  it('reports a command moved under another parent as moved, with its new title, not removed and added', () => {
    const next = versionOne();
    commandIn(next, 'demo-sync').subcommands = [];
    (next.commands as unknown[]).push({
      id: 'demo-remote',
      title: 'demo remote',
      summary: 'Talk to the server',
      subcommands: ['demo-sync-push'],
    });
    commandIn(next, 'demo-sync-push').title = 'demo remote push';
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    // In the reference's order: the new parent comes before the command now under it.
    expect(diff.commands.map((command) => [command.change, command.id])).toEqual([
      ['added', 'demo-remote'],
      ['changed', 'demo-sync-push'],
    ]);
    expect(changedCommand(diff, 'demo-sync-push').fields).toEqual([
      { field: 'title', before: 'demo sync push', after: 'demo remote push' },
      {
        field: 'parents',
        before: [{ id: 'demo-sync', title: 'demo sync' }],
        after: [{ id: 'demo-remote', title: 'demo remote' }],
      },
    ]);
  });

  it('reports a command that became top-level as moved to no parent', () => {
    const next = versionOne();
    commandIn(next, 'demo-sync').subcommands = [];
    expect(changedCommand(diffSpecs(specOf(versionOne()), specOf(next)), 'demo-sync-push').fields).toEqual([
      { field: 'parents', before: [{ id: 'demo-sync', title: 'demo sync' }], after: [] },
    ]);
  });

  it('compares global flags the same way', () => {
    const next = versionOne();
    next.flags = [
      { id: 'debug', name: '--debug <level>', description: 'Print traces.', default_value: 'info' },
      { id: 'quiet', name: '-q, --quiet', description: 'Print nothing.', default_value: 'false' },
    ];
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(diff.commands).toEqual([]);
    expect(diff.globalFlags).toEqual([
      {
        change: 'changed',
        id: 'debug',
        name: '--debug <level>',
        anchor: 'global-flags--debug',
        deprecated: false,
        fields: [
          { field: 'type', before: 'boolean', after: 'level' },
          { field: 'default', before: 'false', after: 'info' },
        ],
      },
      {
        change: 'added',
        id: 'quiet',
        name: '-q, --quiet',
        anchor: 'global-flags--quiet',
        fields: [],
        deprecated: false,
      },
    ]);
  });

  it('reads deprecation from a summary or flag description that opens with "Deprecated"', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    push.summary = 'Deprecated: use `demo sync upload`.';
    flagIn(push, 'dry-run').description = '**Deprecated.** Every push asks first now.';
    (next.commands as unknown[]).push({ id: 'demo-old', title: 'demo old', summary: '(Deprecated) Kept for scripts' });
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    const changed = changedCommand(diff, 'demo-sync-push');
    expect(changed.fields).toEqual([{ field: 'deprecated', before: false, after: true }]);
    expect(changed.flags).toEqual([
      expect.objectContaining({
        id: 'dry-run',
        change: 'changed',
        fields: [{ field: 'deprecated', before: false, after: true }],
      }),
    ]);
    expect(diff.commands.find((command) => command.id === 'demo-old')).toMatchObject({
      change: 'added',
      deprecated: true,
    });
    // A mention further on is not a marker.
    const mention = versionOne();
    commandIn(mention, 'demo-sync-push').summary = 'Upload settings (replaces the deprecated sync send)';
    expect(diffSpecs(specOf(versionOne()), specOf(mention)).commands).toEqual([]);
  });

  it('compares the first of duplicate ids and reports the others, without throwing', () => {
    // Built by hand: the validator already drops a second command with the same id.
    const base = specOf(versionOne());
    const push = base.commands[1]!;
    const secondPush: CliCommand = { ...push, usage: 'something else', flags: [] };
    const twiceDryRun: CliFlag[] = [...push.flags, { ...push.flags[0]!, defaultValue: 'true' }];
    const next: CliSpec = { ...base, commands: [base.commands[0]!, { ...push, flags: twiceDryRun }, secondPush] };
    const diff = diffSpecs(base, next);
    expect(diff.commands).toEqual([]);
    expect(diff.duplicates).toEqual([
      { side: 'to', kind: 'command', id: 'demo-sync-push', within: null },
      { side: 'to', kind: 'flag', id: 'dry-run', within: 'demo-sync-push' },
    ]);
    expect(diffSpecs(next, base)).toEqual({
      ...diff,
      duplicates: diff.duplicates.map((duplicate) => ({ ...duplicate, side: 'from' })),
    });
  });

  it('compares the first of duplicate accepted values and reports the others, also on a flag that is new', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    flagIn(push, 'format').accepted_values = [
      { id: 'text', name: 'text' },
      { id: 'json', name: 'json' },
      { id: 'text', name: 'plain text' },
    ];
    next.flags = [
      ...(next.flags as unknown[]),
      {
        id: 'color',
        name: '--color <[ auto | never ]>',
        description: 'When to colour output.',
        default_value: 'auto',
        accepted_values: [
          { id: 'auto', name: 'auto' },
          { id: 'auto', name: 'automatic' },
          { id: 'never', name: 'never' },
        ],
      },
    ];
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(diff.commands).toEqual([]);
    expect(diff.globalFlags.map((flag) => `${flag.change} ${flag.id}`)).toEqual(['added color']);
    expect(diff.duplicates).toEqual([
      { side: 'to', kind: 'accepted-value', id: 'auto', within: 'color' },
      { side: 'to', kind: 'accepted-value', id: 'text', within: 'demo-sync-push format' },
    ]);
  });

  it('reports a command under a new id with the same summary, description and flags as renamed', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    push.id = 'demo-sync-upload';
    push.title = 'demo sync upload';
    push.usage = 'demo sync upload [flags]';
    commandIn(next, 'demo-sync').subcommands = ['demo-sync-upload'];
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(diff.commands).toEqual([
      {
        change: 'changed',
        id: 'demo-sync-upload',
        title: 'demo sync upload',
        anchor: 'demo-sync-upload',
        renamedFrom: { id: 'demo-sync-push', title: 'demo sync push', anchor: 'demo-sync-push' },
        fields: [
          { field: 'title', before: 'demo sync push', after: 'demo sync upload' },
          { field: 'usage', before: 'demo sync push [flags]', after: 'demo sync upload [flags]' },
        ],
        flags: [],
      },
    ]);
  });

  it('writes a rename as the new title, or as the new id when only the id changed', () => {
    const renamed = versionOne();
    const push = commandIn(renamed, 'demo-sync-push');
    push.id = 'demo-sync-upload';
    push.title = 'demo sync upload';
    commandIn(renamed, 'demo-sync').subcommands = ['demo-sync-upload'];
    const notes = diffToMarkdown(diffSpecs(specOf(versionOne()), specOf(renamed)));
    expect(notes).toContain('#### [`demo sync upload`](<#demo-sync-upload>)\n\n- Renamed from `demo sync push`\n');
    expect(notes).not.toContain('Now typed');

    const newId = versionOne();
    commandIn(newId, 'demo-sync-push').id = 'sync-push';
    commandIn(newId, 'demo-sync').subcommands = ['sync-push'];
    const text = diffToText(diffSpecs(specOf(versionOne()), specOf(newId)));
    expect(text).toContain(
      '~ demo sync push\n    New id sync-push (was demo-sync-push): links to the section change\n',
    );
  });

  it('does not guess a rename when two new commands could be the old one', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    push.id = 'demo-sync-upload';
    (next.commands as unknown[]).push({ ...push, id: 'demo-sync-send', title: 'demo sync send' });
    commandIn(next, 'demo-sync').subcommands = ['demo-sync-upload', 'demo-sync-send'];
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(diff.commands.map((command) => [command.change, command.id])).toEqual([
      ['added', 'demo-sync-upload'],
      ['added', 'demo-sync-send'],
      ['removed', 'demo-sync-push'],
    ]);
  });

  it('is plain data that survives JSON, with null for what is absent', () => {
    const next = versionOne();
    (next.commands as unknown[]).push({ id: 'demo-new', title: 'demo new', summary: 'New' });
    commandIn(next, 'demo-sync-push').flags = [];
    commandIn(next, 'demo-sync-push').usage = undefined;
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(JSON.parse(JSON.stringify(diff))).toStrictEqual(diff);
    expect(changedCommand(diff, 'demo-sync-push')).toStrictEqual({
      change: 'changed',
      id: 'demo-sync-push',
      title: 'demo sync push',
      anchor: 'demo-sync-push',
      renamedFrom: null,
      fields: [{ field: 'usage', before: 'demo sync push [flags]', after: null }],
      flags: [
        {
          change: 'removed',
          id: 'dry-run',
          name: '--dry-run',
          anchor: 'demo-sync-push--dry-run',
          fields: [],
          deprecated: false,
        },
        {
          change: 'removed',
          id: 'format',
          name: '--format <[ text | json ]>',
          anchor: 'demo-sync-push--format',
          fields: [],
          deprecated: false,
        },
      ],
    });
  });
});

describe('the order of a diff', () => {
  /** A tool whose spec lists its commands in reverse, as some generators write them. */
  function listedInReverse(commands: string[]): Record<string, unknown> {
    return {
      info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
      commands: [
        {
          id: 'demo-store',
          title: 'demo store',
          summary: 'Stored files',
          subcommands: commands.map((name) => `demo-store-${name}`),
        },
        ...commands.map((name) => ({ id: `demo-store-${name}`, title: `demo store ${name}`, summary: name })).reverse(),
      ],
    };
  }

  it('lists removed commands, and added ones, in the order the reference shows them, not the order of the list', () => {
    const all = listedInReverse(['cp', 'ls', 'mv', 'rm']);
    const none = { info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' }, commands: [] };
    const removed = diffSpecs(specOf(all), specOf(none));
    expect(removed.commands.map((command) => `${command.change} ${command.title}`)).toEqual([
      'removed demo store',
      'removed demo store cp',
      'removed demo store ls',
      'removed demo store mv',
      'removed demo store rm',
    ]);
    expect(diffToText(removed)).toContain(
      '\n- demo store\n- demo store cp\n- demo store ls\n- demo store mv\n- demo store rm\n',
    );
    const added = diffSpecs(specOf(none), specOf(all));
    expect(added.commands.map((command) => command.title)).toEqual([
      'demo store',
      'demo store cp',
      'demo store ls',
      'demo store mv',
      'demo store rm',
    ]);
  });
});

describe('the header of a diff between specs that state no version', () => {
  /** Version 1 and a version 2 with `demo sync push` removed, with the versions given. */
  function diffWithVersions(from: string, to: string): SpecDiff {
    const older = versionOne();
    older.info = { id: 'demo', version: from, title: 'Demo CLI' };
    const newer = versionOne();
    newer.info = { id: 'demo', version: to, title: 'Demo CLI' };
    newer.commands = (newer.commands as Record<string, unknown>[]).filter((command) => command.id === 'demo-sync');
    commandIn(newer, 'demo-sync').subcommands = [];
    return diffSpecs(specOf(older), specOf(newer));
  }

  it('names the tool without an arrow between nothing and nothing, and "unversioned" for one missing version', () => {
    expect(diffToText(diffWithVersions('', '')).split('\n')[0]).toBe('Demo CLI');
    expect(diffToText(diffWithVersions('', '2.0.0')).split('\n')[0]).toBe('Demo CLI: unversioned → 2.0.0');
    expect(diffToText(diffWithVersions('1.0.0', '')).split('\n')[0]).toBe('Demo CLI: 1.0.0 → unversioned');
    expect(diffToText(diffWithVersions('', ''), { from: 'old.yaml', to: 'new.yaml' }).split('\n')[0]).toBe(
      'Demo CLI: old.yaml → new.yaml',
    );
  });

  it('writes release notes that speak of the versions they know', () => {
    expect(diffToMarkdown(diffWithVersions('', '')).split('\n')[0]).toBe('## What changed');
    expect(diffToMarkdown(diffWithVersions('', '2.0.0')).split('\n')[0]).toBe('## What changed in 2.0.0');
    expect(diffToMarkdown(diffWithVersions('1.0.0', '')).split('\n')[0]).toBe('## What changed since 1.0.0');
    const unchanged = diffSpecs(
      specOf({ ...versionOne(), info: { id: 'demo', version: '', title: 'Demo CLI' } }),
      specOf({ ...versionOne(), info: { id: 'demo', version: '', title: 'Demo CLI' } }),
    );
    expect(diffToMarkdown(unchanged)).toBe('## What changed\n\nNo command or flag changed.\n');
  });
});

describe('diffToMarkdown', () => {
  it('says so when nothing changed', () => {
    const markdown = diffToMarkdown(diffSpecs(specOf(versionOne()), specOf(versionOne())), { from: 'v1', to: 'v1.1' });
    expect(markdown).toBe('## What changed from v1 to v1.1\n\nNo command or flag changed between v1 and v1.1.\n');
  });

  it('lists each kind of change, linking commands and flags to their anchors on the reference page', () => {
    const next = versionOne();
    next.info = { id: 'demo', version: '1.1.0', title: 'Demo CLI' };
    const push = commandIn(next, 'demo-sync-push');
    push.usage = 'demo sync push <target>';
    flagIn(push, 'format').default_value = 'json';
    flagIn(push, 'dry-run').required = true;
    (next.commands as unknown[]).push({
      id: 'demo-sync-pull',
      title: 'demo sync pull',
      summary: 'Download *settings*',
    });
    commandIn(next, 'demo-sync').subcommands = ['demo-sync-push', 'demo-sync-pull'];
    next.flags = [];
    const markdown = diffToMarkdown(diffSpecs(specOf(versionOne()), specOf(next)), {
      href: 'cli.html',
      anchorPrefix: 'v1-',
    });
    expect(markdown).toBe(
      [
        '## What changed from 1.0.0 to 1.1.0',
        '',
        'Commands: 1 added, 0 removed, 1 changed. Global flags: 0 added, 1 removed, 0 changed.',
        '',
        '### New commands',
        '',
        '- [`demo sync pull`](<cli.html#v1-demo-sync-pull>): Download *settings*',
        '',
        '### Changed commands',
        '',
        '#### [`demo sync push`](<cli.html#v1-demo-sync-push>)',
        '',
        '- Usage `demo sync push [flags]` → `demo sync push <target>`',
        '- [`--dry-run`](<cli.html#v1-demo-sync-push--dry-run>): now required',
        '- [`--format <[ text | json ]>`](<cli.html#v1-demo-sync-push--format>): default `text` → `json`',
        '',
        '### Global flags',
        '',
        '- Removed `--debug`',
        '',
      ].join('\n'),
    );
  });

  it('links removed commands only to the page of the older version, when given', () => {
    const next = versionOne();
    commandIn(next, 'demo-sync').subcommands = [];
    next.commands = [commandIn(next, 'demo-sync')];
    const diff = diffSpecs(specOf(versionOne()), specOf(next));
    expect(diffToMarkdown(diff)).toContain('- `demo sync push`: Upload settings');
    expect(diffToMarkdown(diff, { previousHref: 'v1.html' })).toContain(
      '- [`demo sync push`](<v1.html#demo-sync-push>): Upload settings',
    );
  });

  it('gathers what became deprecated in one section: commands, their flags and global flags', () => {
    const next = versionOne();
    const push = commandIn(next, 'demo-sync-push');
    push.summary = 'Deprecated: use `demo sync upload`.';
    flagIn(push, 'format').description = 'Deprecated. Output is always text.';
    next.flags = [
      { id: 'debug', name: '--debug', description: 'Deprecated: set DEMO_DEBUG=1.', default_value: 'false' },
    ];
    const markdown = diffToMarkdown(diffSpecs(specOf(versionOne()), specOf(next)));
    expect(markdown).toContain(
      [
        '### Deprecated',
        '',
        '- [`demo sync push`](<#demo-sync-push>)',
        '- [`--format <[ text | json ]>`](<#demo-sync-push--format>) of [`demo sync push`](<#demo-sync-push>)',
        '- [`--debug`](<#global-flags--debug>) (global flag)',
        '',
      ].join('\n'),
    );
  });

  it('writes the code of a summary as code and its emphasis as emphasis, not escaped backticks and stars', () => {
    const next = versionOne();
    (next.commands as unknown[]).push({
      id: 'demo-old',
      title: 'demo old',
      summary: 'Deprecated: use `demo sync --all` *instead*',
    });
    const markdown = diffToMarkdown(diffSpecs(specOf(versionOne()), specOf(next)));
    expect(markdown).toContain('[`demo old`](<#demo-old>): Deprecated: use `demo sync --all` *instead*');
  });

  it('keeps spec text inert: markup is escaped and code spans hold backticks', () => {
    const next = versionOne();
    (next.commands as unknown[]).push({
      id: 'demo-x',
      title: 'demo `x`',
      summary: '<img src=x onerror=alert(1)> [click](javascript:alert(1))',
    });
    const markdown = diffToMarkdown(diffSpecs(specOf(versionOne()), specOf(next)));
    expect(markdown).toContain('[`` demo `x` ``](<#demo-x>): \\<img src=x onerror=alert(1)\\> click');
  });
});

describe('our two versions of spec/cli.yaml', () => {
  const read = (file: string) =>
    specOf(
      load(readFileSync(resolve(import.meta.dirname, '..', file), 'utf8'), {
        schema: CORE_SCHEMA.withTags(mergeTag),
      }),
    );
  const diff = diffSpecs(read('cli-1.140.0.yaml'), read('cli.yaml'));
  const changed = diff.commands.filter((command) => command.change === 'changed');
  const commandFields = changed.flatMap((command) => command.fields.map((field) => field.field));
  const flagChanges = [...changed.flatMap((command) => command.flags), ...diff.globalFlags];
  const flagFields = flagChanges.flatMap((flag) => flag.fields);

  it('differ in every way the diff can show', () => {
    expect(diff.commands.some((command) => command.change === 'added')).toBe(true);
    expect(diff.commands.some((command) => command.change === 'removed')).toBe(true);
    expect(changed.some((command) => command.renamedFrom)).toBe(true);
    expect(new Set(commandFields)).toEqual(new Set(['title', 'usage', 'parents']));
    expect(new Set(flagChanges.map((flag) => flag.change))).toEqual(new Set(['added', 'removed', 'changed']));
    expect(new Set(flagFields.map((field) => field.field))).toEqual(
      new Set(['type', 'default', 'required', 'values', 'deprecated']),
    );
    const values = flagFields.filter((field) => field.field === 'values');
    expect(values.some((field) => field.added.length > 0)).toBe(true);
    expect(values.some((field) => field.removed.length > 0)).toBe(true);
    expect(diff.globalFlags.length).toBeGreaterThan(0);
    expect(diff.duplicates).toEqual([]);
  });

  it('read as release notes and as a terminal summary', () => {
    const markdown = diffToMarkdown(diff);
    expect(markdown).toMatch(/^## What changed from 1\.140\.0 to 1\.150\.0\n/);
    for (const section of ['New commands', 'Removed commands', 'Deprecated', 'Changed commands', 'Global flags']) {
      expect(markdown).toContain(`### ${section}\n`);
    }
    expect(markdown).toContain('- Renamed from `supabase functions fetch`');
    expect(markdown).not.toContain('(was `supabase functions fetch`)');
    expect(markdown).toContain('- Now typed `supabase migration squash` (was `supabase db squash`)');
    expect(markdown).toContain('- Moved from under `supabase db` to under `supabase migration`');
    const text = diffToText(diff);
    expect(text).toMatch(/^Supabase CLI: 1\.140\.0 → 1\.150\.0\n/);
    expect(text).toContain('\n~ supabase migration squash\n');
  });
});
