import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { readArguments, UsageError } from './arguments';
import { originOf } from '../server/sources';
import { describeProblem, type PrerenderProblem } from '../server/prerender-options';
import { PageCache, type AssetFile } from '../server/prerender-run/cache';
import type { PageJob } from '../server/prerender-run/page';
import { seconds, startProgress } from '../server/prerender-run/progress';
import { inShard, readShard, type Shard } from '../server/prerender-run/shard';
import { htmlPages } from './html-pages';
import { coresPerThread, pagesPerThread, runPages } from './prerender-run';
import { toolVersion } from './tool-version';

// `docs-widgets prerender <in…> [--out <dir>]`: renders every docs-widgets tag of HTML pages into
// a declarative shadow root, for docs builds (run it on the generator's output folder).

const HELP = `Usage: docs-widgets prerender <file or folder>… [--out <dir>] [options]

Renders the docs-widgets elements of HTML pages into their HTML (declarative shadow roots), so
their content shows before and without JavaScript and search indexes can read it. The elements
hydrate when the widgets' script loads. Tags that are not ours are left as they are. Only
.html and .htm files are read: a file of another kind, or a folder holding no page, stops
the command before anything is written.

  --out <dir>          write the pages here (same layout as the input); default: in place
  --root <dir>         the folder the site is served from; default: the first input folder.
                       A page's addresses on the site (<cli-reference src="/spec/cli.yaml">,
                       or relative to the page) are read from files inside it, and nowhere
                       else: symbolic links are followed, then must stay inside; hidden files
                       and folders are never read
  --allow-fetch <origin>
                       let pages name documents on this origin (https://cdn.example.com),
                       fetched at build time from public network addresses only; repeatable.
                       Default: the build fetches nothing a page names (the browser still
                       loads it)
  --fetch-timeout <s>  seconds each document may take to arrive, redirects included; default: 20
  --max-source-size <MB>
                       megabytes each document (file or answer) may have; default: 32
  --spec <src>=<path>  read the spec that a <cli-reference src="<src>"> names from this file or
                       folder (relative to the working directory) or URL instead (repeatable)
  --origin <url>       the site's origin, for links the widgets make absolute; default: links
                       are written root-relative
  --styles-dir <dir>   where the widgets' stylesheets are written; default: <out or root>/_docs-widgets
  --styles-url <url>   the URL of that folder; default: a path relative to each page
  --strict             fail (exit code 1) on a bad attribute or a spec that cannot be read,
                       writing nothing
  --jobs <n>           pages rendered at once, each on its own thread; default: a thread for
                       each ${coresPerThread} cores (a thread keeps that many busy: the engine
                       compiles and collects garbage beside it) and for each ${pagesPerThread} pages at most
                       (a thread's start-up costs about as much as rendering that many pages).
                       The output is the same with any number
  --cache <dir>        where pages rendered before are kept, to be written again unrendered
                       while the page, the files it reads, the options and the version of
                       docs-widgets are unchanged; default: node_modules/.cache/docs-widgets
  --no-cache           render every page, and keep nothing
  --shard <i>/<n>      prerender only the i-th of n parts of the pages (1/4 … 4/4), split by each
                       page's path, the same on every machine: n machines with the same
                       options together write every page once
  --quiet              print nothing but problems: no progress and no final line
  -h, --help           this text

Exit code 0 when the pages were written, 1 otherwise.
`;

interface Options {
  inputs: string[];
  out: string | undefined;
  root: string | undefined;
  specs: Record<string, string>;
  allowFetch: string[];
  fetchTimeout: number | undefined;
  maxSourceBytes: number | undefined;
  origin: string | undefined;
  stylesDir: string | undefined;
  stylesUrl: string | undefined;
  strict: boolean;
  /** Undefined for the default (see `pagesPerThread`). */
  jobs: number | undefined;
  /** Undefined with --no-cache. */
  cache: string | undefined;
  shard: Shard | undefined;
  quiet: boolean;
  help: boolean;
}

