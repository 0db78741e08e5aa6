import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { defineConfig, runnerImport, type Plugin, type Rolldown } from 'vite';
import { encodeChunkMap } from './loader/chunk-map.ts';
import { collectMetadata, customElementsManifest, isMetadata, typeDeclarations } from './widgets/shared/manifest.ts';
import {
  commonAttributes,
  toPropertyName,
  type AttributeSpec,
  type WidgetMetadata,
} from './widgets/shared/metadata.ts';
import {
  componentName,
  eventPropName,
  packageTypeFiles,
  vscodeCustomData,
  webTypes,
} from './widgets/shared/package-files.ts';
import { emitSpecJson } from './spec/emit-spec-json.ts';
import { terserSafeTemplates } from './build/terser-safe-templates.ts';
import packageJson from './package.json' with { type: 'json' };

const root = import.meta.dirname;

async function readAllMetadata(): Promise<WidgetMetadata[]> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const folder of readdirSync(resolve(root, 'widgets')).sort()) {
    const file = resolve(root, 'widgets', folder, `${folder}.meta.ts`);
    if (!existsSync(file)) continue;
    modules[file] = (await runnerImport<Record<string, unknown>>(file)).module;
  }
  return collectMetadata(modules);
}

function elementEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const folder of readdirSync(resolve(root, 'widgets')).sort()) {
    const file = resolve(root, 'widgets', folder, 'index.ts');
    if (existsSync(file)) entries[folder] = file;
  }
  return entries;
}

/**
 * Gives the loader the map of tag → chunk files (entry first, then its static imports) once
 * the file names are final. Vite's own glob import would add its preload helper and the source
 * paths to the loader, doubling its size. Every chunk is renamed `<name>-<version>.js`, with one
 * version (a hash of every chunk) for the whole build, so the map carries one hash instead of one
 * per file, and the chunks every tag needs (the runtime) are listed once; chunks the loader
 * imports itself are left out. A release changes the version of every file at once, which is
 * what a release does anyway. See `loader/chunk-map.ts` for the format.
 */
function loaderChunkMap(): Plugin {
  return {
    name: 'docs-widgets-loader-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const staticImports = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
        seen.add(fileName);
        for (const imported of chunk.imports) staticImports(imported, seen);
        return seen;
      };
      const loader = bundle['loader.js'];
      if (loader?.type !== 'chunk') throw new Error('loader.js is missing from the bundle');
      const loaderImports = staticImports('loader.js');
      const chunks = Object.values(bundle)
        .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk' && output !== loader)
        .sort((a, b) => a.fileName.localeCompare(b.fileName));
      const hash = createHash('sha256');
      for (const chunk of chunks) hash.update(chunk.fileName).update(chunk.code);
      const version = hash.digest('base64url').slice(0, 8);

      // Old file name → new bare name (no folder, no version, no ".js"): the chunk's own name,
      // numbered when two chunks share one.
      const names = new Map<string, string>();
      const taken = new Set<string>();
      for (const chunk of chunks) {
        let name = chunk.name;
        for (let count = 2; taken.has(name); count += 1) name = `${chunk.name}${count}`;
        taken.add(name);
        names.set(chunk.fileName, name);
      }
      const renamed = (fileName: string) => `${names.get(fileName)!}-${version}.js`;
      const entries = chunks.filter((chunk) => chunk.isEntry).sort((a, b) => a.name.localeCompare(b.name));
      const dependencies: Record<string, string[]> = {};
      for (const entry of entries) {
        if (names.get(entry.fileName) !== entry.name) throw new Error(`entry ${entry.name} would be renamed`);
        // Every chunk the entry imports directly or through another chunk, so all are fetched in
        // parallel. Stored as bare names: the loader adds "chunks/", the version and ".js".
        dependencies[entry.name] = [...staticImports(entry.fileName)]
          .filter((file) => file !== entry.fileName && !loaderImports.has(file))
          .map((file) => names.get(file)!);
      }
      // Chunks import each other by relative specifier ("./core-Ab12.js", also in dynamic
      // imports and `new URL(…, import.meta.url)`): each is rewritten to the new name.
      for (const chunk of chunks) {
        let code = chunk.code;
        for (const [fileName] of names) {
          const from = `./${fileName.replace(/^chunks\//, '')}`;
          if (code.includes(from)) code = code.split(from).join(`./${renamed(fileName)}`);
        }
        this.emitFile({ type: 'asset', fileName: `chunks/${renamed(chunk.fileName)}`, source: code });
        delete bundle[chunk.fileName];
      }
      const placeholder = /(["'`])__DOCS_WIDGETS_CHUNKS__\1/;
      if (!placeholder.test(loader.code)) throw new Error('loader.js lost its chunk-map placeholder');
      loader.code = loader.code.replace(placeholder, JSON.stringify(encodeChunkMap(version, dependencies)));
    },
  };
}

