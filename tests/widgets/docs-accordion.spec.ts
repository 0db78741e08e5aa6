import { expect, test, type Locator } from '@playwright/test';
import { holdChunk, loaderHasRun, recordScripts, undefinedTags } from '../tools/loader';

const headerOf = (item: Locator) => item.locator('button.accordion-header');

test.describe('<docs-accordion> keyboard (WAI-ARIA accordion pattern)', () => {
  test('Down, Up, Home and End move focus across items, wrapping and skipping the disabled one', async ({ page }) => {
    await page.goto('/');
    const accordion = page.locator('#accordion-multiple');
    const docker = headerOf(accordion.locator('#faq-docker'));
    const reset = headerOf(accordion.locator('#faq-reset'));
    const ports = headerOf(accordion.locator('#faq-ports'));
    await expect(docker).toBeVisible();
    await docker.focus();
    await page.keyboard.press('ArrowDown');
    await expect(reset).toBeFocused();
    await page.keyboard.press('End');
    await expect(ports).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(docker).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(ports).toBeFocused();
    await page.keyboard.press('Home');
    await expect(docker).toBeFocused();
  });

  test('Enter and Space toggle the focused item; Tab reaches the next header', async ({ page }) => {
    await page.goto('/');
    const reset = page.locator('#faq-reset');
    await headerOf(page.locator('#faq-docker')).focus();
    await page.keyboard.press('Tab');
    await expect(headerOf(reset)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(reset).toHaveAttribute('open', '');
    await expect(headerOf(reset)).toHaveAttribute('aria-expanded', 'true');
    await expect(reset.getByText('supabase db reset')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(reset).not.toHaveAttribute('open');
    await expect(reset.getByText('supabase db reset')).toBeHidden();
  });

  test('the focused header shows a visible focus ring', async ({ page }) => {
    await page.goto('/');
    const header = headerOf(page.locator('#faq-reset'));
    await headerOf(page.locator('#faq-docker')).focus();
    await page.keyboard.press('Tab');
    await expect(header).toBeFocused();
    const outline = await header.evaluate((button) => {
      const style = getComputedStyle(button);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).toBe('solid');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});

test.describe('<docs-accordion mode="single">', () => {
  test('opening one item closes the one that was open', async ({ page }) => {
    await page.goto('/');
    const accordion = page.locator('#accordion-single');
    const free = accordion.locator('#plan-free');
    const pro = accordion.locator('#plan-pro');
    await headerOf(free).click();
    await expect(free).toHaveAttribute('data-state', 'open');
    await headerOf(pro).click();
    await expect(pro).toHaveAttribute('data-state', 'open');
    await expect(free).toHaveAttribute('data-state', 'closed');
    await expect(free.getByText('Two active projects')).toBeHidden();
    await expect(accordion.locator('accordion-item[open]')).toHaveCount(1);
  });
});

test.describe('<accordion-item> opening from the URL hash', () => {
  test('the item named in the URL opens and is scrolled into view on load', async ({ page }) => {
    await page.goto('/pages/docs-accordion.html#restore');
    const restore = page.locator('#restore');
    await expect(restore).toHaveAttribute('open', '');
    await expect(restore.getByText('Pick a backup')).toBeVisible();
    await expect(restore).toBeInViewport();
    await expect(page.locator('#backup')).not.toHaveAttribute('open');
  });

  test('following a link to another item opens it (closing the first in single mode) and scrolls to it', async ({
    page,
  }) => {
    await page.goto('/pages/docs-accordion.html#restore');
    await expect(page.locator('#restore')).toHaveAttribute('open', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Branch a database' }).click();
    const branch = page.locator('#branch');
    await expect(branch).toHaveAttribute('open', '');
    await expect(branch).toBeInViewport();
    await expect(page.locator('#restore')).not.toHaveAttribute('open');
  });

  test('a hash that names no item changes nothing', async ({ page }) => {
    await page.goto('/pages/docs-accordion.html#nowhere');
    await expect(page.locator('#backup').locator('button.accordion-header')).toBeVisible();
    await expect(page.locator('accordion-item[open]')).toHaveCount(0);
  });

  test('the link in the demo page opens its item', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'open "How do I reset the local database?"' }).click();
    await expect(page.locator('#faq-reset')).toHaveAttribute('open', '');
    await expect(page.locator('#faq-reset')).toBeInViewport();
  });
});

test.describe('<docs-accordion> problem messages', () => {
  test('keep clear of the rules around them, and an empty accordion draws no rule', async ({ page }) => {
    await page.goto('/qa.html');
    const itemProblem = page.locator('#no-header').getByRole('alert');
    const emptyProblem = page.locator('#accordion-empty').getByRole('alert');
    await expect(itemProblem).toContainText('attribute header: is missing');
    await expect(emptyProblem).toContainText('has no <accordion-item> children');

    const accordionTop = (await page.locator('#accordion-bad').boundingBox())!.y;
    const item = (await page.locator('#no-header').boundingBox())!;
    const itemBox = (await itemProblem.boundingBox())!;
    const emptyBox = (await emptyProblem.boundingBox())!;
    // The accordion's top rule is its first pixel row; the item's bottom rule its last one.
    expect(itemBox.y - accordionTop).toBeGreaterThanOrEqual(6);
    expect(emptyBox.y - (item.y + item.height)).toBeGreaterThanOrEqual(6);
    const emptyRule = await page
      .locator('#accordion-empty .accordion')
      .evaluate((box) => getComputedStyle(box).borderTopWidth);
    expect(emptyRule).toBe('0px');
  });
});

// The demo's accordion page as the prerender writes it (demo/pages/docs-accordion.html, single
// mode): the accordion stays its markup until the reader needs it, and that first touch does what
// it would have done on a live accordion even when it happened before the chunk arrived.
test.describe('a prerendered <docs-accordion> waits for the reader', () => {
  const url = '/prerendered/pages/docs-accordion.html';
  const tags = ['docs-accordion', 'accordion-item'];

  test('before a touch it fetches only the loader, and its closed items are findable markup', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(url);
    await loaderHasRun(page);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/dist/loader.js']);
    expect(await undefinedTags(page, tags)).toEqual(tags);
    const restore = page.locator('#restore');
    await expect(headerOf(restore)).toHaveAttribute('aria-expanded', 'false');
    await expect(restore.locator('.panel')).toHaveAttribute('hidden', 'until-found');
    await expect(restore.getByText('Pick a backup in the dashboard')).toBeHidden();
  });

  test('the first click on a header opens its item', async ({ page }) => {
    await page.goto(url);
    await loaderHasRun(page);
    const chunk = await holdChunk(page, 'docs-accordion');
    const restore = page.locator('#restore');
    await headerOf(restore).click();
    await chunk.requested;
    chunk.release();
    await expect(restore).toHaveAttribute('open', '');
    await expect(headerOf(restore)).toHaveAttribute('aria-expanded', 'true');
    await expect(restore.getByText('Pick a backup in the dashboard')).toBeVisible();
  });

  test('the first keys move between headers and open one, as on a live accordion', async ({ page }) => {
    await page.goto(url);
    await loaderHasRun(page);
    const chunk = await holdChunk(page, 'docs-accordion');
    await headerOf(page.locator('#backup')).focus();
    await page.keyboard.press('ArrowDown');
    await chunk.requested;
    chunk.release();
    const restore = page.locator('#restore');
    await expect(headerOf(restore)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(restore).toHaveAttribute('open', '');
  });

  test('find-in-page opens the closed item it matches in', async ({ page }) => {
    await page.goto(url);
    await loaderHasRun(page);
    // Chromium searches hidden=until-found content and fires beforematch on a match; no API
    // drives find-in-page from a test, so the test sends the browser's event.
    const branch = page.locator('#branch');
    await branch.locator('.panel').evaluate((panel) => panel.dispatchEvent(new Event('beforematch')));
    await expect(branch).toHaveAttribute('open', '');
    await expect(branch.getByText('Each branch is a separate database')).toBeVisible();
  });

  test('an address naming an item opens it at load', async ({ page }) => {
    await page.goto(`${url}#branch`);
    await expect(page.locator('#branch')).toHaveAttribute('open', '');
    await expect(page.locator('#branch').getByText('Each branch is a separate database')).toBeInViewport();
  });
});
