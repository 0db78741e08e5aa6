const safeProtocols = new Set(['http:', 'https:', 'mailto:']);

/**
 * Resolves `raw` against `base` and returns it only if it uses a scheme a reader can safely
 * follow. `javascript:`, `data:`, `vbscript:` and anything unparsable give undefined, so the
 * caller renders text instead of a link.
 */
export function safeHref(raw: string | null | undefined, base: string): string | undefined {
  if (typeof raw !== 'string') return undefined;
  // Browsers drop control characters and whitespace inside schemes ("java\tscript:"); so do we.
  const cleaned = raw.trim().replace(/[\u0000-\u001f\u007f]/g, '');
  if (cleaned === '') return undefined;
  try {
    const url = new URL(cleaned, base);
    return safeProtocols.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
