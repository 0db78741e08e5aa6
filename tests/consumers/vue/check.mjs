// @ts-check
// The Vue 3 app, in Chromium.

import { calloutColour, calloutColourAfter, expectLighterInDark, tabChoiceSurvivesReload } from '../checks.mjs';

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  await page.goto(url);
  return [
    [
      'elements render',
      async () => {
        await page.locator('param-row').locator('.name').getByText('email').waitFor();
      },
    ],
    [
      'an array bound with :values.prop arrives',
      async () => {
        const values = page.locator('accepted-values');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
      },
    ],
    [
      'an object bound with :spec.prop before the lazy loader defined the tag arrives',
      async () => {
        if ((await page.locator('body').getAttribute('data-reference-defined-at-mount')) !== 'false') {
          throw new Error('<cli-reference> was defined before Vue set its property');
        }
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
      },
    ],
    [
      'events reach @dw-toggle and @close handlers',
      async () => {
        await page.locator('#log').getByText('opened').waitFor();
        await page
          .locator('docs-callout')
          .first()
          .getByRole('button', { name: /close|dismiss/i })
          .click();
        await page.locator('#log').getByText('close-heard').waitFor();
      },
    ],
    [
      'a query-group tab choice goes into the address and comes back on reload',
      async () => {
        await page.goto(url);
        await tabChoiceSurvivesReload(page);
      },
    ],
    [
      "dark mode follows the site's toggle (data-theme on <html>)",
      async () => {
        await page.goto(url);
        await page.waitForFunction(() => document.querySelector('docs-callout')?.shadowRoot?.querySelector('[class]'));
        const light = await calloutColour(page);
        await page.locator('#theme-toggle').click();
        expectLighterInDark(light, await calloutColourAfter(page, light));
      },
    ],
    [
      'a page with only the command reference, given its spec object, renders it',
      async () => {
        await page.goto(new URL('reference.html', url).href);
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
      },
    ],
  ];
}
