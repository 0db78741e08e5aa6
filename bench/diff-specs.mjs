// @ts-check
// Times diffSpecs on two full specs: the third-party fixture (read in place from ../shared,
// skipped when absent) against our spec/cli.yaml, and our two versions against each other. Prints
// the median of N runs of the diff, and beside it the time to parse and validate the two texts,
// the floor any caller pays first. Asserts nothing. Loads the TypeScript sources through Vite's
// module runner, as vite.config.ts does, so it needs no build.
// Usage: node bench/diff-specs.mjs [--runs 50]
import './record.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { runnerImport } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 50;
const fixture = resolve(root, '..', 'shared', 'fixtures', 'supabase-cli', 'cli_v1_commands-1.145.2.yaml');

/** @type {{ module: typeof import('../spec/index.ts') }} */
const { module: pipeline } = await runnerImport(resolve(root, 'spec/index.ts'));

const schema = CORE_SCHEMA.withTags(mergeTag);
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (/** @type {number} */ value) => `${value.toFixed(2).padStart(7)} ms`;

/** Median time of `work` over `runs` runs, after two warm-up runs. */
function time(/** @type {() => unknown} */ work) {
  work();
  work();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Parses and validates a spec file, as the CLI and the reference do. */
function read(/** @type {string} */ text) {
  const { spec } = pipeline.validateSpec(load(text, { schema }));
  if (!spec) throw new Error('not a spec');
  return spec;
}

/** @param {string} label @param {string} fromPath @param {string} toPath */
function measure(label, fromPath, toPath) {
  const fromText = readFileSync(fromPath, 'utf8');
  const toText = readFileSync(toPath, 'utf8');
  const from = read(fromText);
  const to = read(toText);
  const parse = time(() => [read(fromText), read(toText)]);
  const compare = time(() => pipeline.diffSpecs(from, to));
  const result = pipeline.diffSpecs(from, to);
  const changes = result.commands.length + result.globalFlags.length;
  console.log(
    `${label.padEnd(34)} diff ${ms(compare)}   parse + validate both ${ms(parse)}   ` +
      `(${from.commands.length} → ${to.commands.length} commands, ${changes} changes)`,
  );
}

console.log(`diffSpecs, median of ${runs} runs (load average ${loadavg()[0]?.toFixed(2)})`);
if (existsSync(fixture)) measure('fixture 1.145.2 → spec/cli.yaml', fixture, resolve(root, 'spec/cli.yaml'));
else console.warn(`The fixture ${fixture} is absent: only our own versions are compared.`);
measure('spec/cli-1.140.0 → spec/cli.yaml', resolve(root, 'spec/cli-1.140.0.yaml'), resolve(root, 'spec/cli.yaml'));
