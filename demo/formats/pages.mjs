// @ts-check
/**
 * The demo's format pages (/formats/<name>.html): one page per CLI description format, each a
 * <cli-reference> reading real third-party files from ../shared/fixtures/cli-formats/ in place.
 * The pages differ only in what this table says, so they are written from it rather than kept as
 * four copies of one file; the usage page's picker lists the usage fixtures found on disk.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ name: string, link: string, about: string, src: string, picker?: string }} FormatPage */

/** @type {Record<string, FormatPage>} */
export const formatPages = {
  opencli: {
    name: 'OpenCLI',
    link: 'OpenCLI',
    about: 'The OpenCLI example for the .NET CLI (its file ends in a trailing comma, read anyway and noted).',
    src: '/fixtures/cli-formats/opencli/dotnet.json',
  },
  oclif: {
    name: 'oclif manifest',
    link: 'oclif',
    about:
      "sfpowerkit's <code>oclif.manifest.json</code>: 50 commands under their topics, 316 flags, examples with templates filled in.",
    src: '/fixtures/cli-formats/oclif/sfpowerkit.oclif.manifest.json',
  },
  usage: {
    name: 'usage specs (KDL)',
    link: 'usage (KDL)',
    about: 'The 16 example specs of the usage tool, one at a time.',
    src: '/fixtures/cli-formats/usage/explain.usage.kdl',
    picker: 'usage',
  },
  cobra: {
    name: 'cobra YAML',
    link: 'cobra YAML',
    about:
      "docker compose's reference, one YAML file per command: the element reads the root file and the files its <code>clink</code> lists; hidden commands and options are left out, inherited options linked.",
    src: '/fixtures/cli-formats/cobra-yaml/docker-compose/docker_compose.yaml',
  },
};

/** @param {string} text */
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The picker of fixtures in one folder of the shared fixtures, or nothing when they are absent.
 * @param {FormatPage} page
 * @param {string} fixtures the shared fixtures folder
 */
function picker(page, fixtures) {
  if (!page.picker) return '';
  const folder = join(fixtures, 'cli-formats', page.picker);
  const files = existsSync(folder)
    ? readdirSync(folder)
        .filter((file) => !file.startsWith('.'))
        .sort()
    : [];
  if (files.length === 0) return '';
  const options = files.map((file) => {
    const src = `/fixtures/cli-formats/${page.picker}/${file}`;
    return `<option value="${attribute(src)}"${src === page.src ? ' selected' : ''}>${attribute(file)}</option>`;
  });
  return `<p class="demo-picker">
        <label
          >Spec
          <select data-fixture-picker>
          ${options.join('\n          ')}
          </select>
        </label>
      </p>
      `;
}

/**
 * The HTML of /formats/<key>.html, with the demo's header markers left for includeChrome.
 * @param {string} key
 * @param {string} fixtures the shared fixtures folder
 * @returns {string | undefined} undefined for a name the table lacks
 */
export function formatPageHtml(key, fixtures) {
  const page = Object.hasOwn(formatPages, key) ? formatPages[key] : undefined;
  if (!page) return undefined;
  const links = Object.entries(formatPages)
    .map(([other, { link }]) => `<a href="/formats/${other}.html">${link}</a>`)
    .join(', ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.name} · CLI formats · docs-widgets demo</title>
    <meta name="docs-widgets:docs-base" content="/" />
    <link rel="stylesheet" href="/demo.css" />
    <link rel="stylesheet" href="/cli.css" />
    <script type="module" src="/demo.js"></script>
    <script type="module" src="/formats/formats.js"></script>
    <script type="module" src="/dist/loader.js"></script>
  </head>
  <body>
    <header class="demo-header">
      <div>
        <h1>CLI reference: ${page.name}</h1>
        <p>
          ${page.about} Read in place from <code>../shared/fixtures/cli-formats/</code>; other formats:
          ${links}.
        </p>
        <p class="demo-fixtures-missing" data-fixtures-missing hidden>
          The shared fixtures are not beside this project (<code>../shared/fixtures/</code>), so the reference
          below has nothing to read and shows its error state.
        </p>
      </div>
      <!-- demo-nav -->
      <!-- demo-theme -->
    </header>
    <main class="cli-demo-main">
      ${picker(page, fixtures)}<cli-reference id="${key}-reference" src="${attribute(page.src)}"></cli-reference>
    </main>
  </body>
</html>
`;
}
