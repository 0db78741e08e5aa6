import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.describe('<rate-limit-table>', () => {
  test('on a phone the table scrolls inside the widget with the first column and caption kept in view', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/pages/rate-limit-table.html');
    const table = page.locator('#table');
    const region = table.getByRole('region', { name: 'Rate limits on the Auth API' });
    await expect(region).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const rowHeader = table.getByRole('rowheader', { name: 'Token refreshes' });
    const caption = table.locator('caption > span');
    const before = { header: (await rowHeader.boundingBox())!.x, caption: (await caption.boundingBox())!.x };

    // Keyboard readers scroll the focused region with the arrow keys.
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    await expect(region).toBeFocused();
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(100);

    expect((await rowHeader.boundingBox())!.x).toBeCloseTo(before.header, 0);
    expect((await caption.boundingBox())!.x).toBeCloseTo(before.caption, 0);
    const rateLimitHeader = table.getByRole('columnheader', { name: 'Rate Limit' });
    expect((await rateLimitHeader.boundingBox())!.x).toBeLessThan(375);
  });

  test('on a wide screen nothing scrolls and the table adds no tab stop', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/pages/rate-limit-table.html');
    const table = page.locator('#table');
    await expect(table.getByRole('columnheader', { name: 'Rate Limit' })).toBeVisible();
    await expect(table.getByRole('region')).toHaveCount(0);
    const scroller = table.locator('.scroller');
    expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    await expect(table.getByRole('link', { name: 'Auth rate limits page' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#after')).toBeFocused();
  });

  test('the table is announced with its caption, column and row headers', async ({ page }) => {
    await page.goto('/pages/rate-limit-table.html');
    const grid = page.locator('#table').getByRole('table', { name: 'Rate limits on the Auth API' });
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['Endpoint', 'Path', 'Limited By', 'Rate Limit']);
    await expect(grid.getByRole('rowheader')).toHaveCount(9);
  });

  test('the demo section has no accessibility violations, light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.locator('#rate-limit-table-default').getByRole('table')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#rate-limit-table').analyze();
      expect(results.violations.map((violation) => `${colorScheme}: ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });
});
