/** Tag name → the chunks to fetch for it, entry first, as names in `chunks/` beside the loader. */
export type ChunkMap = Readonly<Record<string, readonly string[]>>;

export interface ElementModule {
  define(tag?: string): unknown;
}

const shadowRootEvent = 'docs-widgets:shadow-root';

/** The plain-named event aliases (`EventSpec.alias`); a unit test keeps this list in step with the metadata. */
export const eventAliases = ['copy', 'copy-error', 'close'];

/**
 * The prefix a page asks for with `<meta name="docs-widgets:prefix" content="dw-">`, for pages
 * where our plain names are taken by another library: every tag is then defined as `dw-<tag>`.
 * Lowercase letters, digits and dashes, ending in a dash; anything else is ignored with a message.
 */
export function readPrefix(root: Document = document): string {
  return checkedPrefix(root.querySelector('meta[name="docs-widgets:prefix"]')?.getAttribute('content')?.trim() ?? '');
}

/** `prefix` when tags can start with it, else `''` with a message. */
export function checkedPrefix(prefix: string): string {
  if (prefix === '' || /^[a-z][a-z0-9-]*-$/.test(prefix)) return prefix;
  console.error(
    `docs-widgets: prefix "${prefix}" ignored: use lowercase letters, digits and dashes, ending in a dash ("dw-").`,
  );
  return '';
}

/**
 * Defines only the tags a page uses, including tags that arrive later (client-side navigation,
 * content added by scripts, tags rendered inside our own shadow roots). Each tag's chunk is
 * imported once; its dependencies (the shared runtime chunk) are preloaded in parallel so
 * there is no loader → widget → runtime waterfall.
 */
export function startLoader(
  chunks: ChunkMap,
  baseUrl: string,
  importModule: (url: string) => Promise<ElementModule> = (url) => import(/* @vite-ignore */ url),
  prefix = '',
): void {
  const selector = Object.keys(chunks)
    .map((tag) => prefix + tag)
    .join(',');
  const requested = new Set<string>();
  const preloaded = new Set<string>();

  const preload = (url: string) => {
    if (preloaded.has(url)) return;
    preloaded.add(url);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = url;
    document.head.append(link);
  };

  const load = (tag: string) => {
    if (requested.has(tag)) return;
    requested.add(tag);
    const [entry, ...dependencies] = chunks[tag.slice(prefix.length)]!.map(
      (name) => new URL(`chunks/${name}.js`, baseUrl).href,
    );
    dependencies.forEach(preload);
    importModule(entry!)
      .then((module) => module.define(tag))
      .catch((error: unknown) => {
        requested.delete(tag); // the next matching element tries again
        console.error(`docs-widgets: could not load <${tag}>`, error);
      });
  };

  const scan = (node: Node) => {
    if (!('querySelectorAll' in node)) return;
    const root = node as Element | Document | DocumentFragment;
    if (root instanceof Element && root.matches(selector)) load(root.localName);
    for (const element of root.querySelectorAll(selector)) load(element.localName);
  };

  const observer = new MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(scan);
  });

  const watch = (root: Document | ShadowRoot) => {
    scan(root);
    observer.observe(root, { childList: true, subtree: true });
  };

  document.addEventListener(shadowRootEvent, (event) => {
    const root = (event as CustomEvent<unknown>).detail;
    if (root instanceof ShadowRoot) watch(root); // page scripts can dispatch this event too
  });
  watch(document);
}
