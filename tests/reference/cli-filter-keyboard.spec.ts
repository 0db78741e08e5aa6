import { expect, test, type Locator, type Page } from '@playwright/test';
import { openReference } from '../tools/reference';

// The command filter used from the keyboard alone, as a reader of a docs site expects it: "/"
// brings the filter and what it finds into view, Enter goes to the first match, ArrowDown enters
// the command list at it.

/** Whether the whole of the element's box lies inside the viewport. */
async function wholeInViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize()!;
  return (
    box !== null &&
    box.height > 0 &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

/** Whether the element's top edge is near the top of the viewport (a link landed on it). */
async function atTop(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= -2 && box.y < 80;
}

test.describe('the command filter by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('"/" at the top of the page brings the filter and its match count into view', async ({ page }) => {
    const reference = await openReference(page, '/cli.html');
    const input = reference.getByRole('searchbox');
    const count = reference.locator('.match-count');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await page.keyboard.type('db pu');
    await expect(count).toHaveText(/^2 of \d+ commands$/);
    await expect.poll(() => wholeInViewport(page, input)).toBe(true);
    await expect.poll(() => wholeInViewport(page, count)).toBe(true);
    // The first match in the list is in view too, under the count.
    await expect
      .poll(() => wholeInViewport(page, reference.locator('.nav-scroll a[href="#supabase-db-push"]')))
      .toBe(true);
  });

  test('filtering with the reference at the top of the window shows the first match there, not scrolled past', async ({
    page,
  }) => {
    const reference = await openReference(page, '/cli.html');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await page.keyboard.type('db pu');
    await expect(reference.locator('.match-count')).toHaveText(/^2 of \d+ commands$/);
    await expect.poll(() => wholeInViewport(page, reference.locator('#supabase-db-push .command-title'))).toBe(true);
  });

  test('Enter in the filter goes to the first match: the address, the section, the focus', async ({ page }) => {
    const reference = await openReference(page, '/cli.html');
    const input = reference.getByRole('searchbox');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await page.keyboard.type('db pu');
    await expect(reference.locator('.match-count')).toHaveText(/^2 of \d+ commands$/);
    await page.keyboard.press('Enter');
    const section = reference.locator('#supabase-db-push');
    await expect(page).toHaveURL(/#supabase-db-push$/);
    await expect(section).toBeFocused();
    await expect.poll(() => atTop(section)).toBe(true);
    // The filter keeps what the reader typed, as after following the match's link.
    await expect(input).toHaveValue('db pu');
  });

  test('ArrowDown in the filter focuses the first match in the list; the arrows walk it and lead back up', async ({
    page,
  }) => {
    const reference = await openReference(page, '/cli.html');
    const input = reference.getByRole('searchbox');
    await input.fill('db pu');
    await expect(reference.locator('.match-count')).toHaveText(/^2 of \d+ commands$/);
    await input.press('ArrowDown');
    const push = reference.locator('.nav-scroll a[href="#supabase-db-push"]');
    await expect(push).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(reference.locator('.nav-scroll a[href="#supabase-db-pull"]')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(push).toBeFocused();
    // "db", listed as the matches' parent, comes before them in the list.
    await page.keyboard.press('ArrowUp');
    await expect(reference.locator('.nav-scroll a[href="#supabase-db"]')).toBeFocused();
    // The global flags' link heads the list whatever the filter.
    await page.keyboard.press('ArrowUp');
    await expect(reference.locator('.nav-scroll a[href="#global-flags"]')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    // The Tab order is the page's: from the filter, Tab goes on to the control after it.
    await page.keyboard.press('Tab');
    await expect(input).not.toBeFocused();
    await expect(reference.locator('.nav-scroll a').first()).not.toBeFocused();
  });

  test.describe('on a phone, where the command list is a menu', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('"/" brings the filter bar into view; ArrowDown opens the list at the first match', async ({ page }) => {
      const reference = await openReference(page, '/cli.html');
      const input = reference.getByRole('searchbox');
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      await expect(input).toBeFocused();
      await expect.poll(() => wholeInViewport(page, input)).toBe(true);
      await page.keyboard.type('repair --status');
      await expect(reference.locator('.match-count')).toHaveText(/^1 of \d+ commands$/);
      await page.keyboard.press('ArrowDown');
      const link = reference.locator('.nav-scroll a[href="#supabase-migration-repair"]');
      await expect(link).toBeFocused();
      await expect.poll(() => wholeInViewport(page, link)).toBe(true);
      await expect(reference.getByRole('button', { name: 'Hide the command list' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  });
});
