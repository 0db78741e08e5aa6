import { renderToString } from 'react-dom/server';
import { metaPrefix } from '../base/protocol';
import type { ElementHandle } from '../widgets/shared/context';
import { attributeValue, observedAttributeSpecs, propertyOf } from '../widgets/shared/host/attributes';
import { configKeys, withServerPage, type ConfigKey } from '../widgets/shared/page/config';
import { widgetTree } from '../widgets/shared/element';
import type { SourceDocument, SourceElement } from './html';
import type { Run } from './prerender-options';
import { definitionOf, widgetMetadata } from './widgets';

// One widget's shadow root rendered to HTML with React's server renderer, from the element's
// attributes and the page's settings (its `docs-widgets:*` meta tags).

/** Links the widgets make absolute before the origin is known; written root-relative afterwards. */
const placeholderOrigin = 'https://prerender.docs-widgets.invalid';
const placeholderOriginBeforePath = /https:\/\/prerender\.docs-widgets\.invalid(?=\/(?![/\\]))/g;

export type PageSettings = Partial<Record<ConfigKey, string>>;

/**
 * The `docs-widgets:*` meta tags of the page's `<head>` (see config.ts): only a `<head>` the page
 * writes. A page that omits its head tags (valid HTML, and what a snippet or a partial is) has
 * none, so a snippet's `<meta>` cannot move where every link of the page points.
 */
export function headMeta(document: SourceDocument): PageSettings {
  const meta: PageSettings = {};
  for (const child of document.head?.children ?? []) {
    const name = child.getAttribute('name');
    const key = name?.startsWith(metaPrefix) ? (name.slice(metaPrefix.length) as ConfigKey) : undefined;
    if (child.localName === 'meta' && key && configKeys.includes(key) && meta[key] === undefined) {
      meta[key] = child.getAttribute('content') ?? '';
    }
  }
  return meta;
}

/** Each tag's observed attributes, read from its metadata once (without the widget's code). */
const observedByTag = new Map<string, ReturnType<typeof observedAttributeSpecs>>();

export function observedOf(tag: string): ReturnType<typeof observedAttributeSpecs> {
  let specs = observedByTag.get(tag);
  if (!specs) observedByTag.set(tag, (specs = observedAttributeSpecs(widgetMetadata.get(tag)!)));
  return specs;
}

/** Renders one element's shadow root to HTML; undefined (left to the browser) when rendering throws. */
export function renderShadowRoot(
  element: SourceElement,
  preloaded: ReadonlyMap<string, unknown>,
  meta: PageSettings,
  run: Run,
  /** Values a framework gives the element as properties (objects, arrays), over its attributes. */
  properties: Record<string, unknown> = {},
): string | undefined {
  const tag = element.localName;
  const definition = definitionOf(tag);
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
    // The page's address is read only when a link is resolved against it: a run's memo then keeps
    // the render for that address alone (see prerender-run/memo.ts).
    const page = {
      origin: run.place.origin ?? placeholderOrigin,
      meta,
      get path() {
        return run.place.page;
      },
    };
    const html = withServerPage(page, () =>
      renderToString(widgetTree(tag, definition.metadata, definition.Component, definition.options, handle, props)),
    );
    // A part inside a Suspense boundary that throws does not stop renderToString: React writes
    // the boundary empty, marked for the browser to render (`<!--$!-->`), and the page would ship
    // without it (no text without JavaScript, none for search). Text cannot hold the marker: React
    // escapes `<` in it.
    if (html.includes('<!--$!')) throw new Error('a part of it failed to render');
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
