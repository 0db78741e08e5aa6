// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';

const parse = (text: string): unknown => load(text, { schema: CORE_SCHEMA.withTags(mergeTag) });
import schema from './cli.schema.json';
import versions from './versions.json';
import { validateSpec } from '.';

interface AcceptedValue {
  id: string;
  name: string;
  type?: string;
}
interface Flag {
  id: string;
  name: string;
  description: string;
  default_value: string;
  required?: boolean;
  accepted_values?: AcceptedValue[];
}
interface Example {
  id: string;
  name: string;
  code: string;
  response?: string;
  description?: string;
}
interface Command {
  id: string;
  title: string;
  summary: string;
  description?: string;
  examples?: Example[];
  tags?: string[];
  links?: object[];
  usage?: string;
  subcommands?: string[];
  flags?: Flag[];
}
interface CliSpec {
  info: { id: string; version: string; title: string; description?: string; tags?: { id: string; title: string }[] };
  flags?: Flag[];
  commands: Command[];
}

const specDirectory = dirname(fileURLToPath(import.meta.url));
const ourSpecPath = resolve(specDirectory, 'cli.yaml');
const ourReadmePath = resolve(specDirectory, 'README.md');
const fixturePath = resolve(specDirectory, '../../shared/fixtures/supabase-cli/cli_v1_commands-1.145.2.yaml');
const hasFixture = existsSync(fixturePath);
const fixtureSkipNote = hasFixture
  ? ''
  : ' [skipped: ../shared/fixtures/supabase-cli/ is absent, as it is outside the development checkout]';

const ourSource = readFileSync(ourSpecPath, 'utf8');
const ourSpec = parse(ourSource) as CliSpec;
/** Every version of our spec: `cli.yaml` and the older `cli-<version>.yaml` files. */
const specFiles = readdirSync(specDirectory)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort();
const specsByFile = new Map(
  specFiles.map((file) => [file, parse(readFileSync(resolve(specDirectory, file), 'utf8')) as CliSpec]),
);

function validator() {
  const ajv = new Ajv2020({ allErrors: true });
  return ajv.compile(schema);
}

function describeErrors(validate: ReturnType<typeof validator>): string {
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('\n');
}

function commandByTitle(title: string): Command {
  const command = ourSpec.commands.find((candidate) => candidate.title === title);
  if (!command) throw new Error(`our spec has no command titled "${title}"`);
  return command;
}

function flagOf(commandTitle: string, flagId: string): Flag {
  const flag = commandByTitle(commandTitle).flags?.find((candidate) => candidate.id === flagId);
  if (!flag) throw new Error(`"${commandTitle}" has no flag "${flagId}"`);
  return flag;
}

function acceptedIds(flag: Flag): string[] {
  return (flag.accepted_values ?? []).map((value) => value.id);
}

function topLevelCommands(spec: CliSpec): Command[] {
  const referenced = new Set(spec.commands.flatMap((command) => command.subcommands ?? []));
  return spec.commands.filter((command) => !referenced.has(command.id));
}

/** Leaves (commands without subcommands) below a command, following subcommand ids. */
function leavesUnder(title: string): Command[] {
  const byId = new Map(ourSpec.commands.map((command) => [command.id, command]));
  const leaves: Command[] = [];
  const visit = (command: Command) => {
    const children = command.subcommands ?? [];
    if (children.length === 0) leaves.push(command);
    for (const childId of children) {
      const child = byId.get(childId);
      if (child) visit(child);
    }
  };
  visit(commandByTitle(title));
  return leaves;
}

/** Every piece of prose a spec contains: summaries, descriptions, example names, code and output. */
function proseOf(spec: CliSpec): string[] {
  const flagProse = (flags: Flag[] | undefined) => (flags ?? []).map((flag) => flag.description ?? '');
  return [
    spec.info.description ?? '',
    ...flagProse(spec.flags),
    ...spec.commands.flatMap((command) => [
      command.summary ?? '',
      command.description ?? '',
      ...flagProse(command.flags),
      ...(command.examples ?? []).flatMap((example) => [
        example.name,
        example.code,
        example.response ?? '',
        example.description ?? '',
      ]),
    ]),
  ].filter((text) => typeof text === 'string' && text.length > 0);
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Sentences of 45 characters or more, cut both at line breaks and at sentence ends. */
function longSentences(text: string): string[] {
  const byLine = text.split(/\n+/);
  const bySentence = text.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+/);
  return [...byLine, ...bySentence].map(normalize).filter((sentence) => sentence.length >= 45);
}

