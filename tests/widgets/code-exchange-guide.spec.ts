import { expect, test, type Locator } from '@playwright/test';
import { holdClock } from '../tools/clock';
import AxeBuilder from '@axe-core/playwright';

test.describe('<code-exchange-guide>', () => {
  test('keeps the chosen framework and environment across a reload', async ({ page }) => {
    await page.goto('/#code-exchange-guide');
    const guide = page.locator('#exchange-guide');
    await guide.getByRole('tab', { name: 'SvelteKit' }).click();
    await expect(guide.getByRole('tabpanel').filter({ hasText: '+server.ts' }).first()).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('framework')).toBe('sveltekit');

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
    await page.clock.install();
    await page.goto('/?environment=server&framework=express#code-exchange-guide');
    const guide = page.locator('#exchange-guide');
    const block = guide.locator('.code-block').filter({ hasText: 'src/server.ts' });
    await holdClock(page); // the confirmation stays until the test has looked
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("app.get('/auth/callback'");
    expect(copied).toContain('exchangeCodeForSession(code)');
  });

  test('at 390 px every tab label is whole: the framework tabs wrap onto a second line instead of scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/?environment=server#code-exchange-guide');
    const guide = page.locator('#exchange-guide');
    const environments = guide.getByRole('tablist', { name: 'Where the exchange runs' });
    const frameworks = guide.getByRole('tablist', { name: 'Framework' });
    await expect(frameworks.getByRole('tab')).toHaveText(['Next.js', 'SvelteKit', 'Astro', 'Remix', 'Express']);
    for (const list of [environments, frameworks]) {
      expect(await list.evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(0);
      const listBox = (await list.boundingBox())!;
      for (const tab of await list.getByRole('tab').all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(listBox.x);
        expect(box.x + box.width).toBeLessThanOrEqual(Math.min(listBox.x + listBox.width, 390) + 0.5);
      }
    }
    const rows = new Set(
      await frameworks
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))),
    );
    expect(rows.size).toBeGreaterThan(1);
    await frameworks.getByRole('tab', { name: 'Express' }).click();
    await expect(guide.getByText('src/server.ts')).toBeVisible();
  });

  test('the framework tabs inside the Server tab look different from the Server / Client tabs', async ({ page }) => {
    await page.goto('/?environment=server&framework=nextjs#code-exchange-guide');
    const guide = page.locator('#exchange-guide');
    const look = (tab: Locator) =>
      tab.evaluate((element) => {
        const style = getComputedStyle(element);
        const list = getComputedStyle(element.parentElement!);
        return {
          fontSize: parseFloat(style.fontSize),
          boxedTab: style.borderTopWidth !== '0px',
          boxedList: list.borderTopWidth !== '0px' && list.borderBottomWidth !== '0px',
        };
      });
    const outer = await look(guide.getByRole('tab', { name: 'Server' }));
    const inner = await look(guide.getByRole('tab', { name: 'Next.js' }));
    expect(outer).toEqual({ fontSize: outer.fontSize, boxedTab: false, boxedList: false });
    expect(inner).toEqual({ fontSize: inner.fontSize, boxedTab: true, boxedList: true });
    expect(inner.fontSize).toBeLessThan(outer.fontSize);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/#code-exchange-guide');
      await expect(page.locator('#exchange-guide').getByRole('tab', { name: 'Server' })).toBeVisible();
      const results = await new AxeBuilder({ page }).include('#code-exchange-guide').analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
