// @ts-check
// The Hugo 0.111 site (the package's shortcodes and head partial, mounted from node_modules; dark
// mode as a class on <html>; Pagefind), prerendered after the build, in Chromium.
import { clicksCheck, darkModeCheck, pagefindFinds } from '../generator-checks.mjs';

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  return [
    ['a tab click and an accepted-values click work', clicksCheck(page, url)],
    [
      "in the site's dark mode (a class on <html>), widget text keeps 4.5:1 before and after the first touch",
      darkModeCheck(page, [url, new URL('cli/', url).href], {
        turnDark: () => page.locator('#theme-toggle').click(),
        isDark: () => document.documentElement.classList.contains('dark'),
      }),
    ],
    ["Pagefind finds a flag of the reference on the reference's page", pagefindFinds(page, url, '/cli/')],
  ];
}
