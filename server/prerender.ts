import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import type { ElementHandle } from '../widgets/shared/context';
import { attributeValue, observedAttributeSpecs, propertyOf } from '../widgets/shared/attributes';
import { withServerPage, type ConfigKey } from '../widgets/shared/config';
import { widgetTree } from '../widgets/shared/element';
import {
  attributeFingerprint,
  inlineStyleAttribute,
  prerenderedAttribute,
  prerenderedStyleAttribute,
  searchCopyAttribute,
} from '../widgets/shared/prerendered';
import { resolveTheme } from '../widgets/shared/theme';
import { chooseFormat, ImportedDocument, isSourceFormat, parseSpecText, readDocument } from '../spec';
import { importForeign } from '../spec/node';
import { readSpecPath } from '../spec/node';
import { versionsIndexKey, versionsViewKey } from '../widgets/cli-reference';
// Not from the widget's index, which is its CDN entry: this belongs to the lazily loaded versions view.
import { readVersionsIndex } from '../widgets/cli-reference/spec-versions';
import { staticVersionsView } from '../widgets/cli-reference/static-versions';
import { loadSampleModule } from '../widgets/code-block';
import { escapeAttribute, parseHtml, SourceElement, type SourceDocument } from './html';
import { earlyScript } from './early-script';
import { reactHydratedBy, vueHydratedBy } from './hydrated-pages';
import { searchCopy } from './search-copy';
import { stylesheetFor } from './stylesheets';
import { widgetDefinitions } from './widgets';

/** One thing the server could not use: a bad attribute value, a spec it could not read. */
export interface PrerenderProblem {
  tag: string;
  attribute?: string;
  message: string;
}

export interface PrerenderOptions {
  /**
   * Where `<cli-reference src="…">` specs (and `versions` indexes) are read at build time: the value → a file path or
   * an http(s) URL. A `src` not listed is read as a URL when it is one, else as a file: a
   * root-relative one (`/spec/cli.json`) under `root`, any other under `base`.
   */
  specs?: Record<string, string>;
  /** The folder the site is served from, for root-relative `src` values. */
  root?: string;
  /** The folder of the page, for relative `src` values. @default the working directory */
  base?: string;
  /**
   * The page's origin, for links the widgets make absolute (`https://docs.example.com`). Without
   * it they are written root-relative (`/guides/auth`), which works on any host.
   */
  origin?: string;
  /**
   * The address of a tag's built stylesheet (see `stylesheets()`), linked from its declarative
   * shadow root. A string is a folder URL the file names are appended to. @default ''
   */
  stylesheetHref?: string | ((fileName: string, tag: string) => string);
  /**
   * Put the tab choice script (see `earlyScript()`) in the `<head>` of a page with tab sets, from
   * the same folder as the stylesheets. @default true
   */
  earlyScript?: boolean;
  /** Called for each problem. @default a console warning */
  onProblem?: (problem: PrerenderProblem) => void;
  /** Throw a `PrerenderError` listing the problems instead of rendering the messages into the page. */
  strict?: boolean;
}

export class PrerenderError extends Error {
  constructor(readonly problems: readonly PrerenderProblem[]) {
    super(problems.map(describeProblem).join('\n'));
    this.name = 'PrerenderError';
  }
}

export function describeProblem({ tag, attribute, message }: PrerenderProblem): string {
  return attribute ? `<${tag}> attribute "${attribute}": ${message}` : `<${tag}> ${message}`;
}

/** Links the widgets make absolute before the origin is known; written root-relative afterwards. */
const placeholderOrigin = 'https://prerender.docs-widgets.invalid';
const placeholderOriginBeforePath = /https:\/\/prerender\.docs-widgets\.invalid(?=\/(?![/\\]))/g;

const configKeys: readonly ConfigKey[] = ['docs-base', 'dashboard-base', 'api-base'];

