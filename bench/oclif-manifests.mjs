// @ts-check
// oclif manifests built to make the reader's work grow faster than its input: examples of blank
// lines and spaces that once made the tool-name guess backtrack (cubic in the run of blanks), and
// command ids holding `$`` that once made the template fill copy the text before each template
// (output quadratic in the input). Each is read by `docs-widgets cli-import`, as a user would run
// it, in a process of its own that is stopped after --limit seconds. Prints the time and the size
// of the output; asserts nothing. Run after `npm run build`.
// Usage: node bench/oclif-manifests.mjs [--limit 120] [--command <docs-widgets.js of another build>]
import './record.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const option = (/** @type {string} */ name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const command = resolve(option('--command') ?? join(root, 'dist', 'cli', 'docs-widgets.js'));
if (!existsSync(command)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
const limitSeconds = Number(option('--limit') ?? 120);

/** A manifest of one command with these examples, under this id. */
const manifest = (/** @type {string} */ id, /** @type {string[]} */ examples) =>
  JSON.stringify({ version: '1.0.0', commands: { [id]: { id, flags: {}, args: {}, examples } } });

const templated = (/** @type {number} */ count) =>
  Array.from({ length: count }, (_, index) => `step ${index}: <%= command.id %>`).join('\n');

const cases = [
  { name: 'bin guess: 1 KB of blank lines', text: manifest('run', ['\n'.repeat(1000) + '!']) },
  { name: 'bin guess: 3 KB of blank lines', text: manifest('run', ['\n'.repeat(3000) + '!']) },
  { name: 'bin guess: 6 KB of blank lines', text: manifest('run', ['\n'.repeat(6000) + '!']) },
  { name: 'bin guess: 1 MB of blank lines', text: manifest('run', ['\n \n'.repeat(350_000) + '!']) },
  { name: 'template fill: 64 $` in the id, 100 templates', text: manifest('$`'.repeat(64), [templated(100)]) },
  { name: 'template fill: 256 $` in the id, 200 templates', text: manifest('$`'.repeat(256), [templated(200)]) },
  { name: 'template fill: 1,024 $` in the id, 400 templates', text: manifest('$`'.repeat(1024), [templated(400)]) },
];

/** Runs the command on one file: its time, the bytes it wrote, or that it was stopped. */
function run(/** @type {string} */ file) {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [command, 'cli-import', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let bytes = 0;
    let errorText = '';
    child.stdout.on('data', (chunk) => (bytes += chunk.length));
    child.stderr.on('data', (chunk) => (errorText += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitSeconds * 1000);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      if (signal) done(`stopped after ${seconds.toFixed(1)} s (still running)`);
      else if (code !== 0) done(`exit ${code} after ${seconds.toFixed(2)} s: ${errorText.trim().split('\n').at(-1)}`);
      else done(`${seconds.toFixed(2)} s, ${(bytes / 1024).toFixed(1)} KB out`);
    });
  });
}

const folder = mkdtempSync(join(tmpdir(), 'oclif-manifests-'));
try {
  console.log(`oclif manifests read by cli-import, each stopped after ${limitSeconds} s`);
  for (const [index, { name, text }] of cases.entries()) {
    const file = join(folder, `case-${index}.json`);
    writeFileSync(file, text);
    console.log(`${name.padEnd(52)} ${(text.length / 1024).toFixed(1).padStart(7)} KB in: ${await run(file)}`);
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
