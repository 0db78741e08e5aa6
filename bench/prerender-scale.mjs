// @ts-check
// How prerendering scales. First one page of 500 and of 4,000 widgets, and of 504 sign-in provider
// grids (through docs-widgets/server, dist/lib/server.js), with the ratio against the linear one.
// Then a site as a docs build runs the built command-line tool on it: 410 pages (400 guides with
// six widgets each, and 10 pages showing the same 123-command reference, the third-party fixture
// read in place through --spec), cold, again unchanged, with one page changed, in four shards,
// a one-page site's start-up, the peak memory, and 10,000 pages projected from the measured cost.
// Each is printed beside its comparison measured in the same run: the floor of reading, parsing
// with parse5 and writing every page (the least any prerender that reads HTML as browsers do must
// do), twice: in this process, where parse5 is already compiled, and as a command, a new process
// that starts cold as the prerender does; and Node's own start-up with parse5 loaded.
// Measures only; asserts nothing, bar that the changed page's output changed and that the shards
// together wrote the full run's pages. Run after `npm run build`.
// Usage: node bench/prerender-scale.mjs [--runs 3] [--guides 400] [--references 10] [--site-only]
import './record.mjs';
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse, serialize } from 'parse5';
import { fixtureFile, haveFixture } from './fixture.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]) || fallback;
};
const runs = option('--runs', 3);
const guides = option('--guides', 400);
const references = option('--references', 10);
// The site's table alone, without the one-page measures.
const siteOnly = process.argv.includes('--site-only');
const cli = join(root, 'dist', 'cli', 'docs-widgets.js');
const serverModule = join(root, 'dist', 'lib', 'server.js');
if (!existsSync(cli) || !existsSync(serverModule)) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
// As a site's build runs it: React reads this when it loads, and its development build is several
// times slower.
process.env.NODE_ENV ??= 'production';
/** @type {{ prerenderHtml(html: string, options?: object): Promise<string> }} */
const server = await import(pathToFileURL(serverModule).href);

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;

/** One row of a parameter list, as a docs page writes it. */
const row = (/** @type {number} */ index) =>
  `<param-row name="field_${index}" type="string"${index % 3 === 0 ? ' optional' : ''} id="field-${index}">` +
  `The <code>field_${index}</code> value &amp; what it <a href="/guides/fields#${index}">means</a>.</param-row>`;
const onePage = (/** @type {number} */ widgets, /** @type {(index: number) => string} */ widget = row) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fields</title></head><body><main>\n<h1>Fields</h1>\n${Array.from(
    { length: widgets },
    (_, index) => widget(index),
  ).join('\n')}\n</main></body></html>\n`;
/** A grid of sign-in providers, each with its logos: the widget with the most markup per tag. */
const providers = (/** @type {number} */ index) => `<auth-providers id="providers-${index}"></auth-providers>`;

/** A guide of a site: prose, and six widgets (a callout, tabs of two samples, a sample, rows, a card, an accordion). */
const guidePage = (/** @type {number} */ index) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guide ${index}</title></head><body><main>\n` +
  `<h1>Guide ${index}</h1>\n<p>${'Some prose about the feature, with <a href="/x">a link</a>. '.repeat(20)}</p>\n` +
  `<docs-callout type="tip">Set this up once per project.</docs-callout>\n` +
  `<persisted-tabs query-group="lang"><tab-panel value="js" label="JavaScript"><code-block language="js"><pre><code>const guide = ${index};</code></pre></code-block></tab-panel>` +
  `<tab-panel value="sh" label="Shell"><code-block language="bash"><pre><code>echo ${index}</code></pre></code-block></tab-panel></persisted-tabs>\n` +
  `<code-block language="json"><pre><code>{ "guide": ${index} }</code></pre></code-block>\n` +
  Array.from({ length: 3 }, (_, rowIndex) => row(rowIndex)).join('\n') +
  `\n<link-card title="Next steps" description="What to read after guide ${index}." href="/guides/${index + 1}.html"></link-card>\n` +
  `<docs-accordion><accordion-item summary="Why ${index}?">Because.</accordion-item><accordion-item summary="How?">Like this.</accordion-item></docs-accordion>\n` +
  '</main></body></html>\n';

