// @ts-check
/**
 * How the demo server puts a page together from its parts: the header's page list and switches
 * (written once, here), the widget sections of the showcase and of the QA page (one file per
 * widget), the contents list built from those sections, and the HTML snippet beside each example,
 * written from the example's own markup so the two can never disagree.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The demo's top-level pages, in the order their navigation lists them.
 * @type {Array<[string, string]>}
 */
export const demoPages = [
  ['/', 'Widgets'],
  ['/api-settings.html', 'API settings'],
  ['/code-samples.html', 'Code samples'],
  ['/cli.html', 'CLI reference'],
  ['/cli-fixture.html', 'CLI reference (third-party spec)'],
  ['/formats/opencli.html', 'CLI formats'],
  ['/qa.html', 'QA'],
];

/**
 * The pages the demo server also serves prerendered, under `/prerendered/` (as
 * `npx docs-widgets prerender` writes them), by their path in demo/.
 */
export const prerenderedPaths = [
  'index.html',
  'qa.html',
  'cli.html',
  'cli-fixture.html',
  'pages/cli-one-version.html',
  'pages/docs-accordion.html',
  'pages/static-widgets.html',
  'pages/touch-widgets.html',
];

const prerenderedPrefix = '/prerendered';

/**
 * Where a page-list link leads from the page at `urlPath`: from a prerendered page, to the
 * prerendered version of a page that has one, so a reader stays among the prerendered pages.
 * @param {string} href
 * @param {string} urlPath
 */
function linkFrom(href, urlPath) {
  if (!urlPath.startsWith(`${prerenderedPrefix}/`)) return href;
  const page = href === '/' ? 'index.html' : href.slice(1);
  return prerenderedPaths.includes(page) ? `${prerenderedPrefix}${href}` : href;
}

/**
 * The page-list entry a path is: its own address, with `index.html` as `/`; any format page is the
 * entry of the first.
 * @param {string} urlPath
 */
function entryOf(urlPath) {
  if (urlPath.startsWith('/formats/')) return demoPages.find(([href]) => href.startsWith('/formats/'))?.[0] ?? urlPath;
  return urlPath.replace(/\/index\.html$/, '/');
}

/** Where the QA page keeps the switches for the fake platform API; the header links there. */
export const qaSwitchesHref = '/qa.html#qa-switches';

/**
 * Fills the `<!-- demo-nav -->` and `<!-- demo-theme -->` markers of the top-level pages: the
 * page list (marking the page shown; on a prerendered page, leading to the prerendered pages), the
 * link to the QA switches and the theme switch.
 * @param {string} html
 * @param {string} urlPath
 */
