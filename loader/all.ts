import { readPrefix, type ElementModule } from './start';

/**
 * The single-file bundle: every widget in one classic script for sites that want one file
 * and no module loading. Defines every tag at once; `DocsWidgets.define(name, tag)` defines a
 * widget under another tag name as well.
 */
const modules = import.meta.glob<ElementModule>('../widgets/*/index.ts', { eager: true });

export const widgets: Record<string, ElementModule> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [path.replace(/^.*\/([^/]+)\/index\.ts$/, '$1'), module]),
);

export function define(name: string, tag?: string): unknown {
  const widget = widgets[name];
  if (!widget) {
    console.error(`docs-widgets: there is no widget named "${name}"`);
    return undefined;
  }
  return widget.define(tag);
}

// `<meta name="docs-widgets:prefix" content="dw-">` defines every tag as `dw-<tag>` instead.
const prefix = readPrefix();
for (const [name, widget] of Object.entries(widgets)) widget.define(prefix + name);