/** A page showing the whole reference of a CLI. */
const referencePage = (/** @type {number} */ index) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference ${index}</title></head><body><main>\n` +
  `<h1>CLI reference</h1>\n<cli-reference src="/spec/cli.yaml"></cli-reference>\n</main></body></html>\n`;

/** @returns {Promise<{ ms: number, floor: number }>} */
async function timeOnePage(/** @type {number} */ widgets, /** @type {(index: number) => string} */ widget = row) {
  const html = onePage(widgets, widget);
  const times = [];
  const floors = [];
  for (let run = 0; run < runs; run += 1) {
    let start = performance.now();
    await server.prerenderHtml(html, { onProblem: () => {} });
    times.push(performance.now() - start);
    start = performance.now();
    serialize(parse(html, { sourceCodeLocationInfo: true }));
    floors.push(performance.now() - start);
  }
  return { ms: median(times), floor: median(floors) };
}

/** The site's pages, each path with its HTML: guides in ten folders, then the references. */
function sitePages(/** @type {number} */ guideCount, /** @type {number} */ referenceCount) {
  /** @type {Array<{ path: string, html: string }>} */
  const pages = [];
  for (let index = 0; index < guideCount; index += 1)
    pages.push({ path: join(`section-${index % 10}`, `guide-${index}.html`), html: guidePage(index) });
  for (let index = 0; index < referenceCount; index += 1)
    pages.push({ path: join('reference', `cli-${index}.html`), html: referencePage(index) });
  return pages;
}

function writeSite(/** @type {Array<{ path: string, html: string }>} */ pages) {
  const folder = mkdtempSync(join(tmpdir(), 'docs-widgets-site-'));
  const site = join(folder, 'site');
  for (const page of pages) {
    mkdirSync(dirname(join(site, page.path)), { recursive: true });
    writeFileSync(join(site, page.path), page.html);
  }
  return { folder, site };
}

/** The floor: every page read, parsed as the prerender parses it, serialised and written. */
function floorOf(/** @type {string} */ site, /** @type {Array<{ path: string }>} */ pages, /** @type {string} */ out) {
  const start = performance.now();
  for (const page of pages) {
    const html = readFileSync(join(site, page.path), 'utf8');
    mkdirSync(dirname(join(out, page.path)), { recursive: true });
    writeFileSync(join(out, page.path), serialize(parse(html, { sourceCodeLocationInfo: true })));
  }
  return performance.now() - start;
}

// The child's peak resident memory and its processor time (user and system, its worker threads
// included), written as it exits: the time is what the run costs whatever else the machine runs.
const peakMemoryHook = `data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\npeak-rss '+u.maxRSS+' cpu '+(u.userCPUTime+u.systemCPUTime)+'\\n')})`;

/**
 * Runs the command-line tool; resolves to its wall time and processor time in milliseconds and its
 * peak memory in kilobytes.
 * @returns {Promise<{ ms: number, cpuMs: number, peakKilobytes: number }>}
 */
function runCli(/** @type {string[]} */ args) {
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(process.execPath, [`--import=${peakMemoryHook}`, cli, 'prerender', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      const ms = performance.now() - start;
      const peak = /\npeak-rss (\d+) cpu (\d+)\n/.exec(errors);
      if (code !== 0) fail(new Error(errors));
      else done({ ms, cpuMs: Number(peak?.[2] ?? NaN) / 1000, peakKilobytes: Number(peak?.[1] ?? NaN) });
    });
  });
}

/**
 * Node started with parse5 loaded, and nothing else: the least a command that parses HTML takes to
 * start. Its wall and processor time in milliseconds.
 * @returns {Promise<{ ms: number, cpuMs: number }>}
 */
