// @ts-check
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @param {string} folder @returns {string[]} */
function filesUnder(folder) {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => join(folder, name))
    .filter((file) => statSync(file).isFile());
}

/** The JavaScript an app's build ships: raw and gzip bytes, and how many copies of React DOM. */
export function measureBuild(/** @type {string} */ folder) {
  const scripts = filesUnder(folder).filter((file) => /\.m?js$/.test(file));
  let raw = 0;
  let gzip = 0;
  let reactDomCopies = 0;
  for (const file of scripts) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    // Each copy of React DOM's client introduces itself to the React DevTools by this name.
    reactDomCopies += bytes.toString('utf8').match(/rendererPackageName:\s*["'`]react-dom["'`]/g)?.length ?? 0;
  }
  return { files: scripts.length, raw, gzip, reactDomCopies };
}
