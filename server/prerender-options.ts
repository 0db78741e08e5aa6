import { basename, dirname, relative, resolve, sep } from 'node:path';
import type { AddressRule } from './addresses';
import type { Dependency, RunMemo } from './prerender-run/memo';
import { sourceRules, type PagePlace, type SourceRules } from './sources';

// The prerender's options and problems, and what one prerender of a page works with (its rules and
// its place on the site), made from the options.

/** One thing the server could not use: a bad attribute value, a spec it could not or would not read. */
export interface PrerenderProblem {
  tag: string;
  attribute?: string;
  message: string;
  /**
   * `note`: not a problem but what the prerender did about the page, which its author may want to
   * change at the source (a tag written out of a `<p>`); it fails nothing, even with `strict`.
   */
  severity?: 'note';
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
  /** The page's folder, inside `root`, for relative addresses. @default `pageFile`'s folder, else `root` */
  base?: string;
  /**
   * The page's file, inside `root`: its address on the site, which the page's relative links
   * (`href="cli.html"`, `href="#flags"`) resolve against, as in the browser. A folder's
   * `index.html` is addressed as the folder (`/en/latest/`), as static hosts serve it.
   * @default the folder `base`
   */
  pageFile?: string;
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

/** What the command's run over many pages gives each page's prerender (see prerender-run/): not part of the package's API. */
export interface PrerenderRunOptions extends PrerenderOptions {
  /** What the run has read and rendered already. */
  memo?: RunMemo;
  /** Told of every file (or URL) the page's output depends on. */
  onDependency?: (dependency: Dependency) => void;
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

/** What one prerender of a page works with. */
export interface Run {
  options: PrerenderOptions;
  rules: SourceRules;
  place: PagePlace;
  report: (problem: PrerenderProblem) => void;
  memo?: RunMemo;
  onDependency?: (dependency: Dependency) => void;
}

/** One prerender's rules and place, from its options: the page's address on the site, the origin. */
export function startRun(options: PrerenderOptions, report: (problem: PrerenderProblem) => void): Run {
  const rules = sourceRules({ ...options, addressRule: (options as PrerenderTestOptions).addressRule });
  const root = rules.root;
  const base = options.base ?? (options.pageFile === undefined ? undefined : dirname(resolve(options.pageFile)));
  const folder = root && base ? relative(root, resolve(base)) : '';
  const inside = folder !== '' && !folder.startsWith('..') && !folder.includes(':');
  const name = options.pageFile === undefined ? '' : basename(options.pageFile);
  const page =
    (inside ? `/${folder.split(sep).map(encodeURIComponent).join('/')}/` : '/') +
    (/^index\.html?$/i.test(name) ? '' : encodeURIComponent(name));
  const origin = options.origin ? new URL(options.origin).origin : undefined;
  const { memo, onDependency } = options as PrerenderRunOptions;
  return { options, rules, place: { page, origin, mapped: options.specs }, report, memo, onDependency };
}