/**
 * The browser copy of each widgets/<tag>/<tag>.meta.ts keeps only what the runtime reads:
 * attribute types, enumerations, defaults and property names, property-only names, child tags and
 * event aliases. Descriptions and empty fields stay in the build (manifest, typings, READMEs): they
 * would cost every widget chunk about 1 KB gzip, and the runtime never reads them.
 */
function slim({ tag, attributes, properties, childTags, events }: WidgetMetadata): WidgetMetadata {
  const aliased = Object.entries(events ?? {}).filter(([, spec]) => spec.alias);
  const propertyNames = Object.keys(properties ?? {});
  const browserMetadata = {
    tag,
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([name, spec]) => [
        name,
        { type: spec.type, values: spec.values, default: spec.default, property: spec.property },
      ]),
    ),
    ...(propertyNames.length > 0 ? { properties: Object.fromEntries(propertyNames.map((name) => [name, {}])) } : {}),
    childTags,
    ...(aliased.length > 0
      ? { events: Object.fromEntries(aliased.map(([name, spec]) => [name, { alias: spec.alias }])) }
      : {}),
  };
  return browserMetadata as unknown as WidgetMetadata;
}

function runtimeMetadata(): Plugin {
  return {
    name: 'docs-widgets-runtime-metadata',
    apply: 'build',
    async transform(_code, id) {
      if (!id.endsWith('.meta.ts')) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>(id);
      const code = Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(isMetadata(value) ? slim(value) : value)};`)
        .join('\n');
      return { code, map: null };
    },
  };
}

/** Writes dist/custom-elements.json and dist/docs-widgets.d.ts from the widgets' metadata. */
function elementManifest(): Plugin {
  return {
    name: 'docs-widgets-manifest',
    apply: 'build',
    async closeBundle() {
      const all = await readAllMetadata();
      const out = resolve(root, 'dist');
      mkdirSync(out, { recursive: true });
      writeFileSync(
        resolve(out, 'custom-elements.json'),
        JSON.stringify(customElementsManifest(all, packageJson.version), null, 2) + '\n',
      );
      writeFileSync(resolve(out, 'docs-widgets.d.ts'), typeDeclarations(all));
    },
  };
}

/**
 * A widget that embeds another one's component imports it through that widget's index.ts, which
 * also re-exports the element definition. The bundler would then put the embedded widget's element
 * wrapper in a chunk shared by both; here a widget's import of another widget's index sees the
 * index without its `.element` re-exports, so each element wrapper stays in its own entry chunk.
 */
function embeddedIndexes(): Plugin {
  const suffix = '?embedded';
  return {
    name: 'docs-widgets-embedded-indexes',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !/^\.\.\/(?!shared$)[a-z-]+$/.test(source)) return null;
      if (!/[\\/]widgets[\\/][^\\/]+[\\/][^\\/]+$/.test(importer.split('?')[0]!)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && /[\\/]index\.ts$/.test(resolved.id) ? resolved.id + suffix : null;
    },
    load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      const code = readFileSync(file, 'utf8').replace(/^export .* from '\.\/[^']+\.element';$/m, '');
      return { code: code.replace(/from '\.\//g, `from '${dirname(file)}/`), map: null };
    },
  };
}

const elementEntryPrefix = 'virtual:docs-widgets-element:';
const reactEntryPrefix = 'virtual:docs-widgets-react:';
const reactEntryId = 'virtual:docs-widgets-react';

/** What a React component needs of its element's metadata (see package/react-component.ts). */
function elementApi(metadata: WidgetMetadata) {
  const attributes = Object.fromEntries(
    Object.entries<AttributeSpec>({ ...commonAttributes, ...metadata.attributes }).map(([name, spec]) => [
      spec.property ?? toPropertyName(name),
      [name, spec.type],
    ]),
  );
  const events = Object.fromEntries(Object.keys(metadata.events ?? {}).map((event) => [eventPropName(event), event]));
  return { tag: metadata.tag, attributes, properties: Object.keys(metadata.properties ?? {}), events };
}

/**
 * The package's generated entries: `elements/<tag>` (imports the widget's index.ts and defines the
 * element), `react/<folder>` (a React component per element of the folder, from the metadata,
 * marked `'use client'` by the output's banner) and `react` (all of them).
 */
