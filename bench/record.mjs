// @ts-check
// Keeps what a bench printed, so the figures bench/README.md shows are always the last measured
// ones. A bench imports this first; everything it then writes with console.log is printed as
// before and, when the script ends with exit code 0, also written to bench/results/<script>.txt
// under a line that says when, on what machine and under what load it ran. `npm run docs` copies
// each results file into bench/README.md (build/docs/readme.test.ts), and that test fails when the
// README and a results file disagree. A run that fails, or a worker thread of a bench, writes
// nothing. `BENCH_RECORD=0` prints without recording (a trial run that should not replace the
// figures).
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, totalmem } from 'node:os';
import { basename, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { isMainThread } from 'node:worker_threads';

const script = process.argv[1] ? basename(process.argv[1], '.mjs') : '';

if (isMainThread && script && process.env.BENCH_RECORD !== '0') {
  /** @type {string[]} */
  const lines = [];
  const started = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  const print = console.log.bind(console);
  console.log = (...values) => {
    print(...values);
    const text = values.map((value) => (typeof value === 'string' ? value : String(value))).join(' ');
    lines.push(...stripVTControlCharacters(text).split('\n'));
  };
  process.on('exit', (code) => {
    if (code !== 0 || lines.length === 0) return;
    const processors = cpus();
    const machine = `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(
      totalmem() / 2 ** 30,
    )} GB, ${platform()} ${arch()}, Node ${process.versions.node}`;
    const load = `load average ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
    const header = `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}; ${load}.`;
    while (lines.at(0) === '') lines.shift();
    while (lines.at(-1) === '') lines.pop();
    const folder = resolve(import.meta.dirname, 'results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(resolve(folder, `${script}.txt`), `${header}\n\n${lines.map((line) => line.trimEnd()).join('\n')}\n`);
  });
}