function nodeWithParse5() {
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(
      process.execPath,
      [`--import=${peakMemoryHook}`, '--input-type=module', '-e', "import 'parse5';"],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      const cpu = / cpu (\d+)\n/.exec(errors);
      if (code === 0) done({ ms: performance.now() - start, cpuMs: Number(cpu?.[1] ?? NaN) / 1000 });
      else fail(new Error('node failed'));
    });
  });
}

/**
 * The floor as a command: a fresh Node process that loads parse5, then reads, parses (with the
 * locations the prerender asks for), serialises and writes every page under `site`, as
 * `floorOf` does in this process. A prerender is a command, so it starts with parse5 cold (not
 * yet compiled by the engine); this is the least any such command takes. Its wall and processor
 * time in milliseconds.
 * @returns {Promise<{ ms: number, cpuMs: number }>}
 */
function floorAsCommand(/** @type {string} */ site, /** @type {string} */ out) {
  const program = [
    "import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';",
    "import { dirname, join } from 'node:path';",
    "import { parse, serialize } from 'parse5';",
    'const [site, out] = process.argv.slice(1);',
    "for (const name of readdirSync(site, { recursive: true, encoding: 'utf8' })) {",
    "  if (!name.endsWith('.html')) continue;",
    "  const html = readFileSync(join(site, name), 'utf8');",
    '  mkdirSync(dirname(join(out, name)), { recursive: true });',
    '  writeFileSync(join(out, name), serialize(parse(html, { sourceCodeLocationInfo: true })));',
    '}',
  ].join('\n');
  return new Promise((done, fail) => {
    const start = performance.now();
    const child = spawn(
      process.execPath,
      [`--import=${peakMemoryHook}`, '--input-type=module', '-e', program, site, out],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('exit', (code) => {
      const cpu = / cpu (\d+)\n/.exec(errors);
      if (code === 0) done({ ms: performance.now() - start, cpuMs: Number(cpu?.[1] ?? NaN) / 1000 });
      else fail(new Error(`the floor as a command failed: ${errors}`));
    });
  });
}

/** Every file under `folder`, by its path inside it, with its bytes. */
function filesOf(/** @type {string} */ folder) {
  const files = new Map();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const path = join(folder, name);
    if (statSync(path).isFile()) files.set(name, readFileSync(path, 'utf8'));
  }
  return files;
}

function sameFiles(/** @type {Map<string, string>} */ one, /** @type {Map<string, string>} */ other) {
  return one.size === other.size && [...one].every(([name, text]) => other.get(name) === text);
}

// Before this command had a cache, shards and workers, a run had none of them: the bench then
// times the same runs without, to compare with.
const help = spawnSync(process.execPath, [cli, 'prerender', '--help'], { encoding: 'utf8' }).stdout;
const scalable = help.includes('--shard');

