import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
    // Each widget folder's index.ts is its public face: another widget, the loader and the package
    // entries import a widget only through it, so its internal files can change freely.
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!shared/|\\.\\./)[^/]+/.+',
              message: 'Import another widget through its index.ts (`../<widget>`), not its internal files.',
            },
            {
              regex: '^\\.\\.(?:/\\.\\.)*/spec/(?!(?:index|browser|node)(?:\\.ts)?$)[^?]+$',
              message:
                'Import the spec library through spec/index.ts, spec/browser.ts or spec/node.ts, not its internal files.',
            },
          ],
        },
      ],
    },
  },
  {
    // spec/ is the spec library the widget, the server and the command-line tool share: outside it,
    // code imports it through its public entries (index.ts, browser.ts, node.ts), never its files.
    files: ['server/**/*.ts', 'cli/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.(?:/\\.\\.)*/spec/(?!(?:index|browser|node)(?:\\.ts)?$)[^?]+$',
              message:
                'Import the spec library through spec/index.ts, spec/browser.ts or spec/node.ts, not its internal files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['loader/**/*.ts', 'package/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+widgets/(?!shared/)[^/]+/(?!index(\\.ts)?$).+',
              message: 'Import a widget through its index.ts (`widgets/<widget>`), not its internal files.',
            },
            {
              regex: '^\\.\\.(?:/\\.\\.)*/spec/(?!(?:index|browser|node)(?:\\.ts)?$)[^?]+$',
              message:
                'Import the spec library through spec/index.ts, spec/browser.ts or spec/node.ts, not its internal files.',
            },
          ],
        },
      ],
    },
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
