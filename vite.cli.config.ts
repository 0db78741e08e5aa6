import { chmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { bundlerChecks } from './build/build-options.ts';
import { languageGroups } from './build/language-groups.ts';
import { minifiedFunctions } from './build/minified-functions.ts';
import { requiredPackages } from './build/required-packages.ts';
import packageJson from './package.json' with { type: 'json' };

// dist/cli/docs-widgets.js: the package's command-line tools (the `docs-widgets` bin), built for
// Node from cli/ and the widget modules it shares. The package's dependencies and its React peer
// stay imports, resolved from the app's node_modules as the bundler build's are: the tool renders
// with the app's own react-dom/server instead of a copy of its own.

const root = import.meta.dirname;

const externals = [...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

// What only the browser runs, which the tool has in place of the package: nothing it runs calls
// them, and loading them cost about a third of a one-page prerender's start-up (each file says why).
const browserOnly: Record<string, string> = {
  ky: resolve(root, 'server/browser-only/ky.ts'),
  'react-dom/client': resolve(root, 'server/browser-only/react-dom-client.ts'),
};

/** The bin runs as `docs-widgets …` straight from the build, in this repository too. */
function executableEntry(): Plugin {
  return {
    name: 'docs-widgets-executable-bin',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) chmodSync(join(options.dir!, output.fileName), 0o755);
      }
    },
  };
}

const required = requiredPackages(root, (id) => isExternal(id) && !(id in browserOnly));

export default defineConfig({
  define: { __DOCS_WIDGETS_VERSION__: JSON.stringify(packageJson.version) },
  plugins: [executableEntry(), minifiedFunctions(), languageGroups(), required.plugin],
  resolve: {
    alias: Object.entries(browserOnly).map(([name, file]) => ({ find: new RegExp(`^${name}$`), replacement: file })),
  },
  build: {
    ssr: resolve(root, 'cli/docs-widgets.ts'),
    outDir: resolve(root, 'dist/cli'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      checks: bundlerChecks,
      external: (id: string) =>
        !(id in browserOnly) && !required.isRequired(id) && (id.startsWith('node:') || isExternal(id)),
      onLog(level, log, handler) {
        // Browsers fetch the shell highlighter lazily, as its own chunk, when a code block needs
        // it. The command prerenders the CLI reference, which needs it at once, so in this Node
        // build the lazy import has nothing to split off: the bundler's note about it is expected.
        if (
          log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
          log.message.includes('widgets/code-block/highlighting/shell.ts')
        )
          return;
        handler(level, log);
      },
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
