// @ts-check
// The spec readers' work on hostile text (and that of the code that trims spec, page and attribute
// text: summaries, link targets, addresses, code samples), before and after it was made linear, and what each
// format costs to read on the main thread per megabyte. "Before" runs the old pattern alone, on
// bait small enough that it ends; "after" runs today's reader (through the same path as the page:
// parse, the format's reader, validation) on the same bait and on bait far larger. The per-format
// cost decides which specs the page may read on its main thread (50 ms a megabyte at most, see
// spec/read/read-spec.ts). Runs the TypeScript sources through Vite; needs no build. Asserts nothing.
// Usage: node bench/bounded-readers.mjs [text]   (with a text: only the cases whose name holds it)
import './record.mjs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, CORE_SCHEMA } from 'js-yaml';
import { createServer } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const vite = await createServer({
  root,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
});
const { importForeign, importCobraFiles } = await vite.ssrLoadModule('/spec/formats/import-spec.ts');
const { readDocument, validateRead } = await vite.ssrLoadModule('/spec/read/read-document.ts');
const { parseMarkdown } = await vite.ssrLoadModule('/spec/markdown/markdown-parse.ts');
const { splitFlagName } = await vite.ssrLoadModule('/spec/model/reference-model.ts');
const { parseYaml } = await vite.ssrLoadModule('/spec/read/parse-yaml.ts');
const { parseSummary } = await vite.ssrLoadModule('/spec/markdown/markdown-parse.ts');
const { isExportableLink } = await vite.ssrLoadModule('/spec/markdown/markdown-write.ts');
const { ipv6Groups, publicAddressesOnly } = await vite.ssrLoadModule('/server/addresses.ts');
const { trimBlankLines } = await vite.ssrLoadModule('/widgets/code-block/normalise.ts');
const { fillPlaceholders } = await vite.ssrLoadModule('/widgets/code-block/values/placeholders.ts');

const yaml = async (/** @type {string} */ text) => load(text, { schema: CORE_SCHEMA });
const foreign = (/** @type {unknown} */ request) => importForeign(request, parseYaml);
/** @param {string} text @param {'json' | 'yaml'} format */
const readHere = async (text, format) => validateRead(await readDocument(text, format, parseYaml, foreign));

/**
 * Milliseconds `work` takes (the best of `runs`, or one run when it is slow). The readers' cases run
 * once: the Markdown reader keeps what it read, so a second run of the same text would cost nothing.
 */
