// @vitest-environment node
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Runs the command-line tool as users do: built for Node by vite.cli.config.ts, then started as a
// child process. The build goes to a temporary folder, so the test needs no earlier `npm run build`;
// the folder is inside the repository, so the tool's imports (React, the package's dependencies)
// resolve from its node_modules, as they do from an app's.

const root = resolve(import.meta.dirname, '..');
const fixture = resolve(root, '..', 'shared', 'fixtures', 'supabase-cli', 'cli_v1_commands-1.145.2.yaml');
const hasFixture = existsSync(fixture);
const fixtureSkipNote = hasFixture
  ? ''
  : ' [skipped: ../shared/fixtures/supabase-cli/ is absent, as it is outside the development checkout]';

let folder = '';
let bin = '';

beforeAll(async () => {
  const parent = join(root, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  folder = mkdtempSync(join(parent, 'docs-widgets-cli-'));
  await build({
    configFile: resolve(root, 'vite.cli.config.ts'),
    logLevel: 'silent',
    build: { outDir: join(folder, 'dist') },
  });
  bin = join(folder, 'dist', 'docs-widgets.js');
}, 300_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [bin, ...args], { cwd: folder, encoding: 'utf8', timeout: 300_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Runs the command with its output read by a reader that stops after the first chunk and closes
 * the pipe, as `| head -1` does; resolves when the command has exited.
 */
function runIntoClosedPipe(...args: string[]): Promise<{ code: number | null; firstChunk: string; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: folder, stdio: ['ignore', 'pipe', 'pipe'] });
    let firstChunk = '';
    let stderr = '';
    child.stdout.once('data', (chunk: Buffer) => {
      firstChunk = chunk.toString('utf8');
      child.stdout.destroy();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, firstChunk, stderr }));
  });
}

/** A spec whose reference is far larger than a pipe holds (64 KB), so its writer meets the closed end. */
function largeSpecFile(): string {
  const commands = Array.from(
    { length: 3000 },
    (_, index) =>
      `  - { id: demo-task-${index}, title: demo task-${index}, summary: Run the numbered task ${index} of the demo, usage: 'demo task-${index} [flags]' }`,
  );
  return specFile(
    'large.yaml',
    `info: { id: demo, version: 1.0.0, title: Demo CLI }\ncommands:\n${commands.join('\n')}\n`,
  );
}

/** Writes a small spec as YAML text and returns its path. */
function specFile(name: string, yaml: string): string {
  const path = join(folder, name);
  writeFileSync(path, yaml);
  return path;
}

const older = `
info: { id: demo, version: 1.0.0, title: Demo CLI }
flags:
  - { id: debug, name: --debug, description: Print traces., default_value: 'false' }
commands:
  - id: demo-push
    title: demo push
    summary: Upload settings
    usage: demo push [flags]
    flags:
      - id: format
        name: --format <[ text | json ]>
        description: Output format.
        default_value: text
        accepted_values: [{ id: text, name: text }, { id: json, name: json }]
  - { id: demo-old, title: demo old, summary: Something retired, usage: demo old }
`;

const newer = `
info: { id: demo, version: 1.1.0, title: Demo CLI }
flags:
  - { id: debug, name: --debug, description: Print traces., default_value: 'false' }
commands:
  - id: demo-push
    title: demo push
    summary: Upload settings
    usage: demo push <target> [flags]
    flags:
      - id: format
        name: --format <[ text | json | yaml ]>
        description: Output format.
        default_value: json
        accepted_values: [{ id: text, name: text }, { id: json, name: json }, { id: yaml, name: yaml }]
  - { id: demo-pull, title: demo pull, summary: Download settings, usage: demo pull }
`;

