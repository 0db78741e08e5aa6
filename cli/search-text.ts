import { readFile, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { readArguments, UsageError } from './arguments';
import { htmlPages } from './html-pages';
import { describeProblem, prerenderHtml } from '../server/index';
import { parseHtml, SourceElement, SourceText, type SourceNode } from '../server/html';
import { isWidgetTag } from '../server/widgets';
import { searchCopyAttribute, searchCopySlot } from '../widgets/shared/prerendered';

// `docs-widgets search-text <in…>`: the text a site's search should hold for the widgets of its
// pages, for generators whose search index never sees it (MkDocs writes its index from the
// Markdown's HTML, Sphinx from its doctree: neither reads a shadow root).

const HELP = `Usage: docs-widgets search-text <file or folder>… [options]

Prints, as JSON, the searchable text of the docs-widgets elements of HTML pages: for each page,
its sections (a command of a <cli-reference>, with its flags) with their id, title and text.
Prerendered pages are read as they are; widgets not yet prerendered are rendered in memory first
(nothing is written). "-" reads one page from standard input.

  --root <dir>         the folder the site is served from; default: the first input folder
  --spec <src>=<path>  read the spec a <cli-reference src="<src>"> names from this file (repeatable)
  --mkdocs-index <file>
                       add the text to this MkDocs search index (search/search_index.json) instead
                       of printing it: each section becomes an entry at "<page>#<id>", the rest
                       joins the page's own entry
  -h, --help           this text

Exit code 0 when the text was printed (or added), 1 otherwise.
`;

/** One stretch of searchable text: a section a link can land on (`id`), or the rest of a widget's text. */
export interface SearchSection {
  id: string | null;
  title: string;
  text: string;
}

export interface SearchPage {
  /** The page's path from the site's root, with `/` between folders (`cli/index.html`); `-` for standard input. */
  page: string;
  title: string;
  sections: SearchSection[];
}

/** Elements whose text is no reader's text: styles, scripts, controls and icons. */
const skipped = new Set(['style', 'script', 'template', 'svg', 'button', 'input', 'select', 'textarea', 'slot']);

/** The readable text under `node`, whitespace collapsed; a block's end keeps words apart. */
function textOf(node: SourceNode): string {
  const parts: string[] = [];
  const walk = (current: SourceNode) => {
    if (current instanceof SourceText) parts.push(current.data);
    else if (current instanceof SourceElement) {
      if (skipped.has(current.localName)) return;
      for (const child of current.childNodes) walk(child);
      parts.push(' ');
    }
  };
  walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

function headingOf(element: SourceElement): string {
  for (const child of element.descendants()) if (/^h[1-6]$/.test(child.localName)) return textOf(child);
  return '';
}

/**
 * The sections of one widget: its search copies when the prerender wrote them (a section each,
 * by the id its slot names), else the text of its declarative shadow root.
 */
function widgetSections(widget: SourceElement): SearchSection[] {
  const copies = widget.children.filter((child) => child.hasAttribute(searchCopyAttribute));
  if (copies.length > 0) {
    return copies
      .map((copy) => {
        const slot = copy.getAttribute('slot') ?? '';
        const id = slot.slice(searchCopySlot('').length) || null;
        return { id, title: id ? headingOf(copy) : '', text: textOf(copy) };
      })
      .filter((section) => section.text !== '');
  }
  const text = widget.shadowRootTemplate?.content ? textOf(widget.shadowRootTemplate.content) : '';
  return text ? [{ id: null, title: '', text }] : [];
}

/** Whether a widget is inside no other (a widget's inner widgets are in its own text). */
function outermost(element: SourceElement): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (isWidgetTag(parent.localName)) return false;
  }
  return true;
}

/** The searchable text of a page's outermost widgets, and the page's title. */
export function searchTextOf(html: string): { title: string; sections: SearchSection[] } {
  const document = parseHtml(html);
  const sections: SearchSection[] = [];
  for (const element of document.descendants()) {
    if (isWidgetTag(element.localName) && outermost(element)) sections.push(...widgetSections(element));
  }
  const title = [...document.descendants()].find((element) => element.localName === 'title');
  return { title: title ? textOf(title) : '', sections };
}

