// @ts-check
// The reference at any size: <cli-reference> beside RapiDoc 9.3 (fully expanded, `render-style="read"`)
// and the static-HTML floor, in one run, in Chromium. Each shows the same generated content: specs
// of 121, 1,001 and 3,990 commands, each with a Markdown description, three flags with defaults
// (two with accepted values) and an example; RapiDoc reads it as OpenAPI 3 (one operation a command,
// flags as query parameters, the example as a code sample). For each renderer and size it measures:
//   - the spec's arrival to the first section in the page, and to the last command findable (in the
//     page's DOM: find-in-page reaches it);
//   - the longest main-thread task (PerformanceObserver `longtask`) from the page's start until
//     every section is there, and while it is scrolled;
//   - the JS heap after a garbage collection (CDP `HeapProfiler.collectGarbage`, `Runtime.getHeapUsage`);
//   - frames over 50 ms while the page is scrolled top to bottom, 80% of a screen a frame (121 and
//     1,001 commands);
//   - main-thread CPU time (thread clock, from a Chromium trace) from the spec's arrival to the last
//     command findable.
// One load a figure; asserts nothing. Run after `npm run build`.
// Usage: node bench/reference-at-size.mjs [--quick] [--huge] [--sizes <count>,...] [--before <folder>]...
//   --quick: 121 and 1,001 commands only;
//   --huge: also a 20 MB spec (16,660 commands), ours (and --before builds) only: RapiDoc takes
//   minutes and gigabytes there, and the floor is known to grow with the spec (target: heap ≤ 250 MB);
//   --before: a copy of an earlier build's dist/ (or a candidate built with `vite build --outDir`),
//   measured as a column of its own named after its folder, in the same run, so that designs are
//   compared under the same load; may be given more than once.
import './record.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sizedSpec } from '../tests/tools/sized-spec.mjs';
import { startBench } from './harness.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const rapidocScript = join(root, 'node_modules', 'rapidoc', 'dist', 'rapidoc-min.js');
if (!existsSync(join(root, 'dist', 'loader.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
/** 20 MB of JSON: the spec size the issue sets a heap target for. */
const hugeCount = 16_660;
/** `--sizes 3990,16660`: those sizes only (a figure compared across builds, without the others' minutes). */
const sizesArgument = process.argv[process.argv.indexOf('--sizes') + 1];
const sizes = process.argv.includes('--sizes')
  ? (sizesArgument ?? '').split(',').map(Number)
  : [
      ...(process.argv.includes('--quick') ? [121, 1001] : [121, 1001, 3990]),
      ...(process.argv.includes('--huge') ? [hugeCount] : []),
    ];
const scrolledSizes = new Set([121, 1001]);
/** Earlier builds (copies of dist/), each measured as a column of its own, named after its folder. */
const beforeFolders = process.argv.flatMap((argument, index) =>
  argument === '--before' ? [resolve(process.argv[index + 1] ?? '')] : [],
);
for (const folder of beforeFolders)
  if (!existsSync(join(folder, 'loader.js'))) {
    console.error(`--before ${folder}: no loader.js there; give a copy of a built dist/.`);
    process.exit(1);
  }
const contentTypes = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/**
 * The same content as OpenAPI 3 for RapiDoc: a GET operation a command, in the same groups and order.
 * @param {ReturnType<typeof sizedSpec>} spec
 */
function asOpenApi(spec) {
  /** @type {Record<string, unknown>} */
  const paths = {};
  for (const command of spec.commands) {
    paths[`/${command.id}`] = {
      get: {
        operationId: command.id,
        tags: command.tags,
        summary: command.title,
        description: `${command.summary}\n\n${command.description}\n\n\`\`\`sh\n${command.usage}\n\`\`\``,
        parameters: command.flags.map((flag) => ({
          name: flag.id,
          in: 'query',
          description: flag.description,
          schema: {
            type: 'string',
            default: flag.default_value,
            ...(flag.accepted_values ? { enum: flag.accepted_values.map((value) => value.name) } : {}),
          },
        })),
        'x-codeSamples': command.examples.map((example) => ({
          lang: 'shell',
          label: example.name,
          source: example.code,
        })),
        responses: {
          200: {
            description: 'Done',
            content: { 'text/plain': { example: command.examples[0]?.response ?? '' } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: spec.info.title, version: spec.info.version },
    tags: spec.info.tags.map((tag) => ({ name: tag.id, description: tag.title })),
    paths,
  };
}

const { server, origin, browser } = await startBench();
const viewport = { width: 1400, height: 900 };

/** Records long tasks from the page's start; `__phase` names what they belong to. */
function watchTasks() {
  const state = /** @type {any} */ (window);
  state.__tasks = { load: 0, scroll: 0 };
  state.__phase = 'load';
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.__tasks[state.__phase] = Math.max(state.__tasks[state.__phase], entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * Scrolls the page's largest scroller (the document, or one inside a shadow root) from top to
 * bottom, 80% of its height a frame, and counts the frames that took over 50 ms.
 * @param {import('playwright').Page} page
 */
async function scrollThrough(page) {
  await page.evaluate(() => /** @type {any} */ (Object.assign(window, { __phase: 'scroll' })));
  return page.evaluate(
    () =>
      new Promise((done) => {
        /** @type {Element[]} */
        const candidates = [];
        /** @param {Document | ShadowRoot} scope */
        const walk = (scope) => {
          for (const element of scope.querySelectorAll('*')) {
            const overflow = getComputedStyle(element).overflowY;
            if ((overflow === 'auto' || overflow === 'scroll') && element.scrollHeight > element.clientHeight + 100)
              candidates.push(element);
            if (element.shadowRoot) walk(element.shadowRoot);
          }
        };
        walk(document);
        const scroller = [/** @type {Element} */ (document.scrollingElement), ...candidates].reduce(
          (largest, element) => (element.scrollHeight > largest.scrollHeight ? element : largest),
        );
        let last = performance.now();
        let frames = 0;
        let slow = 0;
        const frame = (/** @type {number} */ now) => {
          frames += 1;
          if (now - last > 50) slow += 1;
          last = now;
          const bottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
          if (bottom || frames > 50_000) return done({ frames, slow });
          scroller.scrollTop += scroller.clientHeight * 0.8;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** @param {import('playwright').Page} page */
async function heapAfterGarbageCollection(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

/**
 * Main-thread thread time of the top-level tasks between two user-timing marks of a trace.
 * @param {{ name: string, ph: string, ts: number, dur?: number, tdur?: number, pid: number, tid: number }[]} events
 * @param {string} fromMark
 * @param {string} toMark
 */
function busyBetween(events, fromMark, toMark) {
  const from = events.find((event) => event.name === fromMark);
  const to = events.find((event) => event.name === toMark);
  if (!from || !to) return NaN;
  return (
    events
      .filter((event) => event.pid === to.pid && event.tid === to.tid && event.ph === 'X' && event.name === 'RunTask')
      .reduce((sum, task) => {
        const overlap = Math.min(task.ts + (task.dur ?? 0), to.ts) - Math.max(task.ts, from.ts);
        return overlap > 0 && task.dur && task.tdur !== undefined ? sum + task.tdur * (overlap / task.dur) : sum;
      }, 0) / 1000
  );
}

const traceCategories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'];

/**
 * The trace of a fresh page's load, until `ready` holds (and a moment after, for the last task's end).
 * @param {() => Promise<import('playwright').Page>} open
 * @param {string} path
 * @param {() => unknown} ready
 * @param {{ timeout: number, polling?: number }} waitOptions
 * @returns {Promise<any[]>} the trace's events
 */
async function traceLoad(open, path, ready, waitOptions) {
  const traced = await open();
  await browser.startTracing(traced, { categories: traceCategories });
  await traced.goto(origin + path);
  await traced.waitForFunction(ready, null, waitOptions);
  await traced.waitForTimeout(100);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await traced.close();
  return events;
}

/**
 * @typedef {{ first: number, last: number, loadTask: number, scrollTask: number, heap: number,
 *   slowFrames: number | undefined, frames: number | undefined, cpu: number }} Figures
 */

/**
 * Ours: the one-version page, its spec answered with the generated one.
 * @param {ReturnType<typeof sizedSpec>} spec
 * @param {boolean} scrolled
 * @param {string} [distFolder] an earlier build to serve as /dist/ instead of the current one
 * @returns {Promise<Figures>}
 */
async function measureOurs(spec, scrolled, distFolder) {
  const body = JSON.stringify(spec);
  const open = async () => {
    const page = await browser.newPage({ viewport });
    if (distFolder)
      await page.route('**/dist/**', (route) => {
        const path = new URL(route.request().url()).pathname.replace(/^\/dist\//, '');
        const type = Object.entries(contentTypes).find(([ending]) => path.endsWith(ending))?.[1];
        return route.fulfill({ body: readFileSync(join(distFolder, path)), contentType: type ?? 'text/plain' });
      });
    await page.addInitScript(watchTasks);
    await page.addInitScript(() =>
      document.addEventListener('dw-rendered', (event) =>
        Object.assign(window, { __rendered: /** @type {CustomEvent} */ (event).detail }),
      ),
    );
    await page.route('**/dist/spec/cli.json', (route) => route.fulfill({ body, contentType: 'application/json' }));
    return page;
  };
  const page = await open();
  await page.goto(origin + '/pages/cli-one-version.html');
  await page.waitForFunction(() => /** @type {any} */ (window).__rendered, null, { timeout: 300_000 });
  await page.waitForTimeout(300);
  const detail = await page.evaluate(() => /** @type {any} */ (window).__rendered);
  const heap = await heapAfterGarbageCollection(page);
  const scroll = scrolled ? await scrollThrough(page) : undefined;
  const tasks = await page.evaluate(() => /** @type {any} */ (window).__tasks);
  await page.close();

  const events = await traceLoad(open, '/pages/cli-one-version.html', () => /** @type {any} */ (window).__rendered, {
    timeout: 300_000,
  });
  return {
    first: detail.firstSectionAt - detail.receivedAt,
    last: detail.renderedAt - detail.receivedAt,
    loadTask: tasks.load,
    scrollTask: tasks.scroll,
    heap,
    slowFrames: scroll?.slow,
    frames: scroll?.frames,
    cpu: busyBetween(events, 'cli-reference:spec-received', 'cli-reference:all-sections'),
  };
}

/**
 * RapiDoc, every operation expanded in one page (`render-style="read"`). The page fetches the
 * OpenAPI text, marks its arrival, and hands the parsed object to `loadSpec`; a check each frame
 * marks when the first and the last operation are in its shadow DOM.
 * @param {ReturnType<typeof sizedSpec>} spec
 * @param {boolean} scrolled
 * @returns {Promise<Figures>}
 */
async function measureRapiDoc(spec, scrolled) {
  const body = JSON.stringify(asOpenApi(spec));
  const firstId = `get-/${spec.commands[0]?.id}`;
  const lastId = `get-/${spec.commands.at(-1)?.id}`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><script src="/peer/rapidoc-min.js"></script></head>
<body style="margin:0"><rapi-doc id="peer" render-style="read" show-header="false" allow-try="false" allow-server-selection="false" style="height:100vh;width:100%"></rapi-doc>
<script>
(async () => {
  await customElements.whenDefined('rapi-doc');
  const element = document.getElementById('peer');
  const text = await (await fetch('/peer/openapi.json')).text();
  performance.mark('peer:spec-received');
  window.__received = performance.now();
  element.loadSpec(JSON.parse(text));
  const check = () => {
    const shadow = element.shadowRoot;
    if (window.__first === undefined && shadow && shadow.getElementById(${JSON.stringify(firstId)})) window.__first = performance.now();
    if (shadow && shadow.getElementById(${JSON.stringify(lastId)})) {
      performance.mark('peer:last-findable');
      window.__last = performance.now();
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
</script></body></html>`;
  const script = readFileSync(rapidocScript);
  const open = async () => {
    const page = await browser.newPage({ viewport });
    await page.addInitScript(watchTasks);
    await page.route(`${origin}/peer/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path.endsWith('.js')) return route.fulfill({ body: script, contentType: 'text/javascript' });
      if (path.endsWith('.json')) return route.fulfill({ body, contentType: 'application/json' });
      return route.fulfill({ body: html, contentType: 'text/html' });
    });
    return page;
  };
  const page = await open();
  await page.goto(`${origin}/peer/rapidoc.html`);
  await page.waitForFunction(() => /** @type {any} */ (window).__last, null, { timeout: 600_000, polling: 200 });
  await page.waitForTimeout(300);
  const times = await page.evaluate(() => {
    const state = /** @type {any} */ (window);
    return { received: state.__received, first: state.__first, last: state.__last };
  });
  const heap = await heapAfterGarbageCollection(page);
  const scroll = scrolled ? await scrollThrough(page) : undefined;
  const tasks = await page.evaluate(() => /** @type {any} */ (window).__tasks);
  await page.close();

  const events = await traceLoad(open, '/peer/rapidoc.html', () => /** @type {any} */ (window).__last, {
    timeout: 600_000,
    polling: 200,
  });
  return {
    first: times.first - times.received,
    last: times.last - times.received,
    loadTask: tasks.load,
    scrollTask: tasks.scroll,
    heap,
    slowFrames: scroll?.slow,
    frames: scroll?.frames,
    cpu: busyBetween(events, 'peer:spec-received', 'peer:last-findable'),
  };
}

/**
 * The static-HTML floor: the sections as the server renders them, with the same CSS, set into a
 * shadow root and laid out in one task (the spec's arrival is the task's start).
 * @param {string} file the spec on disk
 * @param {boolean} scrolled
 * @returns {Promise<Figures>}
 */
async function measureFloor(file, scrolled) {
  const serverModule = await import(join(root, 'dist', 'lib', 'server.js'));
  const src = '/bench/spec.json';
  const rendered = await serverModule.renderElement('cli-reference', { src }, '', { specs: { [src]: file } });
  const start = rendered.indexOf('>', rendered.indexOf('<template')) + 1;
  const sheets = new Map(
    serverModule
      .stylesheets()
      .map((/** @type {{ fileName: string, css: string }} */ sheet) => [sheet.fileName, sheet.css]),
  );
  const markup = rendered
    .slice(start, rendered.indexOf('</template>', start))
    .replace(
      /<link [^>]*href="([^"]*)"[^>]*>/g,
      (/** @type {string} */ _link, /** @type {string} */ href) =>
        `<style>${sheets.get(href.split('/').pop()) ?? ''}</style>`,
    );
  const styles = (markup.match(/<style>[\s\S]*?<\/style>/g) ?? []).join('');
  const insert = (/** @type {import('playwright').Page} */ page, /** @type {string} */ content) =>
    page.evaluate((content) => {
      const old = document.getElementById('host');
      const host = document.createElement('div');
      old?.replaceWith(host);
      host.id = 'host';
      const shadowRoot = host.attachShadow({ mode: 'open' });
      performance.mark('floor:start');
      const started = performance.now();
      shadowRoot.innerHTML = content;
      void host.getBoundingClientRect();
      void shadowRoot.lastElementChild?.getBoundingClientRect();
      const wall = performance.now() - started;
      performance.mark('floor:end');
      return wall;
    }, content);
  const page = await browser.newPage({ viewport });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="host"></div></body></html>');
  await insert(page, styles);
  await page.waitForTimeout(50);
  await page.evaluate(watchTasks);
  await browser.startTracing(page, { categories: traceCategories });
  const wall = await insert(page, markup);
  // The task's complete event is written when it ends, after the evaluation has answered.
  await page.waitForTimeout(100);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.waitForTimeout(300);
  const heap = await heapAfterGarbageCollection(page);
  const scroll = scrolled ? await scrollThrough(page) : undefined;
  const tasks = await page.evaluate(() => /** @type {any} */ (window).__tasks);
  await page.close();
  // The insertion is one task: its thread time between the marks.
  const cpu = busyBetween(events, 'floor:start', 'floor:end');
  return {
    first: wall,
    last: wall,
    // The insertion is one task by construction, run through the DevTools protocol, which the
    // page's long-task observer does not report: its wall time is the floor's longest task.
    loadTask: Math.max(wall, tasks.load),
    scrollTask: tasks.scroll,
    heap,
    slowFrames: scroll?.slow,
    frames: scroll?.frames,
    cpu,
  };
}

const seconds = (/** @type {number} */ value) =>
  value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
// The long-task observer reports only tasks over 50 ms: none is no figure, not 0.
const longest = (/** @type {number} */ value) => (value > 0 ? seconds(value) : 'none > 50 ms');
// A span the trace did not hold (no task between the marks) prints as a dash, not as 0.
const cpuTime = (/** @type {number} */ value) => (value > 0 ? seconds(value) : '—');
const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

console.log(
  `The reference at size, Chromium, one load a figure (load average ${(loadavg()[0] ?? 0).toFixed(1)} when started)\n`,
);
const folder = mkdtempSync(join(tmpdir(), 'reference-at-size-'));
/** @type {{ count: number, bytes: number, ours: Figures, before: Figures[], rapidoc: Figures | undefined, floor: Figures | undefined }[]} */
const results = [];
try {
  for (const count of sizes) {
    const spec = sizedSpec(count);
    const file = join(folder, `spec-${count}.json`);
    writeFileSync(file, JSON.stringify(spec));
    const scrolled = scrolledSizes.has(count);
    /** @type {Figures[]} */
    const before = [];
    for (const folder of beforeFolders) before.push(await measureOurs(spec, scrolled, folder));
    const ours = await measureOurs(spec, scrolled);
    const huge = count === hugeCount;
    const rapidoc = huge ? undefined : await measureRapiDoc(spec, scrolled);
    const floor = huge ? undefined : await measureFloor(file, scrolled);
    results.push({ count, bytes: JSON.stringify(spec).length, ours, before, rapidoc, floor });
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}

/** @type {[string, (figures: Figures) => string][]} */
const rows = [
  ['first section (spec arrival →)', (figures) => seconds(figures.first)],
  ['last command findable (spec arrival →)', (figures) => seconds(figures.last)],
  ['longest task, page start → every section', (figures) => longest(figures.loadTask)],
  ['JS heap after GC', (figures) => megabytes(figures.heap)],
  [
    'scroll top to bottom: frames over 50 ms',
    (figures) => (figures.frames === undefined ? '—' : `${figures.slowFrames} of ${figures.frames}`),
  ],
  ['longest task while scrolling', (figures) => (figures.frames === undefined ? '—' : longest(figures.scrollTask))],
  ['main-thread CPU, spec arrival → last findable', (figures) => cpuTime(figures.cpu)],
];
for (const { count, bytes, ours, before, rapidoc, floor } of results) {
  console.log(`${count.toLocaleString('en')} commands (${(bytes / 1e6).toFixed(2)} MB of JSON)`);
  console.log(
    `  ${''.padEnd(46)}${beforeFolders.map((folder) => basename(folder).padStart(13)).join('')}${'ours'.padStart(13)}${'RapiDoc'.padStart(13)}${'static floor'.padStart(14)}`,
  );
  const column = (/** @type {Figures | undefined} */ figures, /** @type {(figures: Figures) => string} */ format) =>
    figures ? format(figures) : 'not run';
  for (const [label, format] of rows)
    console.log(
      `  ${label.padEnd(46)}${before.map((figures) => format(figures).padStart(13)).join('')}${format(ours).padStart(13)}${column(rapidoc, format).padStart(13)}${column(floor, format).padStart(14)}`,
    );
  if (rapidoc && floor)
    console.log(
      `  ours ÷ RapiDoc: first section ${(ours.first / rapidoc.first).toFixed(2)}× (target 0.25×), heap ${(ours.heap / rapidoc.heap).toFixed(2)}× (target 0.5×); ` +
        `CPU ÷ floor ${(ours.cpu / floor.cpu).toFixed(2)}× (target 2×)`,
    );
  else
    console.log(
      `  heap ${megabytes(ours.heap)} (target ≤ 250 MB); longest load task ${longest(ours.loadTask)} (target ≤ 50 ms up to 5 MB)`,
    );
  console.log('');
}

await browser.close();
server.close();