describe('spec/cli.schema.json', () => {
  it('accepts our spec', () => {
    const validate = validator();
    const valid = validate(ourSpec);
    expect(describeErrors(validate)).toBe('');
    expect(valid).toBe(true);
  });

  it('accepts a minimal spec with unknown keys and without optional fields', () => {
    const validate = validator();
    const minimal = {
      'x-generator': 'hand-written',
      info: { id: 'demo', version: 1.0, title: 'Demo' },
      commands: [{ id: 'demo-run', title: 'demo run', summary: 'Run it\n', 'x-internal': true }],
    };
    expect(validate(minimal)).toBe(true);
  });

  it('rejects wrong types with the path of the offending field', () => {
    const validate = validator();
    const broken = {
      info: { id: 'demo', version: '1', title: 'Demo' },
      commands: [
        {
          id: 'demo-run',
          title: 'demo run',
          summary: 'Run it',
          subcommands: 'demo-other',
          flags: [{ id: 'force', name: '--force', description: 'Force it.', default_value: false, required: 'yes' }],
        },
      ],
    };
    expect(validate(broken)).toBe(false);
    const paths = (validate.errors ?? []).map((error) => error.instancePath);
    expect(paths).toContain('/commands/0/subcommands');
    expect(paths).toContain('/commands/0/flags/0/default_value');
    expect(paths).toContain('/commands/0/flags/0/required');
  });

  it('rejects a command without an id and an example without code', () => {
    const validate = validator();
    const broken = {
      info: { id: 'demo', version: '1', title: 'Demo' },
      commands: [{ title: 'demo run', summary: 'Run it', examples: [{ id: 'one', name: 'One' }] }],
    };
    expect(validate(broken)).toBe(false);
    const messages = (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
    expect(messages).toContain("/commands/0 must have required property 'id'");
    expect(messages).toContain("/commands/0/examples/0 must have required property 'code'");
  });

  describe(`the real third-party spec${fixtureSkipNote}`, () => {
    it.skipIf(!hasFixture)('is accepted as published', () => {
      const fixture = parse(readFileSync(fixturePath, 'utf8')) as CliSpec;
      const validate = validator();
      const valid = validate(fixture);
      expect(describeErrors(validate)).toBe('');
      expect(valid).toBe(true);
      expect(fixture.commands).toHaveLength(123);
    });

    it.skipIf(!hasFixture)('has `services` as a top-level command of an earlier 1.x release, as our spec does', () => {
      const fixture = parse(readFileSync(fixturePath, 'utf8')) as CliSpec;
      expect(fixture.info.version).toMatch(/^1\./);
      expect(topLevelCommands(fixture).map((command) => command.title)).toContain('supabase services');
      expect(ourSpec.info.version).toMatch(/^1\./);
      expect(topLevelCommands(ourSpec).map((command) => command.title)).toContain('supabase services');
    });
  });
});

describe('every spec file in spec/', () => {
  it('includes the current spec and at least one older version', () => {
    expect(specFiles).toContain('cli.yaml');
    expect(specFiles.length).toBeGreaterThan(1);
  });

  it.each(specFiles)('%s passes the schema and the reader with no problem', (file) => {
    const spec = specsByFile.get(file);
    const validate = validator();
    const valid = validate(spec);
    expect(describeErrors(validate)).toBe('');
    expect(valid).toBe(true);
    expect(validateSpec(spec).problems).toEqual([]);
  });

  it.each(specFiles)('%s titles every command after its parent and gives every leaf a usage line', (file) => {
    const spec = specsByFile.get(file)!;
    const problems: string[] = [];
    for (const command of spec.commands) {
      for (const childId of command.subcommands ?? []) {
        const child = spec.commands.find((candidate) => candidate.id === childId);
        if (child && !child.title.startsWith(`${command.title} `))
          problems.push(`${child.title} under ${command.title}`);
      }
      if ((command.subcommands ?? []).length === 0 && !command.usage) problems.push(`${command.title} has no usage`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every spec file in versions.json, newest first, with the version the file states', () => {
    expect(versions.map((entry) => entry.src).sort()).toEqual(specFiles);
    expect(versions[0]?.src).toBe('cli.yaml');
    for (const entry of versions) {
      expect(String(specsByFile.get(entry.src)?.info.version), entry.src).toBe(entry.version);
      if ('date' in entry) expect(entry.date, entry.src).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const numbers = (version: string) => version.split('.').map(Number);
    const newerFirst = versions.every((entry, index) => {
      const next = versions[index + 1];
      if (!next) return true;
      const [a, b] = [numbers(entry.version), numbers(next.version)];
      const differing = a.findIndex((part, position) => part !== b[position]);
      return differing !== -1 && a[differing]! > (b[differing] ?? -1);
    });
    expect(newerFirst).toBe(true);
  });
});

describe('spec/cli.yaml structure', () => {
  it('has unique command ids', () => {
    const ids = ourSpec.commands.map((command) => command.id);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
  });

  it('has unique flag and example ids within each command', () => {
    const problems: string[] = [];
    for (const command of ourSpec.commands) {
      for (const [kind, ids] of [
        ['flag', (command.flags ?? []).map((flag) => flag.id)],
        ['example', (command.examples ?? []).map((example) => example.id)],
      ] as const) {
        const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
        if (repeated.length > 0) problems.push(`${command.id}: ${kind} ${repeated.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names only existing commands as subcommands, each under one parent', () => {
    const ids = new Set(ourSpec.commands.map((command) => command.id));
    const missing = ourSpec.commands.flatMap((command) =>
      (command.subcommands ?? []).filter((id) => !ids.has(id)).map((id) => `${command.id} -> ${id}`),
    );
    expect(missing).toEqual([]);
    const children = ourSpec.commands.flatMap((command) => command.subcommands ?? []);
    expect(children.filter((id, index) => children.indexOf(id) !== index)).toEqual([]);
  });

  it('has no subcommand cycles', () => {
    const byId = new Map(ourSpec.commands.map((command) => [command.id, command]));
    const cycles: string[] = [];
    const finished = new Set<string>();
    const walk = (id: string, path: string[]) => {
      if (path.includes(id)) {
        cycles.push([...path, id].join(' -> '));
        return;
      }
      if (finished.has(id)) return;
      for (const child of byId.get(id)?.subcommands ?? []) walk(child, [...path, id]);
      finished.add(id);
    };
    for (const command of ourSpec.commands) walk(command.id, []);
    expect(cycles).toEqual([]);
  });

  it('titles every command "supabase …" after its parent and gives every leaf a usage line', () => {
    const problems: string[] = [];
    for (const command of ourSpec.commands) {
      for (const childId of command.subcommands ?? []) {
        const child = ourSpec.commands.find((candidate) => candidate.id === childId);
        if (child && !child.title.startsWith(`${command.title} `))
          problems.push(`${child.title} under ${command.title}`);
      }
      if ((command.subcommands ?? []).length === 0 && !command.usage) problems.push(`${command.title} has no usage`);
    }
    expect(problems).toEqual([]);
  });

  it('contains every top-level group the docs list, each in one known tag group', () => {
    const groups = [
      'vanity-subdomains',
      'domains',
      'sso',
      'ssl-enforcement',
      'snippets',
      'secrets',
      'projects',
      'postgres-config',
      'orgs',
      'network-restrictions',
      'network-bans',
      'migration',
      'inspect',
      'functions',
      'encryption',
      'db',
      'branches',
      'gen',
      'storage',
      'test',
      'start',
      'stop',
      'status',
      'init',
      'link',
      'login',
      'logout',
      'unlink',
      'bootstrap',
      'completion',
    ];
    // `services` is not in the docs' list but is a real command of the CLI (see spec/README.md).
    const topTitles = topLevelCommands(ourSpec).map((command) => command.title);
    expect(topTitles.toSorted()).toEqual([...groups, 'services'].map((group) => `supabase ${group}`).toSorted());
    expect(topTitles).toHaveLength(31);

    expect(ourSpec.info.tags?.map((tag) => tag.id)).toEqual([
      'quick-start',
      'local-dev',
      'management-api',
      'other-commands',
    ]);
    const tagIds = new Set(ourSpec.info.tags?.map((tag) => tag.id));
    for (const command of topLevelCommands(ourSpec)) {
      expect(command.tags, command.title).toHaveLength(1);
      expect(tagIds.has(command.tags?.[0] ?? ''), command.title).toBe(true);
    }
  });

  it('has `inspect db` with its reports', () => {
    expect(commandByTitle('supabase inspect').subcommands).toEqual(['supabase-inspect-db']);
    const reports = leavesUnder('supabase inspect db').map((command) =>
      command.title.replace('supabase inspect db ', ''),
    );
    expect(reports).toEqual(
      expect.arrayContaining([
        'bloat',
        'blocking',
        'cache-hit',
        'calls',
        'index-sizes',
        'index-usage',
        'locks',
        'long-running-queries',
        'outliers',
        'replication-slots',
        'role-connections',
        'seq-scans',
        'table-index-sizes',
        'table-record-counts',
        'table-sizes',
        'total-index-size',
        'total-table-sizes',
        'unused-indexes',
        'vacuum-stats',
      ]),
    );
  });

  it('has the six global flags, none of them required, dns-resolver native or https', () => {
    expect(ourSpec.flags?.map((flag) => flag.id)).toEqual([
      'create-ticket',
      'debug',
      'dns-resolver',
      'experimental',
      'help',
      'workdir',
    ]);
    expect(ourSpec.flags?.filter((flag) => flag.required)).toEqual([]);
    const dnsResolver = ourSpec.flags?.find((flag) => flag.id === 'dns-resolver');
    expect(dnsResolver?.default_value).toBe('native');
    expect(dnsResolver && acceptedIds(dnsResolver)).toEqual(['native', 'https']);
  });

  it('offers the 14 cloud regions for projects and the 32 locations for branches', () => {
    const projectRegions = acceptedIds(flagOf('supabase projects create', 'region'));
    expect(new Set(projectRegions).size).toBe(14);
    expect(projectRegions).toEqual(
      expect.arrayContaining(['us-east-1', 'eu-central-1', 'ap-southeast-2', 'sa-east-1']),
    );
    const branchRegions = acceptedIds(flagOf('supabase branches create', 'region'));
    expect(new Set(branchRegions).size).toBe(32);
    expect(branchRegions).toEqual(expect.arrayContaining(['ams', 'fra', 'iad', 'sin', 'yyz']));
  });
});

describe('spec/cli.yaml keeps the promises the docs make', () => {
  const experimentalGroups = [
    'supabase vanity-subdomains',
    'supabase storage',
    'supabase ssl-enforcement',
    'supabase postgres-config',
    'supabase network-restrictions',
    'supabase network-bans',
    'supabase branches',
  ];

  it('marks --experimental required exactly on the experimental commands', () => {
    const expected = [...experimentalGroups.flatMap((group) => leavesUnder(group)), commandByTitle('supabase gen keys')]
      .map((command) => command.title)
      .sort();
    const marked = ourSpec.commands
      .filter((command) => command.flags?.some((flag) => flag.id === 'experimental' && flag.required === true))
      .map((command) => command.title)
      .sort();
    expect(marked).toEqual(expected);
    expect(expected.length).toBeGreaterThanOrEqual(20);
  });

  it('requires `--type saml` on `sso add`', () => {
    const type = flagOf('supabase sso add', 'type');
    expect(type.required).toBe(true);
    expect(acceptedIds(type)).toEqual(['saml']);
  });

  it('requires `--status applied|reverted` on `migration repair` and says what each does', () => {
    const status = flagOf('supabase migration repair', 'status');
    expect(status.required).toBe(true);
    expect(acceptedIds(status)).toEqual(['applied', 'reverted']);
    const explanation = `${status.description} ${commandByTitle('supabase migration repair').description}`;
    expect(explanation).toMatch(/`?applied`?[^.]*\binserts?\b/i);
    expect(explanation).toMatch(/`?reverted`?[^.]*\bdeletes?\b/i);
  });

  it('lists the output formats of status, sso and gen keys', () => {
    expect(acceptedIds(flagOf('supabase status', 'output'))).toEqual(['env', 'pretty', 'json', 'toml', 'yaml']);
    for (const title of ['add', 'info', 'list', 'remove', 'show', 'update'].map((sub) => `supabase sso ${sub}`)) {
      expect(acceptedIds(flagOf(title, 'output')), title).toEqual(['pretty', 'json', 'toml', 'yaml']);
    }
    expect(acceptedIds(flagOf('supabase gen keys', 'output'))).toEqual(['env', 'json', 'toml', 'yaml']);
  });

  it('offers lint levels warning and error, and the pgtap test template', () => {
    const level = flagOf('supabase db lint', 'level');
    expect(acceptedIds(level)).toEqual(['warning', 'error']);
    expect(level.default_value).toBe('warning');
    const template = flagOf('supabase test new', 'template');
    expect(acceptedIds(template)).toEqual(['pgtap']);
    expect(template.default_value).toBe('pgtap');
  });

  it('says on every --db-url flag that the URL must be percent-encoded', () => {
    const dbUrlFlags = ourSpec.commands.flatMap((command) =>
      (command.flags ?? []).filter((flag) => flag.id === 'db-url').map((flag) => ({ command: command.title, flag })),
    );
    expect(dbUrlFlags.length).toBeGreaterThan(25);
    for (const { command, flag } of dbUrlFlags) expect(flag.description, command).toMatch(/percent-encod/i);
  });

  it('says vanity subdomains and custom domains are mutually exclusive, on both groups', () => {
    for (const title of ['supabase vanity-subdomains', 'supabase domains']) {
      expect(commandByTitle(title).description, title).toMatch(/mutually exclusive/i);
    }
  });

  it('defaults test, diff and reset to the local database', () => {
    for (const title of ['supabase test db', 'supabase db diff', 'supabase db reset']) {
      expect(flagOf(title, 'local').default_value, title).toBe('true');
      expect(flagOf(title, 'linked').default_value, title).toBe('false');
    }
    expect(commandByTitle('supabase start').description).toMatch(/\*\*local\*\* database/);
  });

  it('defaults migration list, repair, push, pull, dump and every inspect report to the linked project', () => {
    const titles = [
      'supabase migration list',
      'supabase migration repair',
      'supabase db push',
      'supabase db pull',
      'supabase db dump',
      ...leavesUnder('supabase inspect db').map((command) => command.title),
    ];
    for (const title of titles) {
      expect(flagOf(title, 'linked').default_value, title).toBe('true');
      expect(flagOf(title, 'local').default_value, title).toBe('false');
    }
  });

  it('documents the storage cp defaults', () => {
    expect(flagOf('supabase storage cp', 'cache-control').default_value).toBe('max-age=3600');
    expect(flagOf('supabase storage cp', 'jobs').default_value).toBe('1');
  });

  it('states the inspect thresholds', () => {
    expect(commandByTitle('supabase inspect db unused-indexes').description).toMatch(/fewer than 50 scans/);
    expect(commandByTitle('supabase inspect db unused-indexes').description).toMatch(/more than 5 pages/);
    expect(commandByTitle('supabase inspect db long-running-queries').description).toMatch(/5 minutes/);
    expect(commandByTitle('supabase inspect db index-sizes').description).toMatch(/8192 bytes/);
    expect(commandByTitle('supabase inspect db total-index-size').description).toMatch(/8192 bytes/);
  });

  it('states what the local stack needs: 7 GB of RAM and ports 54321 to 54324', () => {
    const start = commandByTitle('supabase start').description ?? '';
    expect(start).toMatch(/7 GB of RAM/);
    for (const port of ['54321', '54322', '54323', '54324']) expect(start).toContain(port);
  });

  it('gives the size advice for moving a database to the platform', () => {
    const dump = commandByTitle('supabase db dump').description ?? '';
    expect(dump).toMatch(/6 GB[^.]*\bLarge\b/);
    expect(dump).toMatch(/under 150 GB[^.]*paid/i);
    expect(dump).toMatch(/over 150 GB[^.]*support/i);
  });

  it('has examples, with responses, on the important commands', () => {
    const important = [
      'supabase init',
      'supabase start',
      'supabase status',
      'supabase link',
      'supabase login',
      'supabase db push',
      'supabase db diff',
      'supabase db reset',
      'supabase migration new',
      'supabase migration repair',
      'supabase functions deploy',
      'supabase secrets set',
      'supabase gen types typescript',
      'supabase test db',
    ];
    for (const title of important) {
      const examples = commandByTitle(title).examples ?? [];
      expect(examples.length, title).toBeGreaterThan(0);
      expect(
        examples.some((example) => (example.response ?? '').trim().length > 0),
        title,
      ).toBe(true);
    }
  });

  it('reuses repeated flags through YAML anchors and aliases', () => {
    expect(ourSource.match(/&experimental_required\b/g)?.length ?? 0).toBe(1);
    expect(ourSource.match(/\*experimental_required\b/g)?.length ?? 0).toBeGreaterThanOrEqual(19);
  });
});

describe(`spec/ is written in our own words${fixtureSkipNote}`, () => {
  it.skipIf(!hasFixture)('repeats no sentence of 45 or more characters from the third-party spec', () => {
    const fixture = parse(readFileSync(fixturePath, 'utf8')) as CliSpec;
    const fixtureSentences = [...new Set(proseOf(fixture).flatMap(longSentences))];
    expect(fixtureSentences.length).toBeGreaterThan(200);

    const ours = [
      ...[...specsByFile.values()].flatMap(proseOf).map(normalize),
      ...specFiles.map((file) => normalize(readFileSync(resolve(specDirectory, file), 'utf8'))),
      normalize(readFileSync(ourReadmePath, 'utf8')),
    ];
    const copied = fixtureSentences.filter((sentence) => ours.some((text) => text.includes(sentence)));
    expect(copied).toEqual([]);
  });
});
