import { expect, test, type Page } from '@playwright/test';

// Each language is fetched in parts, by the widgets a page shows (widgets/shared/i18n/groups.ts):
// the page of parameter rows, served as a German page, fetches the German of its own widgets alone.

/** The language chunks the page fetched so far, as `<language>.<group>` (`de.page`). */
function languageChunksOf(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const name = /\/chunks\/([\w-]+\.(?:reference|platform|guides|page|diagnostics))-[\w-]+\.js$/.exec(
      request.url(),
    )?.[1];
    if (name) fetched.push(name);
  });
  return fetched;
}

/** The demo's page of parameter rows, with `<html lang>` saying `language`. */
async function openRowsIn(page: Page, language: string): Promise<void> {
  await page.route('**/pages/param-row.html', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<html lang="en">', `<html lang="${language}">`);
    await route.fulfill({ response, body: html });
  });
  await page.goto('/pages/param-row.html');
}

test("a German page of parameter rows fetches only the German of the page's own widgets", async ({ page }) => {
  const fetched = languageChunksOf(page);
  await openRowsIn(page, 'de');
  await expect(page.locator('param-row').first().locator('.required')).toHaveText('Erforderlich');
  expect(fetched).toEqual(['de.page']);
});

test('changing <html lang> fetches the new language for the same widgets and renders them in it', async ({ page }) => {
  const fetched = languageChunksOf(page);
  await openRowsIn(page, 'de');
  const required = page.locator('param-row').first().locator('.required');
  await expect(required).toHaveText('Erforderlich');
  await page.evaluate(() => (document.documentElement.lang = 'ja'));
  await expect(required).toHaveText('必須');
  expect(fetched).toEqual(['de.page', 'ja.page']);
});
