import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A new app's defaults: nothing docs-widgets needs besides the package. Three pages: the test
// page, and one widget and the command reference alone for the bench.
const pages = {
  main: resolve(import.meta.dirname, 'index.html'),
  one: resolve(import.meta.dirname, 'one.html'),
  reference: resolve(import.meta.dirname, 'reference.html'),
  plain: resolve(import.meta.dirname, 'plain.html'),
};

export default defineConfig({
  plugins: [react()],
  build: {
    rollupOptions: {
      // The bench builds each of its pages alone (BENCH_PAGE=one|reference|plain), as an app with only that page.
      input: process.env.BENCH_PAGE ? resolve(import.meta.dirname, `${process.env.BENCH_PAGE}.html`) : pages,
    },
  },
});