/** Whether an outermost widget of the page has no declarative shadow root yet (an inner one, such as a tab panel, may have none once prerendered). */
function needsPrerender(html: string): boolean {
  for (const element of parseHtml(html).descendants()) {
    if (isWidgetTag(element.localName) && !element.shadowRootTemplate && outermost(element)) return true;
  }
  return false;
}

interface MkDocsEntry {
  location: string;
  title: string;
  text: string;
}

/**
 * Adds the pages' sections to MkDocs' search index: its entries are addressed by the page's URL
 * from the site's root (`cli/` for `cli/index.html` with directory URLs, else `cli.html`), and a
 * section by that address and its id. Material keys its results by address, so text without a
 * section of its own joins the page's entry rather than repeating its address.
 */
export function addToMkDocsIndex(index: { docs: MkDocsEntry[] }, pages: readonly SearchPage[]): void {
  for (const { page, title, sections } of pages) {
    const directory = page.replace(/(^|\/)index\.html?$/i, '$1');
    const byLocation = new Map(index.docs.map((entry) => [entry.location, entry]));
    const location = byLocation.has(page) ? page : directory;
    for (const section of sections) {
      const address = section.id ? `${location}#${section.id}` : location;
      const existing = byLocation.get(address);
      if (existing) existing.text = `${existing.text} ${section.text}`.trim();
      else {
        const entry = { location: address, title: section.title || title, text: section.text };
        index.docs.push(entry);
        byLocation.set(address, entry);
      }
    }
  }
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function searchText(args: string[]): Promise<number> {
  let line: ReturnType<typeof readArguments>;
  const specs: Record<string, string> = {};
  try {
    line = readArguments(args, { values: ['--root', '--spec', '--mkdocs-index'] });
    for (const value of line.repeated.get('--spec') ?? []) {
      const equals = value.indexOf('=');
      if (equals <= 0) throw new UsageError(`--spec takes <src>=<path>, got "${value}".`);
      specs[value.slice(0, equals)] = resolve(value.slice(equals + 1));
    }
    if (!line.help && line.positional.length === 0)
      throw new UsageError('Give at least one HTML file or folder, or -.');
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets search-text: ${error.message}\n\n${HELP}`);
    return 1;
  }
  if (line.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const fromInput = line.positional.includes('-');
  let files: Array<{ file: string; base: string }> = [];
  try {
    files = await htmlPages(line.positional.filter((input) => input !== '-'));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`docs-widgets search-text: ${error.message}\n`);
    return 1;
  }
  const root = resolve(line.values.get('--root') ?? files[0]?.base ?? process.cwd());
  const read = async (html: string, pageFile: string | undefined) => {
    if (!needsPrerender(html)) return html;
    return prerenderHtml(html, {
      specs,
      root,
      base: pageFile ? dirname(pageFile) : root,
      pageFile,
      earlyScript: false,
      onProblem: (problem) =>
        process.stderr.write(`${pageFile ? relative(process.cwd(), pageFile) : '-'}: ${describeProblem(problem)}\n`),
    });
  };
  const pages: SearchPage[] = [];
  if (fromInput) pages.push({ page: '-', ...searchTextOf(await read(await readStandardInput(), undefined)) });
  for (const { file } of files) {
    const found = searchTextOf(await read(await readFile(file, 'utf8'), file));
    if (found.sections.length > 0) pages.push({ page: relative(root, file).split(sep).join('/'), ...found });
  }
  const indexFile = line.values.get('--mkdocs-index');
  if (indexFile === undefined) {
    process.stdout.write(`${JSON.stringify(pages, null, 2)}\n`);
    return 0;
  }
  const index = JSON.parse(await readFile(indexFile, 'utf8')) as { docs?: MkDocsEntry[] };
  if (!Array.isArray(index.docs)) {
    process.stderr.write(`docs-widgets search-text: ${indexFile} is not an MkDocs search index (no "docs" list).\n`);
    return 1;
  }
  addToMkDocsIndex(index as { docs: MkDocsEntry[] }, pages);
  await writeFile(indexFile, JSON.stringify(index));
  const count = pages.reduce((sum, page) => sum + page.sections.length, 0);
  process.stdout.write(
    `Added ${count} section${count === 1 ? '' : 's'} of ${pages.length} page${pages.length === 1 ? '' : 's'} to ${relative(process.cwd(), indexFile)}.\n`,
  );
  return 0;
}
