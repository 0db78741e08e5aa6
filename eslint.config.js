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
    // spec/ is the spec library the widget, the server and the command-line tool share: outside it,
    // code imports it through its public entries (index.ts, browser.ts, node.ts), never its files.
    files: ['server/**/*.ts', 'cli/**/*.ts', 'loader/**/*.ts', 'package/**/*.ts', 'build/**/*.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [widgetFromOutside, specEntries] }] },
  },
  {
    // The protocol the loader, the runtime and the server share is the bottom of the house: it
    // imports nothing, so every side can read it and the loader bundles only its few names.
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
