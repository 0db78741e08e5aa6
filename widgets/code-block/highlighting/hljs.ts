import type { HLJSApi, LanguageFn } from 'highlight.js';
import { plainLines, registerHighlighter, type Colour, type Line } from './highlighted-lines';
import type { LoadedGrammar } from './languages';

// Everything that needs highlight.js, in a chunk of its own that loads with it: pages that show
// only shell code (highlighted by shell.ts) never fetch this.

/**
 * The languages our docs use besides shell, each a grammar loaded on demand into its own chunk, so
 * a page pays for a grammar only when it shows that language.
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
  // HTML, and the JSX inside tsx and jsx.
  xml: () => import('highlight.js/lib/languages/xml'),
} satisfies Record<LoadedGrammar, () => Promise<{ default: LanguageFn }>>;

/** Grammars a grammar hands parts of its code to. */
const companions: Partial<Record<LoadedGrammar, LoadedGrammar[]>> = { typescript: ['xml'], javascript: ['xml'] };

/** The node shape of highlight.js 11's token tree: a scope and children; leaves are strings. */
interface TokenNode {
  scope?: string;
  children?: Array<TokenNode | string>;
}

let core: Promise<HLJSApi> | undefined;
const registered = new Map<LoadedGrammar, Promise<HLJSApi>>();

function loadCore(): Promise<HLJSApi> {
  core ??= import('highlight.js/lib/core').then((module) => module.default);
  return core;
}

/** Loads a grammar and its companions, as name and definition pairs to register. */
function loadGrammar(grammar: LoadedGrammar): Promise<Array<[LoadedGrammar, LanguageFn]>> {
  return Promise.all(
    [grammar, ...(companions[grammar] ?? [])].map((name) =>
      grammars[name]().then((module): [LoadedGrammar, LanguageFn] => [name, module.default]),
    ),
  );
}

function withGrammar(grammar: LoadedGrammar): Promise<HLJSApi> {
  let ready = registered.get(grammar);
  if (!ready) {
    ready = Promise.all([loadCore(), loadGrammar(grammar)]).then(([hljs, definitions]) => {
      for (const [name, definition] of definitions) {
        if (!hljs.getLanguage(name)) hljs.registerLanguage(name, definition);
      }
      // From now on blocks in this language are coloured in the render that shows them.
      registerHighlighter(grammar, (code) => highlightLoaded(hljs, code, grammar));
      return hljs;
    });
    ready.catch(() => registered.delete(grammar)); // a failed chunk load may be retried later
    registered.set(grammar, ready);
  }
  return ready;
}

/** highlight.js's scopes by the colour they take; any other scope (`subst`, `params`, …) is plain text. */
const colours: Record<string, Colour> = {};
for (const [colour, scopes] of Object.entries({
  keyword: 'keyword selector-tag deletion',
  string: 'string regexp char addition link',
  number: 'number literal symbol bullet meta operator',
  title: 'title section name function',
  comment: 'comment quote doctag',
  attribute: 'attr attribute property variable template-variable',
  type: 'type built_in class tag',
} satisfies Record<Colour, string>)) {
  for (const scope of scopes.split(' ')) colours[scope] = colour as Colour;
}

/** `title.function` → `title`; undefined for a scope with no colour of its own. */
function colourOf(scope: string): Colour | undefined {
  const first = scope.split(/[.\s]/)[0]!;
  return Object.hasOwn(colours, first) ? colours[first] : undefined;
}

/**
 * Splits the highlighter's token tree into lines of segments. Tokens that span lines (block
 * comments, multi-line strings) are cut at each line break and keep their scope on both sides.
 */
export function treeToLines(root: TokenNode): Line[] {
  const lines: Line[] = [[]];
  const walk = (node: TokenNode | string, scope: Colour | undefined) => {
    if (typeof node === 'string') {
      node.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push(scope ? { text: part, scope } : { text: part });
      });
      return;
    }
    // A scope replaces the colour around it, except where another language starts (JSX's `language:xml`).
    const own = node.scope && !node.scope.startsWith('language:') ? colourOf(node.scope) : scope;
    for (const child of node.children ?? []) walk(child, own);
  };
  walk(root, undefined);
  return lines;
}

function highlightLoaded(hljs: HLJSApi, code: string, grammar: LoadedGrammar): Line[] {
  const result = hljs.highlight(code, { language: grammar, ignoreIllegals: true });
  const emitter = result._emitter as unknown as { rootNode?: TokenNode; root?: TokenNode };
  const root = emitter.rootNode ?? emitter.root;
  return root ? treeToLines(root) : plainLines(code);
}

/**
 * Highlights `code` with a highlight.js grammar, loading the core and the grammar on first use.
 * The result is data (never HTML), built from the token tree rather than highlight.js's HTML string.
 */
export async function highlightWithHljs(code: string, grammar: LoadedGrammar): Promise<Line[]> {
  return highlightLoaded(await withGrammar(grammar), code, grammar);
}
