// @ts-check
// The third-party fixture (the published spec of a real CLI, 123 commands), shown on the demo's page
// of a spec written by others (/cli-fixture.html) in place of the spec the demo writes for it
// (demo/lumen-cli.yaml), as the browser tests show it: the page's request for its spec is answered
// with the fixture, read in place from ../shared and never copied. A fresh clone has no ../shared:
// a bench then says so and leaves the fixture's case out.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { includeChrome, includeSections } from '../demo/page-parts.mjs';
import { contentSecurityPolicy } from '../demo/server.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

export const fixtureFile = resolve(root, '..', 'shared', 'fixtures', 'supabase-cli', 'cli_v1_commands-1.145.2.yaml');

/** The page that shows a spec written by others, client-rendered and prerendered. */
export const fixturePage = '/cli-fixture.html';
export const prerenderedFixturePage = '/prerendered/cli-fixture.html';

/** The spec that page asks for, which the fixture stands in for. */
const pageSpec = '/lumen-cli.yaml';

/**
 * Whether the fixture is beside the project; when it is not, prints (and so records) that `what`
 * is left out.
 * @param {string} what the case left out
 */
export function haveFixture(what) {
  if (existsSync(fixtureFile)) return true;
  // Named from the project, so a recorded run names no folder of the machine it ran on.
  console.log(`The third-party fixture is absent (${relative(root, fixtureFile)}): ${what} is left out.`);
  return false;
}

/**
 * Answers the page's request for its spec with the fixture, for a page or every page of a context.
 * @param {import('playwright').Page | import('playwright').BrowserContext} target
 */
export async function showFixture(target) {
  await target.route(`**${pageSpec}`, (route) =>
    route.fulfill({ path: fixtureFile, contentType: 'application/yaml; charset=utf-8' }),
  );
}

/** @type {Promise<string> | undefined} */
let prerendered;

/**
 * The fixture's page as the prerender writes it: the demo server renders /prerendered/cli-fixture.html
 * from the demo's own spec, so the fixture's markup is rendered here once, as the server renders its
 * pages (the built docs-widgets/server, the same page source, the same stylesheet address), with the
 * fixture as the page's spec. Rendered once, so timing a load does not time the rendering.
 */
function prerenderedFixtureHtml() {
  prerendered ??= (async () => {
    const server = await import(pathToFileURL(join(root, 'dist', 'lib', 'server.js')).href);
    const demo = join(root, 'demo');
    const source = includeChrome(
      await includeSections(await readFile(join(demo, 'cli-fixture.html'), 'utf8'), demo),
      prerenderedFixturePage,
    );
    return server.prerenderHtml(source, {
      root,
      specs: { [pageSpec]: fixtureFile },
      stylesheetHref: '/prerendered/_docs-widgets/',
      onProblem: () => {},
    });
  })();
  return prerendered;
}

/**
 * Serves the prerendered page of the fixture at /prerendered/cli-fixture.html, and the fixture as
 * its spec (the loader fetches it to check the markup is still the spec's).
 * @param {import('playwright').Page | import('playwright').BrowserContext} target
 */
export async function showPrerenderedFixture(target) {
  const html = await prerenderedFixtureHtml();
  await showFixture(target);
  await target.route(`**${prerenderedFixturePage}`, (route) =>
    route.fulfill({
      body: html,
      contentType: 'text/html; charset=utf-8',
      headers: { 'cache-control': 'no-store', 'content-security-policy': contentSecurityPolicy },
    }),
  );
}

/** The prerendered page's HTML, for its size. */
export const prerenderedFixture = prerenderedFixtureHtml;
