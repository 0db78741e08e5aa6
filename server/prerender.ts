import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolvedThemeAttribute } from '../base/protocol';
import { configKeys } from '../widgets/shared/page/config';
import {
  markupFingerprint,
  prerenderedAttribute,
  prerenderedStyleAttribute,
  prerenderFingerprint,
  searchCopyAttribute,
  sourceHashAttribute,
} from '../widgets/shared/prerendered';
import { languageFor, languageOf, loadLanguage } from '../widgets/shared/i18n/index';
import { resolveTheme } from '../widgets/shared/styles/theme';
import { earlyScript } from './early-script';
import {
  applyEdits,
  escapeAttribute,
  isAttributeName,
  isCustomElementName,
  parseHtml,
  SourceComment,
  SourceElement,
  type SourceDocument,
  type SourceEdit,
} from './html';
import { reactHydratedBy, takeParsedPage, vueHydratedBy } from './hydrated-pages';
import {
  describeProblem,
  PrerenderError,
  startRun,
  type PrerenderOptions,
  type PrerenderProblem,
  type Run,
} from './prerender-options';
import { preload, type Preloaded } from './preload';
import { headMeta, renderShadowRoot, type PageSettings } from './render-shadow-root';
import { blockFormAdvice, blockingAncestor, canHoldSearchCopy, paragraphAroundAlone, searchCopy } from './search-copy';
import { pageStylesheet, stylesheetFor } from './stylesheets';
import {
  definitionOf,
  isWidgetTag,
  loadedServerHooks,
  loadWidgets,
  serverAssetsOf,
  serverHooksOf,
  widgetMetadata,
} from './widgets';

export {
  describeProblem,
  PrerenderError,
  type PrerenderOptions,
  type PrerenderProblem,
  type PrerenderTestOptions,
} from './prerender-options';

// The prerender entry: every docs-widgets element of a page rendered into a declarative shadow
// root, in place. Its options and problems are in prerender-options.ts, the reading of the
// documents a page names in preload.ts, and the rendering of one shadow root in
// render-shadow-root.ts.

function assetHref(fileName: string, tag: string, options: PrerenderOptions): string {
  const href = options.stylesheetHref ?? '';
  return typeof href === 'function' ? href(fileName, tag) : href + fileName;
}

/** The comment after the shadow root of a widget with an early script (`ServerHooks.earlyScriptMarker`). */
const earlyScriptMarker = 'dw';

function isEarlyScriptMarker(node: unknown): boolean {
  return node instanceof SourceComment && node.data === earlyScriptMarker;
}

function stylesheetHref(tag: string, options: PrerenderOptions): string {
  return assetHref(stylesheetFor(tag).fileName, tag, options);
}

/**
 * Renders every docs-widgets element of an HTML document or fragment into a declarative shadow
 * root (`<template shadowrootmode="open">`) right after its start tag, so its content is in the
 * HTML: shown before (and without) JavaScript, and hydrated by the element when it loads. The page
 * is read as a browser reads it; every byte of it the prerender does not own stays as it was, tags
 * it does not know included. Rendering a page again gives the same page: an element rendered
 * before is rendered again, in place. Bad attribute values get the widget's message in the
 * markup, as in the browser, and are reported through `onProblem` (or thrown, with `strict`);
 * so are documents a page names that the rules (`root`, `allowFetch`) do not let the build read.
 */
export async function prerenderHtml(html: string, options: PrerenderOptions = {}): Promise<string> {
  const problems: PrerenderProblem[] = [];
  const report = (problem: PrerenderProblem) => {
    // A note tells what the prerender did about the page; it fails nothing, even with `strict`.
    if (problem.severity !== 'note') problems.push(problem);
    if (!options.strict || problem.severity === 'note')
      (options.onProblem ?? ((found) => console.warn(describeProblem(found))))(problem);
  };
  const page = takeParsedPage(html) ?? parseHtml(html, 'document');
  const framework = reactHydratedBy(html, page);
  if (framework) {
    report({
      tag: 'html',
      message: `the page is hydrated by ${framework}'s React, which would discard markup added after its build: left as it is. Render its widgets with docs-widgets/react instead.`,
    });
    if (options.strict) throw new PrerenderError(problems);
    return html;
  }
  const output = await prerenderDocument(
    html,
    'document',
    startRun(options, report),
    undefined,
    !vueHydratedBy(html),
    page,
  );
  if (options.strict && problems.length > 0) throw new PrerenderError(problems);
  return output;
}

