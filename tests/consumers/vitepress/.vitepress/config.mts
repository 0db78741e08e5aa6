import { defineConfig } from 'vitepress';

// A new VitePress site; docs-widgets adds the one compiler option every Vue app needs for it.
export default defineConfig({
  title: 'Docs with docs-widgets',
  vue: {
    template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } },
  },
  themeConfig: {
    nav: [{ text: 'Other page', link: '/other' }],
    search: { provider: 'local' },
  },
});
