/**
 * Placeholders name a value the reader's own project supplies: `{{project-url}}`. A name is
 * lowercase letters, digits and single hyphens, starting with a letter. `\{{name}}` shows and
 * copies `{{name}}` as written; anything else between double braces (`{{ name }}`, `${{ secrets.KEY }}`,
 * a Go template's `{{.Names}}`) is code, not a placeholder. A module of its own, so that a widget
 * asking only whether code has placeholders does not load the rest of placeholders.ts.
 */
export const placeholder = /(\\?)\{\{([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\}\}/g;

/** Whether `code` names a value the reader's project supplies (a placeholder, not an escaped one). */
export function hasPlaceholders(code: string): boolean {
  for (const match of code.matchAll(placeholder)) if (!match[1]) return true;
  return false;
}
