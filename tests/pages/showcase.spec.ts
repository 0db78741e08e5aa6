import { expect, test, type Page } from '@playwright/test';

// The demo home page is a showcase a docs team copies from: a contents list of its sections, each
// example's HTML beside it, and no bad-input message; the bad input lives on the QA page, whose
// platform switches every page's header links to.

/** The error messages widgets show in their shadow roots (role="alert"), with the element that shows each. */
async function widgetAlerts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot, host: string) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot, `${element.localName}#${element.id}`);
        if (root !== document && element.getAttribute('role') === 'alert' && element.getClientRects().length > 0)
          found.push(`${host}: ${element.textContent?.trim().slice(0, 60)}`);
      }
    };
    walk(document, '');
    return found;
  });
}

test('the home page lists every section in its contents, shows the HTML of each, and no bad-input message', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('#providers-social .card a')).toHaveCount(19);
  await page.waitForLoadState('networkidle');

  const sections = await page
    .locator('main section.demo-section')
    .evaluateAll((all) => all.map((section) => section.id));
  expect(sections.length).toBeGreaterThanOrEqual(15);
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const targets = await contents
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(targets).toEqual(sections.map((id) => `#${id}`));
  for (const id of sections) await expect(page.locator(`#${id} .demo-snippet code-block`).first()).toBeAttached();

  expect(await widgetAlerts(page)).toEqual([]);

  await page.getByRole('link', { name: 'QA switches' }).click();
  await expect(page).toHaveURL(/\/qa\.html#qa-switches$/);
  await expect(page.getByRole('heading', { name: 'Switches for the fake platform API' })).toBeInViewport();
});

test('the QA page keeps the bad-input fixtures, each widget naming its mistake', async ({ page }) => {
  await page.goto('/qa.html');
  await expect(page.locator('#providers-bad .card a').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect((await widgetAlerts(page)).length).toBeGreaterThanOrEqual(10);
});
