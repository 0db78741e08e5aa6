import type { HLJSApi } from 'highlight.js';
import { loadGrammar, type Grammar, type LoadedGrammar } from './languages';
import { highlightShell } from './shell';

/** A run of text on one line with the highlighter's scope (`keyword`, `string`, …), if any. */
export interface Segment {
  text: string;
  scope?: string;
}
export type Line = Segment[];

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

function withGrammar(grammar: LoadedGrammar): Promise<HLJSApi> {
  let ready = registered.get(grammar);
  if (!ready) {
    ready = Promise.all([loadCore(), loadGrammar(grammar)]).then(([hljs, definitions]) => {
      for (const [name, definition] of definitions) {
        if (!hljs.getLanguage(name)) hljs.registerLanguage(name, definition);
      }
      return hljs;
    });
    ready.catch(() => registered.delete(grammar)); // a failed chunk load may be retried later
    registered.set(grammar, ready);
  }
  return ready;
}

/** `title.function` → `title`; only letters and dashes reach a class name. */
function scopeClass(scope: string): string | undefined {
  if (scope.startsWith('language:')) return undefined;
  const first = scope.split(/[.\s]/)[0]!.replace(/_+$/, '').replace(/[^a-z-]/gi, '');
  return first || undefined;
}

/**
 * Splits the highlighter's token tree into lines of segments. Tokens that span lines (block
 * comments, multi-line strings) are cut at each line break and keep their scope on both sides.
 */
export function treeToLines(root: TokenNode): Line[] {
  const lines: Line[] = [[]];
  const walk = (node: TokenNode | string, scope: string | undefined) => {
    if (typeof node === 'string') {
      node.split('\n').forEach((part, index) => {
        if (index > 0) lines.push([]);
        if (part) lines[lines.length - 1]!.push(scope ? { text: part, scope } : { text: part });
      });
      return;
    }
    const own = node.scope ? (scopeClass(node.scope) ?? scope) : scope;
    for (const child of node.children ?? []) walk(child, own);
  };
  walk(root, undefined);
  return lines;
}

export function plainLines(code: string): Line[] {
  return code.split('\n').map((text) => (text ? [{ text }] : []));
}

/** Lines highlighted at once, without loading anything: shell code; undefined for other grammars. */
export function highlightNow(code: string, grammar: Grammar | undefined): Line[] | undefined {
  return grammar === 'bash' ? highlightShell(code) : undefined;
}

/**
 * Highlights `code` with `grammar`, loading highlight.js and the grammar on first use (shell code
 * needs neither). The result is data (never HTML), built from the token tree rather than
 * highlight.js's HTML string.
 */
export async function highlightLines(code: string, grammar: Grammar): Promise<Line[]> {
  if (grammar === 'bash') return highlightShell(code);
  const hljs = await withGrammar(grammar);
  const result = hljs.highlight(code, { language: grammar, ignoreIllegals: true });
  const emitter = result._emitter as unknown as { rootNode?: TokenNode; root?: TokenNode };
  const root = emitter.rootNode ?? emitter.root;
  return root ? treeToLines(root) : plainLines(code);
}
