import type { Grammar } from './languages';
import { highlightNow, type Line } from './highlighted-lines';

/**
 * Highlights `code` with `grammar`, loading its highlighter first if needed: our shell highlighter,
 * or highlight.js with the grammar. The result is data, never HTML.
 */
export async function highlightLines(code: string, grammar: Grammar): Promise<Line[]> {
  if (grammar !== 'bash') return (await import('./hljs')).highlightWithHljs(code, grammar);
  (await import('./shell')).registerShellHighlighter();
  return highlightNow(code, grammar)!;
}
