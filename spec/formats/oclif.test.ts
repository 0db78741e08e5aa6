// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, describe, expect, it } from 'vitest';
import { readSpecPath } from '../node';
import { importForeign } from './import-spec';
import { readOclif } from './oclif';

// The oclif reader on what its users write: the tool's name from the examples, templates filled
// with exactly the id and the name, and hostile text that must not make the work grow faster
// than the text.

const command = (id: string, fields: Record<string, unknown> = {}) => ({ id, flags: {}, args: {}, ...fields });
const manifest = (...commands: ReturnType<typeof command>[]) => ({
  version: '1.0.0',
  commands: Object.fromEntries(commands.map((entry) => [entry.id, entry])),
});

/**
 * Runs `work`, stopped after 20 s: a bound only a runaway reading reaches. The test's own timeout
 * cannot stop code that never gives the thread back; the VM's watchdog can.
 */
function bounded<T>(work: () => T): T {
  return runInNewContext('work()', { work }, { timeout: 20_000 }) as T;
}

describe("the tool's name guessed from the examples", () => {
  it('is the word before the command id, with or without a prompt', () => {
    const { document } = readOclif(
      manifest(command('app:deploy', { examples: ['Deploy it:\n  $ hosted app:deploy --prod', 'hosted app:deploy'] })),
    );
    expect(document.commands.map((entry) => entry.title)).toEqual(['hosted app', 'hosted app:deploy']);
  });

  it('reads a megabyte of blank lines and spaces in an example without backtracking', () => {
    // Once cubic in the run of blanks: 6 KB took over a minute. The test's own deadline is the bound.
    const blanks = '\n \n'.repeat(350_000);
    const { document } = bounded(() =>
      readOclif(manifest(command('run', { examples: [`${blanks}!`, `${blanks}$ hosted run --fast${blanks}`] }))),
    );
    expect(document.commands[0]!.title).toBe('hosted run');
  });
});

describe('templates are filled with the text as it is', () => {
  it("a command id holding $` $' $& or $1 is written as it is, once", () => {
    const ids = ['copy$`', "copy$'", 'copy$&', 'copy$1', 'copy$$'];
    const { document } = readOclif(
      manifest(
        ...ids.map((id) =>
          command(id, {
            description: 'Runs <%= command.id %> quickly.',
            examples: ['Before <%= config.bin %> <%= command.id %> after'],
            usage: '<%= command.id %> [FLAGS]',
          }),
        ),
      ),
    );
    const byTitle = new Map(document.commands.map((entry) => [entry.title, entry]));
    for (const id of ids) {
      const entry = byTitle.get(`cli ${id}`)!;
      expect(entry.summary, id).toBe(`Runs ${id} quickly.`);
      expect(entry.examples![0]!.code, id).toBe(`Before cli ${id} after`);
      expect(entry.usage, id).toBe(`cli ${id} [FLAGS]`);
    }
  });

  it("a plugin's name holding $` is the tool's name as it is", () => {
    const { document } = readOclif(
      manifest(command('run', { pluginName: '@scope/to$`ol', examples: ['<%= config.bin %> run'] })),
    );
    expect(document.commands[0]!.examples![0]!.code).toBe('to$`ol run');
  });

  it('an id of many $` in many templates gives output in proportion to the input', () => {
    // Once 8.6 KB in gave 4.2 MB out, and larger input overflowed the stack.
    const id = '$`'.repeat(1024);
    const example = Array.from({ length: 400 }, (_, index) => `step ${index}: <%= command.id %>`).join('\n');
    const { document } = bounded(() => readOclif(manifest(command(id, { examples: [example] }))));
    const code = document.commands[0]!.examples![0]!.code;
    expect(code.length).toBeLessThan(example.length + 400 * id.length);
    expect(code.split('\n')[0]).toBe(`step 0: ${id}`);
  });
});

describe('templates in the notes', () => {
  it('says nothing of the tags every oclif manifest holds, and notes one it cannot fill', () => {
    const filled = readOclif(
      manifest(
        command('app:deploy', {
          description: 'Deploys with <%= config.bin %>.',
          examples: ['<%= config.bin %> <%= command.id %> --prod'],
        }),
      ),
    );
    const aboutTemplates = (problems: { found: string }[]) =>
      problems.filter(({ found }) => found.includes('template'));
    expect(aboutTemplates(filled.problems)).toEqual([]);
    const unknown = readOclif(
      manifest(command('app:deploy', { description: 'Settings live in <%= config.configDir %>.' })),
    );
    expect(aboutTemplates(unknown.problems)).toEqual([
      expect.objectContaining({ severity: 'note', found: expect.stringContaining('other template tags') }),
    ]);
    expect(JSON.stringify(unknown.document)).toContain('<%= config.configDir %>'); // left as written
  });
});

