import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

test.describe('<code-exchange-guide>', () => {
  test('keeps the chosen framework and environment across a reload', async ({ page }) => {
    await page.goto('/#code-exchange-guide');
    const guide = page.locator('#exchange-guide');
    await guide.getByRole('tab', { name: 'SvelteKit' }).click();
    await expect(guide.getByRole('tabpanel').filter({ hasText: '+server.ts' }).first()).toBeVisible();
    expect(new URL(page.url()).searchParams.get('framework')).toBe('sveltekit');

    await page.goto('/#code-exchange-guide');
    await expect(guide.getByRole('tab', { name: 'SvelteKit' })).toHaveAttribute('aria-selected', 'true');
    await expect(guide.getByText("import { redirect } from '@sveltejs/kit'")).toBeVisible();

    await guide.getByRole('tab', { name: 'Client' }).click();
    await expect(guide.getByText('src/auth-callback.ts')).toBeVisible();
    await page.reload();
    await expect(guide.getByRole('tab', { name: 'Client' })).toHaveAttribute('aria-selected', 'true');
  });

  test('copies a framework sample', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/?environment=server&framework=express#code-exchange-guide');
    const guide = page.locator('#exchange-guide');
    const block = guide.locator('.code-block').filter({ hasText: 'src/server.ts' });
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("app.get('/auth/callback'");
    expect(copied).toContain('exchangeCodeForSession(code)');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/#code-exchange-guide');
      await expect(page.locator('#exchange-guide').getByRole('tab', { name: 'Server' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#code-exchange-guide').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
