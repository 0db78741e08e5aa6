import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CORE_SCHEMA, load, mergeTag } from 'js-yaml';
import { diffSpecs, diffToMarkdown, validateSpec, type CliSpec } from '../../spec';

// The "What changed" notes link to sections of the reference page; these are only worth
// something if every link lands on the section or flag row it names.

function readSpec(file: string): CliSpec {
  const text = readFileSync(resolve(import.meta.dirname, '../..', 'spec', file), 'utf8');
  const { spec } = validateSpec(load(text, { schema: CORE_SCHEMA.withTags(mergeTag) }));
  if (!spec) throw new Error(`${file} is not a spec`);
  return spec;
}

test('every link of the notes from 1.140.0 to 1.150.0 names a section or flag row of the reference', async ({
  page,
}) => {
  const markdown = diffToMarkdown(diffSpecs(readSpec('cli-1.140.0.yaml'), readSpec('cli.yaml')), { href: '/cli.html' });
  const anchors = [
    ...new Set([...markdown.matchAll(/\]\(<\/cli\.html#([^>]+)>\)/g)].map((match) => decodeURIComponent(match[1]!))),
  ];
  expect(anchors.length).toBeGreaterThan(15);
  expect(anchors).toContain('supabase-functions-download--legacy-bundle');
  expect(anchors).toContain('global-flags--dns-resolver');

  // A section far from the first screen is a text-only placeholder until it is needed, and a link
  // into it is what makes it whole: follow each link as a reader would, and find what it names.
  await page.goto('/cli.html');
  const reference = page.locator('cli-reference').first();
  await expect(reference).toHaveAttribute('data-state', 'ready');
  const missing: string[] = [];
  for (const id of anchors) {
    await page.evaluate((hash) => (location.hash = hash), id);
    const found = await page
      .waitForFunction((target) => !!document.querySelector('cli-reference')?.shadowRoot?.getElementById(target), id)
      .then(
        () => true,
        () => false,
      );
    if (!found) missing.push(id);
  }
  expect(missing).toEqual([]);
});

test('a link from the notes opens the reference at the changed command', async ({ page }) => {
  const markdown = diffToMarkdown(diffSpecs(readSpec('cli-1.140.0.yaml'), readSpec('cli.yaml')), { href: '/cli.html' });
  const link = /\[`supabase migration squash`\]\(<([^>]+)>\)/.exec(markdown)?.[1];
  expect(link).toBe('/cli.html#supabase-migration-squash');
  await page.goto(link!);
  const section = page.locator('cli-reference').first().locator('#supabase-migration-squash');
  await expect.poll(async () => (await section.boundingBox())?.y ?? -1000).toBeGreaterThanOrEqual(-2);
  await expect.poll(async () => (await section.boundingBox())?.y ?? 1000).toBeLessThan(80);
});