/** The head's `docs-widgets:*` meta tags, which set the page's bases (see config.ts). */
function headMeta(document: SourceDocument): Partial<Record<ConfigKey, string>> {
  const head = [...document.descendants()].find((element) => element.localName === 'head');
  const meta: Partial<Record<ConfigKey, string>> = {};
  for (const child of head?.children ?? []) {
    const key = child.getAttribute('name')?.replace(/^docs-widgets:/, '') as ConfigKey | undefined;
    if (child.localName === 'meta' && key && configKeys.includes(key) && meta[key] === undefined) {
      meta[key] = child.getAttribute('content') ?? '';
    }
  }
  return meta;
}

/** Where a `src` is read from at build time: a URL, or a file (or folder) path. */
function sourceLocation(src: string, options: PrerenderOptions): { url: string } | { path: string } {
  const location = options.specs?.[src] ?? src;
  if (/^https?:\/\//i.test(location)) return { url: location };
  const underRoot = !options.specs?.[src] && location.startsWith('/') && options.root;
  const path = options.specs?.[src]
    ? resolve(options.base ?? '.', location)
    : underRoot
      ? resolve(options.root!, '.' + location.split(/[?#]/, 1)[0])
      : isAbsolute(location)
        ? location
        : resolve(options.base ?? '.', location.split(/[?#]/, 1)[0]!);
  // A site path names a file of the site: `/../` cannot climb out of its root.
  if (underRoot && relative(resolve(options.root!), path).startsWith('..')) {
    throw new Error(`${location} is outside the site's root folder`);
  }
  return { path };
}

async function readSource(src: string, options: PrerenderOptions): Promise<{ text: string; contentType: string }> {
  const location = sourceLocation(src, options);
  if ('url' in location) {
    const response = await fetch(location.url);
    if (!response.ok) throw new Error(`${location.url} answered HTTP ${response.status}`);
    return { text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
  }
  return { text: await readFile(location.path, 'utf8'), contentType: '' };
}

/**
 * A spec as the page's element will show it: a file or folder in any format we read, or a URL's
 * text. A spec read from another format (or with notes) is kept with its notes.
 */
async function readSpecSource(src: string, format: string | undefined, options: PrerenderOptions): Promise<unknown> {
  const location = sourceLocation(src, options);
  const read =
    'path' in location
      ? await readSpecPath(location.path, format)
      : await (async () => {
          const { text, contentType } = await readSource(src, options);
          const kind = chooseFormat(text, contentType, location.url);
          if (kind === 'html') throw new Error('the file is HTML, not a CLI spec');
          const parseYaml = (yaml: string, signal?: AbortSignal) => parseSpecText(yaml, 'yaml', signal);
          return readDocument(text, kind, parseYaml, (request) => importForeign(request, parseYaml), {
            sourceFormat: isSourceFormat(format) ? format : undefined,
          });
        })();
  return read.format === 'clispec' && read.problems.length === 0
    ? read.document
    : new ImportedDocument(read.document, read.problems);
}

/**
 * An index's versions that have a `src`, newest first, each `src` resolved against the index as
 * the browser resolves it: root-relative for a root-relative index, absolute for a URL.
 */
function listedVersions(index: string, entries: unknown): { version: string; src: string }[] {
  const base = new URL(index, 'http://site.invalid/');
  // The browser's own reading of the index: entries without a version, repeated versions and
  // addresses that are not http(s) are left out the same way.
  const read = readVersionsIndex(entries, base.href);
  return (read.ok ? read.versions : []).flatMap(({ version, src }) => {
    if (src === undefined) return [];
    const resolved = new URL(src);
    return [
      { version, src: resolved.origin === base.origin ? `${resolved.pathname}${resolved.search}` : resolved.href },
    ];
  });
}

/** Reads every document the widgets of the page name (specs), before the synchronous render. */
async function preload(
  elements: readonly SourceElement[],
  options: PrerenderOptions,
  report: (problem: PrerenderProblem) => void,
): Promise<Map<string, unknown>> {
  const preloaded = new Map<string, unknown>();
  const references = elements.filter((element) => element.localName === 'cli-reference');
  const sources = new Set(
    references.map((element) => element.getAttribute('src')).filter((src): src is string => Boolean(src)),
  );
  // A versions index without src: the newest version (the index's first usable entry) is rendered.
  const indexes = new Set(
    references
      .filter((element) => !element.getAttribute('src'))
      .map((element) => element.getAttribute('versions'))
      .filter((versions): versions is string => Boolean(versions)),
  );
  // Each index's versions, to show them as text with the newest and its markers.
  const listed = new Map<string, { version: string; src: string }[]>();
  await Promise.all(
    [...indexes].map(async (index) => {
      try {
        const versions = listedVersions(index, JSON.parse((await readSource(index, options)).text) as unknown);
        const src = versions[0]?.src;
        if (!src) throw new Error('it lists no version with a "src"');
        preloaded.set(versionsIndexKey(index), src);
        listed.set(index, versions);
        // The newest, and the version its markers compare it with.
        for (const version of versions.slice(0, 2)) sources.add(version.src);
      } catch (error) {
        report({
          tag: 'cli-reference',
          attribute: 'versions',
          message: `could not read the versions index "${index}" at build time (${error instanceof Error ? error.message : String(error)}); the browser will load it.`,
        });
      }
    }),
  );
  const formats = new Map(
    references
      .filter((element) => element.getAttribute('src') && element.getAttribute('format'))
      .map((element) => [element.getAttribute('src')!, element.getAttribute('format')!]),
  );
  await Promise.all(
    [...sources].map(async (src) => {
      try {
        preloaded.set(src, await readSpecSource(src, formats.get(src), options));
      } catch (error) {
        report({
          tag: 'cli-reference',
          attribute: 'src',
          message: `could not read the spec "${src}" at build time (${error instanceof Error ? error.message : String(error)}); the browser will load it.`,
        });
      }
    }),
  );
  for (const [index, versions] of listed) {
    const [newest, previous] = versions.map((version) => preloaded.get(version.src));
    preloaded.set(versionsViewKey(index), (anchorPrefix: string) =>
      staticVersionsView(
        versions.map((version) => version.version),
        newest,
        previous,
        anchorPrefix,
      ),
    );
  }
  return preloaded;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function insideInertContent(element: SourceElement): boolean {
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (['template', 'script', 'noscript', 'textarea'].includes(parent.localName)) return true;
  }
  return false;
}

function isDeclarativeShadowRoot(element: SourceElement): boolean {
  return element.localName === 'template' && element.hasAttribute('shadowrootmode');
}

/** Renders one element's shadow root to HTML; undefined (left to the browser) when rendering throws. */
function renderShadowRoot(
  element: SourceElement,
  preloaded: ReadonlyMap<string, unknown>,
  meta: Partial<Record<ConfigKey, string>>,
  options: PrerenderOptions,
  report: (problem: PrerenderProblem) => void,
  /** Values a framework gives the element as properties (objects, arrays), over its attributes. */
  properties: Record<string, unknown> = {},
): { html: string; fingerprint: string; theme: string | undefined } | undefined {
  const tag = element.localName;
  const definition = widgetDefinitions.get(tag)!;
  const specs = observedAttributeSpecs(definition.metadata);
  const handle: ElementHandle = {
    host: element as unknown as HTMLElement,
    tag,
    problems: [],
    dispatch: () => true,
    subscribeToLightDom: () => () => {},
    lightDomVersion: () => 0,
    rendering: 'server',
    preloaded,
  };
  const props: Record<string, unknown> = {};
  const problems: { attribute: string; message: string }[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = element.getAttribute(name);
    if (raw === null) continue;
    const property = propertyOf(name, spec);
    const parsed = attributeValue(spec, property, raw, undefined);
    if (parsed.problem !== undefined) {
      problems.push({ attribute: name, message: parsed.problem });
      report({ tag, attribute: name, message: parsed.problem });
    }
    props[property] = parsed.value;
  }
  Object.assign(props, properties);
  handle.problems = problems;
  const fingerprint = attributeFingerprint(
    element.attributes.map(({ name, value }) => [name, value] as const),
    Object.keys(specs),
  );
  try {
    const html = withServerPage({ origin: options.origin ?? placeholderOrigin, meta }, () =>
      renderToString(widgetTree(tag, definition.metadata, definition.Component, definition.options, handle, props)),
    );
    return { html: withoutStyleAttributes(html), fingerprint, theme: resolveTheme(element as unknown as Element) };
  } catch (error) {
    report({
      tag,
      message: `could not be rendered on the server (${error instanceof Error ? error.message : String(error)}); the browser will render it.`,
    });
    return undefined;
  }
}

/**
 * A strict `style-src 'self'` ignores `style` attributes in markup, and React would not set them
 * again when it hydrates: they travel as `data-dw-inline-style`, which the element applies through
 * the CSSOM (which the policy allows) when it takes the markup over. React's output escapes `"`
 * in text, so the pattern only meets attributes.
 */
function withoutStyleAttributes(html: string): string {
  return html.replace(/ style="([^"]*)"/g, ` ${inlineStyleAttribute}="$1"`);
}

function assetHref(fileName: string, tag: string, options: PrerenderOptions): string {
  const href = options.stylesheetHref ?? '';
  return typeof href === 'function' ? href(fileName, tag) : href + fileName;
}

/**
 * A comment right after a tab set's shadow root: its insertion is a mutation the early tab script
 * (see earlyScript()) hears in the parser task that attached the shadow root, before that task's
 * paint, even when the set's panels arrive in a later task.
 */
function afterShadowRoot(element: SourceElement): string {
  return element.localName === 'persisted-tabs' ? '<!--dw-->' : '';
}

function stylesheetHref(tag: string, options: PrerenderOptions): string {
  return assetHref(stylesheetFor(tag).fileName, tag, options);
}

/**
 * Renders every docs-widgets element of an HTML document or fragment into a declarative shadow
 * root (`<template shadowrootmode="open">`) right after its start tag, so its content is in the
 * HTML: shown before (and without) JavaScript, and hydrated by the element when it loads. Every
 * other byte of `html` stays as it was; tags it does not know are left alone; an element rendered
 * before is rendered again. Bad attribute values get the widget's message in the markup, as in the
 * browser, and are reported through `onProblem` (or thrown, with `strict`).
 */
export async function prerenderHtml(html: string, options: PrerenderOptions = {}): Promise<string> {
  const problems: PrerenderProblem[] = [];
  const report = (problem: PrerenderProblem) => {
    problems.push(problem);
    if (!options.strict) (options.onProblem ?? ((found) => console.warn(describeProblem(found))))(problem);
  };
  const framework = reactHydratedBy(html);
  if (framework) {
    report({
      tag: 'html',
      message: `the page is hydrated by ${framework}'s React, which would discard markup added after its build: left as it is. Render its widgets with docs-widgets/react instead.`,
    });
    if (options.strict) throw new PrerenderError(problems);
    return html;
  }
  const output = await prerenderDocument(html, options, report, undefined, !vueHydratedBy(html));
  if (options.strict && problems.length > 0) throw new PrerenderError(problems);
  return output;
}

async function prerenderDocument(
  html: string,
  options: PrerenderOptions,
  report: (problem: PrerenderProblem) => void,
  /** The page's settings, for the markup of widgets that render other widgets. */
  pageSettings: Partial<Record<ConfigKey, string>> | undefined,
  /** Whether light-DOM additions (search copies, the tab sets' marker) may go in (see hydrated-pages.ts). */
  lightDom = true,
): Promise<string> {
  const document = parseHtml(html);
  const widgets = [...document.descendants()].filter(
    (element) => widgetDefinitions.has(element.localName) && !insideInertContent(element),
  );
  const preloaded = await preload(widgets, options, report);
  const meta = pageSettings ?? headMeta(document);

  const edits: Edit[] = [];
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
    const rendered = renderShadowRoot(element, preloaded, meta, options, report);
    if (!rendered) continue;
    // A widget that renders our tags in its shadow root (`<project-setup>`'s `<api-settings>`).
    if (widgetDefinitions.get(element.localName)!.options.rendersElements) {
      rendered.html = await prerenderDocument(rendered.html, options, report, meta);
    }
    hosts.add(element);
    for (const old of element.children.filter(
      (child) => isDeclarativeShadowRoot(child) || child.hasAttribute(searchCopyAttribute),
    )) {
      edits.push({ start: old.start, end: old.end, text: '' });
    }
    element.setAttribute(prerenderedAttribute, rendered.fingerprint);
    if (rendered.theme) element.setAttribute('data-dw-theme', rendered.theme);
    else element.removeAttribute('data-dw-theme');
    const link = `<link rel="stylesheet" href="${escapeAttribute(stylesheetHref(element.localName, options))}" ${prerenderedStyleAttribute} />`;
    edits.push({ start: element.start, end: element.startTagEnd, text: element.startTag() });
    edits.push({
      start: element.startTagEnd,
      end: element.startTagEnd,
      text: `<template shadowrootmode="open">${link}${rendered.html}</template>${lightDom ? afterShadowRoot(element) + searchCopy(rendered.html) : ''}`,
    });
  }
  // A page with tab sets loads the script that shows the reader's tab choice before the first paint.
  const head = [...document.descendants()].find((element) => element.localName === 'head');
  const hasTabs = [...hosts].some((element) => element.localName === 'persisted-tabs');
  if (pageSettings === undefined && head && hasTabs && options.earlyScript !== false) {
    const { fileName } = earlyScript();
    const existing = head.children.find((child) =>
      /docs-widgets-early\.\w+\.js$/.test(child.getAttribute('src') ?? ''),
    );
    const tag = `<script src="${escapeAttribute(assetHref(fileName, 'persisted-tabs', options))}"></script>`;
    if (existing) edits.push({ start: existing.start, end: existing.end, text: tag });
    else edits.push({ start: head.contentEnd, end: head.contentEnd, text: tag });
  }
  // Light-DOM children a widget changed while rendering (`<persisted-tabs>` slots its panels).
  for (const element of document.descendants()) {
    if (element.changed && !hosts.has(element)) {
      edits.push({ start: element.start, end: element.startTagEnd, text: element.startTag() });
    }
  }
  // Later edits first, so earlier positions stay valid; at one position the start-tag rewrite
  // (which ends there) goes after the insertion that starts there.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let output = html;
  for (const edit of edits) output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  // Site links were rendered against a placeholder origin: make them root-relative again. Only
  // where one slash follows, so a link that resolved to `//host/…` does not become off-site.
  return options.origin ? output : output.replace(placeholderOriginBeforePath, '');
}

/**
 * One element as HTML with its shadow root declared: `renderElement('param-row', { name: 'email',
 * type: 'string' }, 'The address.')`. `children` is the element's light DOM, as HTML (other
 * widgets in it are rendered too). A tag that is not ours comes back as it was given.
 */
export async function renderElement(
  tag: string,
  attributes: Record<string, string | number | boolean | null | undefined> = {},
  children = '',
  options: PrerenderOptions = {},
): Promise<string> {
  if (!/^[a-z][a-z0-9._-]*-[a-z0-9._-]*$/.test(tag)) throw new TypeError(`"${tag}" is not a custom element name.`);
  const attributeText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`))
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
  const attributeText = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const element = parseHtml(`<${tag}${attributeText}>${children}</${tag}>`).children.find(
    (child) => child.localName === tag,
  );
  if (!element) return undefined;
  const definition = widgetDefinitions.get(tag)!;
  const preloaded = await preload([element], options, report);
  await Promise.all([
    loadSampleModule(),
    definition.options.beforeHydrate?.(element as unknown as Element)?.catch(() => {}),
  ]);
  const rendered = renderShadowRoot(element, preloaded, {}, options, report, properties);
  if (!rendered) return undefined;
  let html = rendered.html;
  if (definition.options.rendersElements) html = await prerenderDocument(html, options, report, {});
  if (!options.origin) html = html.replace(placeholderOriginBeforePath, '');
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
