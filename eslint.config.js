import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import regexp from 'eslint-plugin-regexp';

/** A widget imports another widget only through `../<widget>` (index.ts) or `../<widget>/embed`. */
const widgetFromWidget = {
  regex: '^\\.\\./(?!shared/|\\.\\./)[^/]+/(?!embed$).+',
  message:
    'Import another widget through its embed entry (`../<widget>/embed`) or its index.ts (`../<widget>`), not its internal files.',
};

/** A widget's tests may also import another widget's test-only entry, `../<widget>/testing`. */
const widgetFromWidgetTest = {
  ...widgetFromWidget,
  regex: '^\\.\\./(?!shared/|\\.\\./)[^/]+/(?!(?:embed|testing)$).+',
};

/**
 * The same rules for a file in a widget's subfolder (`widgets/<widget>/<part>/`): `../<part>/…` is
 * the widget's own code, so another widget is two levels up, `../../<widget>`.
 */
const widgetFromWidgetInPart = {
  ...widgetFromWidget,
  regex: '^\\.\\./\\.\\./(?!shared/|\\.\\./)[^/]+/(?!embed$).+',
};
const widgetFromWidgetTestInPart = {
  ...widgetFromWidget,
  regex: '^\\.\\./\\.\\./(?!shared/|\\.\\./)[^/]+/(?!(?:embed|testing)$).+',
};

/**
 * Code outside widgets/ imports a widget through `widgets/<widget>` (its index.ts), its embed
 * entry, or its server entry (`server.ts`: what it asks of the prerender, kept out of its chunk);
 * widgets/shared/ is the runtime, open to all.
 */
const widgetFromOutside = {
  regex: '^(?:\\.\\./)+widgets/(?!shared/)[^/]+/(?!(?:index|embed|server)(?:\\.ts)?$).+',
  message:
    'Import a widget through `widgets/<widget>` (its index.ts), its embed entry or its server entry, not its internal files.',
};

const specEntries = {
  regex: '^\\.\\.(?:/\\.\\.)*/spec/(?!(?:index|browser|node)(?:\\.ts)?$)[^?]+$',
  message: 'Import the spec library through spec/index.ts, spec/browser.ts or spec/node.ts, not its internal files.',
};

/** In a widget's unit tests the spec library's test fixtures are open too (spec/test-fixtures.ts). */
const specEntriesInTests = {
  ...specEntries,
  regex: '^\\.\\.(?:/\\.\\.)*/spec/(?!(?:index|browser|node|test-fixtures)(?:\\.ts)?$)[^?]+$',
};

/**
 * The layers, bottom up: base/ (React-free helpers) → spec/ (the spec pipeline) → widgets/ (the
 * runtime in widgets/shared/, then the elements) → loader/, server/, cli/, package/, build/. A
 * layer imports only the ones below it, so the bottom two never name a folder above them.
 */
const aboveBase = ['spec', 'widgets', 'loader', 'server', 'cli', 'package', 'build', 'demo', 'tests', 'bench'];
const aboveSpec = aboveBase.filter((folder) => folder !== 'spec');

function nothingFrom(folders, message) {
  return { regex: `^(?:\\.\\./)+(?:${folders.join('|')})(?:/|$)`, message };
}

const reactFree = {
  regex: '^(?:react|react-dom|preact)(?:/|$)',
  message: 'base/ and spec/ run without React: the server, the command-line tool and workers use them alone.',
};

const baseImportsNothingAbove = nothingFrom(
  aboveBase,
  'base/ is the bottom layer: it imports packages and base/ modules only, nothing from spec/, widgets/, loader/, server/ or another folder above it.',
);

const specImportsNothingAbove = nothingFrom(
  aboveSpec,
  'spec/ sits on base/ alone: it never imports widgets/, loader/, server/, cli/ or another folder above it (move the helper both need into base/).',
);

