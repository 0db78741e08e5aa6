// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run size` against a small stand-in for dist/: a loader whose chunk map names one widget,
// a runtime chunk and the widget's chunk, so the test needs no build.
const dist = mkdtempSync(join(tmpdir(), 'size-budget-'));
mkdirSync(join(dist, 'chunks'));
writeFileSync(join(dist, 'loader.js'), 'const m=t("A1;runtime;param-row");'); // the map as loader/chunk-map.ts writes it
writeFileSync(join(dist, 'chunks', 'runtime-A1.js'), 'export const runtime = 1;\n'.repeat(50));
writeFileSync(join(dist, 'chunks', 'param-row-A1.js'), 'export const row = "a parameter row";\n'.repeat(20));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const script = resolve(import.meta.dirname, 'size-budget.mjs');

function run(budget: object): { status: number; output: string } {
  const file = join(dist, `budget-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(budget));
  try {
    const output = execFileSync(process.execPath, [script, '--budget', file, '--dist', dist], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

const roomy = {
  loader: 1,
  runtime: 1,
  widgets: { 'param-row': 1 },
  pages: { 'one small widget': { tags: ['param-row'], max: 3 } },
};

describe('npm run size', () => {
  it('passes and prints each figure beside its ceiling when every budget holds', () => {
    const { status, output } = run(roomy);
    expect(status).toBe(0);
    expect(output).toMatch(/<param-row> adds\s+0\.\d\d KB\s+1\.00 KB\s+ok/);
    expect(output).toMatch(/page: one small widget\s+0\.\d\d KB\s+3\.00 KB\s+ok/);
  });

  it('fails, naming the figure, when a widget is over its ceiling', () => {
    const { status, output } = run({ ...roomy, widgets: { 'param-row': 0.01 } });
    expect(status).toBe(1);
    expect(output).toMatch(/<param-row> adds\s+0\.\d\d KB\s+0\.01 KB\s+FAIL: 0\.\d\d KB over/);
    expect(output).toContain('1 budget blown');
  });

  it('fails when a page or the runtime is over its ceiling', () => {
    const { status, output } = run({ ...roomy, runtime: 0.01, pages: { tiny: { tags: ['param-row'], max: 0.01 } } });
    expect(status).toBe(1);
    expect(output).toMatch(/runtime \(chunk and its imports\).*FAIL/);
    expect(output).toMatch(/page: tiny.*FAIL/);
    expect(output).toContain('2 budgets blown');
  });

  it('fails when the build has a widget the budget lacks, or the budget one the build lacks', () => {
    const missing = run({ ...roomy, widgets: {} });
    expect(missing.status).toBe(1);
    expect(missing.output).toMatch(/<param-row> adds.*FAIL: no ceiling/);
    const extra = run({ ...roomy, widgets: { 'param-row': 1, 'gone-widget': 1 } });
    expect(extra.status).toBe(1);
    expect(extra.output).toMatch(/<gone-widget> adds.*FAIL: not in the build/);
  });
});