/** What a widget host's last prerender wrote: its declarative shadow root, the early script's marker, its search copies. */
function oldRendering(element: SourceElement): Array<SourceElement | SourceComment> {
  const old: Array<SourceElement | SourceComment> = [];
  if (element.shadowRootTemplate) old.push(element.shadowRootTemplate);
  for (const child of element.childNodes) {
    if (isEarlyScriptMarker(child)) old.push(child as SourceComment);
    else if (child instanceof SourceElement && child.hasAttribute(searchCopyAttribute)) old.push(child);
  }
  return old;
}

/**
 * The page's widget hosts, each with what its last prerender wrote, which this one replaces; a
 * host whose old rendering has no end tag (it holds the rest of the page) is left alone, and a
 * widget inside an old rendering goes with it.
 */
function widgetHosts(document: SourceDocument, run: Run): Map<SourceElement, Array<SourceElement | SourceComment>> {
  const replaced = new Map<SourceElement, Array<SourceElement | SourceComment>>();
  for (const element of document.descendants()) {
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !isWidgetTag(element.localName)) continue;
    if (element.location === undefined) continue;
    const old = oldRendering(element);
    if (old.some((node) => node instanceof SourceElement && node.location?.endTagStart === undefined)) {
      run.report({
        tag: element.localName,
        message:
          'holds a <template> or copy without its end tag, which takes in the rest of the page; it was left as it is.',
      });
      continue;
    }
    replaced.set(element, old);
  }
  // A widget inside a search copy goes with it (a shadow root's content is not in the tree).
  const removedWidgets = new Set(
    [...replaced.values()].flat().flatMap((node) => (node instanceof SourceElement ? [...node.descendants()] : [])),
  );
  for (const element of removedWidgets) replaced.delete(element);
  return replaced;
}

/**
 * What the widgets' first render uses when it is loaded (highlighters): the browser loads the same
 * before hydrating (see WidgetOptions.beforeHydrate); and what every render needs
 * (`ServerHooks.beforeEveryRender`). The widgets' code is loaded already (loadWidgets).
 */
async function loadBeforeRender(widgets: readonly SourceElement[]): Promise<void> {
  await Promise.all([
    ...loadedServerHooks().map((hooks) => hooks.beforeEveryRender?.()),
    // Each widget is written in its page's language (the nearest lang), which loads first here as
    // it does in the browser before hydrating.
    ...widgets.map((element) => loadLanguage(languageFor(languageOf(element)))),
    ...widgets.map((element) =>
      definitionOf(element.localName)
        .options.beforeHydrate?.(element as unknown as Element)
        ?.catch(() => {}),
    ),
  ]);
}

/**
 * Where a host's search copy goes: in its light DOM where the page allows it; out of a paragraph a
 * Markdown renderer wrapped the host alone in (the paragraph's tags are taken away); else nowhere,
 * with a problem reported. Whether it goes in.
 */
function placeSearchCopy(element: SourceElement, edits: SourceEdit[], report: Run['report']): boolean {
  const tag = element.localName;
  if (canHoldSearchCopy(element)) return true;
  const paragraph = paragraphAroundAlone(element);
  if (paragraph) {
    const { start, startTagEnd, endTagStart, end } = paragraph.location!;
    edits.push({ start, end: startTagEnd, text: '' });
    if (endTagStart !== undefined) edits.push({ start: endTagStart, end, text: '' });
    report({
      tag,
      severity: 'note',
      message: `was alone in a <p> (Markdown renderers wrap a tag written on one line in one), where its search copy cannot go: it was written out of the <p>. ${blockFormAdvice(tag)}`,
    });
    return true;
  }
  const inParagraph = blockingAncestor(element)?.localName === 'p';
  report({
    tag,
    message:
      'is inside an element (a paragraph, a link, a heading, a table outside its cells…) where its search copy would change how the rest of the page is read: the page is prerendered without it, so search indexes that read only the light DOM miss this reference.' +
      (inParagraph ? ` ${blockFormAdvice(tag)}` : ''),
  });
  return false;
}

