import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { PrerenderProblem } from '../prerender-options';
import { hashOf, type FileDependency } from './memo';
import type { PageOptions, PageResult } from './page';

// Pages prerendered by an earlier run, kept on disk: one file per page, named by the hash of all a
// page's output depends on that is known before rendering it (the tool's version, the page's
// bytes, its options), and holding the hashes of the files its rendering read (specs, the files
// they link to, versions indexes). A page is taken from the cache only when all of those files
// are unchanged; one that read a URL or a folder is never cached. A cache file that cannot be
// read as one is ignored with a warning, and written anew.

/** The shape of a cache file; a change of shape is a new name, so an old file is never misread. */
const format = 'docs-widgets-prerender-cache-1';

interface Entry {
  format: typeof format;
  key: string;
  html: string;
  problems: PrerenderProblem[];
  widgets: number;
  dependencies: FileDependency[];
}

function isEntry(value: unknown, key: string): value is Entry {
  const entry = value as Entry;
  return (
    typeof value === 'object' &&
    value !== null &&
    entry.format === format &&
    entry.key === key &&
    typeof entry.html === 'string' &&
    typeof entry.widgets === 'number' &&
    Array.isArray(entry.problems) &&
    entry.problems.every((problem) => typeof problem?.tag === 'string' && typeof problem.message === 'string') &&
    Array.isArray(entry.dependencies) &&
    entry.dependencies.every(
      (dependency) =>
        typeof dependency?.path === 'string' && (dependency.hash === null || typeof dependency.hash === 'string'),
    )
  );
}

/** A file the run writes beside the pages (a widget's stylesheet, the early tab script). */
export interface AssetFile {
  fileName: string;
  text: string;
}

function isAssetList(value: unknown): value is AssetFile[] {
  return (
    Array.isArray(value) &&
    value.every((file: AssetFile) => typeof file?.fileName === 'string' && typeof file.text === 'string')
  );
}

export class PageCache {
  /** Each file's hash as this run finds it, read once however many pages depend on it. */
  readonly #fileHashes = new Map<string, Promise<string | null>>();
  #folderMade = false;

  /**
   * @param folder where the cache files are
   * @param version everything about the tool the output depends on (its version, its build, React's)
   * @param warn told of a cache file that is ignored
   */
  constructor(
    readonly folder: string,
    readonly version: string,
    readonly warn: (message: string) => void,
  ) {}

  keyOf(source: string, options: PageOptions): string {
    return hashOf(JSON.stringify([format, this.version, options, hashOf(source)]));
  }

  /** The page's result from an earlier run, when nothing it depends on changed since. */
  async get(key: string): Promise<PageResult | undefined> {
    const entry = this.#readEntry(this.#pathOf(key));
    if (entry === undefined) return undefined;
    if (!isEntry(entry, key)) return this.#warnDamaged(this.#pathOf(key));
    for (const { path: file, hash } of entry.dependencies) if ((await this.#hashOf(file)) !== hash) return undefined;
    return { html: entry.html, problems: entry.problems, widgets: entry.widgets, dependencies: entry.dependencies };
  }

  /** Keeps a page's result, unless it depends on what cannot be checked again (a URL, a folder). */
  async set(key: string, result: PageResult): Promise<void> {
    if (result.hydratedBy) return;
    const dependencies = result.dependencies.filter((dependency): dependency is FileDependency => 'path' in dependency);
    if (dependencies.length !== result.dependencies.length) return;
    const unique = [...new Map(dependencies.map((dependency) => [dependency.path, dependency])).values()];
    const entry: Entry = {
      format,
      key,
      html: result.html,
      problems: result.problems,
      widgets: result.widgets,
      dependencies: unique,
    };
    this.#write(this.#pathOf(key), entry);
  }

  /** The files written beside the pages, as this version of the tool made them. */
  async getAssets(): Promise<AssetFile[] | undefined> {
    const path = this.#assetsPath();
    const entry = this.#readEntry(path) as { format?: unknown; version?: unknown; files?: unknown } | undefined;
    if (entry === undefined) return undefined;
    if (entry?.format === format && entry.version === this.version && isAssetList(entry.files)) return entry.files;
    return this.#warnDamaged(path);
  }

  async setAssets(files: readonly AssetFile[]): Promise<void> {
    this.#write(this.#assetsPath(), { format, version: this.version, files });
  }

  #assetsPath(): string {
    return join(this.folder, `assets-${hashOf(this.version)}.json`);
  }

  /** A cache file's content: undefined when there is none, null when it is not JSON. */
  #readEntry(path: string): unknown {
    // Read at once, as the pages are: a cache file per page, each small (see cli/prerender-run.ts).
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  #warnDamaged(path: string): undefined {
    this.warn(`the cache file ${relative(process.cwd(), path)} is damaged: ignored, and the page rendered anew.`);
    return undefined;
  }

  #write(path: string, entry: unknown): void {
    if (!this.#folderMade) mkdirSync(this.folder, { recursive: true });
    this.#folderMade = true;
    // Written whole, then renamed: a run stopped midway leaves no half-written file.
    const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    writeFileSync(partial, JSON.stringify(entry));
    renameSync(partial, path);
  }

  #pathOf(key: string): string {
    return join(this.folder, `${key}.json`);
  }

  #hashOf(file: string): Promise<string | null> {
    let hash = this.#fileHashes.get(file);
    if (!hash) {
      hash = readFile(file).then(hashOf, () => null);
      this.#fileHashes.set(file, hash);
    }
    return hash;
  }
}
