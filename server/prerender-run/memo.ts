import { createHash } from 'node:crypto';
import type { SourceElement } from '../html';

// What a run of the prerender over many pages does once and reuses: each spec a page names is read
// and validated once, and each element is rendered once for every page that shows it the same way
// (same tag, attributes, light DOM, documents and page settings), which is all a widget's markup
// depends on (the same as its fingerprint names). The page's place on the site counts only for a
// render that read it (to resolve a relative link): the same reference on a hundred pages is
// rendered once. One memo serves one thread: the pool sends the pages that name the same
// documents to the same worker (see pool.ts), so an element is not rendered again by another.

/** A file a page's output depends on, with the hash of its bytes; null when it could not be read. */
export interface FileDependency {
  path: string;
  hash: string | null;
}

/** What a page read: a file, or something that cannot be checked again without reading it anew (a URL, a folder). */
export type Dependency = FileDependency | { unchecked: string };

export function hashOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One render, kept: its markup, what it reported, and the attributes it set in the light DOM. */
interface KeptRender<Problem> {
  html: string | undefined;
  problems: Problem[];
  /** By the element's index among the host and its descendants: [index, name, value or null when removed]. */
  changes: Array<[number, string, string | null]>;
}

/** What a render depends on besides the element itself. */
export interface RenderContext {
  /** The element's light DOM as the page writes it. */
  lightDom: string;
  /** The page's settings and origin: each as text. */
  page: readonly string[];
  /** The page's address on the site, which a render depends on only when it reads it (see `render`). */
  place: string;
  /** The documents the page's widgets named, read (specs and indexes), by address. */
  documents: ReadonlyMap<string, unknown>;
}

/** Keep no more markup than this (in characters): a run over a huge site stays within its memory. */
const keptCharactersLimit = 64 * 1024 * 1024;

/** How many characters of the limit a character of markup kept parsed counts for. */
const readBackWeight = 4;

export class RunMemo {
  readonly #reads = new Map<string, { result: Promise<unknown>; dependencies: Dependency[] }>();
  /** By the render's key: the render kept for any place, or for each place when it read the place. */
  readonly #renders = new Map<string, { anywhere?: KeptRender<unknown>; byPlace?: Map<string, KeptRender<unknown>> }>();
  /** What was read back from a rendered markup (its tree, its search copy), by the markup. */
  readonly #readBack = new Map<string, unknown>();
  readonly #identities = new WeakMap<object, number>();
  #identitiesGiven = 0;
  #keptCharacters = 0;
  /** Elements rendered (or reused) so far. */
  widgets = 0;
  /** Elements rendered so far, not reused. */
  rendered = 0;

  /**
   * Reads what `key` names once per run: `read` records each file it reads through its argument;
   * every caller (the first included) gets those files passed to `onDependency`, so a page whose
   * spec was read for another page still depends on its files.
   */
  async read<T>(
    key: string,
    onDependency: ((dependency: Dependency) => void) | undefined,
    read: (record: (dependency: Dependency) => void) => Promise<T>,
  ): Promise<T> {
    let shared = this.#reads.get(key);
    if (!shared) {
      const dependencies: Dependency[] = [];
      shared = { dependencies, result: read((dependency) => dependencies.push(dependency)) };
      this.#reads.set(key, shared);
    }
    try {
      return (await shared.result) as T;
    } finally {
      if (onDependency) for (const dependency of shared.dependencies) onDependency(dependency);
    }
  }

  /**
   * Renders `element` once for every element the same in `context`: later ones get the same
   * markup, the same problems reported, and the same attribute changes in their light DOM.
   * `render` reads the page's place through its `place` argument, so a render that never reads
   * it is reused on every page, and one that does only on pages in the same place.
   */
  render<Problem>(
    element: SourceElement,
    context: RenderContext,
    report: (problem: Problem) => void,
    render: (report: (problem: Problem) => void, place: () => string) => string | undefined,
  ): string | undefined {
    this.widgets += 1;
    const key = this.#renderKey(element, context);
    const elements = [element, ...element.descendants()];
    const entry = this.#renders.get(key);
    const kept = (entry?.anywhere ?? entry?.byPlace?.get(context.place)) as KeptRender<Problem> | undefined;
    if (kept) {
      for (const problem of kept.problems) report(problem);
      for (const [index, name, value] of kept.changes) {
        if (value === null) elements[index]?.removeAttribute(name);
        else elements[index]?.setAttribute(name, value);
      }
      return kept.html;
    }
    const before = elements.map((each) => each.attributes.map(({ name, value }) => [name, value] as const));
    const problems: Problem[] = [];
    let placeRead = false;
    this.rendered += 1;
    const html = render(
      (problem) => {
        problems.push(problem);
        report(problem);
      },
      () => {
        placeRead = true;
        return context.place;
      },
    );
    const changes: KeptRender<Problem>['changes'] = [];
    elements.forEach((each, index) => {
      const old = new Map(before[index]);
      for (const { name, value } of each.attributes) if (old.get(name) !== value) changes.push([index, name, value]);
      for (const name of old.keys()) if (!each.hasAttribute(name)) changes.push([index, name, null]);
    });
    const size = (html?.length ?? 0) + key.length;
    if (this.#keptCharacters + size <= keptCharactersLimit) {
      this.#keptCharacters += size;
      const kept = { html, problems, changes };
      const entry = this.#renders.get(key) ?? {};
      if (placeRead) (entry.byPlace ??= new Map()).set(context.place, kept);
      else entry.anywhere = kept;
      this.#renders.set(key, entry);
    }
    return html;
  }

  /**
   * What `readBack` makes of `markup`, once for all the hosts of a run whose shadow root is that
   * markup: a reference shown on many pages is parsed back (for its fingerprint and search copy)
   * once. What it returns is shared, so it must not be changed.
   */
  readBack<T>(markup: string, readBack: () => T): T {
    if (this.#readBack.has(markup)) return this.#readBack.get(markup) as T;
    const result = readBack();
    // A parsed tree takes several times its text's memory: counted so against the same limit.
    const size = markup.length * readBackWeight;
    if (this.#keptCharacters + size <= keptCharactersLimit) {
      this.#keptCharacters += size;
      this.#readBack.set(markup, result);
    }
    return result;
  }

  #renderKey(element: SourceElement, { lightDom, page, documents }: RenderContext): string {
    const attributes = element.attributes.map(({ name, value }) => [name, value]);
    // The same text can be read into another tree in another place (a table's, a paragraph's).
    const tree = [...element.descendants()].map((each) => each.localName).join(' ');
    // A document is the same when it is the same object: each is read once per run (see read()).
    const read = [...documents].map(([address, document]) => [address, this.#identity(document)]);
    return JSON.stringify([element.localName, attributes, lightDom, tree, page, read]);
  }

  #identity(value: unknown): unknown {
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return value;
    let identity = this.#identities.get(value);
    if (identity === undefined) this.#identities.set(value, (identity = this.#identitiesGiven += 1));
    return identity;
  }
}
