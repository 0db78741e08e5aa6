import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** A part of the page: a selector in the document, or a path of selectors through shadow roots. */
export type Part = string | [string, string, ...string[]];

/**
 * The accessibility violations axe finds in `parts` of the page, one line per rule with the
 * elements it names, so a failure reads as a list. Tests name the parts they are about rather
 * than a whole widget of thousands of nodes: axe's time grows with what it checks, and a long
 * reference took minutes on a busy machine where a few of its sections, which cover every kind
 * of content it draws, take seconds.
 */
export async function axeViolations(page: Page, parts: Part[], rules?: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const part of parts) builder = builder.include(typeof part === 'string' ? part : { fromShadowDom: part });
  if (rules) builder = builder.withRules(rules);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * The parts of a `<cli-reference>` that hold every kind of content it draws: the header (title,
 * version picker), the navigation and filter, and the first sections (global flags, then
 * commands with flag tables, accepted values, quotes, tables and example tabs).
 */
export const referenceParts = (sections = 7): Part[] => [
  ['cli-reference', '.reference-header'],
  ['cli-reference', '.nav'],
  ['cli-reference', `.sections > section:nth-of-type(-n+${sections})`],
];