function parseArguments(args: string[]): Options {
  const line = readArguments(args, {
    switches: ['--strict', '--no-cache', '--quiet'],
    values: [
      '--out',
      '--root',
      '--origin',
      '--styles-dir',
      '--styles-url',
      '--spec',
      '--allow-fetch',
      '--fetch-timeout',
      '--max-source-size',
      '--jobs',
      '--cache',
      '--shard',
    ],
  });
  const positive = (name: string, scale: number) => {
    const written = line.values.get(name);
    if (written === undefined) return undefined;
    const value = Number(written);
    if (!Number.isFinite(value) || value <= 0)
      throw new UsageError(`${name} takes a positive number, got "${written}".`);
    return Math.round(value * scale);
  };
  const options: Options = {
    inputs: line.positional,
    out: line.values.get('--out'),
    root: line.values.get('--root'),
    specs: {},
    allowFetch: line.repeated.get('--allow-fetch') ?? [],
    fetchTimeout: positive('--fetch-timeout', 1000),
    maxSourceBytes: positive('--max-source-size', 1024 * 1024),
    origin: line.values.get('--origin'),
    stylesDir: line.values.get('--styles-dir'),
    stylesUrl: line.values.get('--styles-url'),
    strict: line.switches.has('--strict'),
    jobs: positive('--jobs', 1),
    cache: line.switches.has('--no-cache')
      ? undefined
      : resolve(line.values.get('--cache') ?? join('node_modules', '.cache', 'docs-widgets')),
    shard: undefined,
    quiet: line.switches.has('--quiet'),
    help: line.help,
  };
  const shard = line.values.get('--shard');
  if (shard !== undefined) {
    options.shard = readShard(shard);
    if (!options.shard) throw new UsageError(`--shard takes <i>/<n> with 1 ≤ i ≤ n (2/4), got "${shard}".`);
  }
  if (line.switches.has('--no-cache') && line.values.has('--cache'))
    throw new UsageError('--cache and --no-cache contradict each other: give one.');
  for (const value of line.repeated.get('--spec') ?? []) {
    const equals = value.indexOf('=');
    if (equals <= 0) throw new UsageError(`--spec takes <src>=<path>, got "${value}".`);
    const target = value.slice(equals + 1);
    options.specs[value.slice(0, equals)] = /^https?:\/\//i.test(target) ? target : resolve(target);
  }
  for (const origin of options.allowFetch) {
    try {
      originOf(origin);
    } catch (error) {
      throw new UsageError(`--allow-fetch: ${(error as Error).message}`);
    }
  }
  if (!options.help && options.inputs.length === 0) throw new UsageError('Give at least one HTML file or folder.');
  return options;
}

/**
 * The widgets' stylesheets and the early tab script, written beside the pages. Kept in the cache
 * too, so a run whose pages all come from it never loads the renderer (React, the widgets).
 */
async function widgetAssets(cache: PageCache | undefined): Promise<AssetFile[]> {
  const kept = await cache?.getAssets();
  if (kept) return kept;
  const { earlyScript, stylesheets } = await import('../server/index');
  const early = earlyScript();
  const files = [
    ...stylesheets().map((sheet) => ({ fileName: sheet.fileName, text: sheet.css })),
    { fileName: early.fileName, text: early.js },
  ];
  await cache?.setAssets(files);
  return files;
}

function toUrlPath(path: string): string {
  return path.split(sep).join('/');
}

