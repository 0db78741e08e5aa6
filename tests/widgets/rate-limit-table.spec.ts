import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** Chromium's own accessibility tree (not Playwright's reconstruction of it). */
async function chromiumTableTree(page: Page) {
  const session = await page.context().newCDPSession(page);
  const { nodes } = await session.send('Accessibility.getFullAXTree');
  await session.detach();
  const shown = nodes.filter((node) => !node.ignored);
  const named = (role: string) =>
    shown.filter((node) => node.role?.value === role).map((node) => String(node.name?.value ?? ''));
  return {
    tables: named('table'),
    columnHeaders: named('columnheader'),
    rowHeaders: named('rowheader').length,
    cells: named('cell'),
    texts: named('StaticText'),
  };
}

test.describe('<rate-limit-table>', () => {
  for (const width of [320, 390]) {
    test(`at ${width} px every row is a card and every rate limit is in view without scrolling sideways`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/pages/rate-limit-table.html');
      const table = page.locator('#table');
      await expect(table.getByRole('table', { name: 'Rate limits on the Auth API' })).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const scroller = table.locator('.scroller');
      expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
      await expect(table.getByRole('region')).toHaveCount(0);

      // The column headers are not drawn; each card names its lines instead.
      await expect(table.getByRole('columnheader', { name: 'Rate limit' })).not.toBeInViewport();
      const limits = table.locator('tbody td:last-child');
      await expect(limits).toHaveCount(9);
      for (const limit of await limits.all()) {
        await limit.scrollIntoViewIfNeeded();
        const box = (await limit.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expect(limit.locator('.value')).toBeVisible();
        expect(await limit.evaluate((cell) => getComputedStyle(cell, '::before').content)).toContain('Rate limit');
      }

      // The endpoint is the card's title, above its lines, and uses the card's full width.
      const title = table.getByRole('rowheader', { name: 'Creating and verifying MFA challenges' });
      const path = table.locator('tr[data-limit="mfa"] td').first();
      const titleBox = (await title.boundingBox())!;
      const pathBox = (await path.boundingBox())!;
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(pathBox.y + 1);
      expect(titleBox.width).toBeGreaterThan(pathBox.width * 0.9);
    });
  }

  test('the cards are still the table for assistive technology, and the drawn labels are not read twice', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/pages/rate-limit-table.html');
    const table = page.locator('#table').getByRole('table', { name: 'Rate limits on the Auth API' });
    await expect(table).toBeVisible();
    expect(
      await page
        .locator('#table tbody tr')
        .first()
        .evaluate((row) => getComputedStyle(row).display),
    ).toBe('block');
    const narrow = await chromiumTableTree(page);
    const narrowSnapshot = await table.ariaSnapshot();

    await page.setViewportSize({ width: 1200, height: 800 });
    await expect
      .poll(() =>
        page
          .locator('#table tbody tr')
          .first()
          .evaluate((row) => getComputedStyle(row).display),
      )
      .toBe('table-row');
    const wide = await chromiumTableTree(page);

    expect(narrow.tables).toEqual(['Rate limits on the Auth API']);
    expect(narrow.columnHeaders).toEqual(['Endpoint', 'Path', 'Limited by', 'Rate limit']);
    expect(narrow.rowHeaders).toBe(9);
    expect(narrow.cells).toHaveLength(27);
    expect(narrow.cells).toEqual(wide.cells);
    // Read once, as the column headers: the labels drawn on each card's lines are not read again.
    expect(narrow.texts.filter((text) => ['Limited by', 'Rate limit'].includes(text))).toEqual([
      'Limited by',
      'Rate limit',
    ]);
    expect(await table.ariaSnapshot()).toBe(narrowSnapshot);
  });

  test('on a wide screen it is a table that needs no sideways scrolling and adds no tab stop', async ({ page }) => {
    for (const width of [680, 1200]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pages/rate-limit-table.html');
      const table = page.locator('#table');
      await expect(table.getByRole('columnheader', { name: 'Rate limit' })).toBeVisible();
      await expect(table.getByRole('region')).toHaveCount(0);
      const scroller = table.locator('.scroller');
      expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth), `${width} px`).toBeLessThanOrEqual(1);
      await page.locator('#before').focus();
      await page.keyboard.press('Tab');
      await expect(table.getByRole('link', { name: 'Auth rate limits page' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.locator('#after')).toBeFocused();
    }
  });

  test('the table is announced with its caption, column and row headers', async ({ page }) => {
    await page.goto('/pages/rate-limit-table.html');
    const grid = page.locator('#table').getByRole('table', { name: 'Rate limits on the Auth API' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['Endpoint', 'Path', 'Limited by', 'Rate limit']);
    await expect(grid.getByRole('rowheader')).toHaveCount(9);
  });

  for (const width of [1000, 390]) {
    test(`the demo section has no accessibility violations at ${width} px, light and dark`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto('/');
        await expect(page.locator('#rate-limit-table-default').getByRole('table')).toBeVisible();
        const results = await new AxeBuilder({ page }).include('#rate-limit-table').analyze();
        expect(results.violations.map((violation) => `${colorScheme}: ${violation.id}: ${violation.help}`)).toEqual([]);
      }
    });
  }
});
