// @ts-check
// Where <cli-reference>'s main-thread time goes, from the spec's arrival to every section: V8 CPU
// profiles of a few loads on an unminified CDN build (so function names and source modules can be
// read), averaged, each sample put under the innermost frame of a part we name, else under React's
// phase; and, from a Chromium trace of the same loads, the thread time of style, layout and paint.
// Our spec and the third-party fixture (read in place from ../shared and shown on the demo's page
// of a spec written by others, skipped when absent). The
// profiler slows the page down, and its samples are wall time (on a busy machine, time the thread
// waited for a core lands mostly outside JavaScript): the shares matter, not the totals. Asserts nothing.
// Usage: node bench/cli-reference-profile.mjs [--runs 3]
import './record.mjs';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturePage, haveFixture, showFixture } from './fixture.mjs';
import { startBench } from './harness.mjs';
import { buildUnminified, linkedNodes, moduleLocator } from './profiles.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

const profileDist = await buildUnminified(root, 'docs-widgets-cli-profile-');
const { server, origin, browser } = await startBench();

const moduleAt = moduleLocator(profileDist, '/dist/');

/** Parts we name, innermost first wins: a sample goes to the first of these found up the stack. */
/** @type {Array<[string, (module: string) => boolean]>} */
const parts = [
  ['markdown (parse and render)', (module) => /^widgets\/cli-reference\/markdown(-parse)?\.tsx?$/.test(module)],
  ['spec pipeline (read, parse, validate, model)', (module) => module.startsWith('spec/')],
  ['js-yaml', (module) => module.startsWith('js-yaml/')],
  ['cli-reference view (sections, navigation, deep links)', (module) => module.startsWith('widgets/cli-reference/')],
  ['code blocks and copy buttons', (module) => /^widgets\/(code-block|copy-button)\//.test(module)],
  ['example tabs', (module) => module.startsWith('widgets/persisted-tabs/')],
  ['flag rows and accepted values', (module) => /^widgets\/(param-row|accepted-values)\//.test(module)],
  ['element runtime', (module) => /^(widgets\/shared|base|loader)\//.test(module)],
];

/**
 * @typedef {import('./profiles.mjs').CpuProfile} CpuProfile
 * @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }} TraceEvent
 */

/**
 * The category of every node of a profile.
 * @param {CpuProfile} profile
 */
function categorise(profile) {
  const nodes = linkedNodes(profile);
  /** @type {Map<number, string>} */
  const categories = new Map();
  for (const [id, node] of nodes) {
    let category = '';
    let phase = '';
    for (let frame = /** @type {typeof node | undefined} */ (node); frame && !category;) {
      const { functionName, url, lineNumber } = frame.callFrame;
      const module = url ? moduleAt(url, lineNumber) : '';
      category = parts.find(([, test]) => test(module))?.[0] ?? '';
      if (!phase && /^(commitRoot\w*|commitMutationEffects\w*|commitLayoutEffects\w*)$/.test(functionName))
        phase = 'React commit (inserting the DOM, layout effects)';
      else if (!phase && /^flush\w*PassiveEffects$/.test(functionName)) phase = 'React passive effects';
      else if (!phase && functionName === 'completeWork') phase = 'React render: creating DOM nodes and attributes';
      else if (!phase && /^(beginWork|performUnitOfWork|workLoop\w*|renderRoot\w*)$/.test(functionName))
        phase = 'React render: fibers, hooks, reconciling';
      frame = frame.parent === undefined ? undefined : nodes.get(frame.parent);
    }
    const leaf = node.callFrame.functionName;
    // React's own work is attributed to its phase; React called by one of our parts stays that part's.
    const leafModule = node.callFrame.url ? moduleAt(node.callFrame.url, node.callFrame.lineNumber) : '';
    if (phase && (leafModule.startsWith('react') || !node.callFrame.url) && leaf !== '(program)') category = phase;
    categories.set(
      id,
      category ||
        phase ||
        (leaf === '(garbage collector)'
          ? 'garbage collection'
          : leaf === '(program)'
            ? 'browser, outside JavaScript (style, layout, paint, parsing)'
            : leaf === '(idle)'
              ? ''
              : 'other script'),
    );
  }
  return categories;
}

/**
 * Loads `path` with the profiler and a trace running; adds its samples between the spec's arrival
 * and every section to `totals`, and the traced thread time of style, layout and paint to `native`.
 * @param {string} path
 * @param {Map<string, number>} totals
 * @param {Map<string, number>} native
 * @param {(page: import('playwright').Page) => Promise<void>} [prepare] serves what the page shows
 */
async function profileLoad(path, totals, native, prepare) {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  if (prepare) await prepare(page);
  await page.route('**/dist/**/*.js', (route) => {
    const file = join(profileDist, new URL(route.request().url()).pathname.replace(/^\/dist\//, ''));
    return existsSync(file)
      ? route.fulfill({ body: readFileSync(file), contentType: 'text/javascript' })
      : route.continue();
  });
  await page.addInitScript(() => {
    document.addEventListener('dw-rendered', () => Object.assign(window, { __rendered: true }));
  });
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await browser.startTracing(page, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await session.send('Profiler.start');
  await page.goto(origin + path);
  await page.waitForFunction(() => /** @type {any} */ (window).__rendered, null, { timeout: 120_000 });
  await page.waitForTimeout(100);
  const { profile } = /** @type {{ profile: CpuProfile }} */ (await session.send('Profiler.stop'));
  /** @type {TraceEvent[]} */
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const received = events.find((event) => event.name === 'cli-reference:spec-received');
  const all = events.find((event) => event.name === 'cli-reference:all-sections');
  if (!received || !all) return;
  // The profiler's clock and the trace's are the same monotonic clock.
  const categories = categorise(profile);
  let time = profile.startTime;
  profile.samples?.forEach((id, index) => {
    time += profile.timeDeltas?.[index] ?? 0;
    const category = categories.get(id);
    if (!category || time < received.ts || time > all.ts) return;
    totals.set(category, (totals.get(category) ?? 0) + (profile.timeDeltas?.[index + 1] ?? 0) / 1000);
  });
  const kinds = /** @type {Record<string, string>} */ ({
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
  });
  for (const event of events) {
    const kind = kinds[event.name];
    if (!kind || event.pid !== all.pid || event.tid !== all.tid || event.ts < received.ts || event.ts > all.ts)
      continue;
    native.set(kind, (native.get(kind) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
  }
}

const pad = (/** @type {number} */ value) => `${value.toFixed(1).padStart(7)} ms`;
console.log(`Where <cli-reference>'s time goes (load average ${(loadavg()[0] ?? 0).toFixed(1)} when started)`);
/** @type {Array<{ label: string, path: string, prepare?: (page: import('playwright').Page) => Promise<void> }>} */
const cases = [
  { label: 'Our spec as JSON', path: '/pages/cli-one-version.html' },
  ...(haveFixture('the third-party fixture')
    ? [{ label: 'The third-party fixture, YAML', path: fixturePage, prepare: showFixture }]
    : []),
];
for (const { label, path, prepare } of cases) {
  /** @type {Map<string, number>} */
  const totals = new Map();
  /** @type {Map<string, number>} */
  const native = new Map();
  for (let run = 0; run < runs; run += 1) await profileLoad(path, totals, native, prepare);
  const sampled = [...totals.values()].reduce((sum, value) => sum + value, 0) / runs;
  console.log(
    `\n${label}: CPU profile samples from the spec's arrival to every section, mean of ${runs} loads (${sampled.toFixed(0)} ms sampled, profiler included)`,
  );
  for (const [category, total] of [...totals].sort((a, b) => b[1] - a[1]))
    console.log(
      `  ${category.padEnd(62)}${pad(total / runs)}${`${((total / runs / sampled) * 100).toFixed(0)}%`.padStart(6)}`,
    );
  console.log(
    '  of which, traced thread time: ' +
      [...native].map(([kind, total]) => `${kind} ${(total / runs).toFixed(1)} ms`).join(', '),
  );
}
console.log(
  "\nA sample goes to the innermost frame of a part we name (a component's own code and hooks, an effect's body); React's own work under it, and all work the scheduler runs, goes to React's phase: creating DOM nodes, fibers and hooks, commit, passive effects.",
);
await browser.close();
server.close();
rmSync(profileDist, { recursive: true, force: true });
