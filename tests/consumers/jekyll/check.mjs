// @ts-check
// The Jekyll 4.3 site (the package's include; the CDN build copied and the pages prerendered after
// `jekyll build`; dark mode is the reader's preference, through the page's color-scheme; Pagefind),
// in Chromium.
import { clicksCheck, darkModeCheck, pagefindFinds } from '../generator-checks.mjs';

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  return [
    ['a tab click and an accepted-values click work', clicksCheck(page, url)],
    [
      'with the reader preferring dark, widget text keeps 4.5:1 before and after the first touch',
      darkModeCheck(page, [url, new URL('cli.html', url).href], {
        turnDark: () => page.emulateMedia({ colorScheme: 'dark' }),
        isDark: () => matchMedia('(prefers-color-scheme: dark)').matches,
      }),
    ],
    [
      'the reference page holds the prerendered reference and its search copy',
      async () => {
        await page.goto(new URL('cli.html', url).href);
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
        const copied = await page.evaluate(() => document.querySelector('[data-dw-copy]')?.textContent ?? '');
        if (!copied.includes('Demo CLI')) throw new Error('no search copy in the light DOM');
      },
    ],
    ["Pagefind finds a flag of the reference on the reference's page", pagefindFinds(page, url, 'cli.html')],
  ];
}
