// @ts-check
// Consumer tests: packs the package as `npm pack` does for a release, installs the tarball (and
// each app's other dependencies, from the npm registry) into the small apps in this folder,
// builds each app with its own toolchain (type checks included), serves the build, and checks
// in Chromium what a reader sees. `node tests/consumers/run.mjs [app…]`; `--build-only` stops
// after the builds (the bench uses it). Run `npm run build` first.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../tools/browser.mjs';
import { measureBuild } from './measure.mjs';
import { serve } from './serve.mjs';

const here = resolve(import.meta.dirname);
const root = resolve(here, '../..');
const pack = join(here, '.pack');
const allApps = [
  'cdn',
  'partner',
  'react-vite',
  'vue',
  'astro-starlight',
  'nextjs',
  'docusaurus',
  'vitepress',
  'hugo',
  'mkdocs',
  'sphinx',
  'jekyll',
];
/** The Python that runs a generator's command (its `#!` line): Debian's, whichever python3 comes first. */
const pythonOf = (/** @type {string} */ command) => `$(sed -n '1s/^#! *//p' "$(command -v ${command})")`;
/**
 * What a static generator's site needs installed (a shell test, and its name for the message);
 * without it, its app is skipped with a message.
 */
const generators = {
  hugo: { test: 'command -v hugo', needs: 'hugo' },
  mkdocs: {
    test: `command -v mkdocs && { [ -d /usr/share/mkdocs/themes/material ] || ${pythonOf('mkdocs')} -c 'import material'; }`,
    needs: 'mkdocs with Material for MkDocs',
  },
  sphinx: {
    test: `command -v sphinx-build && ${pythonOf('sphinx-build')} -c 'import furo'`,
    needs: 'sphinx-build with Furo',
  },
  jekyll: { test: 'command -v jekyll', needs: 'jekyll' },
};
/**
 * Ports 4290-4309 belong to the consumer apps; `CONSUMER_PORT_BASE` moves the range, so two
 * checkouts on one machine can run these tests at once.
 */
const portBase = Number(process.env.CONSUMER_PORT_BASE ?? 4290);
const ports = {
  cdn: portBase,
  cdnOrigin: portBase + 1,
  'react-vite': portBase + 2,
  vue: portBase + 3,
  'astro-starlight': portBase + 4,
  nextjs: portBase + 5,
  docusaurus: portBase + 6,
  vitepress: portBase + 7,
  partner: portBase + 8,
  demo: portBase + 9,
  hugo: portBase + 10,
  mkdocs: portBase + 11,
  sphinx: portBase + 12,
  jekyll: portBase + 13,
};

/** Where each app's build writes the site (default `dist/`). */
const outputs = {
  nextjs: 'out',
  docusaurus: 'build',
  vitepress: '.vitepress/dist',
  hugo: 'public',
  mkdocs: 'site',
  jekyll: '_site',
};

/**
 * Pages each app has for the bench: the same app's page without widgets, one `<param-row>`, and
 * the command reference alone.
 */
const benchPages = {
  cdn: { plain: 'plain.html', one: 'one.html', reference: 'reference.html' },
  'react-vite': { plain: 'plain.html', one: 'one.html', reference: 'reference.html' },
  vue: { plain: 'plain.html', one: 'one.html', reference: 'reference.html' },
  'astro-starlight': { plain: 'plain/', one: 'one/', reference: 'reference/' },
  nextjs: { plain: 'plain/', one: 'one/', reference: 'reference/' },
  docusaurus: { plain: 'plain/', one: 'one/', reference: 'reference/' },
  vitepress: { plain: 'plain.html', one: 'one.html', reference: 'reference.html' },
};

/** Apps whose framework is React: one widget there is held to 15 KB gzip (React is already there). */
const reactApps = new Set(['react-vite', 'nextjs', 'docusaurus']);
const reactWidgetBudget = 15 * 1024;

const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const measure = args.includes('--measure');
const quiet = args.includes('--quiet');
const apps = args.filter((arg) => !arg.startsWith('--'));
const installed = (/** @type {string} */ test) => spawnSync('sh', ['-c', test], { stdio: 'ignore' }).status === 0;
const selected = (apps.length > 0 ? apps : allApps).filter((app) => {
  const generator = generators[/** @type {keyof typeof generators} */ (app)];
  // The bench measures apps with pages of its own (benchPages); a generator's site has none.
  if (generator && measure && apps.length === 0) return false;
  if (!generator || installed(generator.test)) return true;
  console.log(`  - ${app}: skipped, ${generator.needs} is not installed (.ci/run installs Debian's)`);
  return false;
});
const log = (/** @type {string} */ line) => {
  if (!quiet) console.log(line);
};

