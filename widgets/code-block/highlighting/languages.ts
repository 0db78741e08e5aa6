/** Languages highlighted by a highlight.js grammar, loaded on demand (see `hljs.ts`). */
export type LoadedGrammar =
  | 'sql'
  | 'json'
  | 'yaml'
  | 'ini'
  | 'typescript'
  | 'javascript'
  | 'dart'
  | 'swift'
  | 'kotlin'
  | 'python'
  | 'http'
  | 'xml';
/** How a language is highlighted: `bash` by our own shell highlighter, the rest by highlight.js. */
export type Grammar = LoadedGrammar | 'bash';

/** The names authors write in `language`, by the grammar that highlights them. */
const namesByGrammar: Record<Grammar, string> = {
  bash: 'bash sh shell zsh console',
  sql: 'sql pgsql postgres',
  json: 'json jsonc',
  yaml: 'yaml yml',
  ini: 'toml',
  typescript: 'typescript ts tsx',
  javascript: 'javascript js jsx mjs',
  dart: 'dart',
  swift: 'swift',
  kotlin: 'kotlin kt',
  python: 'python py',
  http: 'http',
  xml: 'html xml svg',
};

const grammars = new Map<string, Grammar>();
for (const [grammar, names] of Object.entries(namesByGrammar)) {
  for (const name of names.split(' ')) grammars.set(name, grammar as Grammar);
}

/** Values that ask for no highlighting. */
const plainNames = new Set(['', 'text', 'plaintext', 'txt', 'plain', 'none']);

/** The grammar for a `language` value; `plain` when it asks for none, `unknown` when we have none. */
export function chooseLanguage(language: string | undefined): Grammar | 'plain' | 'unknown' {
  const name = (language ?? '').trim().toLowerCase();
  return plainNames.has(name) ? 'plain' : (grammars.get(name) ?? 'unknown');
}

/** Every `language` value that is highlighted, for messages and documentation. */
export const supportedLanguageNames = [...grammars.keys()];
