/**
 * What a widget asks of the prerender beyond rendering its element, declared in its own
 * `widgets/<tag>/server.ts` as `serverHooks` (loaded with the widget's code, when a page holds the
 * tag) and `widgets/<tag>/server-assets.ts` as `serverAssets` (read without its code, whatever the
 * pages hold), which the server's widget list reads (server/widgets.ts): so the server names no
 * widget, and these server-only parts stay out of the element's chunk (its `index.ts` does not
 * import them). Types only.
 */

/** A document the prerender read for the render, with the hash the loader checks (`data-dw-source`). */
export interface PreloadedDocument {
  document: unknown;
  /**
   * The hash of its bytes, with the address read when that is not the one the page named (see
   * `sourceRecord`); undefined for a folder the build's options name.
   */
  hash: string | undefined;
}

/** What a widget's `preload` puts under a key for its synchronous render to read (`ElementHandle.preloaded`). */
export type Preloaded = PreloadedDocument | string | ((anchorPrefix: string) => unknown);

/** A problem the prerender reports about an instance, naming its attribute. */
export interface PreloadProblem {
  attribute: string;
  message: string;
}

/** The page's instance of a widget as the server parsed it: only what a hook reads. */
export interface SourceHost {
  getAttribute(name: string): string | null;
}

/** What the server lends a widget's `preload`: reading under the build's rules, and its report. */
export interface DocumentReader {
  /** A spec in any format the library reads, as the page's element would read it from `src`. */
  spec(src: string, format: string | undefined): Promise<PreloadedDocument>;
  /**
   * The JSON document at `address` (relative to the page), with the address it was read from,
   * which relative addresses in it are resolved against; refused when it is not JSON (`it is not
   * <expected>`).
   */
  json(address: string, expected: string): Promise<{ value: unknown; base: string }>;
  /**
   * The address an absolute address named by a document read from `base` may be read at, at build
   * time: a site path, or a URL elsewhere; refused when `document` (named so in the message) comes
   * from elsewhere and names a file of the site.
   */
  entryAddress(address: string, base: string, document: string): string;
  /** An error whose message `reason` repeats: why the build did not read a document. */
  refused(message: string): Error;
  /** Why reading failed, in words that quote no more of the document than the failure needs. */
  reason(error: unknown): string;
  /** `text` (an address the page wrote) as a log quotes it. */
  quote(text: string): string;
  report(problem: PreloadProblem): void;
}

/**
 * What the server writes beside the pages for a widget whatever they hold (`stylesheets()`,
 * `earlyScript()`): only strings, in a module that imports none of the widget's code.
 */
export interface ServerAssets {
  /** CSS only the server's markup of the widget needs, after the widget's own. */
  stylesheets?: readonly string[];
  /**
   * A function the page runs from a classic script in its `<head>` before the first paint when it
   * holds the widget, as its source text (minified at build time: `?minified-function`). It must
   * be self-contained: it runs alone.
   */
  earlyScript?: string;
}

export interface ServerHooks {
  /**
   * Whether a comment (`<!--dw-->`) follows the widget's shadow root: its insertion is a mutation
   * the early script hears in the parser task that attached the shadow root, before that task's
   * paint, even when the widget's light DOM arrives in a later task.
   */
  earlyScriptMarker?: boolean;
  /**
   * What every render needs loaded first once the widget's code is (a page holds it, or a widget
   * that embeds it: see `loadWidgets`), so no page depends on those rendered before.
   */
  beforeEveryRender?: () => Promise<unknown>;
  /** Reads the documents the page's instances name, before the synchronous render, under the keys the render reads. */
  preload?(hosts: readonly SourceHost[], reader: DocumentReader): Promise<Map<string, Preloaded>>;
}
