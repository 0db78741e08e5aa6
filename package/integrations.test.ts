// @vitest-environment node
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import docsWidgets from './astro';
import docsWidgetsPlugin from './docusaurus';

const root = resolve(import.meta.dirname, '..');

describe('the Astro integration', () => {
  it('puts the lazy loader on every page and the Starlight preset in, unless asked not to', () => {
    const injected: Array<[string, string]> = [];
    const setup = (options?: Parameters<typeof docsWidgets>[0]) => {
      injected.length = 0;
      docsWidgets(options).hooks['astro:config:setup']({
        injectScript: (stage, content) => injected.push([stage, content]),
      });
      return [...injected];
    };
    expect(setup()).toEqual([
      ['page', "import 'docs-widgets/loader';"],
      ['page-ssr', "import 'docs-widgets/themes/starlight.css';"],
    ]);
    expect(setup({ theme: false })).toEqual([['page', "import 'docs-widgets/loader';"]]);
  });

  it('warns when it comes after starlight(), whose Pagefind would index the pages before the widgets are in them', () => {
    const warnings: string[] = [];
    const logger = { info: () => {}, warn: (message: string) => warnings.push(message) };
    const done = docsWidgets().hooks['astro:config:done'];
    done({ config: { integrations: [{ name: 'docs-widgets' }, { name: '@astrojs/starlight' }] }, logger });
    expect(warnings).toEqual([]);
    done({ config: { integrations: [{ name: '@astrojs/starlight' }, { name: 'docs-widgets' }] }, logger });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('Put docsWidgets() first');
  });
});

describe('the Docusaurus plugin', () => {
  it('gives Docusaurus its client module and the Infima preset as absolute paths', ({ skip }) => {
    skip(
      !existsSync(join(root, 'dist/lib/docusaurus-client.js')),
      'needs `npm run build` first, which writes dist/lib/',
    );
    const modules = docsWidgetsPlugin(undefined).getClientModules();
    expect(modules).toEqual([join(root, 'dist/lib/docusaurus-client.js'), join(root, 'package/themes/docusaurus.css')]);
    expect(docsWidgetsPlugin(undefined, { theme: false }).getClientModules()).toEqual([
      join(root, 'dist/lib/docusaurus-client.js'),
    ]);
  });
});