function packageEntries(): Plugin {
  return {
    name: 'docs-widgets-package-entries',
    enforce: 'pre',
    resolveId(id) {
      // Library mode hands entries over as paths: `<root>/virtual:docs-widgets-…`.
      const virtual = id.match(/virtual:docs-widgets-(?:element:[a-z-]+|react:[a-z-]+|react)$/)?.[0];
      return virtual ? '\0' + virtual : null;
    },
    async load(virtualId) {
      if (!virtualId.startsWith('\0')) return null;
      const id = virtualId.slice(1);
      if (id.startsWith(elementEntryPrefix)) {
        const folder = id.slice(elementEntryPrefix.length);
        const index = JSON.stringify(resolve(root, 'widgets', folder, 'index.ts'));
        return `import { define, metadata } from ${index};\nexport { define, metadata };\ndefine();\n`;
      }
      const all = await readAllMetadata();
      const folders = [...new Set(all.map((metadata) => metadata.folder!))];
      if (id === reactEntryId) {
        return folders.map((folder) => `export * from ${JSON.stringify(reactEntryPrefix + folder)};`).join('\n') + '\n';
      }
      if (!id.startsWith(reactEntryPrefix)) return null;
      const folder = id.slice(reactEntryPrefix.length);
      const index = resolve(root, 'widgets', folder, 'index.ts');
      // A folder may give its tags props the component always renders (see package/react-component.ts).
      const fixedProps = /\breactProps\b/.test(readFileSync(index, 'utf8'));
      const lines = [
        `import { createComponent } from ${JSON.stringify(resolve(root, 'package/react-component.ts'))};`,
        `import { define as defineWidget${fixedProps ? ', reactProps' : ''} } from ${JSON.stringify(index)};`,
        'const define = () => defineWidget();',
      ];
      for (const metadata of all.filter((candidate) => candidate.folder === folder)) {
        const api = JSON.stringify(elementApi(metadata)).slice(0, -1);
        const tag = JSON.stringify(metadata.tag);
        lines.push(
          `export const ${componentName(metadata.tag)} = /* @__PURE__ */ createComponent(${api}, "rendered": ${metadata.shadowRoot !== false}${fixedProps ? `, "fixedProps": reactProps[${tag}]` : ''} }, define, ${JSON.stringify(componentName(metadata.tag))});`,
        );
      }
      return lines.join('\n') + '\n';
    },
  };
}

/** Writes the package's type declarations into dist/lib and the editors' data into dist/. */
function packageTypes(): Plugin {
  return {
    name: 'docs-widgets-package-types',
    apply: 'build',
    async closeBundle() {
      const all = await readAllMetadata();
      const lib = resolve(root, 'dist/lib');
      for (const [file, contents] of Object.entries(packageTypeFiles(all))) {
        mkdirSync(dirname(resolve(lib, file)), { recursive: true });
        writeFileSync(resolve(lib, file), contents);
      }
      // Type-only entries (`docs-widgets/jsx`, `docs-widgets/vue`) still resolve at run time.
      for (const file of ['jsx.js', 'vue.js']) writeFileSync(resolve(lib, file), 'export {};\n');
      writeFileSync(
        resolve(root, 'dist/vscode.html-custom-data.json'),
        JSON.stringify(vscodeCustomData(all), null, 2) + '\n',
      );
      writeFileSync(
        resolve(root, 'dist/web-types.json'),
        JSON.stringify(webTypes(all, packageJson.version), null, 2) + '\n',
      );
    },
  };
}

/**
 * The server half of the React components, resolved by the app's bundler through the package's
 * `imports` field: the real one under the `node` condition, an empty one in browsers.
 */
const serverShadowRootImport = '#server-shadow-root';

/** What the bundler build leaves to the consumer's bundler: our dependencies, installed with us. */
/**
 * Dependencies the package's modules bundle rather than import: the KDL parser, rewritten so that
 * the site's minifier can read it (build/terser-safe-templates.ts). The command-line tool still
 * imports it, so it stays a dependency.
 */
const bundledDependencies = ['@bgotink/kdl'];
const packageExternals = [
  ...Object.keys(packageJson.dependencies ?? {}).filter((name) => !bundledDependencies.includes(name)),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];

/**
 * The command reference's spec workers (spec/spec-worker*.ts): each one
 * classic script with everything it needs, so it runs from any address the page allows, written
 * to `fileNames` and minified like the rest of the build.
 */
