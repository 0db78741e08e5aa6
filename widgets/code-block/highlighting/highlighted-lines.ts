import type { Grammar } from './languages';

// What highlighting produces (lines of coloured segments) and the highlighters that have loaded: a
// leaf module, so `highlight.ts`, which loads `hljs.ts` and `shell.ts`, and those two both import it.

/**
 * The colours a highlighter gives tokens, one per `--dw-code-*` custom property; highlight.js's
 * many scopes are sorted into these (see `hljs.ts`), so every language uses the same few classes.
 */
export type Colour = 'keyword' | 'string' | 'number' | 'title' | 'comment' | 'attribute' | 'type';

/** A run of text on one line with its colour, if any (shown as class `hl-<colour>`). */
export interface Segment {
  text: string;
  scope?: Colour;
  /** Set on a placeholder (see `placeholders.ts`): its name; `text` is the placeholder as written. */
  placeholder?: string;
  /** Which placeholder of the code this is, counted from 0. */
  occurrence?: number;
}
export type Line = Segment[];

export function plainLines(code: string): Line[] {
  return code.split('\n').map((text) => (text ? [{ text }] : []));
}

/** Highlighters whose code has loaded, so they can colour a block in the render that shows it. */
const loaded = new Map<Grammar, (code: string) => Line[]>();

/** Called for `shell.ts` when it has loaded, and by `hljs.ts` once a grammar has loaded. */
export function registerHighlighter(grammar: Grammar, highlight: (code: string) => Line[]): void {
  loaded.set(grammar, highlight);
}

/**
 * Lines highlighted at once when the grammar's highlighter has loaded, otherwise undefined. A
 * widget that must colour shell code in its first render calls `registerShellHighlighter()` itself.
 */
export function highlightNow(code: string, grammar: Grammar | undefined): Line[] | undefined {
  return grammar && loaded.get(grammar)?.(code);
}