async function time(/** @type {() => unknown} */ work, runs = 3) {
  let best = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    try {
      await work();
    } catch {
      // A clear error is an answer too: the time to it is what counts.
    }
    best = Math.min(best, performance.now() - started);
    if (best > 1000) break;
  }
  return best;
}
const ms = (/** @type {number} */ value) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} ms`.padStart(9);
const bytes = (/** @type {number} */ count) =>
  count >= 1024 * 1024
    ? `${(count / 1024 / 1024).toFixed(1)} MB`
    : count >= 1024
      ? `${(count / 1024).toFixed(0)} KB`
      : `${count} B`;

console.log(`Node ${process.version}; load average ${loadavg()[0]?.toFixed(1)} at the start.\n`);
console.log("Backtracking bait: the old pattern alone, then today's reader on the same and larger input");

/** @type {Array<{ name: string, old: RegExp, oldInput: (size: number) => string, sizes: number[], now: (size: number) => unknown, nowSizes: number[] }>} */
const cases = [
  {
    name: 'JSON: comments after a comma (`/**/` × n)',
    old: /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*[\]}]/,
    oldInput: (count) => `${'/**/'.repeat(count)}x`,
    sizes: [16, 18, 20, 21, 22],
    now: (count) => readHere(`[1,${'/**/'.repeat(count)}x]`, 'json'),
    nowSizes: [22, 41, 250_000],
  },
  {
    name: 'cobra: blanks in a heading, no anchor',
    old: /^(#{1,6}[ \t].*?)[ \t]*\{#[\w.-]+\}[ \t]*$/gm,
    oldInput: (count) => `# Title${' '.repeat(count)}x`,
    sizes: [10_000, 20_000, 40_000],
    now: (count) =>
      importCobraFiles(
        [{ name: 'tool.yaml', text: `command: tool\nshort: A tool\nlong: "# Title${' '.repeat(count)}x"\n` }],
        yaml,
      ),
    nowSizes: [40_000, 1_000_000],
  },
  {
    name: 'Markdown: blanks in an unclosed heading',
    old: /^ {0,3}(#{1,6})(?:[ ]+(.*?))??(?:[ ]+#+)?[ ]*$/,
    oldInput: (count) => `#${' '.repeat(count)}x\u2028`,
    sizes: [500, 1000, 2000],
    now: (count) => parseMarkdown(`#${' '.repeat(count)}x\u2028`),
    nowSizes: [2000, 100_000],
  },
  {
    name: 'flag name: blanks before an unclosed placeholder',
    old: /^(.*?)\s+<(.+)>\s*$/s,
    oldInput: (count) => `--output${' '.repeat(count)}<x`,
    sizes: [10_000, 20_000, 40_000],
    now: (count) => splitFlagName({ name: `--output${' '.repeat(count)}<x` }),
    nowSizes: [40_000, 1_000_000],
  },
  {
    name: 'Markdown: an email autolink of dots',
    old: /^<([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/,
    oldInput: (count) => `<a@${'.'.repeat(count)}`,
    sizes: [5_000, 10_000, 20_000],
    now: (count) => parseMarkdown(`<a@${'.'.repeat(count)}`),
    nowSizes: [20_000],
  },
  {
    name: 'summary: blanks inside, put on one line',
    old: /\s*\n\s*/g,
    oldInput: (count) => `a${' '.repeat(count)}b`,
    sizes: [25_000, 50_000, 100_000],
    now: (count) => parseSummary(`a${' '.repeat(count)}b\n c`),
    nowSizes: [100_000, 1_000_000],
  },
  {
    name: 'inline text: spaces inside a line, before its break (read up to 20,000 characters)',
    old: / +$/,
    oldInput: (count) => `a${' '.repeat(count)}b`,
    sizes: [5_000, 10_000, 20_000],
    now: (count) => parseMarkdown(`a${' '.repeat(count)}b\nc`),
    nowSizes: [19_000],
  },
  {
    name: 'link target: spaces inside, its ends trimmed',
    old: /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g,
    oldInput: (count) => `javascript:${' '.repeat(count)}x`,
    sizes: [25_000, 50_000, 100_000],
    now: (count) => isExportableLink(`javascript:${' '.repeat(count)}x`),
    nowSizes: [100_000, 1_000_000],
  },
  {
    name: 'address: a zone of percent signs on a line of its own',
    old: /%.*$/,
    oldInput: (count) => `${'%'.repeat(count)}\n`,
    sizes: [25_000, 50_000, 100_000],
    now: (count) => publicAddressesOnly(`${'%'.repeat(count)}\n`),
    nowSizes: [100_000, 1_000_000],
  },
  {
    name: 'address: digits and no dotted tail',
    old: /(\d+\.\d+\.\d+\.\d+)$/,
    oldInput: (count) => `${'1'.repeat(count)}x`,
    sizes: [25_000, 50_000, 100_000],
    now: (count) => ipv6Groups(`${'1'.repeat(count)}x`),
    nowSizes: [100_000, 1_000_000],
  },
  {
    name: 'code attribute: blank lines inside the code',
    old: /(?:\n[ \t]*)+$/,
    oldInput: (count) => `a${'\n'.repeat(count)}b`,
    sizes: [12_500, 25_000, 50_000],
    now: (count) => trimBlankLines(`a${'\n'.repeat(count)}b`),
    nowSizes: [50_000, 1_000_000],
  },
  {
    name: 'code sample: a long word before a placeholder, searched for a scheme',
    old: /[a-z][a-z0-9+.-]*:\/\//gi,
    oldInput: (count) => 'a'.repeat(count),
    sizes: [25_000, 50_000, 100_000],
    now: (count) => fillPlaceholders(`${'a'.repeat(count)}{{project-ref}}`, { 'project-ref': 'x' }),
    nowSizes: [100_000, 1_000_000],
  },
];
const only = process.argv[2];
for (const bait of cases) {
  if (only && !bait.name.includes(only)) continue;
  console.log(`  ${bait.name}`);
  for (const size of bait.sizes) {
    const input = bait.oldInput(size);
    console.log(
      `    before ${bytes(input.length).padStart(8)} ${ms(await time(() => input.replace(bait.old, '$1'), 1))}`,
    );
  }
  for (const size of bait.nowSizes)
    console.log(`    after  ${String(size).padStart(8)} × ${ms(await time(() => bait.now(size), 1))}`);
}

// What each format costs on the main thread: the page's reading (parse, reader, validation) of a
// spec of about 1 MB, in ms per MB. Specs of formats over the line are read in the worker.
const commands = 2000;
const flag = (/** @type {number} */ index) => ({
  id: `flag-${index}`,
  name: `--flag-${index} <value>`,
  description: `Sets value ${index}.`,
  default_value: '',
});
const ours = {
  info: { id: 'tool', version: '1.0.0', title: 'Tool' },
  commands: Array.from({ length: commands }, (_, index) => ({
    id: `tool-${index}`,
    title: `tool command-${index}`,
    summary: `Does thing ${index}.`,
    description: `A longer description of what command ${index} does, with \`code\` and a [link](https://example.com).`,
    usage: `tool command-${index} [flags]`,
    flags: [flag(1), flag(2)],
  })),
};
const oursJson = JSON.stringify(ours, null, 1);
/** @type {Array<[string, string, "json" | "yaml"]>} */
const formats = [
  ['our JSON', oursJson, 'json'],
  ['our JSON with trailing commas', oursJson.replace(/\n(\s*)([\]}])/g, ',\n$1$2'), 'json'],
  ['our YAML', toYaml(ours), 'yaml'],
  [
    'OpenCLI',
    JSON.stringify({
      opencli: '0.1',
      info: { title: 'tool', version: '1' },
      commands: Array.from({ length: commands }, (_, index) => ({
        name: `command-${index}`,
        description: `Does thing ${index}, at some length so the spec is not all names.`,
        options: [{ name: `--flag-${index}`, description: 'Sets a value.', arguments: [{ name: 'value' }] }],
      })),
    }),
    'json',
  ],
  [
    'oclif',
    JSON.stringify({
      version: '1.0.0',
      commands: Object.fromEntries(
        Array.from({ length: commands }, (_, index) => [
          `topic:command-${index}`,
          {
            id: `topic:command-${index}`,
            description: `Does thing ${index}, at some length so the spec is not all names.`,
            examples: [`<%= config.bin %> <%= command.id %> --flag-${index} 1`],
            flags: { [`flag-${index}`]: { name: `flag-${index}`, type: 'option', description: 'Sets a value.' } },
          },
        ]),
      ),
    }),
    'json',
  ],
  [
    'usage (KDL)',
    `name "tool"\nbin "tool"\n${Array.from({ length: commands }, (_, index) => `cmd "command-${index}" help="Does thing ${index}, at some length so the spec is not all names." {\n  flag "--flag-${index} <value>" help="Sets a value."\n  arg "<target>"\n}\n`).join('')}`,
    'yaml',
  ],
];
if (only) {
  await vite.close();
  process.exit(0);
}
console.log('\nMain-thread cost of each format (parse, reader, validation), per megabyte:');
for (const [name, text, format] of formats) {
  const megabytes = text.length / 1024 / 1024;
  const spent = await time(() => readHere(text, /** @type {'json' | 'yaml'} */ (format)));
  console.log(
    `  ${name.padEnd(32)} ${bytes(text.length).padStart(8)} ${ms(spent)}  ${(spent / megabytes).toFixed(0).padStart(5)} ms/MB`,
  );
}
{
  const files = Array.from({ length: commands }, (_, index) => ({
    name: `tool_command-${index}.yaml`,
    text: `command: tool command-${index}\nshort: Does thing ${index}.\nlong: Does thing ${index}, at some length so the spec is not all names.\npname: tool\noptions:\n  - option: flag-${index}\n    value_type: string\n    description: Sets a value.\n`,
  }));
  const size = files.reduce((sum, file) => sum + file.text.length, 0);
  const spent = await time(() =>
    importCobraFiles(files, parseYaml).then((/** @type {unknown} */ read) => validateRead(read)),
  );
  console.log(
    `  ${'cobra YAML (a folder)'.padEnd(32)} ${bytes(size).padStart(8)} ${ms(spent)}  ${(spent / (size / 1024 / 1024)).toFixed(0).padStart(5)} ms/MB`,
  );
}

/**
 * Our spec as YAML, the way people write it (block mappings, one key a line).
 * @param {unknown} value
 * @returns {string}
 */
function toYaml(value, indent = '') {
  if (Array.isArray(value))
    return value.map((item) => `${indent}- ${toYaml(item, `${indent}  `).trimStart()}`).join('\n');
  if (value && typeof value === 'object')
    return Object.entries(value)
      .map(([key, item]) =>
        item && typeof item === 'object'
          ? `${indent}${key}:\n${toYaml(item, `${indent}  `)}`
          : `${indent}${key}: ${JSON.stringify(item)}`,
      )
      .join('\n');
  return `${indent}${JSON.stringify(value)}`;
}

await vite.close();
