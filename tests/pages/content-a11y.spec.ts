import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../tools/axe';

// axe-core on the demo sections of the content blocks, in both colour schemes, with an
// accordion item open so its content is checked as well; then on the showcase's contents and
// snippets, and on the QA page.
const sections = ['#docs-callout', '#docs-accordion', '#cards', '#auth-providers', '#session-warning'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`content blocks have no axe violations (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    // The full demo page loads every widget; give it time on a busy machine.
    await expect(page.locator('#providers-social .card a').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#guides link-card').first().getByRole('link')).toBeVisible();
    await page.locator('#faq-reset').evaluate((item) => item.setAttribute('open', ''));
    await expect(page.locator('#faq-reset').getByText('supabase db reset')).toBeVisible();
    let builder = new AxeBuilder({ page });
    for (const section of sections) builder = builder.include(section);
    const results = await builder.analyze();
    const summary = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
    expect(summary).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every link on the demo page is named by the text it shows (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.locator('#providers-social').getByRole('link').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#guides link-card').first().getByRole('link')).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the contents lists, a snippet and the QA switches have no axe violations (${colorScheme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.locator('#docs-callout .demo-snippet code-block pre').first()).toBeVisible();
    expect(await axeViolations(page, ['.demo-toc', '#docs-callout .demo-snippet'])).toEqual([]);
    await page.goto('/qa.html');
    await expect(page.locator('#providers-bad').getByRole('link').first()).toBeVisible();
    expect(await axeViolations(page, ['.demo-toc', '#qa-switches', '#cards'])).toEqual([]);
  });
}
