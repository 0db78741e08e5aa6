import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's version, written in by the build (vite.cli.config.ts). */
declare const __DOCS_WIDGETS_VERSION__: string;

/**
 * Everything about the tool a prerendered page depends on, for the cache: the package's version,
 * the built code itself (so a build between releases is never mistaken for another), and the
 * version of the React that renders (the app's own, a peer dependency).
 */
export async function toolVersion(): Promise<string> {
  const hash = createHash('sha256').update(__DOCS_WIDGETS_VERSION__);
  const folder = dirname(fileURLToPath(import.meta.url));
  const names = (await readdir(folder).catch(() => [])).filter((name) => /\.m?js$/.test(name)).sort();
  for (const name of names) hash.update(name).update(await readFile(join(folder, name)));
  try {
    hash.update(createRequire(import.meta.url)('react-dom/package.json').version as string);
  } catch {
    // No React beside the tool: it could not render, so nothing is cached against it.
  }
  return `${__DOCS_WIDGETS_VERSION__}-${hash.digest('hex').slice(0, 16)}`;
}
