import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * For a build that runs in Node (the command-line tool): each package it leaves as an import
 * that is CommonJS (React, react-dom/server, highlight.js) is loaded with `require` instead. Node
 * imports a CommonJS module into ESM by scanning its source for the names it exports, and
 * through a slower path: React and react-dom/server took several times as long to load imported
 * as required (bench/prerender-scale.mjs, the one-page site). The module is the same one either
 * way (Node's `require` cache holds it), resolved from the built file as its import was.
 */
export function requiredPackages(root: string, packages: (id: string) => boolean) {
  const requireHere = createRequire(join(root, 'package.json'));
  const prefix = '\0required-package:';
  const found = new Map<string, boolean>();
  /** Whether the build loads `id` with `require`: its `external` option must leave it to the plugin. */
  const isRequired = (id: string): boolean => {
    if (!found.has(id)) found.set(id, packages(id) && isCommonJs(id));
    return found.get(id)!;
  };
  const plugin: Plugin = {
    name: 'docs-widgets-required-packages',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return isRequired(id) ? prefix + id : undefined;
    },
    load(id) {
      if (!id.startsWith(prefix)) return undefined;
      const name = id.slice(prefix.length);
      const exported = Object.keys(requireHere(name) as object).filter(
        (key) => key !== 'default' && key !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(key),
      );
      return [
        `import { createRequire } from 'node:module';`,
        `const required = createRequire(import.meta.url)(${JSON.stringify(name)});`,
        'export default required;',
        exported.length > 0 ? `export const { ${exported.join(', ')} } = required;` : '',
      ].join('\n');
    },
  };
  return { plugin, isRequired };

  /**
   * Whether `id` is CommonJS, and the same file whether imported or required (not a dual package),
   * or imported through an ES module that only re-exports the required file (highlight.js's
   * `es/core.js`), which Node would load through the slower path all the same.
   */
  function isCommonJs(id: string): boolean {
    let required: string;
    let imported: string;
    try {
      required = requireHere.resolve(id);
      // Resolved from this file, in the same repository as `root`: the same node_modules.
      imported = fileURLToPath(import.meta.resolve(id));
    } catch {
      return false;
    }
    if ((required !== imported && !reExports(imported, required)) || required.endsWith('.mjs')) return false;
    if (required.endsWith('.cjs')) return true;
    return packageType(dirname(required)) !== 'module';
  }
}

/** The `type` of the package a folder is in. */
function packageType(folder: string): string | undefined {
  for (let current = folder; ; current = dirname(current)) {
    try {
      return (JSON.parse(readFileSync(join(current, 'package.json'), 'utf8')) as { type?: string }).type ?? 'commonjs';
    } catch {
      if (dirname(current) === current) return undefined;
    }
  }
}

/**
 * Whether the ES module `file` only imports `required` and exports what it gives: the ES face a
 * package puts on a CommonJS file, so that both ways of loading it give the same module.
 */
function reExports(file: string, required: string): boolean {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return false;
  }
  const statements = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .split(/;|\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  let importsIt = false;
  for (const statement of statements) {
    const imported = /^import\s+[\w$]+\s+from\s+['"](\.[^'"]+)['"]$/.exec(statement);
    if (imported) {
      if (resolve(dirname(file), imported[1]!) !== required) return false;
      importsIt = true;
    } else if (!/^export\s+(?:default\s+[\w$]+|\{[\w$\s,]*\})$/.test(statement)) return false;
  }
  return importsIt;
}
