// @ts-check
// The Astro 5 + Starlight site (the docs-widgets integration), in Chromium.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { calloutColour, calloutColourAfter, expectLighterInDark, tabChoiceSurvivesReload } from '../checks.mjs';

/** @param {import('playwright').Page} page @param {string} url @param {{ dist: string }} context */
export async function check(page, url, { dist }) {
  await page.goto(url);
  return [
    [
      'elements render in an MDX page',
      async () => {
        await page.locator('param-row').first().locator('.name').getByText('email').waitFor();
        await page.locator('docs-callout').getByText('Widgets follow the theme of Starlight.').waitFor();
      },
    ],
    [
      'a JSON attribute written in MDX arrives',
      async () => {
        const values = page.locator('#formats');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
      },
    ],
    [
      'an event reaches a page script handler',
      async () => {
        await page.locator('#log').getByText('opened').waitFor();
      },
    ],
    [
      'an array set as a property by a page script before the definition arrives',
      async () => {
        const scripted = page.locator('#scripted');
        if ((await scripted.getAttribute('data-defined-at-start')) !== 'false')
          throw new Error('the tag was defined before the page script ran');
        await scripted.getByRole('button').first().click();
        await scripted.getByText('Set as a property by a page script.').waitFor();
      },
    ],
    [
      'a default written in an .astro component is shown',
      async () => {
        await page.locator('#with-default').getByText('pretty').waitFor();
      },
    ],
    [
      "dark mode follows Starlight's theme toggle",
      async () => {
        const select = page.locator('starlight-theme-select select').first();
        await select.selectOption('light');
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
        await page.waitForFunction(
          () => document.querySelector('docs-callout')?.shadowRoot?.querySelector('[class]') !== null,
        );
        const light = await calloutColour(page);
        await select.selectOption('dark');
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        const dark = await calloutColourAfter(page, light, { timeout: 60_000 });
        expectLighterInDark(light, dark);
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
      'the integration renders the reference into the built page, which the element hydrates',
      async () => {
        const html = readFileSync(join(dist, 'reference/index.html'), 'utf8');
        for (const text of [
          '<template shadowrootmode="open">',
          'Log in to the demo platform.',
          '--token',
          'data-dw-copy',
        ]) {
          if (!html.includes(text)) throw new Error(`reference/index.html lacks ${text}`);
        }
        await page.goto(new URL('reference/', url).href);
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
        await page.waitForFunction(
          () => document.querySelector('cli-reference')?.getAttribute('data-state') === 'ready',
        );
      },
    ],
    [
      "Starlight's Pagefind finds a flag of the reference, in a result with a clean title",
      async () => {
        await page.goto(url);
        const found = await page.evaluate(async () => {
          const address = '/pagefind/pagefind.js';
          const pagefind = await import(/* @vite-ignore */ address);
          const search = await pagefind.search('token');
          /** @type {{ url: string; meta: { title: string }; sub_results: { title: string; excerpt: string }[] }[]} */
          const results = await Promise.all(
            search.results.map((/** @type {{ data(): unknown }} */ result) => result.data()),
          );
          return results.map((result) => ({
            url: result.url,
            titles: result.sub_results.map((sub) => sub.title),
            excerpts: result.sub_results.map((sub) => sub.excerpt).join(' '),
          }));
        });
        const reference = found.find((result) => result.url.includes('/reference/'));
        if (!reference) throw new Error(`no result on the reference page: ${JSON.stringify(found)}`);
        if (!/personal access token/i.test(reference.excerpts.replace(/<[^>]+>/g, '')))
          throw new Error(`the flag's description is not in the excerpt: ${reference.excerpts}`);
        if (reference.titles.some((title) => /#\s*$/.test(title)))
          throw new Error(`a result title ends in "#": ${reference.titles.join(' | ')}`);
      },
    ],
  ];
}
