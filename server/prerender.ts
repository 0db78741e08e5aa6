import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { renderToString } from 'react-dom/server';
import type { ElementHandle } from '../widgets/shared/context';
import { attributeValue, observedAttributeSpecs, propertyOf } from '../widgets/shared/attributes';
import { configKeys, withServerPage, type ConfigKey } from '../widgets/shared/config';
import { widgetTree } from '../widgets/shared/element';
import {
  documentHash,
  prerenderedAttribute,
  prerenderedStyleAttribute,
  prerenderFingerprint,
  searchCopyAttribute,
  sourceHashAttribute,
} from '../widgets/shared/prerendered';
import { resolveTheme } from '../widgets/shared/theme';
import {
  chooseFormat,
  ImportedDocument,
  isSourceFormat,
  parseSpecText,
  readDocument,
  SpecLoadError,
  type ReadDocument,
} from '../spec';
import { importForeign, readSpecPath, SpecFileError } from '../spec/node';
import { versionsIndexKey, versionsViewKey } from '../widgets/cli-reference';
// Not from the widget's index, which is its CDN entry: this belongs to the lazily loaded versions view.
import { readVersionsIndex } from '../widgets/cli-reference/spec-versions';
import { staticVersionsView } from '../widgets/cli-reference/static-versions';
import { loadSampleModule } from '../widgets/code-block';
import type { AddressRule } from './addresses';
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
import { reactHydratedBy, vueHydratedBy } from './hydrated-pages';
import { canHoldSearchCopy, searchCopy } from './search-copy';
import {
  locateSource,
  quoteForLog,
  readSource,
  siteOrigin,
  SourceRefused,
  sourceRules,
  type PagePlace,
  type SourceAddress,
  type SourceRules,
} from './sources';
import { stylesheetFor } from './stylesheets';
import { widgetDefinitions } from './widgets';

/** One thing the server could not use: a bad attribute value, a spec it could not or would not read. */
export interface PrerenderProblem {
  tag: string;
  attribute?: string;
  message: string;
}

