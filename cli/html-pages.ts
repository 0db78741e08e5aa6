import { readdir, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { UsageError } from './arguments';

export interface HtmlPagesOptions {
  /** What the command says it takes, after "not an HTML page; ". */
  takes?: string;
  /** A folder with no page is a mistake (prerender would write nothing). */
  folderNeedsPages?: boolean;
  /** Told of a page that is a symbolic link leading outside its input folder, which is skipped. */
  onLinkOutside?: (path: string, base: string) => void;
}

/**
 * Every .html page of the inputs (files, or folders walked in name order), with the folder its
 * path is taken relative to. Hidden entries and `node_modules` are passed over; a symbolic link
 * counts only when it leads to a page inside its input folder: one leading out would have a build
 * read that file into the site (or rewrite it, in place).
 */
export async function htmlPages(
  inputs: readonly string[],
  options: HtmlPagesOptions = {},
): Promise<Array<{ file: string; base: string }>> {
  const { takes = 'give .html or .htm files, or folders of them.', folderNeedsPages = false, onLinkOutside } = options;
  const found: Array<{ file: string; base: string }> = [];
  const walk = async (folder: string, base: string, realBase: string) => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path, base, realBase);
      else if (!/\.html?$/i.test(entry.name)) continue;
      else if (!entry.isSymbolicLink()) found.push({ file: path, base });
      else {
        const target = await realpath(path).catch(() => undefined);
        const inside =
          target !== undefined &&
          !relative(realBase, target).startsWith('..') &&
          !isAbsolute(relative(realBase, target));
        if (inside && (await stat(target)).isFile()) found.push({ file: path, base });
        else onLinkOutside?.(path, base);
      }
    }
  };
  for (const input of inputs) {
    const path = resolve(input);
    const info = await stat(path).catch(() => undefined);
    if (!info) throw new UsageError(`${input} does not exist.`);
    if (info.isDirectory()) {
      const before = found.length;
      await walk(path, path, await realpath(path));
      if (folderNeedsPages && found.length === before)
        throw new UsageError(`${input}: no .html or .htm page in this folder.`);
    } else if (!/\.html?$/i.test(path))
      // A spec or a Markdown file named by mistake would be read, or rewritten in place, as HTML.
      throw new UsageError(`${input}: not an HTML page; ${takes}`);
    else found.push({ file: path, base: dirname(path) });
  }
  return found;
}
