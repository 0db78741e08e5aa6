// @ts-check
// The Markdown question in numbers: our parser (markdown-parse.ts) against two maintained
// CommonMark parsers that could replace it, micromark read into an mdast tree
// (mdast-util-from-markdown) and marked's lexer. Prints, side by side:
//   - correctness: the CommonMark spec examples (the commonmark-spec package) of the sections our
//     parser claims, passed per section. Ours is written out as HTML by
//     markdown-commonmark.testing.ts; micromark's and marked's own HTML output stand for their
//     trees (same parser, so the same reading);
//   - bytes: each parser bundled and minified alone, as its chunk would ship (raw and gzip); the
//     React renderer (markdown.tsx) is needed in every case and is left out;
//   - speed: the median time to parse every description of both specs (ours and the third-party
//     fixture, read in place from ../shared when present), then each hostile input once or a few
//     once, cold, in a worker stopped after 30 s (ours stops at its limits; the others read everything).
// Asserts nothing. Loads our TypeScript through Vite's module runner, so it needs no build. The
// candidates are devDependencies used by nothing else.
// Usage: node bench/markdown.mjs [--runs 20]
import './record.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { load } from 'js-yaml';
import { build } from 'rolldown';
import { runnerImport } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const fixture = resolve(root, '..', 'shared', 'fixtures', 'supabase-cli', 'cli_v1_commands-1.145.2.yaml');

/** @type {{ module: typeof import('../spec/markdown/markdown-commonmark.testing.ts') }} */
const { module: ours } = await runnerImport(resolve(root, 'spec/markdown/markdown-commonmark.testing.ts'));
/** @type {{ module: typeof import('../spec/markdown/markdown-parse.ts') }} */
const { module: parser } = await runnerImport(resolve(root, 'spec/markdown/markdown-parse.ts'));
/** Packages used only by this bench and the CommonMark unit test (devDependencies); typed loosely here. */
const loadPackage = (/** @type {string} */ name) => /** @type {Promise<any>} */ (import(name));
const { micromark } = await loadPackage('micromark');
const { fromMarkdown } = await loadPackage('mdast-util-from-markdown');
const { marked } = await loadPackage('marked');
/** @type {{ tests: { markdown: string; html: string; section: string; number: number }[] }} */
const commonmark = (await loadPackage('commonmark-spec')).default;

/** @type {{ name: string; parse: (text: string) => unknown; html: (text: string) => string; entry: string }[]} */
const candidates = [
  {
    name: 'ours',
    parse: (text) => parser.parseMarkdownText(text), // the full reader: no cache, no plain-line shortcut
    html: (text) => ours.markdownToHtml(text),
    entry: `export { parseMarkdown } from ${JSON.stringify(resolve(root, 'spec/markdown/markdown-parse.ts'))};`,
  },
  {
    name: 'micromark + mdast',
    parse: (text) => fromMarkdown(text),
    html: (text) => micromark(text),
    entry: `export { fromMarkdown } from 'mdast-util-from-markdown';`,
  },
  {
    name: 'marked lexer',
    parse: (text) => marked.lexer(text),
    html: (text) => /** @type {string} */ (marked.parse(text, { async: false })),
    entry: `import { Lexer } from 'marked'; export const lex = (text) => Lexer.lex(text);`,
  },
];

const column = (/** @type {string} */ text) => text.padStart(20);
const header = (/** @type {string} */ title) =>
  console.log(`\n${title.padEnd(40)}${candidates.map((candidate) => column(candidate.name)).join('')}`);
const row = (/** @type {string} */ label, /** @type {string[]} */ cells) =>
  console.log(`${label.padEnd(40)}${cells.map(column).join('')}`);

/** The inputs the parser's limits are for (see the README's Markdown section). */
const hostile = {
  '100,000 lines of text': 'word '.repeat(8).concat('\n').repeat(100_000),
  'a list nested 5,000 levels': Array.from({ length: 5000 }, (_, depth) => `${'  '.repeat(depth)}- item`).join('\n'),
  '3,000 lines of `> - ` (1 to 30 times)': Array.from(
    { length: 3000 },
    (_, line) => `${'> - '.repeat((line % 30) + 1)}text`,
  ).join('\n'),
  'unclosed fence, then 50,000 lines': `\`\`\`sh\n${'echo line\n'.repeat(50_000)}`,
};

/** Most a hostile input may take, per candidate, before the bench stops it. */
const HOSTILE_LIMIT_MS = 30_000;

if (!isMainThread) {
  // One hostile input, one candidate, in a worker that the main thread can stop.
  const { name, label } = workerData;
  const chosen = candidates.find((entry) => entry.name === name);
  const text = hostile[/** @type {keyof typeof hostile} */ (label)];
  const start = performance.now();
  try {
    chosen?.parse(text);
    parentPort?.postMessage(`${(performance.now() - start).toFixed(1)} ms`);
  } catch (error) {
    parentPort?.postMessage(`throws ${error instanceof Error ? error.name : 'error'}`);
  }
} else {
  await main();
}

