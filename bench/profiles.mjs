// @ts-check
// What the CPU-profile benches share: an unminified CDN build whose function names and source
// modules can be read, the source module of a line of one of its chunks, and a V8 profile's nodes
// linked to their parents so a sample's stack can be walked up.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * @typedef {{ functionName: string, url: string, lineNumber: number }} CallFrame
 * @typedef {{ id: number, callFrame: CallFrame, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], startTime: number, samples?: number[], timeDeltas?: number[] }} CpuProfile
 * @typedef {{ callFrame: CallFrame, parent?: number }} LinkedNode
 */

/**
 * Builds the CDN files unminified into a new temporary folder and returns it.
 * @param {string} root the project
 * @param {string} name the folder's prefix
 */
export async function buildUnminified(root, name) {
  const dist = mkdtempSync(join(tmpdir(), name));
  await build({
    configFile: join(root, 'vite.config.ts'),
    root,
    logLevel: 'silent',
    build: { outDir: dist, emptyOutDir: true, minify: false, rollupOptions: { output: { minify: false } } },
  });
  return dist;
}

/**
 * Reads the source module of a line of an unminified chunk, from the bundler's `// path` headers.
 * @param {string} dist the unminified build
 * @param {string} prefix the address path the page loads `dist` under ("/dist/")
 * @returns {(url: string, line: number) => string} the module ('' for other scripts)
 */
export function moduleLocator(dist, prefix) {
  /** @type {Map<string, Array<{ line: number, module: string }>>} */
  const modules = new Map();
  return (url, line) => {
    if (!modules.has(url)) {
      /** @type {Array<{ line: number, module: string }>} */
      const starts = [];
      const path = url ? new URL(url).pathname : '';
      const file = join(dist, path.slice(prefix.length));
      if (path.startsWith(prefix) && existsSync(file))
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((text, index) => {
            const header = /^\/\/ ((?:\.\.\/)*[\w@./-]+\.[cm]?[jt]sx?(?:\?inline)?|[\w./-]+\.css\?inline)$/.exec(text);
            if (header) starts.push({ line: index, module: (header[1] ?? '').replace(/^.*node_modules\//, '') });
          });
      modules.set(url, starts);
    }
    let found = '';
    for (const start of modules.get(url) ?? []) if (start.line <= line) found = start.module;
    return found;
  };
}

/**
 * A profile's nodes by id, each with its parent's id.
 * @param {CpuProfile} profile
 * @returns {Map<number, LinkedNode>}
 */
export function linkedNodes(profile) {
  /** @type {Map<number, LinkedNode>} */
  const nodes = new Map(profile.nodes.map((node) => [node.id, { callFrame: node.callFrame }]));
  for (const node of profile.nodes)
    for (const child of node.children ?? []) {
      const found = nodes.get(child);
      if (found) found.parent = node.id;
    }
  return nodes;
}
