import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { resolvedThemeAttribute } from '../base/protocol';
import { configKeys } from '../widgets/shared/config';
import {
  prerenderedAttribute,
  prerenderedStyleAttribute,
  prerenderFingerprint,
  searchCopyAttribute,
  sourceHashAttribute,
} from '../widgets/shared/prerendered';
import { resolveTheme } from '../widgets/shared/theme';
import { loadSampleModule } from '../widgets/code-block';
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
import { preload } from './preload';
import { headMeta, observedOf, renderShadowRoot, type PageSettings } from './render-shadow-root';
import { blockFormAdvice, blockingAncestor, canHoldSearchCopy, paragraphAroundAlone, searchCopy } from './search-copy';
import { pageStylesheet, stylesheetFor } from './stylesheets';
import { widgetDefinitions } from './widgets';

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

/**
 * A comment right after a tab set's shadow root: its insertion is a mutation the early tab script
 * (see earlyScript()) hears in the parser task that attached the shadow root, before that task's
 * paint, even when the set's panels arrive in a later task.
 */
const tabsMarker = 'dw';

function isTabsMarker(node: unknown): boolean {
  return node instanceof SourceComment && node.data === tabsMarker;
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

/** What a widget host's last prerender wrote: its declarative shadow root, the tab marker, its search copies. */
function oldRendering(element: SourceElement): Array<SourceElement | SourceComment> {
  const old: Array<SourceElement | SourceComment> = [];
  if (element.shadowRootTemplate) old.push(element.shadowRootTemplate);
  for (const child of element.childNodes) {
    if (isTabsMarker(child)) old.push(child as SourceComment);
    else if (child instanceof SourceElement && child.hasAttribute(searchCopyAttribute)) old.push(child);
  }
  return old;
}

async function prerenderDocument(
  html: string,
  kind: 'document' | 'fragment',
  run: Run,
  /** The page's settings, for the markup of widgets that render other widgets. */
  pageSettings: PageSettings | undefined,
  /** Whether light-DOM additions (search copies, the tab sets' marker) may go in (see hydrated-pages.ts). */
  lightDom = true,
  /** `html` already parsed, when the caller has it. */
  parsed?: SourceDocument,
): Promise<string> {
  const { options, report } = run;
  const document = parsed ?? parseHtml(html, kind);
  const candidates = [...document.descendants()].filter(
    (element) =>
      element.namespaceURI === 'http://www.w3.org/1999/xhtml' &&
      widgetDefinitions.has(element.localName) &&
      element.location !== undefined,
  );
  // What each host's last prerender wrote, which this one replaces; a widget inside it goes too.
  const replaced = new Map<SourceElement, Array<SourceElement | SourceComment>>();
  const edits: SourceEdit[] = [];
  for (const element of candidates) {
    const old = oldRendering(element);
    // A declarative shadow root with no end tag holds the rest of the page: left alone.
    const unclosed = old.find((node) => node instanceof SourceElement && node.location?.endTagStart === undefined);
    if (unclosed) {
      report({
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
  const widgets = [...replaced.keys()].filter((element) => !removedWidgets.has(element));
  const preloaded = await preload(widgets, run);
  const documents = new Map(
    [...preloaded].map(([key, value]) => [key, typeof value === 'object' ? value.document : value]),
  );
  const meta = pageSettings ?? headMeta(document);
  const settings = configKeys.map((key) => meta[key] ?? '');

  const hosts = new Set<SourceElement>();
  // What the widgets' first render uses when it is loaded (highlighters): the browser loads the
  // same before hydrating (see WidgetOptions.beforeHydrate).
  await Promise.all([
    // Samples' features (marked lines, diffs, placeholders) render with the module that has them:
    // always loaded here, so what a sample shows does not depend on the pages rendered before.
    loadSampleModule(),
    ...widgets.map((element) =>
      widgetDefinitions
        .get(element.localName)!
        .options.beforeHydrate?.(element as unknown as Element)
        ?.catch(() => {}),
    ),
  ]);
  for (const element of widgets) {
    const tag = element.localName;
    const definition = widgetDefinitions.get(tag)!;
    let rendered = renderShadowRoot(element, documents, meta, run);
    if (rendered === undefined) continue;
    // A widget that renders our tags in its shadow root (`<project-setup>`'s `<api-settings>`).
    if (definition.options.rendersElements) rendered = await prerenderDocument(rendered, 'fragment', run, meta);
    hosts.add(element);
    const link = `<link rel="stylesheet" href="${escapeAttribute(stylesheetHref(tag, options))}" ${prerenderedStyleAttribute} />`;
    const shadowHtml = `${link}${rendered}`;
    const shadow = parseHtml(shadowHtml, 'fragment');
    const copy = searchCopy(shadow);
    let copyGoesIn = canHoldSearchCopy(element);
    if (copy && lightDom && !copyGoesIn) {
      const paragraph = paragraphAroundAlone(element);
      if (paragraph) {
        // Out of the paragraph, the copy goes in: the tags a Markdown renderer added are taken away.
        const { start, startTagEnd, endTagStart, end } = paragraph.location!;
        edits.push({ start, end: startTagEnd, text: '' });
        if (endTagStart !== undefined) edits.push({ start: endTagStart, end, text: '' });
        copyGoesIn = true;
        report({
          tag,
          severity: 'note',
          message: `was alone in a <p> (Markdown renderers wrap a tag written on one line in one), where its search copy cannot go: it was written out of the <p>. ${blockFormAdvice(tag)}`,
        });
      } else {
        const inParagraph = blockingAncestor(element)?.localName === 'p';
        report({
          tag,
          message:
            'is inside an element (a paragraph, a link, a heading, a table outside its cells…) where its search copy would change how the rest of the page is read: the page is prerendered without it, so search indexes that read only the light DOM miss this reference.' +
            (inParagraph ? ` ${blockFormAdvice(tag)}` : ''),
        });
      }
    }
    const theme = resolveTheme(element as unknown as Element, { ownResolved: false });
    if (theme) element.setAttribute(resolvedThemeAttribute, theme);
    else element.removeAttribute(resolvedThemeAttribute);
    const source = element.localName === 'cli-reference' ? preloaded.get(element.getAttribute('src') ?? '') : undefined;
    if (source && typeof source === 'object' && source.hash) element.setAttribute(sourceHashAttribute, source.hash);
    else element.removeAttribute(sourceHashAttribute);
    element.setAttribute(
      prerenderedAttribute,
      prerenderFingerprint({
        attributes: element.attributes.map(({ name, value }) => [name, value] as const),
        observed: Object.keys(observedOf(tag)),
        settings,
        lightDom: element,
        shadowRoot: shadow,
      }),
    );
    for (const old of replaced.get(element)!)
      edits.push({ start: old.location!.start, end: old.location!.end, text: '' });
    const marker = tag === 'persisted-tabs' ? `<!--${tabsMarker}-->` : '';
    edits.push(...element.attributeEdits(), {
      start: element.location!.startTagEnd,
      end: element.location!.startTagEnd,
      text: `<template shadowrootmode="open">${shadowHtml}</template>${lightDom ? `${marker}${copyGoesIn ? copy : ''}` : ''}`,
    });
  }
  const head = document.head;
  // A page with widgets links the sheet that gives them the site's colour scheme (see
  // pageStylesheet()); a prerendered page links it again in place rather than twice.
  if (pageSettings === undefined && head?.location && hosts.size > 0) {
    const existing = head.children.find(
      (child) => child.localName === 'link' && /docs-widgets-page\.\w+\.css$/.test(child.getAttribute('href') ?? ''),
    );
    const tag = `<link rel="stylesheet" href="${escapeAttribute(assetHref(pageStylesheet().fileName, '', options))}" />`;
    if (existing) edits.push({ start: existing.location!.start, end: existing.location!.end, text: tag });
    else {
      const last = head.childNodes.findLast((node) => node.location !== undefined);
      const at = head.location.endTagStart ?? last?.location?.end ?? head.location.startTagEnd;
      edits.push({ start: at, end: at, text: tag });
    }
  }
  // A page with tab sets loads the script that shows the reader's tab choice before the first paint.
  const hasTabs = [...hosts].some((element) => element.localName === 'persisted-tabs');
  if (pageSettings === undefined && head?.location && hasTabs && options.earlyScript !== false) {
    const { fileName } = earlyScript();
    const existing = head.children.find(
      (child) =>
        child.localName === 'script' &&
        child.location?.endTagStart !== undefined &&
        /docs-widgets-early\.\w+\.js$/.test(child.getAttribute('src') ?? ''),
    );
    const tag = `<script src="${escapeAttribute(assetHref(fileName, 'persisted-tabs', options))}"></script>`;
    if (existing) edits.push({ start: existing.location!.start, end: existing.location!.end, text: tag });
    else {
      const last = head.childNodes.findLast((node) => node.location !== undefined);
      const at = head.location.endTagStart ?? last?.location?.end ?? head.location.startTagEnd;
      edits.push({ start: at, end: at, text: tag });
    }
  }
  // Light-DOM children a widget changed while rendering (`<persisted-tabs>` slots its panels).
  for (const element of document.descendants()) {
    if (element.changed && !hosts.has(element)) edits.push(...element.attributeEdits());
  }
  return applyEdits(html, edits);
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
  if (!widgetDefinitions.has(tag)) return undefined;
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
  const definition = widgetDefinitions.get(tag)!;
  const run = startRun(options, report);
  const preloaded = await preload([element], run);
  const documents = new Map(
    [...preloaded].map(([key, value]) => [key, typeof value === 'object' ? value.document : value]),
  );
  await Promise.all([
    loadSampleModule(),
    definition.options.beforeHydrate?.(element as unknown as Element)?.catch(() => {}),
  ]);
  let html = renderShadowRoot(element, documents, {}, run, properties);
  if (html === undefined) return undefined;
  if (definition.options.rendersElements) html = await prerenderDocument(html, 'fragment', run, {});
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
