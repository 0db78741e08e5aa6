// @ts-check
// Many widgets on one page: 300 rows inserted at once, side by side in one run in Chromium, as
// <param-row>, as Shoelace's <sl-details> (the dev dependency, served from node_modules; closed,
// as it shows by default) and as the same text in plain HTML. Prints, for each, the main-thread
// CPU time (thread clock, from a Chromium trace) and the wall time from the insertion to the
// frame that shows every row, with the ratios between them; then CPU profiles of the <param-row>
// insertion on an unminified build, summarised by where the time goes per element (root creation,
// React's listeners on each root, style adoption, theme observers, attributes and metadata, the
// live region, …).
// Measures only; asserts nothing. Run after `npm run build`.
// Usage: node bench/many-widgets.mjs [--runs 5] [--count 300] [--no-profile]
import './record.mjs';
import { existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/tools/browser.mjs';
import { buildUnminified, linkedNodes, moduleLocator } from './profiles.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const option = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]) || fallback;
};
const runs = option('--runs', 5);
const count = option('--count', 300);
const profile = !process.argv.includes('--no-profile');
const profileRuns = 3;
const shoelace = join(root, 'node_modules', '@shoelace-style', 'shoelace', 'cdn');
if (!existsSync(join(root, 'dist', 'loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(shoelace)) {
  console.error('@shoelace-style/shoelace is missing: run `npm install` (it is a dev dependency).');
  process.exit(1);
}

// An unminified CDN build for the profile, so that function names and source modules can be read.
const profileDist = profile ? await buildUnminified(root, 'docs-widgets-many-') : '';

const description = (/** @type {number} */ index) =>
  `The value sent for setting number ${index}; leave it out to keep the one the project has.`;

/** What each page puts in the document before the timed insertion, and how it builds and checks one row. */
const variants = {
  plain: {
    label: 'plain HTML',
    head: '<link rel="stylesheet" href="/bench/plain.css">',
    warm: '',
  },
  shoelace: {
    label: 'Shoelace <sl-details>',
    head: '<link rel="stylesheet" href="/shoelace/themes/light.css"><script type="module" src="/shoelace/components/details/details.js"></script>',
    warm: '<sl-details summary="warm-up">Defined and rendered before the timed insertion.</sl-details>',
  },
  ours: {
    label: '<param-row>',
    head: '<script type="module" src="/dist/loader.js"></script>',
    warm: '<param-row name="warm-up" type="string">Defined and rendered before the timed insertion.</param-row>',
  },
  'ours-unminified': {
    label: '<param-row>, unminified build',
    head: '<script type="module" src="/profile-dist/loader.js"></script>',
    warm: '<param-row name="warm-up" type="string">Defined and rendered before the timed insertion.</param-row>',
  },
};

const plainCss = `
.param { border-bottom: 1px solid #ddd; padding: 0.75rem 0; font: 16px/1.5 system-ui, sans-serif; }
.param code { font: 600 14px ui-monospace, monospace; }
.param .type { color: #555; margin-inline-start: 0.5rem; font: 14px ui-monospace, monospace; }
.param p { margin: 0.25rem 0 0; }
`;

/**
 * The page's harness: `window.insertRows(kind, count)` builds the rows with DOM calls (no HTML
 * strings), appends them at once, waits for the first frame at which every one has rendered (its
 * shadow root filled, or Lit's first update done with its icon's), forces layout, and resolves
 * after the next frame.
 * Marks `many:start` and `many:end` for the trace.
 */
const harness = `
const ready = (kind) => {
  if (kind === 'plain') return Promise.resolve();
  const tag = kind === 'shoelace' ? 'sl-details' : 'param-row';
  return customElements.whenDefined(tag).then(() => new Promise((resolve) => {
    const check = () => (rendered(kind, [document.querySelector(tag)]) ? resolve() : setTimeout(check, 10));
    check();
  }));
};
const rendered = (kind, rows) =>
  kind === 'shoelace'
    ? rows.every((row) => row.hasUpdated && row.shadowRoot?.querySelector('sl-icon')?.hasUpdated)
    : rows.every((row) => row.shadowRoot?.firstElementChild);
const description = ${description.toString()};
function row(kind, index) {
  const text = document.createElement('p');
  text.textContent = description(index);
  if (kind === 'plain') {
    const element = document.createElement('div');
    element.className = 'param';
    const name = document.createElement('code');
    name.textContent = 'setting-' + index;
    const type = document.createElement('span');
    type.className = 'type';
    type.textContent = 'string';
    element.append(name, type, text);
    return element;
  }
  if (kind === 'shoelace') {
    const element = document.createElement('sl-details');
    element.setAttribute('summary', 'setting-' + index + ' · string');
    element.append(text);
    return element;
  }
  const element = document.createElement('param-row');
  element.setAttribute('name', 'setting-' + index);
  element.setAttribute('type', 'string');
  element.append(text);
  return element;
}
window.benchReady = (kind) => ready(kind);
window.insertRows = (kind, count) => new Promise((resolve) => {
  const host = document.getElementById('host');
  performance.mark('many:start');
  const start = performance.now();
  const fragment = document.createDocumentFragment();
  const rows = [];
  for (let index = 0; index < count; index += 1) rows.push(fragment.appendChild(row(kind, index)));
  host.append(fragment);
  const finish = () => {
    host.getBoundingClientRect();
    requestAnimationFrame(() => setTimeout(() => {
      const wall = performance.now() - start;
      performance.mark('many:end');
      resolve(wall);
    }, 0));
  };
  // Checked once a frame: the end is the first frame after which every row is there.
  const check = () => (rendered(kind, rows) ? finish() : requestAnimationFrame(check));
  kind === 'plain' ? finish() : requestAnimationFrame(check);
});
`;

const page = (/** @type {keyof typeof variants} */ kind) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${count} rows: ${kind}</title>${variants[kind].head}
<script type="module" src="/bench/harness.js"></script></head>
<body><main id="host">${variants[kind].warm}</main></body></html>`;

const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html' };
const mounts = /** @type {Array<[string, string]>} */ ([
  ['/dist/', join(root, 'dist')],
  ['/shoelace/', shoelace],
  ...(profile ? /** @type {Array<[string, string]>} */ ([['/profile-dist/', profileDist]]) : []),
]);
const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const send = (/** @type {string | Buffer} */ body, /** @type {string} */ type) => {
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' });
    response.end(body);
  };
  if (path === '/bench/harness.js') return send(harness, types['.js']);
  if (path === '/bench/plain.css') return send(plainCss, types['.css']);
  const kind = /^\/bench\/([\w-]+)\.html$/.exec(path)?.[1];
  if (kind && kind in variants) return send(page(/** @type {keyof typeof variants} */ (kind)), types['.html']);
  for (const [prefix, folder] of mounts) {
    if (!path.startsWith(prefix)) continue;
    const file = normalize(join(folder, decodeURIComponent(path.slice(prefix.length))));
    if (!file.startsWith(folder + sep)) break;
    try {
      return send(
        await readFile(file),
        types[/** @type {keyof typeof types} */ (extname(file))] ?? 'application/octet-stream',
      );
    } catch {
      break;
    }
  }
  response.writeHead(404);
  response.end();
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await launchChromium();

/** @typedef {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }} TraceEvent */
/** @typedef {import('./profiles.mjs').CpuProfile} CpuProfile */

/**
 * One timed insertion in a fresh page: wall time from the page, and from a Chromium trace the
 * main thread's CPU time in the same window, with its style and layout parts.
 * @param {'plain' | 'shoelace' | 'ours'} kind
 */
async function timedInsertion(kind) {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await tab.goto(`${origin}/bench/${kind}.html`);
  await tab.waitForFunction(() => 'benchReady' in window);
  await tab.evaluate((name) => /** @type {any} */ (window).benchReady(name), kind);
  await tab.waitForTimeout(200);
  await browser.startTracing(tab, {
    categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const wall = await tab.evaluate(([name, rows]) => /** @type {any} */ (window).insertRows(name, rows), [kind, count]);
  /** @type {TraceEvent[]} */
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await tab.close();
  const start = events.find((event) => event.name === 'many:start');
  const end = events.find((event) => event.name === 'many:end');
  if (!start || !end) return { wall, longest: NaN, cpu: NaN, style: NaN, layout: NaN };
  const onThread = (/** @type {string} */ name) =>
    events.filter((event) => event.pid === end.pid && event.tid === end.tid && event.ph === 'X' && event.name === name);
  // Each event's thread time, counted for its part inside the window.
  const busy = (/** @type {TraceEvent[]} */ list) =>
    list.reduce((sum, event) => {
      const overlap = Math.min(event.ts + (event.dur ?? 0), end.ts) - Math.max(event.ts, start.ts);
      return overlap > 0 && event.dur && event.tdur !== undefined ? sum + event.tdur * (overlap / event.dur) : sum;
    }, 0) / 1000;
  const tasks = onThread('RunTask').filter((task) => task.ts < end.ts && task.ts + (task.dur ?? 0) > start.ts);
  return {
    wall,
    longest: Math.max(0, ...tasks.map((task) => (task.dur ?? 0) / 1000)),
    cpu: busy(onThread('RunTask')),
    style: busy(onThread('UpdateLayoutTree')),
    layout: busy(onThread('Layout')),
  };
}

const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (/** @type {number} */ value) => `${value.toFixed(1).padStart(7)} ms`;
const ratio = (/** @type {number} */ value, /** @type {number} */ base) => `${(value / base).toFixed(2)}×`.padStart(7);

/** @typedef {{ wall: number, longest: number, cpu: number, style: number, layout: number }} Figure */
/** @typedef {'plain' | 'shoelace' | 'ours'} Kind */
/** @type {Kind[]} */
const kinds = ['plain', 'shoelace', 'ours'];
/** @type {Record<Kind, Figure[]>} */
const samples = { plain: [], shoelace: [], ours: [] };
for (let run = 0; run < runs; run += 1) {
  // A different order each run, so that a busy moment of the machine does not always hit the same one.
  for (let index = 0; index < kinds.length; index += 1) {
    const kind = kinds[(index + run) % kinds.length] ?? 'plain';
    samples[kind].push(await timedInsertion(kind));
  }
}
/** @returns {Figure} */
const summary = (/** @type {Figure[]} */ list) => {
  const pick = (/** @type {keyof Figure} */ key) => median(list.map((sample) => sample[key]));
  return {
    wall: pick('wall'),
    longest: pick('longest'),
    cpu: pick('cpu'),
    style: pick('style'),
    layout: pick('layout'),
  };
};
/** @type {Record<Kind, Figure>} */
const figures = { plain: summary(samples.plain), shoelace: summary(samples.shoelace), ours: summary(samples.ours) };

console.log(
  `${count} rows inserted at once, Chromium, median of ${runs} runs (load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')})`,
);
console.log(
  `${''.padEnd(24)}${'CPU'.padStart(10)}${'wall'.padStart(10)}${'style'.padStart(10)}${'layout'.padStart(10)}  CPU ÷ plain  ÷ Shoelace  wall ÷ Shoelace`,
);
for (const kind of kinds) {
  const figure = figures[kind];
  console.log(
    `${variants[kind].label.padEnd(24)}${ms(figure.cpu)}${ms(figure.wall)}${ms(figure.style)}${ms(figure.layout)}  ${ratio(figure.cpu, figures.plain.cpu)}    ${ratio(figure.cpu, figures.shoelace.cpu)}   ${ratio(figure.wall, figures.shoelace.wall)}`,
  );
}
console.log(
  `longest main-thread task: plain ${figures.plain.longest.toFixed(0)} ms, Shoelace ${figures.shoelace.longest.toFixed(0)} ms, <param-row> ${figures.ours.longest.toFixed(0)} ms`,
);
console.log(
  `per element: <param-row> ${(figures.ours.cpu / count).toFixed(3)} ms CPU, Shoelace ${(figures.shoelace.cpu / count).toFixed(3)} ms, plain ${(figures.plain.cpu / count).toFixed(3)} ms (target: <param-row> at or below Shoelace)`,
);

if (profile) {
  await profileOurs();
  rmSync(profileDist, { recursive: true, force: true });
}
await browser.close();
server.close();

/**
 * Samples the <param-row> insertion with V8's CPU profiler on the unminified build and sums the
 * samples by where they were taken: the innermost frame that belongs to a part of the runtime we
 * name, else React's own work, else the browser's (style, layout, parsing) or the collector's.
 */
async function profileOurs() {
  const moduleAt = moduleLocator(profileDist, '/profile-dist/');

  /** @type {Array<[string, (frame: { functionName: string, module: string }) => boolean]>} */
  const categories = [
    // The pass that renders a burst's first renders (react-host.tsx, flushSync) is React's render
    // and commit, sorted by phase below, not a part of ours.
    ['React, other', (frame) => /mountArrived/.test(frame.functionName)],
    ["React's event listeners on each root", (frame) => frame.functionName === 'listenToAllSupportedEvents'],
    [
      'root creation (createRoot)',
      (frame) => /^(createRoot|createFiberRoot|createContainer)$/.test(frame.functionName),
    ],
    ['style adoption (adoptedStyleSheets)', (frame) => frame.module === 'widgets/shared/styles/stylesheets.ts'],
    ['theme observers', (frame) => /^widgets\/shared\/(theme|color-scheme)\.ts$/.test(frame.module)],
    ['live region (announcer)', (frame) => frame.module === 'widgets/shared/host/announcer.tsx'],
    [
      'attributes and metadata',
      (frame) => /^widgets\/shared\/(attributes|metadata|properties|upgrade)\.ts$/.test(frame.module),
    ],
    ['light-DOM tracking', (frame) => frame.module === 'widgets/shared/host/light-dom.ts'],
    ['events', (frame) => /^widgets\/shared\/(events|early-listeners)\.ts$/.test(frame.module)],
    ['<param-row> component and adapter', (frame) => frame.module.startsWith('widgets/param-row/')],
    ['react-host (attach, render calls)', (frame) => frame.module === 'widgets/shared/host/react-host.tsx'],
    ['element callbacks (other)', (frame) => frame.module.startsWith('widgets/shared/')],
    ['React, other', (frame) => frame.module.startsWith('react-dom/')],
    ['React scheduler', (frame) => frame.module.startsWith('scheduler/')],
  ];
  const generic = new Set(['React, other', 'React scheduler']);

  /**
   * Adds one profile's samples to `totals`, by category, in milliseconds.
   * @param {CpuProfile} cpuProfile
   * @param {Map<string, number>} totals
   */
  function addSamples(cpuProfile, totals) {
    const nodes = linkedNodes(cpuProfile);
    /** @type {Map<number, string>} */
    const categoryOf = new Map();
    for (const [id] of nodes) {
      let current = nodes.get(id);
      const leaf = current?.callFrame.functionName ?? '';
      // The innermost frame of a named part wins; React's own frames only count when no part of
      // ours is on the stack (work the scheduler runs), since React called by us is our part's cost.
      let category = '';
      let fallback = '';
      while (current && !category) {
        const { functionName, url, lineNumber } = current.callFrame;
        const module = url ? moduleAt(url, lineNumber) : '';
        const found = categories.find(([, test]) => test({ functionName, module }))?.[0] ?? '';
        if (generic.has(found)) fallback ||= found;
        else category = found;
        current = current.parent === undefined ? undefined : nodes.get(current.parent);
      }
      category ||= fallback;
      if (category === 'React, other') {
        // Which phase: the nearest phase function up the stack.
        for (
          let frame = nodes.get(id);
          frame;
          frame = frame.parent === undefined ? undefined : nodes.get(frame.parent)
        ) {
          const name = frame.callFrame.functionName;
          if (/^(commit\w*|flush\w*Effects|flushSpawnedWork)$/.test(name)) {
            category = 'React commit (DOM changes, effects)';
            break;
          }
          if (/^(renderRoot\w*|workLoop\w*|performUnitOfWork|completeUnitOfWork|beginWork|completeWork)$/.test(name)) {
            category = 'React render (fibers, hooks, creating nodes)';
            break;
          }
        }
      }
      if (!category)
        category =
          leaf === '(garbage collector)'
            ? 'garbage collection'
            : leaf === '(idle)'
              ? ''
              : leaf === '(program)' || leaf === 'getBoundingClientRect'
                ? 'browser: style, layout, parsing, other native'
                : 'other script (harness, page)';
      categoryOf.set(id, category);
    }
    cpuProfile.samples?.forEach((id, index) => {
      const category = categoryOf.get(id) ?? '';
      if (category) totals.set(category, (totals.get(category) ?? 0) + (cpuProfile.timeDeltas?.[index] ?? 0) / 1000);
    });
  }

  /** @type {CpuProfile[]} */
  const profiles = [];
  const walls = [];
  for (let run = 0; run < profileRuns; run += 1) {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await tab.goto(`${origin}/bench/ours-unminified.html`);
    await tab.waitForFunction(() => 'benchReady' in window);
    await tab.evaluate(() => /** @type {any} */ (window).benchReady('ours'));
    await tab.waitForTimeout(200);
    const session = await tab.context().newCDPSession(tab);
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 100 });
    await session.send('Profiler.start');
    walls.push(await tab.evaluate((rows) => /** @type {any} */ (window).insertRows('ours', rows), count));
    profiles.push((await session.send('Profiler.stop')).profile);
    await tab.close();
  }
  /** @type {Map<string, number>} */
  const totals = new Map();
  for (const cpuProfile of profiles) addSamples(cpuProfile, totals);
  for (const [category, total] of totals) totals.set(category, total / profiles.length);
  const wall = median(walls);
  const sampled = [...totals.values()].reduce((sum, value) => sum + value, 0);
  console.log('');
  console.log(
    `Where <param-row>'s time goes: V8 CPU profiles of ${profileRuns} insertions of ${count} on an unminified build, averaged (the profiler slows it: ${wall.toFixed(0)} ms wall, ${sampled.toFixed(0)} ms sampled, not idle)`,
  );
  console.log(`${''.padEnd(44)}${'total'.padStart(10)}${'per element'.padStart(14)}${'share'.padStart(8)}`);
  for (const [category, total] of [...totals].sort((a, b) => b[1] - a[1])) {
    console.log(
      `${category.padEnd(44)}${ms(total)}${`${((total / count) * 1000).toFixed(0)} µs`.padStart(14)}${`${((total / sampled) * 100).toFixed(0)}%`.padStart(8)}`,
    );
  }
  console.log(
    "Each sample goes to the innermost frame of a named part: React called from one (createRoot, root.render) is that part's cost; work the scheduler runs later, or the runtime's one pass over a burst's first renders, is React render or commit, by the nearest phase function on the stack, or React, other (scheduling and finishing roots).",
  );
}
