// @ts-check
// The huge specs of the <cli-reference> bench (cli-reference.mjs): a spec of any size, written as
// JSON or YAML, and its measurement in Chromium. Imported by the bench; prints nothing on import.

const ms = (/** @type {number} */ value) => `${value.toFixed(1).padStart(7)} ms`;
const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * A spec of about `bytes` bytes of JSON: commands with a paragraph, two flags and, for every fifth, an example.
 * @param {number} bytes
 */
export function bigSpec(bytes) {
  const paragraph = 'Reads the settings of one project and prints them in the format the reader asked for. '.repeat(8);
  const commands = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const command = {
      id: `tool-command-${index}`,
      title: `tool command-${index}`,
      summary: `Command number ${index}`,
      description: `${paragraph}\n\n- one\n- two with \`code\`\n`,
      usage: `tool command-${index} [flags]`,
      tags: index % 50 === 0 ? ['main'] : [],
      subcommands: [],
      flags: [
        {
          id: 'experimental',
          name: '--experimental',
          description: 'Unlock it.',
          default_value: 'false',
          required: true,
        },
        {
          id: 'output',
          name: '-o, --output <[ json | yaml ]>',
          description: 'Output format.',
          default_value: 'json',
          accepted_values: [
            { id: 'json', name: 'json', type: 'string' },
            { id: 'yaml', name: 'yaml', type: 'string' },
          ],
        },
      ],
      examples:
        index % 5 === 0 ? [{ id: 'basic', name: 'Basic', code: `tool command-${index}`, response: 'done\n' }] : [],
    };
    size += JSON.stringify(command).length;
    commands.push(command);
  }
  return {
    info: { id: 'tool', version: '1.0.0', title: 'Tool', language: 'sh', tags: [{ id: 'main', title: 'Main' }] },
    commands,
  };
}

/**
 * The same spec as YAML, written by hand so the bench needs nothing but Node.
 * @param {unknown} value
 * @param {string} [indent]
 * @returns {string}
 */
export function toYaml(value, indent = '') {
  if (Array.isArray(value)) {
    if (value.length === 0) return ' []';
    return value.map((item) => `\n${indent}-${toYaml(item, `${indent}  `).replace(/^\n\s*/, ' ')}`).join('');
  }
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `\n${indent}${key}:${toYaml(item, `${indent}  `)}`)
      .join('');
  }
  if (typeof value === 'string' && value.includes('\n'))
    return ` |-\n${value
      .split('\n')
      .map((line) => `${indent}${line}`)
      .join('\n')}`;
  return ` ${JSON.stringify(value)}`;
}

/**
 * Huge specs (5 MB and 20 MB, JSON and YAML, from `bigSpec`), each served in place of our spec on
 * the one-version page: the spec's arrival to parsed and validated, to the first section and to
 * every section; the longest main-thread task while the spec was parsed and validated, and in the
 * whole load; and the page's JS heap once loaded, after a garbage collection (`Runtime.getHeapUsage`).
 * Medians of up to three loads for 5 MB, one load for 20 MB.
 * @param {{ browser: import('playwright').Browser, origin: string, runs: number }} bench the bench's
 *   browser, the demo server's origin and the number of runs asked for
 */
export async function measureHugeSpecs({ browser, origin, runs }) {
  for (const megabytes of [5, 20]) {
    const spec = bigSpec(megabytes * 1_000_000);
    for (const format of /** @type {const} */ (['json', 'yaml'])) {
      const body = format === 'json' ? JSON.stringify(spec) : toYaml(spec).trimStart();
      /** @type {{ parse: number[], first: number[], all: number[], parseTask: number[], task: number[], heap: number[] }} */
      const samples = { parse: [], first: [], all: [], parseTask: [], task: [], heap: [] };
      const loads = megabytes > 5 ? 1 : Math.min(runs, 3);
      let commands = 0;
      for (let run = 0; run < loads; run += 1) {
        const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
        await page.addInitScript(() => {
          const state = /** @type {any} */ (window);
          state.__tasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) state.__tasks.push([entry.startTime, entry.duration]);
          }).observe({ type: 'longtask', buffered: true });
          document.addEventListener(
            'dw-rendered',
            (event) => (state.__rendered = /** @type {CustomEvent} */ (event).detail),
          );
        });
        await page.route('**/dist/spec/cli.json', (route) =>
          route.fulfill({ body, contentType: format === 'json' ? 'application/json' : 'application/yaml' }),
        );
        await page.goto(origin + '/pages/cli-one-version.html');
        await page.waitForFunction(() => /** @type {any} */ (window).__rendered, null, { timeout: 300_000 });
        await page.waitForTimeout(300);
        const { detail, tasks } = await page.evaluate(() => ({
          detail: /** @type {any} */ (window).__rendered,
          tasks: /** @type {[number, number][]} */ (/** @type {any} */ (window).__tasks),
        }));
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('HeapProfiler.collectGarbage');
        const { usedSize } = await cdp.send('Runtime.getHeapUsage');
        await cdp.detach();
        await page.close();
        commands = detail.commands;
        samples.parse.push(detail.readyAt - detail.receivedAt);
        samples.first.push(detail.firstSectionAt - detail.receivedAt);
        samples.all.push(detail.renderedAt - detail.receivedAt);
        // Tasks that ran, in whole or in part, between the spec's arrival and its validation, but for
        // the one that rendered the first section (a large YAML spec's start is shown meanwhile).
        const parsing = tasks.filter(
          ([start, duration]) =>
            start < detail.readyAt &&
            start + duration > detail.receivedAt &&
            !(start <= detail.firstSectionAt && detail.firstSectionAt <= start + duration),
        );
        samples.parseTask.push(Math.max(0, ...parsing.map(([, duration]) => duration)));
        samples.task.push(Math.max(0, ...tasks.map(([, duration]) => duration)));
        samples.heap.push(usedSize);
      }
      console.log(
        `${megabytes} MB ${format.toUpperCase()} spec (${(body.length / 1e6).toFixed(1)} MB, ${commands} commands, median of ${loads}): ` +
          `parsed ${ms(median(samples.parse)).trim()}, first section ${ms(median(samples.first)).trim()}, ` +
          `every section ${ms(median(samples.all)).trim()}; longest task while parsing ${ms(median(samples.parseTask)).trim()}, ` +
          `in the whole load ${ms(median(samples.task)).trim()}; JS heap after GC ${(median(samples.heap) / 1048576).toFixed(1)} MB`,
      );
    }
  }
}
