// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import docsWidgets from 'docs-widgets/astro';

export default defineConfig({
  // docsWidgets() first: it renders the widgets into the built pages before Starlight's Pagefind reads them.
  integrations: [docsWidgets(), starlight({ title: 'Docs with docs-widgets' })],
});
