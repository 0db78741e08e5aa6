import packageJson from '../package.json' with { type: 'json' };

/**
 * Settings the three builds (the CDN site, the one-file bundle and the package) share: the browsers
 * whose CSS we target, the production define, how the command reference's spec workers are built,
 * and what the package leaves to the consumer's bundler. Kept here so the config only assembles.
 */

export const production = { 'process.env.NODE_ENV': JSON.stringify('production') };

// Browsers we support (constructable stylesheets, light-dark(), :host()): anything older would
// make the CSS minifier rewrite light-dark() into a polyfill that needs color-scheme declared on
// each host, which breaks inheriting the page's scheme.
export const cssTarget = ['chrome123', 'edge123', 'firefox120', 'safari17.5'];

/**
 * The command reference's spec workers (spec/read/spec-worker*.ts): each one classic script with
 * everything it needs, so it runs from any address the page allows, written to `fileNames` and
 * minified like the rest of the build.
 */
export function specWorkers(fileNames: string) {
  return {
    format: 'iife' as const,
    rolldownOptions: { output: { entryFileNames: fileNames, minify: true } },
  };
}

/**
 * The server half of the React components, resolved by the app's bundler through the package's
 * `imports` field: the real one under the `node` condition, an empty one in browsers.
 */
export const serverShadowRootImport = '#server-shadow-root';

/**
 * Dependencies the package's modules bundle rather than import: the KDL parser, rewritten so that
 * the site's minifier can read it (build/terser-safe-templates.ts). The command-line tool still
 * imports it, so it stays a dependency.
 */
export const bundledDependencies = ['@bgotink/kdl'];

/** What the bundler build leaves to the consumer's bundler: our other dependencies, installed with us. */
export const packageExternals = [
  ...Object.keys(packageJson.dependencies ?? {}).filter((name) => !bundledDependencies.includes(name)),
  ...Object.keys(packageJson.peerDependencies ?? {}),
];

/**
 * The bundler's checks, less its timing report: how long the plugins took says how busy the
 * machine was, not that the build has something to fix, and a build prints only what does.
 */
export const bundlerChecks = { bundlerTimings: false };
