import type { SourceFormat } from '../formats/detect';

// Where a spec named by an address is, and which files beside it belong with it: an oclif CLI is
// its package's folder, whose manifest says the commands and whose package.json says how they are
// typed (see formats/oclif.ts). Shared by the browser, the prerender and the Node commands.

/** The file an oclif package's manifest is written to (`oclif manifest`). */
export const OCLIF_MANIFEST = 'oclif.manifest.json';

/** The file beside an oclif manifest that names the tool and its topic separator. */
export const OCLIF_PACKAGE = 'package.json';

/** The address without its query and fragment, and those (with their `?` or `#`). */
function splitAddress(source: string): [path: string, rest: string] {
  const end = source.search(/[?#]/);
  return end < 0 ? [source, ''] : [source.slice(0, end), source.slice(end)];
}

/**
 * The spec's own file: a folder's (`…/cli/`) oclif manifest, else the address as given. A format
 * other than oclif named by the page keeps its address, so a spec served at an address ending in
 * `/` is read there.
 */
export function specFileAddress(source: string, format?: string): string {
  if (format !== undefined && format !== 'oclif') return source;
  const [path, rest] = splitAddress(source);
  return path.endsWith('/') ? `${path}${OCLIF_MANIFEST}${rest}` : source;
}

/**
 * Whether the spec at this address is an oclif manifest by its name or the page's word (a folder,
 * `…manifest.json`, `format="oclif"`), so the package.json beside it is fetched along with it
 * rather than after it. A manifest found only from its content has it fetched once that is known.
 */
export function fetchesPackageBeside(source: string, format: SourceFormat | undefined): boolean {
  if (format !== undefined) return format === 'oclif';
  const [path] = splitAddress(source);
  return path.endsWith('/') || /manifest\.json$/i.test(path);
}