/** The spec library's tests import nothing above it either, except the shared test tools in tests/. */
const specTestsImportNothingAbove = nothingFrom(
  aboveSpec.filter((folder) => folder !== 'tests'),
  'spec/ never imports widgets/, server/, cli/ or another folder above it, in its tests either: a test of them with the spec goes beside them.',
);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/consumers/*/node_modules/',
      'tests/consumers/*/dist/',
      'tests/consumers/*/dist-*/',
      'tests/consumers/*/.astro/',
      'tests/consumers/.pack/',
      'tests/consumers/nextjs/.next/',
      'tests/consumers/nextjs/out/',
      'tests/consumers/nextjs/next-env.d.ts',
      'tests/consumers/docusaurus/build/',
      'tests/consumers/docusaurus/.docusaurus/',
      'tests/consumers/vitepress/.vitepress/dist/',
      'tests/consumers/vitepress/.vitepress/cache/',
      // What the static site generators' consumer sites build: our minified bundle, copied.
      'tests/consumers/hugo/public/',
      'tests/consumers/hugo/resources/',
      'tests/consumers/mkdocs/site/',
      'tests/consumers/jekyll/_site/',
      'tests/consumers/jekyll/_includes/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Each widget folder's index.ts is its public face (embed.ts the part another widget may embed):
    // another widget, the loader and the package entries import a widget only through them, so its
    // internal files can change freely.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetFromWidget, specEntries] }] },
  },
  {
    // Tests reach other widgets' test helpers through `<widget>/testing` and the shared spec
    // fixture through spec/test-fixtures; neither is in a public entry.
    files: ['widgets/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetFromWidgetTest, specEntriesInTests] }] },
  },
  {
    files: ['widgets/*/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetFromWidgetInPart, specEntries] }] },
  },
  {
    files: ['widgets/*/*/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetFromWidgetTestInPart, specEntriesInTests] }] },
  },
  {
    // spec/ is the spec library the widget, the server and the command-line tool share: outside it,
    // code imports it through its public entries (index.ts, browser.ts, node.ts), never its files.
    files: ['server/**/*.ts', 'cli/**/*.ts', 'loader/**/*.ts', 'package/**/*.ts', 'build/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetFromOutside, specEntries] }] },
  },
  {
    // base/: helpers below everything, with no React and no import from the project.
    files: ['base/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [baseImportsNothingAbove, reactFree] }] },
  },
  {
    // spec/: the pipeline on top of base/ alone (see the layers above).
    files: ['spec/**/*.ts'],
    ignores: ['spec/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [specImportsNothingAbove, reactFree] }] },
  },
  {
    files: ['spec/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [specTestsImportNothingAbove] }] },
  },
  {
    // After base/'s rule, which it narrows: the protocol the loader, the runtime and the server
    // share imports nothing, so every side can read it and the loader bundles only its few names.
    files: ['base/protocol.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '.', message: 'base/protocol.ts imports nothing: it holds names every side reads.' }] },
      ],
    },
  },
  {
    // No import cycles: a module's imports form a tree, so shared types and registries live in leaf
    // modules both sides import. Type-only imports are erased and do not count; dynamic ones do.
    files: ['**/*.{ts,tsx}'],
    ignores: ['tests/consumers/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Code that runs regular expressions on spec text, attribute values or page text (the spec
    // library, the server, the command-line tool, the loader, the widgets) does work bounded by the
    // text's length: no pattern whose quantifiers can trade characters, which makes a few hundred
    // bytes take for ever.
    files: ['spec/**/*.ts', 'server/**/*.ts', 'cli/**/*.ts', 'loader/**/*.ts', 'widgets/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    // Nor does it search a pattern from every position of a long run: `/\s+$/` on n blanks and a
    // letter fails after each of n starting points, n² steps; trim, split or scan from the end
    // instead. Tests run their patterns on their own short text.
    files: ['spec/**/*.ts', 'server/**/*.ts', 'cli/**/*.ts', 'loader/**/*.ts', 'widgets/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testing.ts'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-move': 'error' },
  },
  {
    // Untrusted text reaches the DOM as text or React elements, never as HTML.
    files: ['widgets/**/*.{ts,tsx}', 'loader/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'widgets/shared/testing.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Render text or React elements; never HTML strings.' },
        { property: 'outerHTML', message: 'Render text or React elements; never HTML strings.' },
        { property: 'insertAdjacentHTML', message: 'Render text or React elements; never HTML strings.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text or React elements; never HTML strings.',
        },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: pages may forbid it.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: pages may forbid it.' },
      ],
    },
  },
);
