/** Languages highlighted by a highlight.js grammar, loaded on demand (see `hljs.ts`). */
export type LoadedGrammar = 'sql' | 'json' | 'yaml' | 'ini' | 'typescript' | 'javascript' | 'dart' | 'swift' | 'kotlin' | 'python' | 'http' | 'xml';
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
