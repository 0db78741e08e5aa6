import type { LanguageFn } from 'highlight.js';

/**
 * The languages our docs use besides shell, each a highlight.js grammar loaded on demand into its
 * own chunk, so a page pays for highlight.js only when it shows such code and only for the
 * languages it shows. Shell is highlighted by `shell.ts`, without highlight.js.
 */
const grammars = {
  sql: () => import('highlight.js/lib/languages/sql'),
  json: () => import('highlight.js/lib/languages/json'),
  yaml: () => import('highlight.js/lib/languages/yaml'),
  // highlight.js highlights TOML with its INI grammar.
  ini: () => import('highlight.js/lib/languages/ini'),
  typescript: () => import('highlight.js/lib/languages/typescript'),
  javascript: () => import('highlight.js/lib/languages/javascript'),
  dart: () => import('highlight.js/lib/languages/dart'),
  swift: () => import('highlight.js/lib/languages/swift'),
  kotlin: () => import('highlight.js/lib/languages/kotlin'),
  python: () => import('highlight.js/lib/languages/python'),
  http: () => import('highlight.js/lib/languages/http'),
  // Not offered on its own: the JSX inside tsx and jsx is highlighted as embedded XML.
  xml: () => import('highlight.js/lib/languages/xml'),
} satisfies Record<string, () => Promise<{ default: LanguageFn }>>;

/** A grammar highlight.js loads. */
export type LoadedGrammar = keyof typeof grammars;
/** How a language is highlighted: `bash` by our own shell highlighter, the rest by highlight.js. */
export type Grammar = LoadedGrammar | 'bash';

/** Names authors write in `language`, mapped to the grammar that highlights them. */
const names: Record<string, Grammar> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  sql: 'sql',
  pgsql: 'sql',
  postgres: 'sql',
  json: 'json',
  jsonc: 'json',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'ini',
  typescript: 'typescript',
  ts: 'typescript',
  tsx: 'typescript',
  javascript: 'javascript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  dart: 'dart',
  swift: 'swift',
  kotlin: 'kotlin',
  kt: 'kotlin',
  python: 'python',
  py: 'python',
  http: 'http',
};

/** Values that ask for no highlighting. */
const plainNames = new Set(['', 'text', 'plaintext', 'txt', 'plain', 'none']);

export type LanguageChoice =
  | { kind: 'grammar'; grammar: Grammar }
  | { kind: 'plain' }
  | { kind: 'unknown'; name: string };

export function chooseLanguage(language: string | undefined): LanguageChoice {
  const name = (language ?? '').trim().toLowerCase();
  if (plainNames.has(name)) return { kind: 'plain' };
  const grammar = Object.hasOwn(names, name) ? names[name] : undefined;
  return grammar ? { kind: 'grammar', grammar } : { kind: 'unknown', name: language!.trim() };
}

/** Every `language` value that is highlighted, for messages and documentation. */
export const supportedLanguageNames = Object.keys(names);

/** Grammars a grammar hands parts of its code to. */
const companions: Partial<Record<LoadedGrammar, LoadedGrammar[]>> = { typescript: ['xml'], javascript: ['xml'] };

/** Loads a grammar and its companions, as name and definition pairs to register. */
export function loadGrammar(grammar: LoadedGrammar): Promise<Array<[LoadedGrammar, LanguageFn]>> {
  return Promise.all(
    [grammar, ...(companions[grammar] ?? [])].map((name) =>
      grammars[name]().then((module): [LoadedGrammar, LanguageFn] => [name, module.default]),
    ),
  );
}
