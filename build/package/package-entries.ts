import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  commonAttributes,
  toPropertyName,
  type AttributeSpec,
  type WidgetMetadata,
} from '../../widgets/shared/metadata.ts';
import { componentName, eventPropName } from './package-files.ts';
import { readAllMetadata, root } from '../widget-files.ts';

/**
 * The package's generated entries, made from the metadata rather than written per widget:
 * `elements/<tag>` (imports the widget's index.ts and defines the element), `react/<folder>` (a
 * React component per element of the folder, marked `'use client'` by the output's banner) and
 * `react` (all of them). Library mode names them by virtual ids, resolved and loaded here.
 */

export const elementEntryPrefix = 'virtual:docs-widgets-element:';
export const reactEntryPrefix = 'virtual:docs-widgets-react:';
export const reactEntryId = 'virtual:docs-widgets-react';

/** What a React component needs of its element's metadata (see package/react-component.ts). */
function elementApi(metadata: WidgetMetadata) {
  const attributes = Object.fromEntries(
    Object.entries<AttributeSpec>({ ...commonAttributes, ...metadata.attributes }).map(([name, spec]) => [
      spec.property ?? toPropertyName(name),
      [name, spec.type],
    ]),
  );
  const events = Object.fromEntries(Object.keys(metadata.events ?? {}).map((event) => [eventPropName(event), event]));
  return { tag: metadata.tag, attributes, properties: Object.keys(metadata.properties ?? {}), events };
}

/**
 * The package's generated entries: `elements/<tag>` (imports the widget's index.ts and defines the
 * element), `react/<folder>` (a React component per element of the folder, from the metadata,
 * marked `'use client'` by the output's banner) and `react` (all of them).
 */
export function packageEntries(): Plugin {
  return {
    name: 'docs-widgets-package-entries',
    enforce: 'pre',
    resolveId(id) {
      // Library mode hands entries over as paths: `<root>/virtual:docs-widgets-…`.
      const virtual = id.match(/virtual:docs-widgets-(?:element:[a-z-]+|react:[a-z-]+|react)$/)?.[0];
      return virtual ? '\0' + virtual : null;
    },
    async load(virtualId) {
      if (!virtualId.startsWith('\0')) return null;
      const id = virtualId.slice(1);
      if (id.startsWith(elementEntryPrefix)) {
        const folder = id.slice(elementEntryPrefix.length);
        const index = JSON.stringify(resolve(root, 'widgets', folder, 'index.ts'));
        return `import { define, metadata } from ${index};\nexport { define, metadata };\ndefine();\n`;
      }
      const all = await readAllMetadata();
      const folders = [...new Set(all.map((metadata) => metadata.folder!))];
      if (id === reactEntryId) {
        return folders.map((folder) => `export * from ${JSON.stringify(reactEntryPrefix + folder)};`).join('\n') + '\n';
      }
      if (!id.startsWith(reactEntryPrefix)) return null;
      const folder = id.slice(reactEntryPrefix.length);
      const index = resolve(root, 'widgets', folder, 'index.ts');
      // A folder may give its tags props the component always renders (see package/react-component.ts):
      // its `<folder>.react.ts`, whose `reactProps` the index exports.
      const fixedProps = existsSync(resolve(root, 'widgets', folder, `${folder}.react.ts`));
      const lines = [
        `import { createComponent } from ${JSON.stringify(resolve(root, 'package/react-component.ts'))};`,
        `import { define as defineWidget${fixedProps ? ', reactProps' : ''} } from ${JSON.stringify(index)};`,
        'const define = () => defineWidget();',
      ];
      for (const metadata of all.filter((candidate) => candidate.folder === folder)) {
        const api = JSON.stringify(elementApi(metadata)).slice(0, -1);
        const tag = JSON.stringify(metadata.tag);
        lines.push(
          `export const ${componentName(metadata.tag)} = /* @__PURE__ */ createComponent(${api}, "rendered": ${metadata.shadowRoot !== false}${fixedProps ? `, "fixedProps": reactProps[${tag}]` : ''} }, define, ${JSON.stringify(componentName(metadata.tag))});`,
        );
      }
      return lines.join('\n') + '\n';
    },
  };
}
