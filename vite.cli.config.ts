import { chmod } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// dist/cli/docs-widgets.js: the package's command-line tools (the `docs-widgets` bin), built for
// Node from cli/ and the widget modules it shares. Everything is bundled in, so the file runs
// wherever it is copied, with nothing but Node 20.

const root = import.meta.dirname;

/**
 * Marks the built command file executable, as the package's `bin` needs it to be: `npx docs-widgets`
 * in this repository runs dist/cli/docs-widgets.js itself, and a file without the mode answers
 * "Permission denied". (An installed package gets the mode from npm; a checkout only from here.)
 */
function executableEntry(): Plugin {
  return {
    name: 'docs-widgets:executable-entry',
    async writeBundle(options, bundle) {
      const folder = options.dir ?? resolve(root, 'dist/cli');
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) await chmod(resolve(folder, output.fileName), 0o755);
      }
    },
  };
}

export default defineConfig({
  plugins: [executableEntry()],
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
