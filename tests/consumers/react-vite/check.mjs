// @ts-check
// What a reader of the React app sees, in Chromium. Each entry is one named check.

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
      'an array prop given in the first render arrives (not "[object Object]")',
      async () => {
        const values = page.locator('accepted-values');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
        if ((await values.getAttribute('values')) !== null) throw new Error('values landed in an attribute');
      },
    ],
    [
      'an object prop given in the first render arrives (<CliReference spec={...}>)',
      async () => {
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
      },
    ],
    [
      'an event reaches its on... prop',
      async () => {
        await page.locator('#toggles').getByText('opened').waitFor();
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
