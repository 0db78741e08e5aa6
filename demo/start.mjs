// @ts-check
/**
 * `npm start`: the build `npm run build` runs, one line per step, then the demo server and its
 * address. A step's own output is kept back unless it says something: a warning is printed under
 * its step, and a step that fails prints everything it wrote. The bundler's timing reports
 * ([PLUGIN_TIMINGS], how long its plugins took on this machine) are left out: they are not problems.
 * `npm start -- --verbose` prints each step's whole output (the files it wrote and their sizes) instead.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { startServer } from './server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Vite's command, from its package's `bin` (its exports do not name the file).
const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
const vite = join(dirname(vitePackage), JSON.parse(readFileSync(vitePackage, 'utf8')).bin.vite);

/** What each of the build's commands makes, for its progress line. */
const made = new Map([
  ['vite build', 'the widgets for a script tag, and their manifest (dist/)'],
  ['vite build --mode bundle', 'the single-file build (dist/docs-widgets.js)'],
  ['vite build --mode package', 'the package for bundlers (dist/lib/)'],
  ['vite build -c vite.cli.config.ts', 'the docs-widgets command (dist/cli/)'],
]);

/** The build's commands, read from package.json so `npm start` builds exactly what `npm run build` does. */
export function buildSteps(script = JSON.parse(readFileSync(`${root}package.json`, 'utf8')).scripts.build) {
  return String(script)
    .split('&&')
    .map((command) => command.trim())
    .filter(Boolean);
}

/**
 * A step's output without the bundler's timing reports (a `[PLUGIN_TIMINGS]` line and the indented
 * or explanatory lines that follow it, up to its "See https://…" line).
 * @param {string} output
 */
export function withoutTimings(output) {
  const lines = output.split('\n');
  const kept = [];
  let inReport = false;
  for (const line of lines) {
    const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
    if (plain.startsWith('[PLUGIN_TIMINGS]')) inReport = true;
    if (!inReport) kept.push(line);
    else if (/^See https?:\/\//.test(plain)) inReport = false;
  }
  return kept.join('\n').trim();
}

const verbose = process.argv.includes('--verbose');

/**
 * Runs one build command, quietly (Vite at its `warn` level) unless `--verbose`, resolving to what
 * it said.
 * @param {string} command
 * @returns {Promise<{ code: number | null, output: string }>}
 */
function run(command) {
  const args = command
    .replace(/^vite\s*/, '')
    .split(/\s+/)
    .filter(Boolean);
  return new Promise((done) => {
    const child = spawn(process.execPath, [vite, ...args, ...(verbose ? [] : ['--logLevel', 'warn'])], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const steps = buildSteps();
  for (const [index, command] of steps.entries()) {
    const label = `[${index + 1}/${steps.length}] Building ${made.get(command) ?? command}`;
    const started = performance.now();
    process.stdout.write(`${label}… `);
    const { code, output } = await run(command);
    if (code !== 0) {
      console.error(`failed.\n\n\`${command}\` exited with ${code}:\n\n${output}`);
      process.exit(code ?? 1);
    }
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s`);
    const said = verbose ? output.trim() : withoutTimings(output);
    if (said.replace(/\x1b\[[0-9;]*m/g, '').trim()) console.log(said.replace(/^/gm, '    '));
  }
  const server = await startServer();
  const address = server.address();
  const where = typeof address === 'object' && address ? `http://${address.address}:${address.port}/` : address;
  console.log(`\nThe demo is at ${where} (Ctrl+C stops it).`);
}