/**
 * The host's own attributes as this render leaves them: the theme resolved from an ancestor, the
 * hash of the document its markup was drawn from (`untilTouched.sourceAttribute`), the fingerprint.
 */
function markHost(
  element: SourceElement,
  { shadow, markup }: ReadBack,
  preloaded: Map<string, Preloaded>,
  settings: string[],
) {
  const tag = element.localName;
  const theme = resolveTheme(element as unknown as Element, { ownResolved: false });
  if (theme) element.setAttribute(resolvedThemeAttribute, theme);
  else element.removeAttribute(resolvedThemeAttribute);
  const { untilTouched } = widgetMetadata.get(tag)!;
  const sourceAttribute = typeof untilTouched === 'object' ? untilTouched.sourceAttribute : undefined;
  const source = sourceAttribute ? preloaded.get(element.getAttribute(sourceAttribute) ?? '') : undefined;
  if (source && typeof source === 'object' && source.hash) element.setAttribute(sourceHashAttribute, source.hash);
  else element.removeAttribute(sourceHashAttribute);
  element.setAttribute(
    prerenderedAttribute,
    prerenderFingerprint(
      {
        attributes: element.attributes.map(({ name, value }) => [name, value] as const),
        settings,
        lightDom: element,
        shadowRoot: shadow,
      },
      markup,
    ),
  );
}

/** What one page's render reads: its settings, the documents its widgets name. */
interface PageRender {
  /** The page's source, whose slices are the hosts' light DOM (see `renderOnce`). */
  html: string;
  run: Run;
  meta: PageSettings;
  settings: string[];
  preloaded: Map<string, Preloaded>;
  documents: Map<string, unknown>;
  /** Whether light-DOM additions (search copies, the early script's marker) may go in. */
  lightDom: boolean;
}

/**
 * A host's rendered markup parsed as its shadow root: with the host as its `host`, so a widget
 * inside reads the nearest `lang` through it (see `languageOf`), as it does in the browser.
 */
function shadowRootOf(host: SourceElement, html: string): SourceDocument {
  return Object.assign(parseHtml(html, 'fragment'), { host });
}

/**
 * Renders one host into the edits that write its declarative shadow root (and its marker and
 * search copy) after its start tag, replacing `old`. False when the widget rendered nothing.
 */
async function renderHost(
  element: SourceElement,
  old: ReadonlyArray<SourceElement | SourceComment>,
  page: PageRender,
  edits: SourceEdit[],
): Promise<boolean> {
  const { run, lightDom } = page;
  const tag = element.localName;
  let rendered = renderOnce(element, page);
  if (rendered === undefined) return false;
  // A widget that renders our tags in its shadow root (`<project-setup>`'s `<api-settings>`).
  if (definitionOf(tag).options.rendersElements)
    rendered = await prerenderDocument(rendered, 'fragment', run, page.meta, true, shadowRootOf(element, rendered));
  const link = `<link rel="stylesheet" href="${escapeAttribute(stylesheetHref(tag, run.options))}" ${prerenderedStyleAttribute} />`;
  const readShadow = readBack(`${link}${rendered}`, run);
  const { copy } = readShadow;
  const copyGoesIn = copy && lightDom ? placeSearchCopy(element, edits, run.report) : canHoldSearchCopy(element);
  markHost(element, readShadow, page.preloaded, page.settings);
  for (const node of old) edits.push({ start: node.location!.start, end: node.location!.end, text: '' });
  const marker = serverHooksOf(tag)?.earlyScriptMarker ? `<!--${earlyScriptMarker}-->` : '';
  edits.push(...element.attributeEdits(), {
    start: element.location!.startTagEnd,
    end: element.location!.startTagEnd,
    text: `<template shadowrootmode="open">${link}${rendered}</template>${lightDom ? `${marker}${copyGoesIn ? copy : ''}` : ''}`,
  });
  return true;
}

