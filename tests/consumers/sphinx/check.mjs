// @ts-check
// The Sphinx 5.3 site with Furo (the package's docs_widgets extension: loader, directives, search
// index, prerender on build-finished; built with -W), in Chromium.
import { clicksCheck, darkModeCheck } from '../generator-checks.mjs';

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  return [
    ['a tab click and an accepted-values click work', clicksCheck(page, url)],
    [
      "in Furo's dark theme (data-theme on <body>), widget text keeps 4.5:1 before and after the first touch",
      darkModeCheck(page, [url, new URL('cli.html', url).href], {
        // What Furo's toggle writes; Furo's first script in <body> reads it into data-theme.
        turnDark: async () => {
          await page.evaluate(() => localStorage.setItem('theme', 'dark'));
          await page.reload();
        },
        isDark: () => document.body.dataset.theme === 'dark',
      }),
    ],
    [
      "Sphinx's search page finds a flag of the reference (searchindex.js)",
      async () => {
        await page.goto(new URL('search.html?q=frobnicate', url).href);
        await page.locator('#search-results a[href*="cli.html"]').first().waitFor();
      },
    ],
    [
      'the reference page holds the prerendered reference',
      async () => {
        await page.goto(new URL('cli.html', url).href);
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
      },
    ],
  ];
}