/** One measured run of the whole table. */
async function timeSite() {
  const loadBefore = loadavg()[0] ?? 0;
  const pages = sitePages(guides, references);
  const { folder, site } = writeSite(pages);
  const spec = haveFixture('the reference pages (the project spec shows instead)')
    ? fixtureFile
    : join(root, 'spec', 'cli.yaml');
  const common = [site, '--spec', `/spec/cli.yaml=${spec}`];
  const cache = join(folder, 'cache');
  const withCache = scalable ? ['--cache', cache] : [];
  const floor = floorOf(site, pages, join(folder, 'floor'));
  const commandFloor = await floorAsCommand(site, join(folder, 'floor-command'));
  const cold = await runCli([...common, '--out', join(folder, 'cold'), ...withCache]);
  // The same on one thread: on a busy machine a second thread may find no core free.
  const coldOneThread = scalable
    ? await runCli([...common, '--out', join(folder, 'cold-one-thread'), '--no-cache', '--jobs', '1'])
    : undefined;
  const warm = await runCli([...common, '--out', join(folder, 'warm'), ...withCache]);
  const coldFiles = filesOf(join(folder, 'cold'));
  const warmSame = sameFiles(coldFiles, filesOf(join(folder, 'warm')));
  const changedPage = pages[0]?.path ?? '';
  writeFileSync(join(site, changedPage), guidePage(0).replace('<h1>', '<p>One sentence more.</p><h1>'));
  const changed = await runCli([...common, '--out', join(folder, 'changed'), ...withCache]);
  const changedShows = readFileSync(join(folder, 'changed', changedPage), 'utf8') !== coldFiles.get(changedPage);
  writeFileSync(join(site, changedPage), guidePage(0));
  /** @type {number[]} */
  const shards = [];
  let shardsWhole = false;
  if (scalable) {
    for (let shard = 1; shard <= 4; shard += 1)
      shards.push(
        (await runCli([...common, '--out', join(folder, 'shards'), '--no-cache', '--shard', `${shard}/4`])).ms,
      );
    shardsWhole = sameFiles(coldFiles, filesOf(join(folder, 'shards')));
  }
  const one = writeSite([{ path: 'guide.html', html: guidePage(0) }]);
  const startUp = [];
  const cachedStartUp = [];
  const nodeStartUp = [];
  const oneCache = scalable ? ['--cache', join(one.folder, 'cache')] : [];
  if (scalable) await runCli([one.site, '--out', join(one.folder, 'out'), ...oneCache]);
  for (let run = 0; run < 5; run += 1) {
    startUp.push(await runCli([one.site, '--out', join(one.folder, 'out'), ...(scalable ? ['--no-cache'] : [])]));
    cachedStartUp.push((await runCli([one.site, '--out', join(one.folder, 'out'), ...oneCache])).ms);
    nodeStartUp.push(await nodeWithParse5());
  }
  rmSync(one.folder, { recursive: true, force: true });
  rmSync(folder, { recursive: true, force: true });
  return {
    pages: pages.length,
    load: [loadBefore, loadavg()[0] ?? 0],
    floor,
    commandFloor,
    cold,
    coldOneThread,
    warm,
    warmSame,
    changed,
    changedShows,
    shards,
    shardsWhole,
    startUp: median(startUp.map((run) => run.ms)),
    startUpCpu: median(startUp.map((run) => run.cpuMs)),
    cachedStartUp: median(cachedStartUp),
    nodeStartUp: median(nodeStartUp.map((run) => run.ms)),
    nodeStartUpCpu: median(nodeStartUp.map((run) => run.cpuMs)),
  };
}

console.log(
  `\nPrerender scale (median of ${runs} runs; ${availableParallelism()} cores; load average ${(loadavg()[0] ?? 0).toFixed(2)})`,
);
if (!siteOnly) {
  await timeOnePage(50); // warm the modules and the highlighter
  const small = await timeOnePage(500);
  const large = await timeOnePage(4000);
  console.log('\nOne page, <param-row>s (docs-widgets/server)');
  console.log(
    `  500 widgets    ${seconds(small.ms).padStart(9)}   (floor, parse and serialise: ${seconds(small.floor)})`,
  );
  console.log(`  4,000 widgets  ${seconds(large.ms).padStart(9)}   (floor: ${seconds(large.floor)})`);
  console.log(
    `  ratio 4,000 / 500: ${(large.ms / small.ms).toFixed(1)}× for 8× the widgets (linear: 8.0×; the floor's: ${(large.floor / small.floor).toFixed(1)}×)`,
  );
  const grids = await timeOnePage(504, providers);
  console.log(`  504 <auth-providers> ${seconds(grids.ms).padStart(9)}   (floor: ${seconds(grids.floor)})`);
}

