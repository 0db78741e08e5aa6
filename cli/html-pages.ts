import { readdir, realpath, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { UsageError } from './arguments';

/**
 * Every .html page of the inputs (files, or folders walked in name order), with the folder its
 * path is taken relative to. Hidden entries and `node_modules` are passed over; a symbolic link
 * counts only when it leads to a page inside its input folder.
 */
export async function htmlPages(inputs: readonly string[]): Promise<Array<{ file: string; base: string }>> {
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
      }
    }
  };
  for (const input of inputs) {
    const path = resolve(input);
    const info = await stat(path).catch(() => undefined);
    if (!info) throw new UsageError(`${input} does not exist.`);
    if (info.isDirectory()) await walk(path, path, await realpath(path));
    else if (!/\.html?$/i.test(path))
      throw new UsageError(`${input}: not an HTML page; give .html or .htm files, or folders of them.`);
    else found.push({ file: path, base: dirname(path) });
  }
  return found;
}
