// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run size` against a small stand-in for dist/: a loader whose chunk map names one widget,
// a runtime chunk and the widget's chunk, so the test needs no build.
const dist = mkdtempSync(join(tmpdir(), 'size-budget-'));
mkdirSync(join(dist, 'chunks'));
writeFileSync(join(dist, 'loader.js'), 'const m=t("A1;runtime;param-row");'); // the map as loader/chunk-map.ts writes it
// Chunks of a few KB of gzip that hardly compresses, so each figure is known to two decimals.
let seed = 1;
const noise = (lines: number) =>
  Array.from({ length: lines }, (_, line) => {
    seed = (seed * 48271) % 2147483647;
    return `export const v${line} = "${seed.toString(36)}${(seed * 7).toString(36)}";`;
  }).join('\n');
writeFileSync(join(dist, 'chunks', 'runtime-A1.js'), noise(400));
writeFileSync(join(dist, 'chunks', 'param-row-A1.js'), noise(200));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const script = resolve(import.meta.dirname, 'size-budget.mjs');

function run(budget: object, ...extra: string[]): { status: number; output: string; file: string } {
  const file = join(dist, `budget-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(budget));
  try {
    const output = execFileSync(process.execPath, [script, '--budget', file, '--dist', dist, ...extra], {
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { status: 0, output, file };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr, file };
  }
}

const roomy = {
  margin: 0.03,
  leastMarginKb: 0.1,
  loader: 1,
  runtime: 20,
  widgets: { 'param-row': 10 },
  pages: { 'one small widget': { tags: ['param-row'], size: 40 } },
};

/** The gzip KB of the stand-in build's figures, as `npm run size` prints them. */
function builtSizes(): { loader: number; row: number; page: number } {
  const { output } = run(roomy);
  const figure = (label: string) => Number(new RegExp(`${label}\\s+([\\d.]+) KB`).exec(output)?.[1]);
  return { loader: figure('loader\\.js'), row: figure('<param-row> adds'), page: figure('page: one small widget') };
}

describe('npm run size', () => {
  it('passes and prints each figure beside its ceiling when every budget holds', () => {
    const { status, output } = run(roomy);
    expect(status).toBe(0);
    expect(output).toMatch(/<param-row> adds\s+\d\.\d\d KB\s+10\.00 KB\s+10\.30 KB\s+ok/);
    expect(output).toMatch(/page: one small widget\s+\d+\.\d\d KB\s+40\.00 KB\s+41\.20 KB\s+ok/);
  });

  it('lets a figure grow by the margin over its recorded size, and fails it past that', () => {
    const { row } = builtSizes();
    const justUnder = Math.floor((row / 1.03) * 100 + 1) / 100; // recorded so that 3% more still holds the build
    const within = run({ ...roomy, leastMarginKb: 0, widgets: { 'param-row': justUnder } });
    expect(within.status, within.output).toBe(0);
    const tooSmall = Math.floor((row / 1.04) * 100) / 100; // the build is over 3% larger than this
    const over = run({ ...roomy, leastMarginKb: 0, widgets: { 'param-row': tooSmall } });
    expect(over.status).toBe(1);
    expect(over.output).toMatch(/<param-row> adds.*FAIL: 0\.\d\d KB over/);
    expect(over.output).toContain('npm run size -- --write');
  });

  it('gives a small figure at least the least margin in KB, not a few bytes', () => {
    const { row } = builtSizes();
    const recorded = Math.floor((row - 0.09) * 100) / 100; // 0.09 KB under the build: over 3% of it
    expect(run({ ...roomy, leastMarginKb: 0, widgets: { 'param-row': recorded } }).status).toBe(1);
    expect(run({ ...roomy, leastMarginKb: 0.1, widgets: { 'param-row': recorded } }).status).toBe(0);
  });

  it('says when a figure shrank past the margin, so the gain can be recorded', () => {
    const { status, output } = run({ ...roomy, widgets: { 'param-row': 20 } });
    expect(status).toBe(0);
    expect(output).toMatch(/<param-row> adds.*ok, \d+% smaller than recorded/);
  });

  it('records the built sizes with --write, formatted as the format check wants, and then passes', async () => {
    const written = run({ ...roomy, $comment: 'kept', widgets: { 'param-row': 0.01 } }, '--write');
    expect(written.status, written.output).toBe(0);
    const text = readFileSync(written.file, 'utf8');
    const budget = JSON.parse(text);
    const built = builtSizes();
    expect(budget).toMatchObject({
      $comment: 'kept',
      margin: 0.03,
      loader: built.loader,
      widgets: { 'param-row': built.row },
    });
    expect(budget.pages['one small widget']).toEqual({ tags: ['param-row'], size: built.page });
    const prettier = await import('prettier');
    expect(await prettier.check(text, { parser: 'json' })).toBe(true);
    const again = execFileSync(process.execPath, [script, '--budget', written.file, '--dist', dist], {
      encoding: 'utf8',
    });
    expect(again).toContain('every figure within its ceiling');
  });

  it('fails, naming the figure, when a widget is over its ceiling', () => {
    const { status, output } = run({ ...roomy, widgets: { 'param-row': 0.01 } });
    expect(status).toBe(1);
    expect(output).toMatch(/<param-row> adds\s+\d\.\d\d KB\s+0\.01 KB\s+0\.11 KB\s+FAIL: \d\.\d\d KB over/);
    expect(output).toContain('1 budget blown');
  });

  it('fails when a page or the runtime is over its ceiling', () => {
    const { status, output } = run({ ...roomy, runtime: 0.01, pages: { tiny: { tags: ['param-row'], size: 0.01 } } });
    expect(status).toBe(1);
    expect(output).toMatch(/runtime \(chunk and its imports\).*FAIL/);
    expect(output).toMatch(/page: tiny.*FAIL/);
    expect(output).toContain('2 budgets blown');
  });

  it('fails when the build has a widget the budget lacks, or the budget one the build lacks', () => {
    const missing = run({ ...roomy, widgets: {} });
    expect(missing.status).toBe(1);
    expect(missing.output).toMatch(/<param-row> adds.*FAIL: no recorded size/);
    const extra = run({ ...roomy, widgets: { 'param-row': 1, 'gone-widget': 1 } });
    expect(extra.status).toBe(1);
    expect(extra.output).toMatch(/<gone-widget> adds.*FAIL: not in the build/);
  });
});

describe('npm run size, on the language chunks', () => {
  // A build whose German and Russian are cut into message groups: `<language>.<group>-<version>.js`.
  function languageBuild(russianPageLines: number): string {
    const folder = mkdtempSync(join(tmpdir(), 'size-budget-languages-'));
    mkdirSync(join(folder, 'chunks'));
    writeFileSync(join(folder, 'loader.js'), 'const m=t("A1;runtime;param-row");');
    writeFileSync(join(folder, 'chunks', 'runtime-A1.js'), noise(400));
    writeFileSync(join(folder, 'chunks', 'param-row-A1.js'), noise(200));
    writeFileSync(join(folder, 'chunks', 'code-block.styles-A1.js'), noise(300)); // a widget's part, not a language
    writeFileSync(join(folder, 'chunks', 'de.page-A1.js'), noise(40));
    writeFileSync(join(folder, 'chunks', 'de.reference-A1.js'), noise(30));
    writeFileSync(join(folder, 'chunks', 'ru.page-A1.js'), noise(russianPageLines));
    return folder;
  }

  function runOn(folder: string): { status: number; output: string } {
    const file = join(folder, 'budget.json');
    writeFileSync(file, JSON.stringify(roomy));
    try {
      const output = execFileSync(process.execPath, [script, '--budget', file, '--dist', folder], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { status: 0, output };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { status: failed.status, output: failed.stdout + failed.stderr };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  it("prints each language's chunk of each group, and passes when each is under 3 KB", () => {
    const { status, output } = runOn(languageBuild(40));
    expect(status, output).toBe(0);
    expect(output).toMatch(/language chunks, gzip\s+page\s+reference\s+largest against 3\.00 KB/);
    expect(output).toMatch(/^de\s+\d\.\d\d KB\s+\d\.\d\d KB\s+ok$/m);
    expect(output).toMatch(/^ru\s+\d\.\d\d KB\s+—\s+ok$/m);
    expect(output).not.toContain('code-block');
  });

  it('fails, naming the language and the group, when a chunk is over 3 KB', () => {
    const { status, output } = runOn(languageBuild(400));
    expect(status).toBe(1);
    expect(output).toMatch(/^ru\s+\d\.\d\d KB\s+—\s+FAIL: page \d\.\d\d KB over$/m);
    expect(output).toMatch(/^de\s.*ok$/m);
    expect(output).toContain('1 budget blown');
  });
});
