import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// dist/cli/docs-widgets.js: the package's command-line tools (the `docs-widgets` bin), built for
// Node from cli/ and the widget modules it shares. Everything is bundled in, so the file runs
// wherever it is copied, with nothing but Node 20.

const root = import.meta.dirname;

export default defineConfig({
  // React's production build: its development build checks every element and records a task for
  // each, which made prerendering several times slower (bench/prerender-scale.mjs).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: resolve(root, 'cli/docs-widgets.ts'),
    outDir: resolve(root, 'dist/cli'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        banner: (chunk) => (chunk.isEntry ? '#!/usr/bin/env node' : ''),
      },
    },
  },
  ssr: { noExternal: true, target: 'node' },
});
