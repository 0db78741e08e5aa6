import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { vscodeCssCustomData } from './css-custom-data.ts';
import { emitDeclarations } from './declarations.ts';
import { packageTypeFiles, vscodeCustomData, webTypes } from './package-files.ts';
import { readAllMetadata, root } from '../widget-files.ts';

/**
 * Writes the package's type declarations into dist/lib (the entry points' API declared by the
 * compiler from the real modules, declarations.ts; the tags' types generated from the metadata,
 * package-files.ts) and the editors' data into dist/ (VS Code HTML and CSS custom data,
 * JetBrains web-types). The type-only entries `docs-widgets/jsx` and `docs-widgets/vue` get an empty module
 * so they resolve at run time too.
 */
export function packageTypes(): Plugin {
  return {
    name: 'docs-widgets-package-types',
    apply: 'build',
    async closeBundle() {
      const all = await readAllMetadata();
      const lib = resolve(root, 'dist/lib');
      const declarations = emitDeclarations(root, [
        'package/index.ts',
        'package/server.ts',
        'package/docusaurus.ts',
        'package/astro.ts',
        'package/loader.ts',
      ]);
      for (const [file, contents] of Object.entries({ ...declarations, ...packageTypeFiles(all) })) {
        mkdirSync(dirname(resolve(lib, file)), { recursive: true });
        writeFileSync(resolve(lib, file), contents);
      }
      // Type-only entries (`docs-widgets/jsx`, `docs-widgets/vue`) still resolve at run time.
      for (const file of ['jsx.js', 'vue.js']) writeFileSync(resolve(lib, file), 'export {};\n');
      writeFileSync(
        resolve(root, 'dist/vscode.html-custom-data.json'),
        JSON.stringify(vscodeCustomData(all), null, 2) + '\n',
      );
      writeFileSync(resolve(root, 'dist/vscode.css-custom-data.json'), vscodeCssCustomData(all, packageJson.version));
      writeFileSync(
        resolve(root, 'dist/web-types.json'),
        JSON.stringify(webTypes(all, packageJson.version), null, 2) + '\n',
      );
    },
  };
}
