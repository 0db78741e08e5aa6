import type { Grammar } from './languages';
import { highlightShell } from './shell';

/** A run of text on one line with the highlighter's scope (`keyword`, `string`, …), if any. */
export interface Segment {
  text: string;
  scope?: string;
}
export type Line = Segment[];

export function plainLines(code: string): Line[] {
  return code.split('\n').map((text) => (text ? [{ text }] : []));
}

/** Lines highlighted at once, without loading anything: shell code; undefined for other grammars. */
export function highlightNow(code: string, grammar: Grammar | undefined): Line[] | undefined {
  return grammar === 'bash' ? highlightShell(code) : undefined;
}

/**
 * Highlights `code` with `grammar`: shell code at once, other languages with highlight.js, which
 * is loaded (with the grammar) on first use. The result is data, never HTML.
 */
export async function highlightLines(code: string, grammar: Grammar): Promise<Line[]> {
  if (grammar === 'bash') return highlightShell(code);
  const { highlightWithHljs } = await import('./hljs');
  return highlightWithHljs(code, grammar);
}