describe('docs-widgets cli-diff', () => {
  it('prints a readable summary of what changed', () => {
    const { code, stdout, stderr } = run('cli-diff', specFile('old.yaml', older), specFile('new.yaml', newer));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'Demo CLI: 1.0.0 → 1.1.0',
        'Commands: 1 added, 1 removed, 1 changed. Global flags: 0 added, 0 removed, 0 changed.',
        '',
        '~ demo push',
        '    Usage demo push [flags] → demo push <target> [flags]',
        '    --format <[ text | json | yaml ]>: default text → json; accepts yaml',
        '',
        '+ demo pull',
        '- demo old',
        '',
      ].join('\n'),
    );
  });

  it('prints Markdown with --markdown, linking to the reference page given with --href', () => {
    const { code, stdout } = run(
      'cli-diff',
      specFile('old.yaml', older),
      specFile('new.yaml', newer),
      '--markdown',
      '--href',
      'cli.html',
    );
    expect(code).toBe(0);
    expect(stdout).toMatch(/^## What changed from 1\.0\.0 to 1\.1\.0\n/);
    expect(stdout).toContain('- [`demo pull`](<cli.html#demo-pull>): Download settings\n');
    expect(stdout).toContain('- `demo old`: Something retired\n');
    expect(stdout).toContain('#### [`demo push`](<cli.html#demo-push>)\n');
  });

  it('prints the diff as JSON with --json', () => {
    const { code, stdout } = run('cli-diff', specFile('old.yaml', older), specFile('new.yaml', newer), '--json');
    expect(code).toBe(0);
    const diff = JSON.parse(stdout);
    expect(diff.from).toEqual({ title: 'Demo CLI', version: '1.0.0' });
    expect(diff.commands.map((command: { change: string; id: string }) => `${command.change} ${command.id}`)).toEqual([
      'changed demo-push',
      'added demo-pull',
      'removed demo-old',
    ]);
  });

  it('says when nothing changed, and reads JSON as well as YAML', () => {
    const json = specFile(
      'same.json',
      JSON.stringify({
        info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
        commands: [{ id: 'a', title: 'a', summary: 'A' }],
      }),
    );
    const { code, stdout } = run('cli-diff', json, json);
    expect(code).toBe(0);
    expect(stdout).toBe('Demo CLI: 1.0.0 → 1.0.0\nNo command or flag changed.\n');
  });

  it('lists the problems of a spec on stderr and still compares what it could read', () => {
    const broken = specFile('broken.yaml', older.replace('summary: Upload settings', 'summary: 42'));
    const { code, stdout, stderr } = run('cli-diff', broken, specFile('new.yaml', newer));
    expect(code).toBe(0);
    expect(stderr).toContain(
      `${broken}: 1 problem; comparing what could be read:\n  commands[0].summary: expected a string, found a number (42)`,
    );
    expect(stdout).toContain('~ demo push');
  });

  it('fails with a clear message on a missing file, bad YAML, a document that is no spec, or bad arguments', () => {
    const good = specFile('new.yaml', newer);
    const missing = run('cli-diff', join(folder, 'nowhere.yaml'), good);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`docs-widgets cli-diff: ${join(folder, 'nowhere.yaml')}: no such file.\n`);

    const badYaml = specFile('bad.yaml', 'info: [\n');
    const syntax = run('cli-diff', badYaml, good);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(
      new RegExp(`^docs-widgets cli-diff: ${badYaml}: not valid YAML or JSON at line \\d+, column \\d+: `),
    );

    const notSpec = run('cli-diff', specFile('list.yaml', '- just\n- a list\n'), good);
    expect(notSpec.code).toBe(1);
    expect(notSpec.stderr).toContain('list.yaml: expected a CLI spec (our YAML or JSON with `commands`, OpenCLI, ');
    expect(notSpec.stderr).toContain('; found a list.');

    const one = run('cli-diff', good);
    expect(one.code).toBe(1);
    expect(one.stderr).toContain('Give two spec files, the older first; got 1.');
    const both = run('cli-diff', good, good, '--json', '--markdown');
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('Choose one of --markdown and --json.');
    expect(run('cli-diff', good, good, '--colour').stderr).toContain('Unknown option --colour.');
  });

  it('explains itself with --help, and names its commands when given none or an unknown one', () => {
    const help = run('cli-diff', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: docs-widgets cli-diff <older spec> <newer spec>/);
    const none = run();
    expect(none.code).toBe(1);
    expect(none.stdout).toMatch(/\n {2}cli-diff +what changed between two versions of a CLI spec\n/);
    expect(none.stdout).toMatch(/\n {2}prerender +render the widgets of HTML pages into their HTML/);
    const version = run('--version');
    expect(version.code).toBe(0);
    expect(version.stdout).toBe(`${JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).version}\n`);
    const unknown = run('publish');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^docs-widgets: unknown command "publish"\./);
  });

  it('is built executable, so `npx docs-widgets` runs it in this repository too', () => {
    expect(statSync(bin).mode & 0o111).toBe(0o111);
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it('renders with the peer react-dom/server instead of a copy of its own', () => {
    const files = readdirSync(join(folder, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.js'),
    );
    const code = files.map((name) => readFileSync(join(folder, 'dist', name), 'utf8')).join('\n');
    // Imported, or required (CommonJS loads faster so: build/required-packages.ts), from the app's node_modules.
    expect(code).toMatch(/(?:from |createRequire\(import\.meta\.url\)\()["']react-dom\/server["']/);
    expect(code).not.toContain('rendererPackageName');
  });

  it('loads neither ky nor React’s client, which only the browser runs', () => {
    const files = readdirSync(join(folder, 'dist'), { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.js'),
    );
    const code = files.map((name) => readFileSync(join(folder, 'dist', name), 'utf8')).join('\n');
    expect(code).not.toMatch(/["'](?:ky|react-dom\/client)["']/);
    expect(code).toContain('the prerender reads documents before rendering');
  });

  it('names unversioned specs by their files in the header, with no empty versions around the arrow', () => {
    const unversioned = (text: string) => text.replace(/version: 1\.\d\.0/, "version: ''");
    const oldFile = specFile('demo-before.yaml', unversioned(older));
    const newFile = specFile('demo-after.yaml', unversioned(newer));
    const { code, stdout } = run('cli-diff', oldFile, newFile);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Demo CLI: demo-before\.yaml → demo-after\.yaml\n/);
    const markdown = run('cli-diff', oldFile, newFile, '--markdown');
    expect(markdown.stdout).toMatch(/^## What changed\n\n/);
  });

  it('compares our two spec versions', () => {
    const { code, stdout } = run('cli-diff', resolve(root, 'spec/cli-1.140.0.yaml'), resolve(root, 'spec/cli.yaml'));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Supabase CLI: 1\.140\.0 → 1\.150\.0\n/);
    expect(stdout).toContain('\n- supabase db remote changes\n');
  });

  it.skipIf(!hasFixture)(`compares the third-party fixture with our spec${fixtureSkipNote}`, () => {
    const { code, stdout, stderr } = run('cli-diff', fixture, resolve(root, 'spec/cli.yaml'), '--json');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const diff = JSON.parse(stdout);
    expect(diff.from.version).toBe('1.145.2');
    expect(diff.to.version).toBe('1.150.0');
    expect(diff.duplicates).toEqual([]);
  });
});

describe('docs-widgets given input that holds no CLI spec', () => {
  const expected =
    'expected a CLI spec (our YAML or JSON with `commands`, OpenCLI, an oclif manifest, a usage spec in KDL, or cobra YAML files)';

  it.each([['cli-markdown'], ['cli-import'], ['cli-diff']])(
    '%s stops with exit code 1, saying what it expected and what it found, and prints nothing',
    (command) => {
      const hello = specFile('hello.yaml', 'hello: world\n');
      const second = command === 'cli-diff' ? [specFile('new.yaml', newer)] : [];
      const result = run(command, hello, ...second);
      expect(result.stdout).toBe('');
      expect(result.stderr).toBe(
        `docs-widgets ${command}: ${hello}: ${expected}; found a mapping with the key hello.\n`,
      );
      expect(result.code).toBe(1);

      const junk = join(folder, `junk-for-${command}`);
      mkdirSync(junk, { recursive: true });
      writeFileSync(join(junk, 'notes.yaml'), 'title: Shopping\nitems: [milk, bread]\n');
      writeFileSync(join(junk, 'settings.yaml'), 'theme: dark\n');
      const folderResult = run(command, junk, ...second);
      expect(folderResult.stdout).toBe('');
      expect(folderResult.stderr).toBe(
        `docs-widgets ${command}: ${junk}: ${expected}; found no command in the folder's YAML files (read as cobra YAML).\n`,
      );
      expect(folderResult.code).toBe(1);

      const text = specFile('notes.txt', 'hello world\n');
      const textResult = run(command, text, ...second);
      expect(textResult.stderr).toBe(
        `docs-widgets ${command}: ${text}: ${expected}; found no command in it (read as a usage spec in KDL).\n`,
      );
      expect(textResult.code).toBe(1);
    },
  );

  it('takes a spec of our format that lists no command yet: an empty reference, not an error', () => {
    const empty = specFile('empty.yaml', 'info: { id: demo, version: 0.1.0, title: Demo CLI }\ncommands: []\n');
    const result = run('cli-markdown', empty);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('This spec lists no commands.');
  });
});

describe('docs-widgets output into a pipe closed early', () => {
  it.each([['cli-markdown'], ['cli-import']])(
    '%s stops quietly, exit code 0, when the reader of its output closes the pipe (| head -1)',
    async (command) => {
      const { code, firstChunk, stderr } = await runIntoClosedPipe(command, largeSpecFile());
      expect(firstChunk.length).toBeGreaterThan(0);
      expect(stderr).toBe('');
      expect(code).toBe(0);
    },
  );
});

describe('docs-widgets cli-markdown', () => {
  it('prints the reference as one Markdown page without --out', () => {
    const { code, stdout, stderr } = run('cli-markdown', specFile('new.yaml', newer));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^# Demo CLI reference\n\nVersion `1\.1\.0`\.\n/);
    expect(stdout).toContain('### <a id="demo-push"></a>demo push\n');
    expect(stdout).toContain(
      '| <a id="demo-push--format"></a>`--format` | `[ text \\| json \\| yaml ]` | no | `json` | `text`, `json`, `yaml` | Output format. |\n',
    );
    expect(stdout).toContain('Also takes the [global flags](<#global-flags>).');
  });

  it('writes the pages and llms.txt into --out, one page per group with --split-by-group', () => {
    const spec = specFile(
      'grouped.yaml',
      newer
        .replace(
          'info: { id: demo, version: 1.1.0, title: Demo CLI }',
          'info: { id: demo, version: 1.1.0, title: Demo CLI, tags: [{ id: sync, title: Sync }] }',
        )
        .replace('summary: Upload settings', 'summary: Upload settings\n    tags: [sync]'),
    );
    const out = join(folder, 'pages');
    const { code, stdout, stderr } = run(
      'cli-markdown',
      spec,
      '--out',
      out,
      '--split-by-group',
      '--anchor-prefix',
      'cli-',
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe(`Wrote 4 files to ${out}: index.md, sync.md, other-commands.md, llms.txt\n`);
    expect(readdirSync(out).sort()).toEqual(['index.md', 'llms.txt', 'other-commands.md', 'sync.md']);
    expect(readFileSync(join(out, 'index.md'), 'utf8')).toContain('- [`demo push`](<sync.md#cli-demo-push>)');
    expect(readFileSync(join(out, 'sync.md'), 'utf8')).toMatch(
      /^# Sync\n\nPart of the \[Demo CLI reference\]\(<index\.md>\)\.\n/,
    );
    expect(readFileSync(join(out, 'sync.md'), 'utf8')).toContain('## <a id="cli-demo-push"></a>demo push\n');
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toContain('## demo pull\n\nDownload settings\n');
  });

  it('fails with a clear message on a missing file or bad arguments', () => {
    const missing = run('cli-markdown', join(folder, 'nowhere.yaml'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`docs-widgets cli-markdown: ${join(folder, 'nowhere.yaml')}: no such file.\n`);
    const split = run('cli-markdown', specFile('new.yaml', newer), '--split-by-group');
    expect(split.code).toBe(1);
    expect(split.stderr).toContain('--split-by-group writes several pages: give the folder with --out.');
    expect(run('cli-markdown').stderr).toContain('Give one spec file; got 0.');
    expect(run('cli-markdown', specFile('new.yaml', newer), '--out').stderr).toContain('--out needs a value.');
    const help = run('cli-markdown', '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: docs-widgets cli-markdown <spec>/);
    expect(run().stdout).toMatch(/\n {2}cli-markdown +the reference of a CLI spec as Markdown pages and llms\.txt\n/);
  });

  it.skipIf(!hasFixture)(`writes the third-party fixture's reference${fixtureSkipNote}`, () => {
    const out = join(folder, 'fixture-pages');
    const { code, stderr } = run('cli-markdown', fixture, '--out', out);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const page = readFileSync(join(out, 'index.md'), 'utf8');
    expect(page.match(/^#{3} <a id="/gm)).toHaveLength(123);
  });
});

const formats = resolve(root, '..', 'shared', 'fixtures', 'cli-formats');
const hasFormats = existsSync(formats);

describe('docs-widgets cli-import', () => {
  it.skipIf(!hasFormats)(
    'writes our format from OpenCLI, a usage spec and a folder of cobra YAML, and lists what was odd [skipped without ../shared/fixtures/cli-formats/]',
    () => {
      const out = join(folder, 'imported.json');
      const opencli = run('cli-import', join(formats, 'opencli', 'dotnet.json'), '--out', out);
      expect(opencli.code).toBe(0);
      expect(opencli.stderr).toContain('(read anyway) line 39: expected strict JSON, found a trailing comma (ignored)');
      const written = JSON.parse(readFileSync(out, 'utf8'));
      expect(written.clispec).toBe('002');
      expect(written.commands.map((command: { title: string }) => command.title)).toEqual(['dotnet', 'dotnet build']);

      const usage = run('cli-import', join(formats, 'usage', 'with-examples.usage.kdl'));
      expect(usage.code).toBe(0);
      expect(JSON.parse(usage.stdout).commands.map((command: { title: string }) => command.title)).toEqual([
        'demo deploy',
        'demo config',
        'demo config set',
      ]);

      const cobra = run('cli-import', join(formats, 'cobra-yaml', 'docker-compose'));
      expect(cobra.code).toBe(0);
      expect(JSON.parse(cobra.stdout).commands).toHaveLength(48);

      const markdown = run('cli-markdown', join(formats, 'cobra-yaml', 'docker-compose'));
      expect(markdown.code).toBe(0);
      expect(markdown.stdout).toContain('Inherited flags: [`--dry-run`](<#docker-compose--dry-run>).');

      const diff = run('cli-diff', join(formats, 'opencli', 'dotnet.json'), out);
      expect(diff.code).toBe(0);
      expect(diff.stdout).toContain('No command or flag changed.');
    },
  );

  it('fails with a clear message on a document that is no CLI description', () => {
    const schema = specFile('schema.json', JSON.stringify({ $schema: 'x', properties: { opencli: {} } }));
    const result = run('cli-import', schema);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'This is the OpenCLI JSON Schema (the description of the format), not a CLI description',
    );
  });
});
