import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.describe('<param-row>', () => {
  test('the deep link appears on keyboard focus and takes the page to the row', async ({ page }) => {
    await page.goto('/pages/param-row.html');
    const row = page.locator('#param-email');
    const link = row.getByRole('link', { name: 'Link to email' });
    await expect(row.locator('.head .name')).toHaveText('email');
    await expect(link).toHaveCSS('opacity', '0');

    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toHaveCSS('opacity', '1');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#param-email$/);
    const top = await row.evaluate((host) => host.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(2);
  });

  test('a deep link in the address scrolls to the row on load', async ({ page }) => {
    await page.goto('/pages/param-row.html#param-output');
    const row = page.locator('#param-output');
    await expect(row.locator('.head .name')).toBeVisible();
    await expect.poll(() => row.evaluate((host) => Math.round(host.getBoundingClientRect().top))).toBeLessThan(50);
  });

  test('a slotted accepted-values list is reachable and opens from the keyboard', async ({ page }) => {
    await page.goto('/pages/param-row.html');
    const list = page.locator('#param-output accepted-values');
    const toggle = list.getByRole('button', { name: 'Open accepted values' });
    await expect(toggle).toBeVisible();
    await page.locator('#param-output').getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list.getByText('json')).toBeVisible();
    const gap = await page.locator('#param-output').evaluate((host) => {
      const description = host.querySelector('p')!.getBoundingClientRect();
      const values = host.querySelector('accepted-values')!.getBoundingClientRect();
      return values.top - description.bottom;
    });
    expect(gap).toBeGreaterThan(4);
  });

  test('long names and types wrap on a 320px screen instead of overflowing', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/pages/param-row.html');
    const row = page.locator('#param-output');
    await expect(row.locator('.head .name')).toBeVisible();
    const widths = await row.evaluate((host) => {
      const base = host.shadowRoot!.querySelector('.param-row')!;
      return { scroll: base.scrollWidth, client: base.clientWidth, page: document.documentElement.scrollWidth };
    });
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(widths.page).toBeLessThanOrEqual(320);
  });

  test('the demo section has no accessibility violations, light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.locator('#param-email').locator('.head .name')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#param-row').analyze();
      expect(results.violations.map((violation) => `${colorScheme}: ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });
});
