import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/**
 * Opens the demo's copy-button section with every confirmation ("Copied", "Copy failed") lasting ten
 * minutes of the page's clock, so a busy machine cannot end one before the test has looked; a test
 * that wants it over moves the clock on.
 */
async function open(page: Page) {
  await page.goto('/#copy-button');
  await expect(page.locator('#copy-value').getByRole('button')).toBeVisible();
  await page
    .locator('#copy-button copy-button')
    .evaluateAll((buttons) => buttons.forEach((button) => button.setAttribute('feedback-duration', '600000')));
}

test.describe('<copy-button>', () => {
  test.beforeEach(async ({ context, page }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
  });

  test('copies its value, confirms with "Copied", announces it, then resets', async ({ page }) => {
    await open(page);
    const host = page.locator('#copy-value');
    const events: unknown[] = [];
    await page.exposeFunction('heardCopy', (detail: unknown) => events.push(detail));
    await page.evaluate(() =>
      document.addEventListener('dw-copy', (event) =>
        (window as unknown as { heardCopy(d: unknown): void }).heardCopy((event as CustomEvent).detail),
      ),
    );
    await host.getByRole('button', { name: 'Copy' }).click();
    await expect(host.getByRole('button')).toHaveText('Copied');
    await expect(host.getByRole('status')).toHaveText('Copied');
    await expect(host).toHaveAttribute('data-state', 'copied');
    expect(await readClipboard(page)).toBe('npm install supabase --save-dev');
    await expect.poll(() => events).toEqual([{ value: 'npm install supabase --save-dev' }]);
    await page.clock.runFor(600_000); // the confirmation's length
    await expect(host.getByRole('button')).toHaveText('Copy');
    await expect(host).toHaveAttribute('data-state', 'idle');
  });

  test('works from the keyboard', async ({ page }) => {
    await open(page);
    const host = page.locator('#copy-value');
    await host.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(host.getByRole('button')).toHaveText('Copied');
    expect(await readClipboard(page)).toBe('npm install supabase --save-dev');
    await expect(host.getByRole('button')).toBeFocused();
  });

  test('on a phone the demo input and its button stay inside the content column', async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await open(page);
      const input = page.locator('#copy-demo-url');
      await expect(input).toHaveValue(/supabase\.co$/);
      const column = (await page.locator('#copy-button').boundingBox())!;
      for (const piece of [input, page.locator('#copy-for-input')]) {
        const box = (await piece.boundingBox())!;
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(column.x + column.width + 0.5);
      }
      await page.locator('#copy-for-input').getByRole('button', { name: 'Copy URL' }).click();
      expect(await readClipboard(page)).toBe('https://abcdefghijklmnopqrst.supabase.co');
      await page.clock.runFor(600_000); // the same address again is no reload: end the confirmation
    }
  });

  test('draws a copy icon, then a check once copied, and keeps both in forced colours', async ({ page }) => {
    // Forced colours give both states the same colour, so what changes is the drawing itself.
    await page.emulateMedia({ forcedColors: 'active' });
    await open(page);
    const host = page.locator('#copy-value');
    const icon = host.locator('[part="icon"]');
    await expect(icon).toBeVisible();
    const shot = () => icon.screenshot({ animations: 'disabled' });
    await icon.evaluate((node) => ((node as HTMLElement).style.opacity = '0'));
    const nothing = await shot();
    await icon.evaluate((node) => ((node as HTMLElement).style.opacity = ''));
    // Polled: on a busy machine the first shot can come before the icon is painted.
    let idle = await shot();
    await expect
      .poll(async () => !(idle = await shot()).equals(nothing), { message: 'the copy icon shows' })
      .toBe(true);
    await host.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(host).toHaveAttribute('data-state', 'copied');
    let copied = await shot();
    await expect
      .poll(async () => !(copied = await shot()).equals(idle), { message: 'the check differs from the copy icon' })
      .toBe(true);
    expect(copied.equals(nothing), 'the check shows').toBe(false);
  });

  test('copies the input or element named by for', async ({ page }) => {
    await open(page);
    await page.locator('#copy-for-input').getByRole('button', { name: 'Copy URL' }).click();
    await expect(page.locator('#copy-for-input').getByRole('button')).toHaveText('URL copied');
    expect(await readClipboard(page)).toBe('https://abcdefghijklmnopqrst.supabase.co');
    await page.locator('#copy-for-text').getByRole('button').click();
    await expect.poll(() => readClipboard(page)).toBe('select * from products;');
  });

  test('ignores clicks while the confirmation shows', async ({ page }) => {
    await open(page);
    const host = page.locator('#copy-for-text');
    await host.getByRole('button').click();
    await expect(host.getByRole('button')).toHaveText('Copied');
    await page.locator('#copy-demo-text').evaluate((element) => (element.textContent = 'changed text'));
    await host.getByRole('button').click();
    await host.getByRole('button').click();
    expect(await readClipboard(page)).toBe('select * from products;');
  });

  test('falls back to execCommand when the Clipboard API refuses', async ({ page }) => {
    await open(page);
    await page.evaluate(() => navigator.clipboard.writeText('something else'));
    await page.evaluate(() => {
      const real = navigator.clipboard;
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: {
          writeText: () => Promise.reject(new DOMException('blocked for the test', 'NotAllowedError')),
          readText: () => real.readText(),
        },
      });
    });
    const host = page.locator('#copy-value');
    await host.getByRole('button').click();
    await expect(host.getByRole('button')).toHaveText('Copied');
    expect(await readClipboard(page)).toBe('npm install supabase --save-dev');
    expect(await page.locator('textarea').count()).toBe(0);
  });

  test('explains a for attribute that names no element', async ({ page }) => {
    // The bad-input fixtures are on the QA page; their confirmation outlasts a busy machine too.
    await page.goto('/qa.html#copy-button');
    await expect(page.locator('#copy-missing').getByRole('button')).toBeVisible();
    await page
      .locator('#copy-button copy-button')
      .evaluateAll((buttons) => buttons.forEach((button) => button.setAttribute('feedback-duration', '600000')));
    const host = page.locator('#copy-missing');
    await host.getByRole('button').click();
    await expect(host.getByRole('button')).toHaveText('Copy failed');
    await expect(host.getByRole('alert')).toContainText('no-such-id');
    await expect(page.locator('#copy-nothing').getByRole('alert')).toContainText('has nothing to copy');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page);
      await expect(page.locator('#copy-value').getByRole('button')).toBeVisible();
      await page.locator('#copy-for-text').getByRole('button').click();
      const results = await new AxeBuilder({ page }).include('#copy-button').analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
