/**
 * The heading level a widget uses for an author's `heading-level`: rounded, kept between 2 and 6
 * (the page owns its `h1`), and 3 when the value is not a number. Every widget with headings
 * (the accordion, the guides' steps) reads its level through this one rule.
 */
export function headingLevel(level: number | undefined): number {
  return level !== undefined && Number.isFinite(level) ? Math.min(6, Math.max(2, Math.round(level))) : 3;
}
