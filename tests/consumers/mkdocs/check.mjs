// @ts-check
// The MkDocs 1.4 site with Material 8.2 (the package's hook: loader, copy, prerender, search
// index), in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clicksCheck, darkModeCheck } from '../generator-checks.mjs';

/** @param {import('playwright').Page} page @param {string} url @param {{ dist: string }} context */
export async function check(page, url, { dist }) {
  return [
    ['a tab click and an accepted-values click work', clicksCheck(page, url)],
    [
      'an accordion written in Markdown comes out whole: its items stay inside it, blank lines and all',
      async () => {
        const html = readFileSync(join(dist, 'index.html'), 'utf8');
        if (/<p>\s*<(docs-accordion|accordion-item|param-row|accepted-values)/.test(html)) {
          throw new Error('a widget was wrapped in <p>');
        }
        await page.goto(url);
        const items = await page.evaluate(() =>
          [...document.querySelectorAll('accordion-item')].map((item) => item.parentElement?.localName),
        );
        if (items.length !== 2 || items.some((parent) => parent !== 'docs-accordion')) {
          throw new Error(`accordion items' parents: ${items.join(', ')}`);
        }
        await page.locator('#faq-install').getByRole('button').first().click();
        await page.locator('#faq-install').getByText('No: the hook loads them').waitFor({ state: 'visible' });
      },
    ],
    [
      "in Material's slate palette, widget text keeps 4.5:1 before and after the first touch",
      darkModeCheck(page, [url, new URL('cli/', url).href], {
        turnDark: () => page.getByTitle('Switch to dark mode').first().click(),
        isDark: () => document.body.getAttribute('data-md-color-scheme') === 'slate',
      }),
    ],
    [
      "MkDocs' search finds a flag of the reference, in its index and in Material's search box",
      async () => {
        const index = JSON.parse(readFileSync(join(dist, 'search/search_index.json'), 'utf8'));
        const entry = index.docs.find((/** @type {{ text: string }} */ doc) => doc.text.includes('--frobnicate-level'));
        if (entry?.location !== 'cli/#demo-login') throw new Error(`indexed at ${entry?.location}`);
        await page.goto(url);
        // Typed key by key: Material runs the query on key events.
        await page.locator('input.md-search__input').pressSequentially('frobnicate');
        await page.locator('.md-search-result__item a[href*="cli/#demo-login"]').first().waitFor();
      },
    ],
  ];
}
