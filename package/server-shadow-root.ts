import { isValidElement, use, type ReactNode } from 'react';
import type { ElementApi } from './react-component';

/**
 * The server side of docs-widgets/react (the `node` condition of `#server-shadow-root`; browsers
 * get server-shadow-root.browser.ts): the inside of an element's declarative shadow root, rendered
 * while the framework renders the page, so its HTML holds the widget's content.
 *
 * The widget is rendered by `docs-widgets/server`, loaded by Node itself rather than through the
 * framework's bundler: it renders with the app's own react-dom/server, each element as a root of
 * its own, exactly as the element hydrates it in the browser (ids from `useId` included).
 * Frameworks give their server bundles a React of their own (Next.js its vendored copy, without
 * `renderToString`), which the widgets' components must not be mixed with.
 */

interface ServerModule {
  renderShadowRootContent(
    tag: string,
    attributes: Record<string, string>,
    properties: Record<string, unknown>,
    children: string,
    options: { root?: string },
  ): Promise<string | undefined>;
  frameworkSiteRoot(): string | undefined;
}

/** A component of docs-widgets/react, recognised among an element's children. */
export interface WidgetComponent {
  docsWidgets: ElementApi;
  sortProps(props: Record<string, unknown>): { attributes: Record<string, unknown> };
}

/** webpack's name for Node's own `require` in a bundle built for Node (undeclared elsewhere). */
declare const __non_webpack_require__: ((id: string) => ServerModule) | undefined;

// A variable, and ignored by the bundlers: the module is Node's to load, from node_modules.
const serverModuleName = 'docs-widgets/server';
let serverModule: Promise<ServerModule> | undefined;

function loadServerModule(): Promise<ServerModule> {
  serverModule ??= import(/* webpackIgnore: true */ /* @vite-ignore */ serverModuleName).catch((error: unknown) => {
    // Docusaurus runs its server bundle (built by webpack) in a vm script, where import() is not
    // available: the bundle's own Node require loads the same ES module (Node 20.19 and later).
    if (typeof __non_webpack_require__ === 'function') return __non_webpack_require__(serverModuleName);
    throw error;
  }) as Promise<ServerModule>;
  return serverModule;
}

/** Renders under way or done, by what they render: React asks again after a render waited on one. */
const renders = new Map<string, Promise<string | undefined>>();
const rendersKept = 500;

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const attributeNames: Record<string, string> = { className: 'class', htmlFor: 'for' };

/**
 * An element's children as the HTML the element will find in its light DOM, for the widgets that
 * read it (tab panels, accordion items, a sample's code). Text, plain tags and the components of
 * docs-widgets/react are written; any other component cannot be rendered here (it belongs to the
 * framework's React): undefined, and the element renders in the browser instead.
 */
export function childrenHtml(children: ReactNode): string | undefined {
  if (children === null || children === undefined || typeof children === 'boolean') return '';
  if (typeof children === 'string' || typeof children === 'number' || typeof children === 'bigint') {
    return escapeText(String(children));
  }
  if (Array.isArray(children)) {
    let html = '';
    for (const child of children as ReactNode[]) {
      const part = childrenHtml(child);
      if (part === undefined) return undefined;
      html += part;
    }
    return html;
  }
  const resolved = resolveLazy(children);
  if (resolved !== children) return resolved === undefined ? undefined : childrenHtml(resolved as ReactNode);
  if (!isValidElement(children)) return undefined;
  const props = children.props as Record<string, unknown>;
  const type = resolveLazy(children.type);
  if (typeof type === 'symbol' && type === Symbol.for('react.fragment')) {
    return childrenHtml(props.children as ReactNode);
  }
  let tag: string;
  let attributes: Record<string, unknown>;
  if (typeof type === 'string') {
    tag = type;
    attributes = props;
  } else if (typeof type === 'function' && 'docsWidgets' in type) {
    const component = type as unknown as WidgetComponent;
    tag = component.docsWidgets.tag;
    attributes = component.sortProps(props).attributes;
  } else {
    return undefined;
  }
  let attributeText = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'children' || name === 'key' || name === 'ref' || name === 'dangerouslySetInnerHTML') continue;
    if (value === null || value === undefined || value === false || typeof value === 'function') continue;
    if (typeof value === 'object') continue; // style objects: nothing a widget reads
    const attribute = attributeNames[name] ?? name;
    attributeText += value === true ? ` ${attribute}=""` : ` ${attribute}="${escapeAttribute(String(value))}"`;
  }
  if (voidElements.has(tag)) return `<${tag}${attributeText}>`;
  const inner = (props.dangerouslySetInnerHTML as { __html?: string } | undefined)?.__html;
  const content = inner ?? childrenHtml(props.children as ReactNode);
  return content === undefined ? undefined : `<${tag}${attributeText}>${content}</${tag}>`;
}

interface Lazy {
  $$typeof: symbol;
  _payload: unknown;
  _init(payload: unknown): unknown;
}

/**
 * What a lazy node or component stands for, when it is there already: a server component's tree
 * reaches a client component's children as lazy references to the client modules (React Server
 * Components), loaded by the time the page renders. Undefined when it is still loading.
 */
function resolveLazy(value: unknown): unknown {
  const lazy = value as Lazy | null;
  if (typeof lazy !== 'object' || lazy === null || lazy.$$typeof !== Symbol.for('react.lazy')) return value;
  try {
    return resolveLazy(lazy._init(lazy._payload));
  } catch {
    return undefined;
  }
}

function keyOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(Math.random());
  }
}

export function useServerShadowRoot(
  tag: string | undefined,
  attributes: Record<string, string>,
  properties: Record<string, unknown>,
  children: ReactNode,
): string | undefined {
  if (tag === undefined) return undefined;
  const html = childrenHtml(children);
  if (html === undefined) return undefined;
  const key = keyOf([tag, attributes, properties, html]);
  let render = renders.get(key);
  if (!render) {
    render = loadServerModule()
      .then((server) =>
        server.renderShadowRootContent(tag, attributes, properties, html, { root: server.frameworkSiteRoot() }),
      )
      .catch((error: unknown) => {
        console.warn(
          `<${tag}> could not be rendered on the server (${error instanceof Error ? error.message : String(error)}); the browser will render it.`,
        );
        return undefined;
      });
    renders.set(key, render);
    if (renders.size > rendersKept) renders.delete(renders.keys().next().value!);
  }
  return use(render);
}