async function main() {
  // Correctness.
  header('CommonMark 0.31 examples passed');
  const totals = candidates.map(() => 0);
  let all = 0;
  for (const section of ours.CLAIMED_SECTIONS) {
    const examples = ours.specExamples(commonmark.tests).filter((example) => example.section === section);
    const passed = candidates.map((candidate, index) => {
      const count = examples.filter((example) => {
        try {
          return ours.normalizeHtml(candidate.html(example.markdown)) === ours.normalizeHtml(example.html);
        } catch {
          return false;
        }
      }).length;
      totals[index] = (totals[index] ?? 0) + count;
      return count;
    });
    all += examples.length;
    row(`  ${section} (${examples.length})`, passed.map(String));
  }
  row(
    `  all claimed sections (${all})`,
    totals.map((total) => `${total} (${Math.round((total / all) * 100)}%)`),
  );

  // Bytes.
  header('Bytes, bundled and minified');
  const sizes = [];
  for (const entry of candidates) {
    const output = await build({
      input: 'entry',
      cwd: root,
      write: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'bench-entry',
          resolveId(source) {
            if (source === 'entry') return source;
            // Resolved as Node resolves them, so the bench finds the candidates wherever they are installed.
            if (/^[a-z@]/.test(source) && !source.startsWith('entry'))
              return fileURLToPath(import.meta.resolve(source));
            return null;
          },
          load(id) {
            return id === 'entry' ? entry.entry : null;
          },
        },
      ],
      output: { format: 'esm', minify: true },
    });
    const code = output.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('');
    sizes.push({ raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
  }
  row(
    '  raw',
    sizes.map((size) => `${(size.raw / 1024).toFixed(2)} KB`),
  );
  row(
    '  gzip',
    sizes.map((size) => `${(size.gzip / 1024).toFixed(2)} KB`),
  );

  // Speed.
  /** Every description in a spec file: info, commands, flags, examples. */
  function descriptions(/** @type {string} */ path) {
    const spec = /** @type {any} */ (load(readFileSync(path, 'utf8')));
    return [
      spec.info?.description ?? '',
      ...(spec.flags ?? []).map((/** @type {any} */ flag) => flag.description ?? ''),
      ...spec.commands.flatMap((/** @type {any} */ command) => [
        command.description ?? '',
        ...(command.flags ?? []).map((/** @type {any} */ flag) => flag.description ?? ''),
        ...(command.examples ?? []).map((/** @type {any} */ example) => example.description ?? ''),
      ]),
    ].filter((text) => typeof text === 'string' && text !== '');
  }

  /** Median milliseconds of `work`; one run only when a run takes over a second. */
  function time(/** @type {() => unknown} */ work, /** @type {number} */ times) {
    const results = [];
    for (let run = 0; run < times; run += 1) {
      const start = performance.now();
      work();
      results.push(performance.now() - start);
      if (results[0] !== undefined && results[0] > 1000) break;
    }
    results.sort((a, b) => a - b);
    return results[Math.floor(results.length / 2)] ?? NaN;
  }

  /** @param {string} label @param {string[]} texts @param {number} times @param {boolean} warmUp */
  function speedRow(label, texts, times, warmUp) {
    row(
      label,
      candidates.map((candidate) => {
        try {
          if (warmUp) for (const text of texts) candidate.parse(text);
          return `${time(() => texts.forEach((text) => candidate.parse(text)), times).toFixed(1)} ms`;
        } catch (error) {
          return `throws ${error instanceof Error ? error.name : 'error'}`;
        }
      }),
    );
  }

  header('Parse time, median');
  const specs = [
    ['spec/cli.yaml', resolve(root, 'spec/cli.yaml')],
    ['third-party fixture', fixture],
  ].filter(([, path]) => existsSync(path ?? ''));
  for (const [label, path] of specs) {
    const texts = descriptions(path ?? '');
    speedRow(`  ${label} (${texts.length} texts)`, texts, runs, true);
  }
  for (const label of Object.keys(hostile)) {
    const cells = [];
    for (const entry of candidates) cells.push(await inWorker(entry.name, label));
    row(`  ${label}`, cells);
  }
}

/** Times one parse of a hostile input in a worker; stops it after HOSTILE_LIMIT_MS. */
function inWorker(/** @type {string} */ name, /** @type {string} */ label) {
  return new Promise((done) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: { name, label } });
    const timer = setTimeout(() => {
      done(`over ${HOSTILE_LIMIT_MS / 1000} s`);
      void worker.terminate();
    }, HOSTILE_LIMIT_MS);
    worker.once('message', (message) => {
      clearTimeout(timer);
      done(String(message));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      done(`fails: ${error.name}`);
    });
  });
}