/** @param {string} command @param {string[]} commandArgs @param {string} cwd */
function run(command, commandArgs, cwd) {
  return execFileSync(command, commandArgs, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
}

/** Runs an app's `npm run build`; returns everything it printed (it throws on failure, with the output). */
function build(/** @type {string} */ folder) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: folder,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`npm run build failed in ${folder}:\n${output}`);
  return output;
}

/** @type {Map<string, string[]>} */
const bundlerWarnings = new Map();

if (!existsSync(join(root, 'dist/lib/index.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

rmSync(pack, { recursive: true, force: true });
mkdirSync(pack, { recursive: true });
const tarballName = run('npm', ['pack', '--silent', '--pack-destination', pack], root).trim().split('\n').pop() ?? '';
const tarball = join(pack, tarballName);
log(`packed ${tarballName} (${(statSync(tarball).size / 1024).toFixed(1)} KB)`);

/** @type {Record<string, { dist: string; port: number; servers: import('node:http').Server[] }>} */
const built = {};
const servers = [];
for (const app of selected) {
  const folder = join(here, app);
  const started = Date.now();
  if (app === 'cdn') {
    // The CDN build as a CDN would serve it: the package's dist/ folder, from another origin.
    const extracted = join(pack, 'extracted');
    mkdirSync(extracted, { recursive: true });
    run('tar', ['-xzf', tarball, '-C', extracted], root);
    const site = join(pack, 'cdn-site');
    cpSync(join(folder, 'site'), site, { recursive: true });
    // The pages name the CDN origin at the default port.
    for (const page of readdirSync(site).filter((name) => name.endsWith('.html'))) {
      const file = join(site, page);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll('localhost:4291', `localhost:${ports.cdnOrigin}`));
    }
    built[app] = { dist: site, port: ports.cdn, servers: [] };
    servers.push(await serve(join(extracted, 'package/dist'), ports.cdnOrigin, { cors: '*' }));
  } else if (app === 'partner') {
    // The root README's embedding snippet, as a partner pastes it, on a page of another origin,
    // with the widgets' address pointed at the demo server (which serves the built dist/).
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const snippet = readme.slice(readme.indexOf('## Embedding')).match(/```html\n([\s\S]*?)```/)?.[1];
    if (!snippet) throw new Error('README.md has no embedding snippet under "## Embedding"');
    const site = join(pack, 'partner-site');
    mkdirSync(site, { recursive: true });
    writeFileSync(
      join(site, 'index.html'),
      `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8" /><title>A partner's page</title></head>\n<body>\n${snippet.replace(/https:\/\/your-cdn\.example\/docs-widgets\//g, `http://localhost:${ports.demo}/dist/`)}</body>\n</html>\n`,
    );
    const { startServer } = await import(pathToFileURL(join(root, 'demo/server.mjs')).href);
    servers.push(await startServer({ port: ports.demo, host: '127.0.0.1' }));
    built[app] = { dist: site, port: ports.partner, servers: [] };
  } else {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-save', tarball], folder);
    // webpack's caches (Next.js, Docusaurus) trust a package's version, which a test build keeps:
    // a cached module of an earlier build of the package would be built in.
    for (const cache of ['node_modules/.cache', '.next', '.docusaurus', '.vitepress/cache']) {
      rmSync(join(folder, cache), { recursive: true, force: true });
    }
    const printed = build(folder);
    // No bundler warning may name the package ("Critical dependency", a failed parse, …), and
    // every widget a React framework renders is rendered on its server.
    const warnings = printed
      .split('\n')
      .filter(
        (line) =>
          (/docs-widgets/.test(line) && /warn|critical|error/i.test(line)) ||
          /could not be rendered on the server/.test(line),
      );
    if (warnings.length > 0) bundlerWarnings.set(app, warnings);
    const output = outputs[/** @type {keyof typeof outputs} */ (app)] ?? 'dist';
    built[app] = { dist: join(folder, output), port: ports[/** @type {keyof typeof ports} */ (app)], servers: [] };
  }
  const size = measureBuild(built[app].dist);
  log(
    `${app}: built in ${((Date.now() - started) / 1000).toFixed(0)} s; ${size.files} JS files, ${(size.gzip / 1024).toFixed(1)} KB gzip`,
  );
}

/**
 * Opens `url` and adds up the JavaScript the page loads (its own and lazily loaded chunks, from
 * any origin), raw and gzip, and counts the copies of React DOM in it.
 * @param {import('playwright').Browser} browser @param {string} url
 */
async function measurePage(browser, url) {
  const page = await browser.newPage();
  /** @type {Promise<Buffer | null>[]} */
  const bodies = [];
  page.on('response', (response) => {
    // Scripts the page runs; a framework's prefetching of other pages (`<link rel="prefetch">`) is not counted.
    if (response.request().resourceType() !== 'script') return;
    if (/javascript/.test(response.headers()['content-type'] ?? '')) bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const scripts = (await Promise.all(bodies)).filter((body) => body !== null);
  await page.close();
  return {
    files: scripts.length,
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    reactDomCopies: scripts.reduce(
      (sum, body) => sum + (body.toString('utf8').match(/rendererPackageName:\s*["'`]react-dom["'`]/g)?.length ?? 0),
      0,
    ),
  };
}

let passed = 0;
let failed = 0;
if (measure) {
  const browser = await launchChromium();
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const tarballFiles = run('tar', ['-tzf', tarball], root).trim().split('\n').length;
  console.log(
    `\nPackage tarball ${tarballName}: ${(statSync(tarball).size / 1024).toFixed(1)} KB, ${tarballFiles} files.`,
  );
  console.log(
    '\nJavaScript each consumer app ships to a reader, gzip (loaded by the page, all origins, measured in Chromium);',
  );
  console.log("'+' is what the widgets add to the same app's page without widgets:");
  console.log(
    `${'app'.padEnd(18)}${'no widgets'.padStart(12)}${'one <param-row>'.padStart(18)}${'added'.padStart(10)}${'reference'.padStart(12)}${'added'.padStart(10)}  React DOM copies`,
  );
  try {
    for (const app of selected) {
      /** @type {Record<string, Awaited<ReturnType<typeof measurePage>>>} */
      const sizes = {};
      for (const [label, path] of Object.entries(benchPages[/** @type {keyof typeof benchPages} */ (app)] ?? {})) {
        // A Vite app's pages share its chunks; built alone, a page ships what an app with only that page would.
        const alone = app === 'react-vite' || app === 'vue';
        const dist = alone ? join(here, app, `dist-${label}`) : built[app].dist;
        if (alone) {
          execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
            cwd: join(here, app),
            stdio: 'ignore',
            env: { ...process.env, BENCH_PAGE: label },
          });
        }
        const server = await serve(dist, built[app].port);
        sizes[label] = await measurePage(browser, `http://127.0.0.1:${built[app].port}/${path}`);
        server.close();
      }
      const { plain, one, reference } = sizes;
      if (!plain || !one || !reference) continue;
      const copies = Math.max(one.reactDomCopies, reference.reactDomCopies);
      const added = one.gzip - plain.gzip;
      const verdict = reactApps.has(app) ? (added <= reactWidgetBudget ? ' (≤ 15 KB)' : ' (over 15 KB)') : '';
      console.log(
        `${app.padEnd(18)}${kb(plain.gzip).padStart(12)}${kb(one.gzip).padStart(18)}${`+${kb(added)}`.padStart(10)}${kb(reference.gzip).padStart(12)}${`+${kb(reference.gzip - plain.gzip)}`.padStart(10)}  ${copies === 1 ? 'once' : copies === 0 ? 'none' : `${copies} (twice or more)`}${verdict}`,
      );
    }
  } finally {
    await browser.close();
  }
  if (selected.includes('docusaurus')) {
    console.log(
      "docusaurus: Docusaurus puts modules that two or more pages use into one 'common' chunk every page loads; the\n" +
        "  app's test page uses the widgets' runtime and the reference too, so its page without widgets carries them.",
    );
  }
} else if (!buildOnly) {
  const browser = await launchChromium();
  try {
    for (const app of selected) {
      const { dist, port } = built[app];
      const server = await serve(dist, port);
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // Every console message is read: an error, or a warning about hydration, fails the app.
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(`console ${message.type()}: ${text}`);
      });
      const { check } = await import(`./${app}/check.mjs`);
      const checks = await check(page, `http://127.0.0.1:${port}/`, {
        cdnOrigin: `http://localhost:${ports.cdnOrigin}`,
        dist,
      });
      for (const [name, body] of checks) {
        try {
          await body();
          passed += 1;
          log(`  ✓ ${app}: ${name}`);
        } catch (error) {
          failed += 1;
          console.error(`  ✗ ${app}: ${name}\n    ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        }
      }
      if (errors.length > 0) {
        failed += 1;
        console.error(`  ✗ ${app}: page and console errors: ${errors.join('; ')}`);
      }
      await page.close();
      server.close();
    }
  } finally {
    await browser.close();
  }
  for (const [app, lines] of bundlerWarnings) {
    failed += 1;
    console.error(`  ✗ ${app}: the build warned about the package:\n    ${lines.join('\n    ')}`);
  }
  console.log(`consumer tests: ${passed} passed, ${failed} failed`);
}
for (const server of servers) server.close();
process.exitCode = failed > 0 ? 1 : 0;
