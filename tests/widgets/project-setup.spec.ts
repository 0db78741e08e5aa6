import { expect, test } from '@playwright/test';
import { holdClock } from '../tools/clock';
import AxeBuilder from '@axe-core/playwright';
import { demoData } from '../../demo/platform/platform-api.mjs';

test.describe('<project-setup>', () => {
  test('switches both tutorials to SQL together and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/#project-setup');
    const products = page.locator('#setup-products');
    const users = page.locator('#setup-users');
    await products.getByRole('tab', { name: 'SQL' }).click();
    await expect(products.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
    await expect(users.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => new URL(page.url()).searchParams.get('setup-method')).toBe('sql');
    await expect(users.getByRole('tabpanel', { name: 'SQL' })).toContainText('references auth.users (id)');

    await page.goto('/#project-setup');
    await expect(products.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
    await expect(products.getByRole('tabpanel', { name: 'SQL' })).toContainText('create table public.products');
  });

  test('moves between the Dashboard and SQL tabs with the arrow keys', async ({ page }) => {
    await page.goto('/#project-setup');
    const products = page.locator('#setup-products');
    await products.getByRole('tab', { name: 'Dashboard' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(products.getByRole('tab', { name: 'SQL' })).toBeFocused();
    await expect(products.getByRole('tab', { name: 'SQL' })).toHaveAttribute('aria-selected', 'true');
  });

  test('copies the SQL', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/?setup-method=sql#project-setup');
    const users = page.locator('#setup-users');
    await holdClock(page); // the confirmation stays until the test has looked
    await users.getByRole('tabpanel', { name: 'SQL' }).getByRole('button', { name: 'Copy' }).click();
    await expect(users.getByRole('tabpanel', { name: 'SQL' }).getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('-- One public profile per user\ncreate table public.profiles (')).toBe(true);
    expect(copied).toContain('owner_id = (select auth.uid()::text)');
  });

  test('user management: anyone may upload an avatar, only its owner may replace it, as the SQL and the text say', async ({
    page,
  }) => {
    await page.goto('/?setup-method=sql#project-setup');
    const users = page.locator('#setup-users');
    const sql = users.getByRole('tabpanel', { name: 'SQL' });
    await expect(sql).toContainText('create policy "Anyone can upload an avatar"');
    const text = (await sql.locator('pre').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain(
      `create policy "Anyone can upload an avatar" on storage.objects for insert to anon, authenticated with check (bucket_id = 'avatars');`,
    );
    expect(text).toContain(
      `create policy "Owners can update their avatar" on storage.objects for update to authenticated`,
    );
    expect(text).not.toMatch(/Signed-in users can upload/i);
    await expect(users).toContainText('anyone can view them and upload one, and only its owner can replace it');
  });

  test('embeds working api-settings elements for the URL and the anon key', async ({ page }) => {
    await page.goto('/#project-setup');
    const embedded = page.locator('#setup-products').locator('api-settings');
    await expect(embedded).toHaveCount(2);
    await expect.poll(() => page.evaluate(() => Boolean(customElements.get('api-settings')))).toBe(true);
    await expect(embedded.first()).toHaveAttribute('data-state', 'logged-out');
    await expect(embedded.nth(1)).toHaveAttribute('variable', 'anon-key');
    // The host page's demo login hands the session to the embedded elements.
    await page.getByRole('button', { name: 'Log in (demo)' }).click();
    await expect(embedded.first().locator('[part="value"]')).toHaveValue(/^https?:\/\/\S+/);
    await expect(embedded.nth(1).locator('[part="value"]')).toHaveValue(/^eyJ/);
  });

  test('the "API settings" link follows the project picked in the guide', async ({ page }) => {
    await page.goto('/#project-setup');
    const products = page.locator('#setup-products');
    const link = products.getByRole('link', { name: 'API settings' });
    await expect(link).toHaveAttribute('href', /\/dashboard\/project\/_\/settings\/api$/);
    await page.getByRole('button', { name: 'Log in (demo)' }).click();
    const urlWidget = products.locator('api-settings').first();
    await expect(urlWidget).toHaveAttribute('data-state', 'ready');
    const refOf = async () => new URL(await urlWidget.locator('[part="value"]').inputValue()).hostname.split('.')[0];
    await expect(link).toHaveAttribute('href', new RegExp(`/dashboard/project/${await refOf()}/settings/api$`));
    const plain = demoData.projects.find((project) => !project.is_branch_enabled && project.name !== 'Acme Website')!;
    await urlWidget.getByRole('button', { name: /^Project/ }).click();
    await urlWidget.getByRole('combobox', { name: 'Search project' }).fill(plain.name);
    await page.keyboard.press('Enter');
    await expect(link).toHaveAttribute('href', new RegExp(`/dashboard/project/${plain.ref}/settings/api$`));
  });

  test('says so in the page when the variant is unknown', async ({ page }) => {
    await page.goto('/qa.html#project-setup');
    await expect(page.locator('#setup-unknown').getByRole('alert')).toContainText('todo-list');
  });

  for (const width of [320, 390]) {
    test(`at ${width} px the table of columns stays inside its step`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/#project-setup');
      const products = page.locator('#setup-products');
      const table = products.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Column', 'Type', 'Settings']);
      const step = products.locator('.dashboard-steps > li').first();
      const tableBox = (await table.boundingBox())!;
      const stepBox = (await step.boundingBox())!;
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(stepBox.x + stepBox.width + 0.5);
      for (const cell of await table.locator('td:last-child').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      if (width === 390) {
        // Wide enough for the default value on one line: it is not broken up.
        const value = table.getByText('gen_random_uuid()');
        const lineHeight = await value.evaluate(
          (code) => parseFloat(getComputedStyle(code).lineHeight) || code.getBoundingClientRect().height,
        );
        expect((await value.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
      }
    });
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}, on either tab`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/#project-setup');
      await expect(page.locator('#setup-products').getByRole('tab', { name: 'Dashboard' })).toBeVisible();
      const check = async () => {
        const results = await new AxeBuilder({ page }).include('#project-setup').analyze();
        return results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      };
      expect(await check()).toEqual([]);
      await page.locator('#setup-products').getByRole('tab', { name: 'SQL' }).click();
      await expect(page.locator('#setup-products').locator('code-block, .code-block').first()).toBeVisible();
      expect(await check()).toEqual([]);
    });
  }
});
