// @ts-check
// Runs the unit suite while busy processes occupy every core, as on a developer's machine that
// is still building or testing something else: a test that races the clock fails here.
//   npm run test:stress [-- --runs 3] [-- --busy 4] [vitest arguments…]
// Each run's time and result is printed; the script exits non-zero at the first failing run.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
/** @param {string} name @param {number} fallback */
function option(name, fallback) {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  args.splice(at, 2);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
  return value;
}
const runs = option('--runs', 1);
const busyCount = option('--busy', availableParallelism());

// One process per core, each spinning on the CPU until it is ended.
const busy = Array.from({ length: busyCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const endBusy = () => {
  for (const child of busy) child.kill('SIGKILL');
};
process.on('exit', endBusy);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    endBusy();
    process.exit(130);
  });
}

console.log(`stress: ${busyCount} busy process(es) on ${availableParallelism()} core(s), ${runs} run(s)`);
let failed = 0;
for (let run = 1; run <= runs && failed === 0; run += 1) {
  const started = Date.now();
  const code = await new Promise((resolve) => {
    const vitest = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...args], { stdio: 'inherit' });
    vitest.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`stress: run ${run} of ${runs} ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (code !== 0) failed = Number(code);
}
endBusy();
process.exit(failed);