function specWorkers(fileNames: string) {
  return {
    format: 'iife' as const,
    rolldownOptions: { output: { entryFileNames: fileNames, minify: true } },
  };
}

const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

// Browsers we support (constructable stylesheets, light-dark(), :host()): anything older would
// make the CSS minifier rewrite light-dark() into a polyfill that needs color-scheme declared on
// each host, which breaks inheriting the page's scheme.
const cssTarget = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];

export default defineConfig(({ mode }) => {
  if (mode === 'package') {
    const packageEntryNames = new Set([
      'index',
      'all',
      'loader',
      'react',
      'server',
      'server-shadow-root',
      'server-shadow-root.browser',
      'docusaurus',
      'docusaurus-client',
      'astro',
      ...Object.keys(elementEntries()).map((folder) => `elements/${folder}`),
      ...Object.keys(elementEntries()).map((folder) => `react/${folder}`),
    ]);
    // dist/lib/: the bundler build. ES modules that import React and our other dependencies as
    // packages, one file per source module so a bundler keeps only what an app uses; CSS already
    // built into the modules as text, so the app's CSS settings cannot change the widgets.
    return {
      // Relative addresses (`new URL('…', import.meta.url)`), which the app's bundler follows.
      base: './',
      plugins: [packageEntries(), runtimeMetadata(), packageTypes(), terserSafeTemplates(bundledDependencies)],
      worker: specWorkers('modules/[name]-[hash].js'),
      build: {
        outDir: 'dist/lib',
        emptyOutDir: true,
        target: 'es2022',
        cssTarget,
        cssMinify: true,
        minify: false,
        lib: {
          entry: {
            index: resolve(root, 'package/index.ts'),
            all: resolve(root, 'package/all.ts'),
            loader: resolve(root, 'package/loader.ts'),
            react: reactEntryId,
            server: resolve(root, 'package/server.ts'),
            'server-shadow-root': resolve(root, 'package/server-shadow-root.ts'),
            'server-shadow-root.browser': resolve(root, 'package/server-shadow-root.browser.ts'),
            docusaurus: resolve(root, 'package/docusaurus.ts'),
            'docusaurus-client': resolve(root, 'package/docusaurus-client.ts'),
            astro: resolve(root, 'package/astro.ts'),
            ...Object.fromEntries(
              Object.keys(elementEntries()).map((folder) => [`react/${folder}`, reactEntryPrefix + folder]),
            ),
            ...Object.fromEntries(
              Object.keys(elementEntries()).map((folder) => [`elements/${folder}`, elementEntryPrefix + folder]),
            ),
          },
          formats: ['es'],
        },
        rollupOptions: {
          external: (id: string) =>
            id.startsWith('node:') ||
            id === serverShadowRootImport ||
            packageExternals.some((name) => id === name || id.startsWith(`${name}/`)),
          preserveEntrySignatures: 'exports-only',
          output: {
            preserveModules: true,
            preserveModulesRoot: root,
            // A bundled dependency's modules go under vendor/: npm leaves every node_modules folder out of a pack.
            entryFileNames: (chunk) =>
              chunk.isEntry && packageEntryNames.has(chunk.name)
                ? '[name].js'
                : `modules/${chunk.name.replace(/(^|\/)node_modules\//g, '$1vendor/')}.js`,
            // React server components import the components from a server component: each is a
            // client module. Bundlers drop a directive inside a bundle, so it is written here.
            banner: (chunk) => (chunk.isEntry && /^react(\/|$)/.test(chunk.name) ? "'use client';" : ''),
          },
        },
      },
    };
  }
  if (mode === 'bundle') {
    // dist/docs-widgets.js: every widget in one classic script, for a plain <script src>.
    return {
      base: './',
      define: production,
      plugins: [embeddedIndexes(), runtimeMetadata()],
      worker: specWorkers('chunks/[name]-[hash].js'),
      build: {
        emptyOutDir: false,
        target: 'es2022',
        cssTarget,
        minify: true,
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
        ? []
        : [
            embeddedIndexes(),
            runtimeMetadata(),
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
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: (chunk) => (chunk.name === 'loader' ? 'loader.js' : 'chunks/[name]-[hash].js'),
          minify: true,
          comments: { annotation: false, jsdoc: false, legal: false },
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            // React, the bundler's CommonJS interop helpers and our element runtime are
            // one shared chunk, fetched once per page. The components a few widgets share
            // (widgets/shared/components/) go with the widgets that use them.
            groups: [
              {
                name: 'runtime',
                test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|widgets[\\/]shared[\\/](?!components[\\/])|rolldown[\\/]runtime/,
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
