// @ts-check
// Consumer tests: packs the package as `npm pack` does for a release, installs the tarball (and
// each app's other dependencies, from the npm registry) into the small apps in this folder,
// builds each app with its own toolchain (type checks included), serves the build, and checks
// in Chromium what a reader sees. `node tests/consumers/run.mjs [app…]`; `--build-only` stops
// after the builds (the bench uses it). Run `npm run build` first.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from '../tools/browser.mjs';
import { measureBuild } from './measure.mjs';
import { serve } from './serve.mjs';

const here = resolve(import.meta.dirname);
const root = resolve(here, '../..');
const pack = join(here, '.pack');
const allApps = ['cdn', 'react-vite', 'vue', 'astro-starlight'];
/** Ports 4290-4299 belong to the consumer apps. */
const ports = { cdn: 4290, cdnOrigin: 4291, 'react-vite': 4292, vue: 4293, 'astro-starlight': 4294 };

const args = process.argv.slice(2);
const buildOnly = args.includes('--build-only');
const quiet = args.includes('--quiet');
const apps = args.filter((arg) => !arg.startsWith('--'));
const selected = apps.length > 0 ? apps : allApps;
const log = (/** @type {string} */ line) => {
  if (!quiet) console.log(line);
};

/** @param {string} command @param {string[]} commandArgs @param {string} cwd */
function run(command, commandArgs, cwd) {
  return execFileSync(command, commandArgs, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false' } });
}

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
    built[app] = { dist: site, port: ports.cdn, servers: [] };
    servers.push(await serve(join(extracted, 'package/dist'), ports.cdnOrigin, { cors: '*' }));
  } else {
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--no-save', tarball], folder);
    run('npm', ['run', 'build'], folder);
    built[app] = { dist: join(folder, 'dist'), port: ports[/** @type {keyof typeof ports} */ (app)], servers: [] };
  }
  const size = measureBuild(built[app].dist);
  log(`${app}: built in ${((Date.now() - started) / 1000).toFixed(0)} s; ${size.files} JS files, ${(size.gzip / 1024).toFixed(1)} KB gzip`);
}

let passed = 0;
let failed = 0;
if (!buildOnly) {
  const browser = await launchChromium();
  try {
    for (const app of selected) {
      const { dist, port } = built[app];
      const server = await serve(dist, port);
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const { check } = await import(`./${app}/check.mjs`);
      const checks = await check(page, `http://127.0.0.1:${port}/`, { cdnOrigin: `http://localhost:${ports.cdnOrigin}` });
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
        console.error(`  ✗ ${app}: page errors: ${errors.join('; ')}`);
      }
      await page.close();
      server.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`consumer tests: ${passed} passed, ${failed} failed`);
}
for (const server of servers) server.close();
process.exitCode = failed > 0 ? 1 : 0;