/** Puts `tag` in the head in place of the existing element `matches` finds, else at the head's end. */
function headEdit(head: SourceElement, matches: (child: SourceElement) => boolean, tag: string): SourceEdit {
  const existing = head.children.find(matches);
  if (existing) return { start: existing.location!.start, end: existing.location!.end, text: tag };
  const last = head.childNodes.findLast((node) => node.location !== undefined);
  const at = head.location!.endTagStart ?? last?.location?.end ?? head.location!.startTagEnd;
  return { start: at, end: at, text: tag };
}

/**
 * The head of a page with widgets links the sheet that gives them the site's colour scheme (see
 * pageStylesheet()), and, when one asks for it, loads the early script that shows what it shows
 * before the first paint (the reader's tab choice); a prerendered page gets them again in place.
 */
function headEdits(head: SourceElement | undefined, hosts: ReadonlySet<SourceElement>, options: PrerenderOptions) {
  if (!head?.location || hosts.size === 0) return [];
  const edits = [
    headEdit(
      head,
      (child) => child.localName === 'link' && /docs-widgets-page\.\w+\.css$/.test(child.getAttribute('href') ?? ''),
      `<link rel="stylesheet" href="${escapeAttribute(assetHref(pageStylesheet().fileName, '', options))}" />`,
    ),
  ];
  const early = [...hosts].find((element) => serverAssetsOf(element.localName)?.earlyScript);
  if (early && options.earlyScript !== false) {
    const src = assetHref(earlyScript().fileName, early.localName, options);
    const isEarlyScript = (child: SourceElement) =>
      child.localName === 'script' &&
      child.location?.endTagStart !== undefined &&
      /docs-widgets-early\.\w+\.js$/.test(child.getAttribute('src') ?? '');
    edits.push(headEdit(head, isEarlyScript, `<script src="${escapeAttribute(src)}"></script>`));
  }
  return edits;
}

async function prerenderDocument(
  html: string,
  kind: 'document' | 'fragment',
  run: Run,
  /** The page's settings, for the markup of widgets that render other widgets. */
  pageSettings: PageSettings | undefined,
  /** Whether light-DOM additions (search copies, the early script's marker) may go in (see hydrated-pages.ts). */
  lightDom = true,
  /** `html` already parsed, when the caller has it. */
  parsed?: SourceDocument,
): Promise<string> {
  const document = parsed ?? parseHtml(html, kind);
  const replaced = widgetHosts(document, run);
  const widgets = [...replaced.keys()];
  // Only the code of the widgets the page holds (and of those they embed) is loaded; a widget's
  // shadow root holding others (`rendersElements`) loads theirs when it is prerendered in turn.
  await loadWidgets(widgets.map((element) => element.localName));
  const preloaded = await preload(widgets, run);
  const meta = pageSettings ?? headMeta(document);
  const page: PageRender = {
    html,
    run,
    meta,
    settings: configKeys.map((key) => meta[key] ?? ''),
    preloaded,
    documents: new Map([...preloaded].map(([key, value]) => [key, typeof value === 'object' ? value.document : value])),
    lightDom,
  };
  await loadBeforeRender(widgets);
  const edits: SourceEdit[] = [];
  const hosts = new Set<SourceElement>();
  for (const element of widgets) if (await renderHost(element, replaced.get(element)!, page, edits)) hosts.add(element);
  if (pageSettings === undefined) edits.push(...headEdits(document.head, hosts, run.options));
  // Light-DOM children a widget changed while rendering (`<persisted-tabs>` slots its panels).
  for (const element of document.descendants()) {
    if (element.changed && !hosts.has(element)) edits.push(...element.attributeEdits());
  }
  return applyEdits(html, edits);
}

/** What a shadow root's markup gives when parsed back. */
interface ReadBack {
  shadow: SourceDocument;
  /** Its search copy. */
  copy: string;
  /** The markup's part of the fingerprint. */
  markup: string;
}

/** A shadow root's markup parsed back: once in a run over many pages for the same markup. */
function readBack(markup: string, run: Run): ReadBack {
  const read = () => {
    // Only read (for the fingerprint and the search copy): no locations needed.
    const shadow = parseHtml(markup, 'fragment', false);
    return { shadow, copy: searchCopy(shadow), markup: markupFingerprint(shadow) };
  };
  return run.memo ? run.memo.readBack(markup, read) : read();
}

