import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

const pages = {
  main: resolve(import.meta.dirname, 'index.html'),
  one: resolve(import.meta.dirname, 'one.html'),
  reference: resolve(import.meta.dirname, 'reference.html'),
  plain: resolve(import.meta.dirname, 'plain.html'),
};

export default defineConfig({
  plugins: [
    vue({
      // Tags with a dash are custom elements, not Vue components.
      template: { compilerOptions: { isCustomElement: (tag) => tag.includes('-') } },
    }),
  ],
  // The test page, and one widget and the command reference alone for the bench.
  build: {
    rollupOptions: {
      // The bench builds each of its pages alone (BENCH_PAGE=one|reference|plain), as an app with only that page.
      input: process.env.BENCH_PAGE ? resolve(import.meta.dirname, `${process.env.BENCH_PAGE}.html`) : pages,
    },
  },
});
