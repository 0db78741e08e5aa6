// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run new-widget demo-thing` in a copy of the project (its tracked files, our node_modules):
// the new folder must pass what `npm test` checks of it with no other step: typecheck, lint,
// formatting, the README references, its unit tests and the size budget. The copy is removed.
const projectRoot = resolve(import.meta.dirname, '..');
const workspace = mkdtempSync(join(tmpdir(), 'new-widget-project-'));
const copy = join(workspace, 'project');

afterAll(() => rmSync(workspace, { recursive: true, force: true }));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: '' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name);

describe('a scaffolded widget in the project', () => {
  it('passes typecheck, lint, formatting, the README check, its unit tests and the size check', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: projectRoot, encoding: 'utf8' }).split('\0');
    for (const file of tracked.filter(Boolean)) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(projectRoot, file), join(copy, file));
    }
    symlinkSync(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
    symlinkSync(resolve(projectRoot, '../shared'), join(workspace, 'shared'), 'dir');

    const scaffold = run(process.execPath, ['cli/new-widget.mjs', 'demo-thing']);
    expect(scaffold.status, scaffold.output).toBe(0);
    expect(scaffold.output).toContain('Ran `npm run docs`');
    expect(scaffold.output).toMatch(/npm run size/);
    const budget = JSON.parse(readFileSync(join(copy, 'bench/size-budget.json'), 'utf8'));
    expect(budget.widgets['demo-thing']).toBeGreaterThan(0);

    const checks: [string, string, string[]][] = [
      ['typecheck', bin('tsc'), ['--noEmit']],
      ['lint', bin('eslint'), ['--max-warnings', '0', 'widgets/demo-thing', 'tests/demo-thing.spec.ts']],
      ['format', bin('prettier'), ['--check', 'widgets/demo-thing', 'tests', 'demo/sections', 'bench', 'README.md']],
      ['unit tests and READMEs', bin('vitest'), ['run', 'widgets/demo-thing', 'build/docs/readme.test.ts']],
      ['build', bin('vite'), ['build']],
      ['size', process.execPath, ['bench/size-budget.mjs']],
    ];
    for (const [name, command, args] of checks) {
      const result = run(command, args);
      expect(result.status, `${name}:\n${result.output}`).toBe(0);
    }
  }, 900_000); // a typecheck, a lint and a build on a busy machine: a bound, not a wait
});
