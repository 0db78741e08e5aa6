import { expect, test } from '@playwright/test';
import { loaderHasRun, recordScripts, undefinedTags } from '../tools/loader';

// A prerendered page of widgets that have nothing to do once drawn (demo/pages/static-widgets.html):
// the loader is the only script it fetches, the widgets show and follow the page's dark mode
// through CSS, and a widget whose attribute a script changes loads and renders the change.

const url = '/prerendered/pages/static-widgets.html';
const staticTags = [
  'param-row',
  'docs-callout',
  'sms-warning',
  'session-warning',
  'card-grid',
  'link-card',
  'icon-card',
];

test('a prerendered page of static widgets fetches the loader and no other script', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(url);
  await loaderHasRun(page);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/dist/loader.js']);
  expect(await undefinedTags(page, staticTags)).toEqual(staticTags);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
});

test('the static widgets show their text from the server markup', async ({ page }) => {
  await page.goto(url);
  await loaderHasRun(page);
  await expect(page.locator('#param-email').getByText('email', { exact: true })).toBeVisible();
  await expect(page.locator('#param-expires').getByText('3600')).toBeVisible();
  await expect(page.locator('docs-callout[type="tip"]').getByText('Test without sending mail')).toBeVisible();
  await expect(page.locator('sms-warning').getByRole('link').first()).toBeVisible();
  await expect(page.locator('link-card').getByRole('link', { name: 'Redirect URLs' })).toBeVisible();
  await expect(page.locator('icon-card').getByRole('link', { name: 'Database' })).toBeVisible();
  expect(await undefinedTags(page, staticTags)).toEqual(staticTags);
});

test('the static widgets follow the page into dark mode without loading', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(url);
  await loaderHasRun(page);
  const colours = () =>
    page.evaluate(() => {
      const callout = document.querySelector('docs-callout')!.shadowRoot!.querySelector('[part~="callout"]')!;
      const card = document.querySelector('link-card')!.shadowRoot!.querySelector('[part~="card"]')!;
      const name = document.querySelector('param-row')!.shadowRoot!.querySelector('code, strong, [part~="name"]')!;
      return [callout, card, name].map((element) => {
        const style = getComputedStyle(element);
        return `${style.backgroundColor} ${style.color}`;
      });
    });
  const light = await colours();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await expect.poll(colours).not.toEqual(light);
  const dark = await colours();
  for (const [index, colour] of dark.entries()) expect(colour).not.toBe(light[index]);
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  await expect.poll(colours).toEqual(light);
  expect(scripts).toEqual(['/dist/loader.js']);
  expect(await undefinedTags(page, staticTags)).toEqual(staticTags);
});

test('a static widget whose attribute a script changes loads and renders the change', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(url);
  await loaderHasRun(page);
  await page.evaluate(() => document.querySelector('#param-email')!.setAttribute('type', 'string[]'));
  await expect(page.locator('#param-email').getByText('string[]')).toBeVisible();
  expect(await page.evaluate(() => customElements.get('param-row') !== undefined)).toBe(true);
  expect(scripts.some((path) => /\/chunks\/param-row-/.test(path))).toBe(true);
  // Only its tag: the others stay as their markup.
  expect(await undefinedTags(page, staticTags)).toEqual(staticTags.filter((tag) => tag !== 'param-row'));
});