export interface PrerenderOptions {
  /**
   * The folder the site is served from. A page's addresses on the site (`/spec/cli.yaml`, or
   * `../spec/cli.yaml` from the page's folder, resolved as the browser resolves them, so never
   * above the site) are read from files inside it, and nowhere else: a symbolic link is followed,
   * then the file it leads to must be inside too; hidden files and folders are never read.
   * @default none: no file of the site is read (only those `specs` names)
   */
  root?: string;
  /** The page's folder, inside `root`, for relative addresses. @default `root` */
  base?: string;
  /**
   * Documents the build names itself, by the address a page writes: `{ '/cli.json': 'spec/cli.yaml' }`.
   * Each is a file path (relative to the working directory) or an http(s) URL, read as given: the
   * page can only pick among them. The rules on other addresses do not apply to these, bar the
   * time and size limits and, for a URL, the network addresses it may connect to.
   */
  specs?: Record<string, string>;
  /**
   * Origins whose addresses a page may make the build fetch (`['https://cdn.example.com']`), also
   * on every redirect. Even there, only public network addresses are connected to: never
   * loopback, private, link-local (cloud metadata) or reserved ones, however written.
   * @default [] (the build fetches nothing a page names)
   */
  allowFetch?: readonly string[];
  /** Milliseconds each document may take to arrive, redirects included. @default 20000 */
  fetchTimeout?: number;
  /** Bytes each document (file or answer) may have. @default 33554432 (32 MB) */
  maxSourceBytes?: number;
  /**
   * The page's origin, for links the widgets make absolute (`https://docs.example.com`). Without
   * it they are written root-relative (`/guides/auth`), which works on any host. A page's address
   * on this origin is read from the site's files.
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

/** Options for the project's own tests only: not part of the package's API. */
export interface PrerenderTestOptions extends PrerenderOptions {
  /** Which network addresses may be connected to (see addresses.ts). @default public ones only */
  addressRule?: AddressRule;
}

export class PrerenderError extends Error {
  constructor(readonly problems: readonly PrerenderProblem[]) {
    super(problems.map(describeProblem).join('\n'));
    this.name = 'PrerenderError';
  }
}

/** One line for a problem; control characters a page wrote in a value are shown escaped, so they cannot forge log lines. */
export function describeProblem({ tag, attribute, message }: PrerenderProblem): string {
  const line = attribute ? `<${tag}> attribute "${attribute}": ${message}` : `<${tag}> ${message}`;
  return line.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Links the widgets make absolute before the origin is known; written root-relative afterwards. */
const placeholderOrigin = 'https://prerender.docs-widgets.invalid';
const placeholderOriginBeforePath = /https:\/\/prerender\.docs-widgets\.invalid(?=\/(?![/\\]))/g;

type PageSettings = Partial<Record<ConfigKey, string>>;

/**
 * The `docs-widgets:*` meta tags of the page's `<head>` (see config.ts): only a `<head>` the page
 * writes. A page that omits its head tags (valid HTML, and what a snippet or a partial is) has
 * none, so a snippet's `<meta>` cannot move where every link of the page points.
 */
function headMeta(document: SourceDocument): PageSettings {
  const meta: PageSettings = {};
  for (const child of document.head?.children ?? []) {
    const key = child.getAttribute('name')?.replace(/^docs-widgets:/, '') as ConfigKey | undefined;
    if (child.localName === 'meta' && key && configKeys.includes(key) && meta[key] === undefined) {
      meta[key] = child.getAttribute('content') ?? '';
    }
  }
  return meta;
}

/** What one prerender of a page works with. */
interface Run {
  options: PrerenderOptions;
  rules: SourceRules;
  place: PagePlace;
  report: (problem: PrerenderProblem) => void;
}

/** A document a page names, read and parsed once per page. */
interface Loaded {
  document: unknown;
  /** The hash of the spec's bytes (see `documentHash`); undefined for a folder the build's options name. */
  hash: string | undefined;
}

function reason(error: unknown): string {
  // Both name only an address, or a path the build's own options gave.
  if (error instanceof SourceRefused || error instanceof SpecFileError) return error.message;
  if (error instanceof SpecLoadError) {
    const { failure } = error;
    // The parser's own words may quote the text (a JSON engine's do): only where it broke.
    if (failure.kind === 'syntax') {
      const where = failure.line === undefined ? '' : ` (line ${failure.line}, column ${failure.column})`;
      return `it is not valid ${failure.format === 'yaml' ? 'YAML' : 'JSON'}${where}`;
    }
    if (failure.kind === 'html') return 'it is an HTML page, not a YAML or JSON spec';
  }
  return 'it could not be read';
}

/** What the server keeps of a spec read in any format: our format's document, or one read from another with its notes. */
function documentOf(read: ReadDocument): unknown {
  return read.format === 'clispec' && read.problems.length === 0
    ? read.document
    : new ImportedDocument(read.document, read.problems);
}

const parseYaml = (yaml: string, signal?: AbortSignal) => parseSpecText(yaml, 'yaml', signal);

/**
 * A spec as the page's element will show it, in any format we read. What it links to (cobra's
 * `clink`s, files beside it) is read under the same rules as the spec itself: beside a site file
 * inside the root, beside a URL on an origin the build may fetch from.
 */
async function readSpecSource(src: string, format: string | undefined, run: Run): Promise<Loaded> {
  const address = locateSource(src, run.place);
  // A folder the build's options name (a cobra reference, one file per command) is read as given.
  if (address.kind === 'file' && (await stat(address.path).catch(() => undefined))?.isDirectory()) {
    return { document: documentOf(await readSpecPath(address.path, format)), hash: undefined };
  }
  const read = await readSource(address, run.rules);
  const name = address.kind === 'url' ? address.url.pathname : address.path;
  const kdl = /\.kdl$/i.test(name);
  const kind = kdl ? 'yaml' : chooseFormat(read.text, read.contentType, run.options.specs?.[src] ?? src);
  if (kind === 'html') throw new SpecLoadError({ kind: 'html', url: src });
  const sourceFormat = isSourceFormat(format) ? format : kdl ? 'usage' : undefined;
  const document = await readDocument(read.text, kind, parseYaml, (request) => importForeign(request, parseYaml), {
    sourceFormat,
    readLinked: async (linked) => (await readSource(besideSource(linked, address, run), run.rules)).text,
  });
  return { document: documentOf(document), hash: documentHash(read.bytes) };
}

/** Where a file a spec links to is: beside the spec, as the browser resolves it (see `linkedFiles`). */
function besideSource(linked: string, spec: SourceAddress, run: Run): SourceAddress {
  if (spec.kind === 'file') return { kind: 'file', path: resolve(dirname(spec.path), basename(linked)) };
  if (spec.kind === 'url') {
    const url = new URL(linked, spec.url);
    return spec.mapped && url.origin === spec.url.origin ? { kind: 'url', url, mapped: true } : { kind: 'url', url };
  }
  return locateSource(linked, { page: spec.path, origin: run.place.origin });
}

/**
 * An index's versions that have a `src`, newest first, each resolved against the index's own
 * address as the browser resolves it: a page path for an index on the site, an absolute URL for
 * one elsewhere, whose entries are never read from the site's files.
 */
async function listedVersions(index: string, run: Run): Promise<{ version: string; src: string }[]> {
  const address = locateSource(index, run.place);
  const read = await readSource(address, run.rules);
  let entries: unknown;
  try {
    entries = JSON.parse(read.text.replace(/^\uFEFF/, ''));
  } catch {
    throw new SourceRefused('it is not a JSON list of versions');
  }
  const base = address.kind === 'url' ? address.url.href : new URL(index, new URL(run.place.page, siteOrigin)).href;
  // The browser's own reading of the index: entries without a version, repeated versions and
  // addresses that are not http(s) are left out the same way.
  const listed = readVersionsIndex(entries, base);
  const versions = (listed.ok ? listed.versions : []).flatMap(({ version, src }) => {
    if (src === undefined) return [];
    const resolved = new URL(src);
    if (resolved.origin !== siteOrigin) return [{ version, src: resolved.href }];
    if (address.kind === 'url')
      throw new SourceRefused(`an index from ${quoteForLog(address.url.origin)} names a file of the site`);
    return [{ version, src: `${resolved.pathname}${resolved.search}` }];
  });
  if (versions.length === 0) throw new SourceRefused('it lists no version with a "src"');
  return versions;
}

/** Reads every document the widgets of the page name (specs), before the synchronous render. */
/** What the render reads synchronously: specs, each index's newest address, each index's versions as text. */
type Preloaded = Loaded | string | ((anchorPrefix: string) => ReturnType<typeof staticVersionsView>);

async function preload(elements: readonly SourceElement[], run: Run): Promise<Map<string, Preloaded>> {
  const preloaded = new Map<string, Preloaded>();
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
        const versions = await listedVersions(index, run);
        const src = versions[0]!.src;
        preloaded.set(versionsIndexKey(index), src);
        listed.set(index, versions);
        // The newest, and the version its markers compare it with.
        for (const version of versions.slice(0, 2)) sources.add(version.src);
      } catch (error) {
        run.report({
          tag: 'cli-reference',
          attribute: 'versions',
          message: `the versions index ${quoteForLog(index)} was not read at build time: ${reason(error)}. The browser will load it.`,
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
        preloaded.set(src, await readSpecSource(src, formats.get(src), run));
      } catch (error) {
        run.report({
          tag: 'cli-reference',
          attribute: 'src',
          message: `the spec ${quoteForLog(src)} was not read at build time: ${reason(error)}. The browser will load it.`,
        });
      }
    }),
  );
  for (const [index, versions] of listed) {
    const [newest, previous] = versions.map((version) => {
      const loaded = preloaded.get(version.src);
      return typeof loaded === 'object' ? loaded.document : undefined;
    });
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

/** Renders one element's shadow root to HTML; undefined (left to the browser) when rendering throws. */
/** Each tag's observed attributes, read from its metadata once. */
const observedByTag = new Map<string, ReturnType<typeof observedAttributeSpecs>>();

function observedOf(tag: string): ReturnType<typeof observedAttributeSpecs> {
  let specs = observedByTag.get(tag);
  if (!specs) observedByTag.set(tag, (specs = observedAttributeSpecs(widgetDefinitions.get(tag)!.metadata)));
  return specs;
}

function renderShadowRoot(
  element: SourceElement,
  preloaded: ReadonlyMap<string, unknown>,
  meta: PageSettings,
  run: Run,
  /** Values a framework gives the element as properties (objects, arrays), over its attributes. */
  properties: Record<string, unknown> = {},
): string | undefined {
  const tag = element.localName;
  const definition = widgetDefinitions.get(tag)!;
  const specs = observedOf(tag);
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
      run.report({ tag, attribute: name, message: parsed.problem });
    }
    props[property] = parsed.value;
  }
  Object.assign(props, properties);
  handle.problems = problems;
  try {
    const html = withServerPage({ origin: run.options.origin ?? placeholderOrigin, meta }, () =>
      renderToString(widgetTree(tag, definition.metadata, definition.Component, definition.options, handle, props)),
    );
    // Site links were rendered against a placeholder origin: root-relative again, before the
    // markup is fingerprinted. Only where one slash follows, so a link that resolved to
    // `//host/…` does not become off-site.
    return withoutStyleAttributes(run.options.origin ? html : html.replace(placeholderOriginBeforePath, ''));
  } catch (error) {
    run.report({
      tag,
      message: `could not be rendered on the server (${error instanceof Error ? error.message : String(error)}); the browser will render it.`,
    });
    return undefined;
  }
}

