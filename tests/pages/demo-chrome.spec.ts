import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';

// The demo's own page chrome and fixture pages, as a reader on a desktop or a phone meets them.

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

test.describe('the home page header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the widget language picker is styled like the other header controls, in ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const select = page.getByRole('combobox', { name: 'Widget language' });
      const style = (locator: Locator) =>
        locator.evaluate((element) => {
          const computed = getComputedStyle(element);
          return {
            fontSize: computed.fontSize,
            borderRadius: computed.borderRadius,
            background: computed.backgroundColor,
          };
        });
      const login = await style(page.getByRole('button', { name: 'Log in (demo)' }));
      const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(await style(select)).toEqual({
        fontSize: login.fontSize,
        borderRadius: '6px',
        background: pageBackground,
      });
    });
  }

  test('the widget language picker sits after the theme switch, where Tab reaches it', async ({ page }) => {
    await page.goto('/');
    const theme = await box(page.getByRole('group', { name: 'Colour scheme' }));
    const language = await box(page.getByRole('combobox', { name: 'Widget language' }));
    // On the theme's row, to its right: the place its turn in the Tab order gives it.
    expect(language.x).toBeGreaterThan(theme.x + theme.width);
    expect(language.y).toBeLessThan(theme.y + theme.height);
    expect(language.y + language.height).toBeGreaterThan(theme.y);
    await page.getByRole('radio', { name: 'Auto' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Widget language' })).toBeFocused();
  });

  test('Tab goes through the header as it is drawn: the controls, then the row of pages under them', async ({
    page,
  }) => {
    await page.goto('/');
    const pages = page.getByRole('navigation', { name: 'Demo pages' });
    const language = page.getByRole('combobox', { name: 'Widget language' });
    expect((await box(pages)).y).toBeGreaterThan((await box(language)).y);
    await language.focus();
    await page.keyboard.press('Tab');
    await expect(pages.getByRole('link').first()).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the CLI page session bar: both buttons on one line, the format picker from the same left edge', async ({
    page,
  }) => {
    await page.goto('/cli.html');
    const session = await box(page.locator('.demo-session > span').first());
    const logIn = await box(page.getByRole('button', { name: 'Log in (demo)' }));
    const logOut = await box(page.getByRole('button', { name: 'Log out' }));
    const format = await box(page.locator('.demo-format'));
    const picker = await box(page.getByRole('combobox', { name: 'Format' }));
    expect(logOut.y).toBe(logIn.y);
    expect(logIn.x).toBe(session.x);
    expect(format.x).toBe(session.x);
    // The picker fills the rest of its line, inside the bar.
    const bar = await box(page.locator('.demo-session'));
    expect(picker.x + picker.width).toBeCloseTo(bar.x + bar.width, 0);
  });

  for (const path of ['/pages/code-block.html', '/pages/docs-callout.html', '/pages/loader.html']) {
    test(`${path} is laid out at the phone's width, not a desktop's`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.clientWidth)).toBe(390);
    });
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the persisted-tabs fixture's filler text has enough contrast in ${colorScheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/pages/persisted-tabs.html');
    await expect(page.locator('#sdk-top').getByRole('tab').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.spacer').withRules(['color-contrast']).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.failureSummary))).toEqual([]);
  });
}
