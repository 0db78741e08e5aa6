// @ts-check
// The Astro 5 + Starlight site, in Chromium.

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  await page.goto(url);
  /** The callout's text colour as the reader sees it. */
  const calloutColour = () =>
    page.locator('docs-callout').evaluate((host) => {
      const inner = host.shadowRoot?.querySelector('[class]');
      return inner ? getComputedStyle(inner).color : '';
    });
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
        const light = await calloutColour();
        await select.selectOption('dark');
        await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        await page.waitForFunction(
          (before) => {
            const inner = document.querySelector('docs-callout')?.shadowRoot?.querySelector('[class]');
            return inner !== null && inner !== undefined && getComputedStyle(inner).color !== before;
          },
          light,
          { timeout: 60_000 },
        );
        const dark = await calloutColour();
        const brightness = (/** @type {string} */ colour) =>
          (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0);
        if (!(brightness(dark) > brightness(light)))
          throw new Error(`text should be lighter in dark mode: light ${light}, dark ${dark}`);
      },
    ],
    [
      'a page with only the command reference, given its spec object, renders it',
      async () => {
        await page.goto(new URL('reference/', url).href);
        await page.locator('cli-reference').getByText('Log in to the demo platform.').first().waitFor();
      },
    ],
  ];
}