/**
 * The widgets set their few style values through the CSSOM when they hydrate (see
 * style-properties.ts), so the server's markup has no `style` attribute, which a strict
 * `style-src 'self'` would refuse anyway. React escapes `"` in text, so the pattern only meets
 * attributes; one a component might still set is dropped.
 */
function withoutStyleAttributes(html: string): string {
  return html.includes(' style="') ? html.replace(/ style="[^"]*"/g, '') : html;
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
  const output = await prerenderDocument(html, 'document', startRun(options, report), undefined, !vueHydratedBy(html));
  if (options.strict && problems.length > 0) throw new PrerenderError(problems);
  return output;
}

/** One prerender's rules and place, from its options: the page's folder under the root, the origin. */
function startRun(options: PrerenderOptions, report: (problem: PrerenderProblem) => void): Run {
  const rules = sourceRules({ ...options, addressRule: (options as PrerenderTestOptions).addressRule });
  const root = rules.root;
  const folder = root && options.base ? relative(root, resolve(options.base)) : '';
  const inside = folder !== '' && !folder.startsWith('..') && !folder.includes(':');
  const page = inside ? `/${folder.split(sep).join('/')}/` : '/';
  const origin = options.origin ? new URL(options.origin).origin : undefined;
  return { options, rules, place: { page, origin, mapped: options.specs }, report };
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
): Promise<string> {
  const { options, report } = run;
  const document = parseHtml(html, kind);
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
    if (copy && lightDom && !canHoldSearchCopy(element)) {
      report({
        tag,
        message:
          'is inside an element (a paragraph, a link, a heading, a table outside its cells…) where its search copy would change how the rest of the page is read: the page is prerendered without it, so search indexes that read only the light DOM miss this reference.',
      });
    }
    const theme = resolveTheme(element as unknown as Element, { ownResolved: false });
    if (theme) element.setAttribute('data-dw-theme', theme);
    else element.removeAttribute('data-dw-theme');
    const source = element.localName === 'cli-reference' ? preloaded.get(element.getAttribute('src') ?? '') : undefined;
    if (source && typeof source === 'object' && source.hash) element.setAttribute(sourceHashAttribute, source.hash);
    else element.removeAttribute(sourceHashAttribute);
    element.setAttribute(
      prerenderedAttribute,
      prerenderFingerprint({
        attributes: element.attributes.map(({ name, value }) => [name, value] as const),
        observed: Object.keys(observedOf(tag)),
        settings,
        lightDom: element.childNodes,
        shadowRoot: shadow.childNodes,
      }),
    );
    for (const old of replaced.get(element)!)
      edits.push({ start: old.location!.start, end: old.location!.end, text: '' });
    const marker = tag === 'persisted-tabs' ? `<!--${tabsMarker}-->` : '';
    edits.push(...element.attributeEdits(), {
      start: element.location!.startTagEnd,
      end: element.location!.startTagEnd,
      text: `<template shadowrootmode="open">${shadowHtml}</template>${lightDom ? `${marker}${canHoldSearchCopy(element) ? copy : ''}` : ''}`,
    });
  }
  // A page with tab sets loads the script that shows the reader's tab choice before the first paint.
  const head = document.head;
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
