// @ts-check
// What a reader of the React app sees, in Chromium. Each entry is one named check.

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
        await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm' }).click();
        await page.waitForURL(/[?&]pm=pnpm/);
        await page.reload();
        await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm', selected: true }).waitFor();
      },
    ],
    [
      "dark mode follows the site's toggle (data-theme on <html>)",
      async () => {
        await page.goto(url);
        const colour = () =>
          page
            .locator('docs-callout')
            .first()
            .evaluate((host) => {
              const inner = host.shadowRoot?.querySelector('[class]');
              return inner ? getComputedStyle(inner).color : '';
            });
        await page.waitForFunction(() => document.querySelector('docs-callout')?.shadowRoot?.querySelector('[class]'));
        const light = await colour();
        await page.locator('#theme-toggle').click();
        await page.waitForFunction((before) => {
          const inner = document.querySelector('docs-callout')?.shadowRoot?.querySelector('[class]');
          return inner !== null && inner !== undefined && getComputedStyle(inner).color !== before;
        }, light);
        const brightness = (/** @type {string} */ value) =>
          (value.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0);
        const dark = await colour();
        if (!(brightness(dark) > brightness(light))) throw new Error(`not lighter in dark mode: ${light} → ${dark}`);
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