export function includeChrome(html, urlPath) {
  const current = entryOf(urlPath);
  const links = demoPages
    .map(([href, label]) => {
      const target = linkFrom(href, urlPath);
      return `<a href="${target}"${target === current ? ' aria-current="page"' : ''}>${label}</a>`;
    })
    .join('\n        ');
  const choices = [
    ['auto', 'Auto'],
    ['light', 'Light'],
    ['dark', 'Dark'],
  ]
    .map(
      ([value, label]) =>
        `<label><input type="radio" name="demo-theme" value="${value}"${value === 'auto' ? ' checked' : ''} /> ${label}</label>`,
    )
    .join('\n        ');
  return html
    .replace('<!-- demo-nav -->', `<nav class="demo-nav" aria-label="Demo pages">\n        ${links}\n      </nav>`)
    .replace(
      '<!-- demo-theme -->',
      `<a class="demo-qa-link" href="${qaSwitchesHref}">QA switches</a>\n      ` +
        `<fieldset class="demo-theme" aria-label="Colour scheme">\n        <legend>Theme</legend>\n        ${choices}\n      </fieldset>`,
    );
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** @param {string} text */
function dedent(text) {
  const lines = text
    .replace(/^\s*\n/, '')
    .replace(/\s+$/, '')
    .split('\n');
  const indents = lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join('\n');
}

/**
 * The markup of an example as a docs team would copy it: indentation removed, the demo's own
 * scripts left out. Ids stay: a `for`, a deep link or a page's stylesheet may name them.
 * @param {string} markup
 */
export function snippetOf(markup) {
  return dedent(markup.replace(/<script\b[^>]*><\/script>\s*/g, ''));
}

/**
 * `<!-- example -->…<!-- /example -->` becomes the live example with its HTML beside it (below it
 * for `<!-- example wide -->`), shown by a `<code-block>` that escapes `{{…}}` so the snippet keeps
 * the placeholders as written.
 * @param {string} html
 */
export function withSnippets(html) {
  return html.replace(/<!-- example( wide)? -->([\s\S]*?)<!-- \/example -->/g, (_, wide, markup) => {
    const code = escapeHtml(snippetOf(markup)).replace(/\{\{/g, '\\{{');
    return (
      `<div class="demo-example"${wide ? ' data-layout="wide"' : ''}>` +
      `<div class="demo-live">${markup}</div>` +
      `<div class="demo-snippet"><code-block language="html" wrap class="demo-snippet-code">${code}</code-block></div>` +
      `</div>`
    );
  });
}

/**
 * The contents list of the sections: one link per section, grouped by each section's `data-group`.
 * @param {string} sections
 */
export function contentsOf(sections) {
  /** @type {Map<string, string[]>} */
  const groups = new Map();
  for (const match of sections.matchAll(
    /<section class="demo-section" id="([\w-]+)"(?: data-group="([^"]+)")?[^>]*>[\s\S]*?<h2[^>]*>([\s\S]*?)<\/h2>/g,
  )) {
    const [, id = '', group = 'Widgets', title = ''] = match;
    const links = groups.get(group) ?? [];
    links.push(`<li><a href="#${id}">${title.trim()}</a></li>`);
    groups.set(group, links);
  }
  const lists = [...groups]
    .map(
      ([group, links]) =>
        `<li><span class="demo-toc-group">${escapeHtml(group)}</span>\n<ul>\n${links.join('\n')}\n</ul></li>`,
    )
    .join('\n');
  return `<nav class="demo-toc" aria-labelledby="demo-toc-title">\n<h2 id="demo-toc-title">Contents</h2>\n<ul>\n${lists}\n</ul>\n</nav>`;
}

/**
 * @param {string} directory
 * @returns {Promise<string>} every `.html` file of the folder, in name order
 */
async function readParts(directory) {
  const names = existsSync(directory) ? (await readdir(directory)).filter((n) => n.endsWith('.html')).sort() : [];
  const parts = await Promise.all(names.map((name) => readFile(join(directory, name), 'utf8')));
  return parts.join('\n');
}

/**
 * Fills a page's markers: `<!-- qa-panel -->` with the QA switches, `<!-- sections -->` with
 * demo/sections/*.html (the showcase) and `<!-- qa-sections -->` with demo/qa/*.html (bad input
 * and edge states), each with its examples' snippets, and `<!-- contents -->` with the list of
 * those sections.
 * @param {string} html
 * @param {string} demoRoot
 */
export async function includeSections(html, demoRoot) {
  /** @type {Array<[string, string]>} */
  const markers = [
    ['<!-- sections -->', 'sections'],
    ['<!-- qa-sections -->', 'qa'],
  ];
  for (const [marker, folder] of markers) {
    if (!html.includes(marker)) continue;
    const sections = withSnippets(await readParts(join(demoRoot, folder)));
    html = html.replace(marker, () => sections).replace('<!-- contents -->', () => contentsOf(sections));
  }
  if (html.includes('<!-- qa-panel -->')) {
    const panel = await readFile(join(demoRoot, 'partials', 'qa-panel.html'), 'utf8');
    html = html.replace('<!-- qa-panel -->', () => panel.slice(panel.indexOf('\n') + 1));
  }
  return html;
}
