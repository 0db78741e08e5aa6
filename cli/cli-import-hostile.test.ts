// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cliImport } from './cli-import';

// `docs-widgets cli-import` on the bait of the readers' hostile corpus
// (spec/formats/hostile.test.ts): each run ends, with the reading or the error and its place.

/** A ceiling only a case that hangs reaches (each takes milliseconds): 10 s, whatever the load. */
const HANG_GUARD_MS = 10_000;

/** Runs `work`, and fails if it took longer than the hang guard. */
async function bounded<T>(work: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  expect(performance.now() - started, 'a case that should take milliseconds ran for seconds').toBeLessThan(
    HANG_GUARD_MS,
  );
  return result;
}

const folder = mkdtempSync(join(tmpdir(), 'hostile-import-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `docs-widgets cli-import` on a file holding `text`: its exit code, what it wrote and said. */
async function cliImportOf(name: string, text: string) {
  const path = join(folder, name);
  writeFileSync(path, text);
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const code = await cliImport([path]);
  vi.restoreAllMocks();
  return { code, stdout, stderr };
}

const openCliSpec = (extra: string) =>
  `{"opencli": "0.1", "info": {"title": "tool", "version": "1"}, "commands": [{"name": "run"}],${extra}}`;

describe('cli-import on JSON with comments and trailing commas', () => {
  it('ends on 166 bytes of comments after a comma, with the error and exit code 1', async () => {
    const run = await bounded(() => cliImportOf('comments.json', `[1,${'/**/'.repeat(40)}x]`));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/comments\.json: not valid YAML or JSON/);
  });

  it('reads the trailing comma and comments after it', async () => {
    const run = await bounded(() => cliImportOf('trailing.json', openCliSpec(`${'/* , */ // ,\n'.repeat(20_000)}`)));
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ commands: [expect.objectContaining({ title: 'tool run' })] });
  });
});

describe('cli-import on KDL nesting hidden from the pre-check', () => {
  it('refuses the nesting with its place', async () => {
    const nested = `${'cmd "a" {\n'.repeat(10_000)}${'}\n'.repeat(10_000)}`;
    const run = await bounded(() => cliImportOf('deep.kdl', `name "tool"\n/* " */\n${nested}"\n`));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/deep\.kdl: not valid KDL at line 203, column 9: Nodes are nested more than 200/);
  });
});