describe('the package.json beside the manifest: the CLI as its users type it', () => {
  const deployManifest = () =>
    manifest(
      command('app:deploy', {
        summary: 'Deploys the app.',
        examples: ['<%= config.bin %> <%= command.id %> --prod'],
        usage: ['app:deploy [--prod]'],
        aliases: ['app:ship'],
      }),
      command('app:logs:tail', { summary: 'Follows the logs.', examples: ['$ hosted-legacy app:logs:tail'] }),
    );
  const packageJson = (fields: Record<string, unknown>) => JSON.stringify({ name: '@hosted/cli', ...fields });

  it('names the tool and joins topics with a space where oclif.topicSeparator says so', () => {
    const { document, problems } = readOclif(
      deployManifest(),
      packageJson({ oclif: { bin: 'hosted', topicSeparator: ' ' } }),
    );
    expect(problems.filter((problem) => problem.severity !== 'note')).toEqual([]);
    expect(document.commands.map((entry) => entry.title)).toEqual([
      'hosted app',
      'hosted app deploy',
      'hosted app logs',
      'hosted app logs tail',
    ]);
    const deploy = document.commands[1]!;
    expect(deploy.usage).toBe('hosted app deploy [--prod]');
    expect(deploy.examples![0]!.code).toBe('hosted app deploy --prod');
    expect(deploy.aliases).toEqual(['hosted app ship']);
    // Anchors are the same whichever separator is typed.
    expect(deploy.id).toBe('hosted-app-deploy');
    expect(document.info).toMatchObject({ id: 'hosted', title: 'hosted' });
  });

  it('keeps colons by default, and takes the name from bin, then from the package name', () => {
    const fromBin = readOclif(deployManifest(), packageJson({ bin: { hst: './bin/run.js' } }));
    expect(fromBin.document.commands[1]!.title).toBe('hst app:deploy');
    const fromName = readOclif(deployManifest(), packageJson({ bin: './bin/run.js' }));
    expect(fromName.document.commands[1]!.title).toBe('cli app:deploy');
    expect(fromName.problems.filter((problem) => problem.severity !== 'note')).toEqual([]);
  });

  it('none, or an HTML page in its place, is read as the manifest alone says, quietly', () => {
    for (const text of [undefined, '<!doctype html><title>Not found</title>']) {
      const { document, problems } = readOclif(deployManifest(), text);
      expect(document.commands[1]!.title).toBe('hosted-legacy app:deploy');
      expect(problems.filter((problem) => problem.severity !== 'note')).toEqual([]);
    }
  });

  it('a broken one is reported, and the rest is read as without it', () => {
    const broken = readOclif(deployManifest(), '{"name": "@hosted/cli", "oclif": {');
    expect(broken.problems).toContainEqual(
      expect.objectContaining({ path: 'package.json', expected: "the package's package.json, in JSON" }),
    );
    expect(broken.document.commands[1]!.title).toBe('hosted-legacy app:deploy');
    const wrong = readOclif(deployManifest(), packageJson({ oclif: { bin: 'two words', topicSeparator: '/' } }));
    expect(wrong.problems.filter((problem) => problem.severity !== 'note').map((problem) => problem.path)).toEqual([
      'package.json: oclif.bin',
      'package.json: oclif.topicSeparator',
    ]);
    expect(wrong.document.commands[1]!.title).toBe('cli app:deploy');
  });
});

describe('where the package.json is read from', () => {
  const manifestText = JSON.stringify(
    manifest(command('app:deploy', { summary: 'Deploys the app.', examples: ['$ legacy app:deploy'] })),
  );
  const packageText = JSON.stringify({ name: '@hosted/cli', oclif: { bin: 'hosted', topicSeparator: ' ' } });
  const titles = (document: unknown) =>
    (document as { commands: { title: string }[] }).commands.map((entry) => entry.title);
  const folder = mkdtempSync(join(tmpdir(), 'oclif-package-'));
  writeFileSync(join(folder, 'oclif.manifest.json'), manifestText);
  writeFileSync(join(folder, 'package.json'), packageText);
  const alone = mkdtempSync(join(tmpdir(), 'oclif-alone-'));
  writeFileSync(join(alone, 'oclif.manifest.json'), manifestText);
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(alone, { recursive: true, force: true });
  });

  it('in Node: the package folder, its package.json, or the manifest beside it', async () => {
    for (const path of [folder, join(folder, 'package.json'), join(folder, 'oclif.manifest.json')]) {
      const read = await readSpecPath(path);
      expect(read.format, path).toBe('oclif');
      expect(titles(read.document), path).toEqual(['hosted app', 'hosted app deploy']);
    }
  });

  it('in Node: a manifest alone is read as it says; a package.json with no manifest is named', async () => {
    expect(titles((await readSpecPath(alone)).document)).toEqual(['legacy app', 'legacy app:deploy']);
    const missing = mkdtempSync(join(tmpdir(), 'oclif-no-manifest-'));
    writeFileSync(join(missing, 'package.json'), packageText);
    await expect(readSpecPath(join(missing, 'package.json'))).rejects.toThrow(
      /package\.json holds no CLI spec; an oclif CLI's is read with the oclif\.manifest\.json beside it/,
    );
    rmSync(missing, { recursive: true, force: true });
  });

  it('wherever a reader can read beside the spec: the reader asks for package.json', async () => {
    const asked: string[] = [];
    const read = await importForeign(
      {
        text: manifestText,
        readLinked: async (name) => {
          asked.push(name);
          if (name === 'package.json') return packageText;
          throw new Error('not found');
        },
      },
      () => Promise.reject(new Error('no YAML here')),
    );
    expect(asked).toEqual(['package.json']);
    expect(titles(read.document)).toEqual(['hosted app', 'hosted app deploy']);
    const without = await importForeign(
      { text: manifestText, readLinked: () => Promise.reject(new Error('404')) },
      () => Promise.reject(new Error('no YAML here')),
    );
    expect(titles(without.document)).toEqual(['legacy app', 'legacy app:deploy']);
    expect(without.problems.filter((problem) => problem.severity !== 'note')).toEqual([]);
  });
});