/** An element's shadow root, rendered once in a run over many pages for every element the same (see prerender-run/memo.ts). */
function renderOnce(element: SourceElement, { html, documents, meta, run }: PageRender): string | undefined {
  const { startTagEnd, endTagStart } = element.location!;
  if (!run.memo || endTagStart === undefined) return renderShadowRoot(element, documents, meta, run);
  // The language comes from the element's ancestors, which its own markup does not show.
  const language = languageFor(languageOf(element));
  const page = [...configKeys.map((key) => meta[key] ?? ''), run.place.origin ?? '', language];
  const context = { lightDom: html.slice(startTagEnd, endTagStart), page, place: run.place.page, documents };
  return run.memo.render(element, context, run.report, (report, place) =>
    renderShadowRoot(element, documents, meta, {
      ...run,
      report,
      place: {
        ...run.place,
        get page() {
          return place();
        },
      },
    }),
  );
}

/**
 * One element as HTML with its shadow root declared: `renderElement('param-row', { name: 'email',
 * type: 'string' }, 'The address.')`. `children` is the element's light DOM, as HTML (other
 * widgets in it are rendered too). A tag that is not ours comes back as it was given.
 * @throws TypeError for a tag that is not a custom element name, or an attribute name HTML
 * could not read back as one attribute (`a>b`, `on x`)
 */
export async function renderElement(
  tag: string,
  attributes: Record<string, string | number | boolean | null | undefined> = {},
  children = '',
  options: PrerenderOptions = {},
): Promise<string> {
  if (!isCustomElementName(tag) || !/^[a-z0-9._-]+$/.test(tag))
    throw new TypeError(`"${tag}" is not a custom element name.`);
  const attributeText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => {
      if (!isAttributeName(name.toLowerCase()))
        throw new TypeError(`"${name}" is not an attribute name HTML can read back.`);
      return value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
    })
    .join('');
  return prerenderHtml(`<${tag}${attributeText}>${children}</${tag}>`, options);
}

/**
 * The inside of one element's declarative shadow root, for a framework that renders the element
 * itself (docs-widgets/react on the server): the widget's styles as a `<style>` marked as the
 * server's (the page has no stylesheet files to link to), then its markup. `attributes` are the
 * element's attribute texts, `properties` the values it gets as properties, `children` its light
 * DOM as HTML (read by widgets such as tab sets and code samples). Undefined when the tag is not
 * ours or rendering throws (the browser then renders the element).
 */
export async function renderShadowRootContent(
  tag: string,
  attributes: Record<string, string>,
  properties: Record<string, unknown> = {},
  children = '',
  options: PrerenderOptions = {},
): Promise<string | undefined> {
  if (!isWidgetTag(tag)) return undefined;
  const report = options.onProblem ?? ((found: PrerenderProblem) => console.warn(describeProblem(found)));
  // Only names HTML reads back as one attribute, as in renderElement.
  const attributeText = Object.entries(attributes)
    .filter(([name]) => isAttributeName(name.toLowerCase()))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const element = [...parseHtml(`<${tag}${attributeText}>${children}</${tag}>`, 'fragment').descendants()].find(
    (child) => child.localName === tag,
  );
  if (!element) return undefined;
  await loadWidgets([tag]);
  const definition = definitionOf(tag);
  const run = startRun(options, report);
  const preloaded = await preload([element], run);
  const documents = new Map(
    [...preloaded].map(([key, value]) => [key, typeof value === 'object' ? value.document : value]),
  );
  await loadBeforeRender([element]);
  let html = renderShadowRoot(element, documents, {}, run, properties);
  if (html === undefined) return undefined;
  if (definition.options.rendersElements)
    html = await prerenderDocument(html, 'fragment', run, {}, true, shadowRootOf(element, html));
  return `<style ${prerenderedStyleAttribute}>${stylesheetFor(tag).css}</style>${html}`;
}

/**
 * Where `<cli-reference src="/…">` specs are read from while a React framework renders a page: the
 * folder it serves as the site's root (`public/` in Next.js and Vite, `static/` in Docusaurus),
 * under the working directory the framework builds in.
 */
export function frameworkSiteRoot(): string | undefined {
  return ['public', 'static'].map((folder) => join(process.cwd(), folder)).find((folder) => existsSync(folder));
}
