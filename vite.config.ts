import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { bundlerChecks, cssTarget, production, serverShadowRootImport, specWorkers } from './build/build-options.ts';
import { elementManifest } from './build/package/element-manifest.ts';
import { embeddedEntries } from './build/embedded-entries.ts';
import { languageGroups } from './build/language-groups.ts';
import { emitSpecJson } from './build/emit-spec-json.ts';
import { loaderChunkMap } from './build/loader-chunk-map.ts';
import { loaderOwnModules } from './build/loader-own-modules.ts';
import { minifiedFunctions } from './build/minified-functions.ts';
import { packageConfig } from './build/package/package-config.ts';
import { runtimeMetadata } from './build/runtime-metadata.ts';
import { elementEntries, root } from './build/widget-files.ts';

// Assembles the builds from the plugins in build/ (one per file, each says what it does):
//   vite build                  dist/: the loader, one chunk per widget, the manifest and spec JSON
//   vite build --mode bundle    dist/docs-widgets.js: every widget in one classic script
//   vite build --mode package   dist/lib/: the bundler build (build/package/package-config.ts)
//   vitest                      the unit tests, in happy-dom

/** The modules of the shared runtime chunk (base/ matched from the project root only). */
const runtimeModules = new RegExp(
  [
    /node_modules[\\/](react|react-dom|scheduler)[\\/]/.source,
    /widgets[\\/]shared[\\/](?!components[\\/]|i18n[\\/]languages[\\/])/.source,
    /rolldown[\\/]runtime/.source,
    `^${resolve(root, 'base').replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}[\\\\/]`,
  ].join('|'),
);

export default defineConfig(({ mode }) => {
  if (mode === 'package') return packageConfig();
  if (mode === 'bundle') {
    return {
      base: './',
      define: production,
      plugins: [embeddedEntries(), runtimeMetadata(), languageGroups()],
      worker: specWorkers('chunks/[name]-[hash].js'),
      build: {
        emptyOutDir: false,
        target: 'es2022',
        cssTarget,
        minify: true,
        rollupOptions: { checks: bundlerChecks },
        lib: {
          entry: resolve(root, 'loader/all.ts'),
          formats: ['iife'],
          name: 'DocsWidgets',
          fileName: () => 'docs-widgets.js',
        },
      },
    };
  }
  return {
    base: './',
    define: production,
    worker: specWorkers('chunks/[name]-[hash].js'),
    plugins:
      mode === 'test'
        ? [minifiedFunctions(), languageGroups()]
        : [
            embeddedEntries(),
            runtimeMetadata(),
            languageGroups(),
            loaderOwnModules(),
            // Before loaderChunkMap, which turns the chunks into renamed files.
            compileHints(/widgets[\\/]cli-reference[\\/]cli-reference\.tsx$/),
            loaderChunkMap(),
            elementManifest(),
            emitSpecJson(),
            emitSpecJson({ source: 'spec/cli-1.140.0.yaml', fileName: 'spec/cli-1.140.0.json' }),
          ],
    build: {
      target: 'es2022',
      cssTarget,
      minify: true,
      modulePreload: false, // the loader preloads each widget's runtime chunk itself
      // Library mode, so Vite wraps no dynamic import in its preload helper (the loader
      // preloads each widget's chunks itself), with full minification switched back on below:
      // these files go straight to browsers, not to another bundler.
      lib: {
        entry: { loader: resolve(root, 'loader/loader.ts'), ...elementEntries() },
        formats: ['es'],
      },
      rollupOptions: {
        checks: bundlerChecks,
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: (chunk) => (chunk.name === 'loader' ? 'loader.js' : 'chunks/[name]-[hash].js'),
          minify: true,
          comments: { annotation: false, jsdoc: false, legal: false },
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            // React, the bundler's CommonJS interop helpers, our element runtime and the
            // React-free helpers below it (base/) are one shared chunk, fetched once per page.
            // The components a few widgets share (widgets/shared/components/) go with the
            // widgets that use them, and each language (widgets/shared/i18n/languages/) is cut
            // into a chunk per message group, loaded by the pages in it that show the group.
            groups: [
              {
                name: 'runtime',
                test: runtimeModules,
              },
            ],
          },
        },
      },
    },
    // Unit tests render the React components as the browser does (server rendering has its own
    // tests, against the build).
    resolve: { alias: { [serverShadowRootImport]: resolve(root, 'package/server-shadow-root.browser.ts') } },
    test: {
      environment: 'happy-dom',
      include: [
        'base/**/*.test.ts',
        'widgets/**/*.test.{ts,tsx}',
        'loader/**/*.test.ts',
        'package/**/*.test.{ts,tsx}',
        'spec/**/*.test.ts',
        'demo/**/*.test.ts',
        'cli/**/*.test.ts',
        'server/**/*.test.ts',
        'bench/**/*.test.ts',
        'build/**/*.test.ts',
      ],
      css: { include: [/.+/] },
      restoreMocks: true,
      // Tests wait on conditions, never on time; these limits only end a test whose condition
      // never comes, and are sized for a slow machine with every core busy.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
});
