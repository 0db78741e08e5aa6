import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import packageJson from '../../package.json' with { type: 'json' };
import { customElementsManifest, typeDeclarations } from './manifest.ts';
import { readAllMetadata, root } from '../widget-files.ts';

/**
 * Writes dist/custom-elements.json (the Custom Elements Manifest editors and docs tools read) and
 * dist/docs-widgets.d.ts (the tags in HTMLElementTagNameMap and JSX) from the widgets' metadata,
 * once the site build has closed, so both always describe the elements just built.
 */
export function elementManifest(): Plugin {
  return {
    name: 'docs-widgets-manifest',
    apply: 'build',
    async closeBundle() {
      const all = await readAllMetadata();
      const out = resolve(root, 'dist');
      mkdirSync(out, { recursive: true });
      writeFileSync(
        resolve(out, 'custom-elements.json'),
        JSON.stringify(customElementsManifest(all, packageJson.version), null, 2) + '\n',
      );
      writeFileSync(resolve(out, 'docs-widgets.d.ts'), typeDeclarations(all));
    },
  };
}
