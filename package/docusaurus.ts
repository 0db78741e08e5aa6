/**
 * `docs-widgets/docusaurus`: the Docusaurus plugin. `plugins: ['docs-widgets/docusaurus']` in
 * docusaurus.config.js is the whole setup: MDX pages then use the plain tags, and each page loads
 * only the widgets it uses (the lazy loader, started once React has hydrated the first page, so
 * no element changes markup React is still reading). The Infima theme preset comes with it
 * (`{ theme: false }` leaves it out). For the widgets' content in the built HTML, import the React
 * components (`docs-widgets/react/<tag>`) in MDX: they are rendered with the page.
 */

import { createRequire } from 'node:module';

/** Docusaurus wants client modules as absolute paths: resolved from this package itself. */
const resolveOwn = createRequire(import.meta.url).resolve;

export interface DocusaurusPluginOptions {
  /** Map the widgets' colours, fonts and radius to Infima's. @default true */
  theme?: boolean;
}

export default function docsWidgetsPlugin(_context: unknown, options: DocusaurusPluginOptions = {}) {
  return {
    name: 'docs-widgets',
    getClientModules(): string[] {
      return [
        resolveOwn('docs-widgets/docusaurus/client'),
        ...(options.theme === false ? [] : [resolveOwn('docs-widgets/themes/docusaurus.css')]),
      ];
    },
  };
}
