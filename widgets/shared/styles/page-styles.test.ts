import { describe, expect, it } from 'vitest';
import { defineWidget } from '../element';
import type { WidgetMetadata } from '../metadata';

const metadata = (tag: string): WidgetMetadata => ({ tag, summary: 'A widget for the page’s rules.', attributes: {} });

/** The text of the sheets the document has adopted. */
const documentRules = () =>
  document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe("the page's rules", () => {
  it('give each defined tag the site’s dark mode, once, in one sheet on the document', () => {
    const before = document.adoptedStyleSheets.length;
    defineWidget(metadata('page-rules-first'), () => null).define();
    defineWidget(metadata('page-rules-second'), () => null).define();
    defineWidget(metadata('page-rules-second'), () => null).define();
    expect(document.adoptedStyleSheets.length).toBeLessThanOrEqual(before + 1);
    const rules = documentRules();
    expect(rules).toContain('page-rules-first');
    expect(rules.match(/page-rules-second/g)?.length).toBe(rules.match(/page-rules-first/g)?.length);
    expect(rules).toContain('data-md-color-scheme');
  });
});