export async function prerender(args: string[]): Promise<number> {
  let options: Options;
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets prerender: ${error.message}\n\n${HELP}`);
    return 1;
  }
  if (options.help) {
    process.stdout.write(HELP);
    return 0;
  }
  let files: Array<{ file: string; base: string }>;
  try {
    files = await htmlPages(options.inputs, {
      takes: 'prerender takes .html or .htm files, or folders of them.',
      folderNeedsPages: true,
      onLinkOutside: (path, base) =>
        process.stderr.write(
          `${relative(process.cwd(), path)}: a symbolic link that leads outside ${relative(process.cwd(), base) || '.'}; skipped.\n`,
        ),
    });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets prerender: ${error.message}\n`);
    return 1;
  }
  const firstFolder = files[0]?.base ?? process.cwd();
  const root = resolve(options.root ?? firstFolder);
  const outputRoot = options.out ? resolve(options.out) : undefined;
  const outputOf = ({ file, base }: { file: string; base: string }) =>
    outputRoot ? join(outputRoot, relative(base, file)) : file;
  const stylesDir = resolve(options.stylesDir ?? join(outputRoot ?? root, '_docs-widgets'));

  const shard = options.shard;
  const pages = shard ? files.filter((entry) => inShard(toUrlPath(relative(entry.base, entry.file)), shard)) : files;
  const jobs = pages.map((entry): PageJob => {
    const output = outputOf(entry);
    return {
      file: entry.file,
      options: {
        specs: options.specs,
        root,
        base: dirname(entry.file),
        pageFile: entry.file,
        allowFetch: options.allowFetch,
        fetchTimeout: options.fetchTimeout,
        maxSourceBytes: options.maxSourceBytes,
        origin: options.origin,
        stylesheetHref: options.stylesUrl
          ? options.stylesUrl.replace(/\/?$/, '/')
          : toUrlPath(relative(dirname(output), stylesDir)) + '/',
      },
    };
  });
  const started = performance.now();
  const say = (line: string) => {
    if (!options.quiet) process.stdout.write(`${line}\n`);
  };
  const cache = options.cache
    ? new PageCache(options.cache, await toolVersion(), (message) =>
        process.stderr.write(`docs-widgets prerender: ${message}\n`),
      )
    : undefined;
  const run = await runPages(jobs, {
    jobs: options.jobs,
    cores: availableParallelism(),
    cache,
    progress: startProgress(jobs.length, say, () => performance.now()),
  });
  const problems: Array<PrerenderProblem & { file: string }> = [];
  const results: Array<{ path: string; html: string }> = [];
  const hydrated = new Map<string, number>();
  for (const [index, entry] of pages.entries()) {
    const page = run.pages[index]!;
    for (const problem of page.problems) problems.push({ ...problem, file: relative(process.cwd(), entry.file) });
    if (page.hydratedBy) {
      hydrated.set(page.hydratedBy, (hydrated.get(page.hydratedBy) ?? 0) + 1);
      if (outputRoot) results.push({ path: outputOf(entry), html: page.html });
    } else results.push({ path: outputOf(entry), html: page.html });
  }
  // A note (what the prerender did about a page) is said once per run, however many pages it concerns.
  const notes = new Map<string, string[]>();
  for (const problem of problems) {
    if (problem.severity !== 'note') process.stderr.write(`${problem.file}: ${describeProblem(problem)}\n`);
    else notes.set(describeProblem(problem), [...(notes.get(describeProblem(problem)) ?? []), problem.file]);
  }
  for (const [note, files] of notes) {
    const where = files.length === 1 ? files[0] : `${files[0]} and ${files.length - 1} more`;
    process.stderr.write(`docs-widgets prerender: ${note} (${where})\n`);
  }
  // Pages React hydrates are copied unchanged into --out, not rendered.
  const rendered = results.length - (outputRoot ? [...hydrated.values()].reduce((sum, count) => sum + count, 0) : 0);
  for (const [framework, count] of hydrated) {
    process.stderr.write(
      `docs-widgets prerender: left ${count} page${count === 1 ? '' : 's'} as ${count === 1 ? 'it is' : 'they are'}: ${framework}'s React hydrates ${count === 1 ? 'it' : 'them'}, and would discard markup added after the build. ` +
        `Their widgets are server-rendered by docs-widgets/react components during the ${framework} build.\n`,
    );
  }
  const failures = problems.filter((problem) => problem.severity !== 'note').length;
  if (options.strict && failures > 0) {
    process.stderr.write(`docs-widgets prerender: ${failures} problems; nothing written (--strict).\n`);
    return 1;
  }
  // Written at once, each folder made once: waiting on the file system's thread pool for each page
  // in turn cost 120-150 ms for 410 pages, writing them directly 25-70 ms.
  const folders = new Set<string>();
  const write = (path: string, text: string) => {
    if (!folders.has(dirname(path))) mkdirSync(dirname(path), { recursive: true });
    folders.add(dirname(path));
    writeFileSync(path, text);
  };
  for (const { path, html } of results) write(path, html);
  for (const file of await widgetAssets(cache)) write(join(stylesDir, file.fileName), file.text);
  const widgets = run.pages.reduce((sum, page) => sum + page.widgets, 0);
  const renderedWidgets = run.pages.reduce((sum, page) => sum + (page.rendered ?? 0), 0);
  say(
    `Prerendered ${rendered} page${rendered === 1 ? '' : 's'} (${widgets} widget${widgets === 1 ? '' : 's'}, ${renderedWidgets} rendered, ${run.fromCache} page${run.fromCache === 1 ? '' : 's'} from the cache${shard ? `, shard ${shard.index} of ${shard.count}` : ''}) in ${seconds(performance.now() - started)}; stylesheets in ${relative(process.cwd(), stylesDir) || '.'}.`,
  );
  return 0;
}