/** @type {Array<Awaited<ReturnType<typeof timeSite>>>} */
const measured = [];
for (let run = 0; run < runs; run += 1) measured.push(await timeSite());
const pick = (/** @type {(run: (typeof measured)[number]) => number} */ read) => median(measured.map(read));
const last = measured.at(-1);
if (!last) throw new Error('--runs must be at least 1');
const floor = pick((run) => run.floor);
const commandFloor = pick((run) => run.commandFloor.ms);
const cold = pick((run) => run.cold.ms);
const startUp = pick((run) => run.startUp);
const times = (/** @type {number} */ ms, /** @type {number} */ base) => `${(ms / base).toFixed(2)}×`;
const line = (/** @type {string} */ name, /** @type {number} */ ms, /** @type {string} */ more = '') =>
  console.log(
    `  ${name.padEnd(26)}${seconds(ms).padStart(9)}  ${times(ms, floor).padStart(7)} the floor, ${times(ms, commandFloor).padStart(6)} as a command${more}`,
  );
console.log(
  `\nA site of ${last.pages} pages (the command-line tool; ${guides} guides with six widgets each, ${references} pages of the same reference)`,
);
console.log(
  `  ${'floor: read, parse, write'.padEnd(26)}${seconds(floor).padStart(9)}  (in this process, parse5 already compiled; load average ${measured.map((run) => run.load.map((load) => load.toFixed(1)).join('→')).join(', ')} over each run)`,
);
console.log(
  `  ${'the floor as a command'.padEnd(26)}${seconds(commandFloor).padStart(9)}  (a new Node process loads parse5, then reads, parses and writes every page, as a prerender must; processor time ${seconds(pick((run) => run.commandFloor.cpuMs))})`,
);
line('cold', cold, `  (processor time ${seconds(pick((run) => run.cold.cpuMs))}, all threads)`);
if (scalable)
  line(
    'cold, one thread',
    pick((run) => run.coldOneThread?.ms ?? NaN),
    `  (processor time ${seconds(pick((run) => run.coldOneThread?.cpuMs ?? NaN))})`,
  );
line(
  'unchanged',
  pick((run) => run.warm.ms),
  `  ${times(
    pick((run) => run.warm.ms),
    cold,
  )} the cold run; same output: ${last.warmSame ? 'yes' : 'NO'}`,
);
line(
  'one page changed',
  pick((run) => run.changed.ms),
  `  ${times(
    pick((run) => run.changed.ms),
    cold,
  )} the cold run; its output changed: ${last.changedShows ? 'yes' : 'NO'}`,
);
if (scalable) {
  const slowest = pick((run) => Math.max(...run.shards));
  const sum = pick((run) => run.shards.reduce((total, ms) => total + ms, 0));
  line(
    'four shards, the slowest',
    slowest,
    `  (a CI matrix of four machines waits this; all four in turn ${seconds(sum)}; together the full run's output: ${last.shardsWhole ? 'yes' : 'NO'})`,
  );
} else console.log('  four shards: the command has no --shard');
const nodeStartUp = pick((run) => run.nodeStartUp);
const startUpLine = (/** @type {string} */ name, /** @type {number} */ ms, /** @type {string} */ more = '') =>
  console.log(
    `  ${name.padEnd(26)}${seconds(ms).padStart(9)}  ${times(ms, nodeStartUp).padStart(7)} Node's start-up with parse5 loaded (${seconds(nodeStartUp)})${more}`,
  );
const startUpCpu = pick((run) => run.startUpCpu);
const nodeStartUpCpu = pick((run) => run.nodeStartUpCpu);
startUpLine(
  'one-page site',
  startUp,
  `; processor time ${seconds(startUpCpu)}, ${times(startUpCpu, nodeStartUpCpu)} Node's (${seconds(nodeStartUpCpu)})`,
);
if (scalable)
  startUpLine(
    'one-page site, cached',
    pick((run) => run.cachedStartUp),
  );
console.log(
  `  peak memory, cold: ${Math.round(pick((run) => run.cold.peakKilobytes) / 1024)} MB (the process, its worker threads included)`,
);
const perPage = Math.max(0, cold - startUp) / last.pages;
console.log(
  `  10,000 pages at the cold run's cost a page (${perPage.toFixed(1)} ms), start-up once: about ${seconds(startUp + perPage * 10_000)}; the floor's: ${seconds((floor / last.pages) * 10_000)}`,
);
