// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CLAIMED_SECTIONS, markdownToHtml, normalizeHtml, specExamples } from './markdown-commonmark.testing';

interface Example {
  markdown: string;
  html: string;
  section: string;
  number: number;
}

// The CommonMark spec's examples, read in place from the commonmark-spec package (a devDependency).
const require = createRequire(import.meta.url);
const examples = specExamples((require('commonmark-spec') as { tests: Example[] }).tests).filter((example) =>
  (CLAIMED_SECTIONS as readonly string[]).includes(example.section),
);

/**
 * The examples of the claimed sections where our reading departs from CommonMark's, by reason.
 * The README lists the same numbers. Every other example of those sections must pass.
 */
const DEPARTURES: Record<string, number[]> = {
  // Raw HTML is shown as text, never rendered, so it cannot take precedence over code spans,
  // emphasis or links either.
  'raw HTML shown as text': [308, 309, 344, 475, 476, 477, 491, 494, 524],
  // Link reference definitions (`[ref]: /url`) and the links that use them are not read.
  'no reference links': [
    317, 527, 528, 529, 530, 531, 532, 533, 534, 535, 536, 537, 538, 539, 540, 541, 542, 543, 544, 545, 549, 550, 553,
    554, 555, 556, 557, 558, 559, 560, 561, 562, 563, 564, 565, 566, 567, 568, 569, 570, 571,
  ],
  // The model has no link title (a tooltip is not shown), and titles with escapes are not read.
  'no link titles': [482, 505, 506, 507, 509, 510],
  // Entity references such as `&auml;` are kept as written.
  'no entity decoding': [503],
  // Images are shown as links to the image: a spec's description does not embed pictures.
  'images as links': [517, 520],
  // A backslash is kept in a `<…>` destination.
  'escapes in pointy destinations': [493],
  // Container edge cases the parser reads more loosely: a setext underline or code taken as lazy
  // continuation of a quote, after
  // indented or fenced code, an item that starts blank and ends at a blank line, an item indented
  // four spaces after a sibling, and looseness of a nested list spreading to its parents.
  'container edge cases': [93, 236, 237, 280, 307, 312, 319],
};

describe('CommonMark spec examples of the sections the parser claims', () => {
  const departures = new Set(Object.values(DEPARTURES).flat());
  const passes = (example: Example) => normalizeHtml(markdownToHtml(example.markdown)) === normalizeHtml(example.html);

  for (const section of CLAIMED_SECTIONS) {
    it(`passes every example of ${section} but the listed departures`, () => {
      const inSection = examples.filter((example) => example.section === section);
      expect(inSection.length).toBeGreaterThan(0);
      const failing = inSection.filter((example) => !departures.has(example.number) && !passes(example));
      expect(
        failing.map(
          (example) => `#${example.number} ${JSON.stringify(example.markdown)} → ${markdownToHtml(example.markdown)}`,
        ),
      ).toEqual([]);
    });
  }

  it('still departs on each listed example (a fixed one leaves the list and the README)', () => {
    const listed = examples.filter((example) => departures.has(example.number));
    expect(listed).toHaveLength(departures.size);
    expect(listed.filter(passes).map((example) => example.number)).toEqual([]);
  });
});
