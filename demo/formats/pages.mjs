// @ts-check
/**
 * The demo's format pages (/formats/<name>.html): one page per CLI description format, each a
 * <cli-reference> reading an example spec of that format from demo/formats/specs/. The examples
 * describe `keel`, the command-line tool of an invented hosted backend, written for this demo, so
 * a fresh clone shows every page. The pages differ only in what this table says, so they are
 * written from it rather than kept as four copies of one file.
 */

/** @typedef {{ name: string, link: string, about: string, src: string }} FormatPage */

/** @type {Record<string, FormatPage>} */
export const formatPages = {
  opencli: {
    name: 'OpenCLI',
    link: 'OpenCLI',
    about:
      'An OpenCLI document (JSON): commands nested under their groups, options with their arguments and accepted values, exit codes.',
    src: '/formats/specs/opencli/keel.opencli.json',
  },
  oclif: {
    name: 'oclif manifest',
    link: 'oclif',
    about:
      'An <code>oclif.manifest.json</code>, with the <code>package.json</code> beside it that names the command and its topics: flags with defaults, options and environment variables, examples with templates filled in.',
    src: '/formats/specs/oclif/oclif.manifest.json',
  },
  usage: {
    name: 'usage spec (KDL)',
    link: 'usage (KDL)',
    about: 'A usage spec written in KDL: nested <code>cmd</code> nodes, global flags, choices, aliases and examples.',
    src: '/formats/specs/usage/keel.usage.kdl',
  },
  cobra: {
    name: 'cobra YAML',
    link: 'cobra YAML',
    about:
      'A cobra YAML reference, one file per command: the element reads the root file and the files its <code>clink</code> lists; hidden options are left out, inherited options linked.',
    src: '/formats/specs/cobra/keel.yaml',
  },
};

/** @param {string} text */
const attribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * Another spec for the page to show, from the address (`?file=/path`): a path on this server
 * only, so the tests can show a format's real-world files through the same page.
 * @param {string | null | undefined} file
 */
function sameServerPath(file) {
  return file && /^\/(?!\/)[\w./-]+$/.test(file) && !file.includes('..') ? file : undefined;
}

/**
 * The HTML of /formats/<key>.html, with the demo's header markers left for includeChrome.
 * @param {string} key
 * @param {string | null} [file] another spec of the format to show, from the page's address
 * @returns {string | undefined} undefined for a name the table lacks
 */
export function formatPageHtml(key, file) {
  const page = Object.hasOwn(formatPages, key) ? formatPages[key] : undefined;
  if (!page) return undefined;
  const links = Object.entries(formatPages)
    .filter(([other]) => other !== key)
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
    <script type="module" src="/dist/loader.js"></script>
  </head>
  <body>
    <header class="demo-header">
      <div>
        <h1>CLI reference: ${page.name}</h1>
        <p>
          ${page.about} It describes <code>keel</code>, an invented tool written for this demo. Other formats:
          ${links}.
        </p>
      </div>
      <!-- demo-nav -->
      <!-- demo-theme -->
    </header>
    <main class="cli-demo-main">
      <cli-reference id="${key}-reference" src="${attribute(sameServerPath(file) ?? page.src)}"></cli-reference>
    </main>
  </body>
</html>
`;
}
