// @ts-check
// A plain page that loads the CDN build from a second origin.

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  const messages = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(url);
  return [
    [
      'elements load from another origin and render',
      async () => {
        await page.locator('param-row').locator('.name').getByText('email').waitFor();
      },
    ],
    [
      'a property set before the definition arrives',
      async () => {
        await page.locator('#log').getByText('undefined-at-start').waitFor();
        const values = page.locator('accepted-values');
        await values.getByRole('button').first().click();
        await values.getByText('Machine-readable output.').waitFor();
      },
    ],
    [
      'events reach listeners added before the definition, plain-named aliases included',
      async () => {
        await page.locator('#log').getByText('opened').waitFor();
        await page
          .locator('docs-callout')
          .getByRole('button', { name: /close|dismiss/i })
          .click();
        await page.locator('#log').getByText('close-heard').waitFor();
      },
    ],
    [
      'the prefix option defines dw- tags and leaves the plain name to the library that owns it',
      async () => {
        await page.goto(new URL('prefix.html', url).href);
        await page.locator('dw-param-row').locator('.name').getByText('token').waitFor();
        await page.locator('dw-code-block').locator('code').first().waitFor();
        await page.locator('dw-persisted-tabs').getByRole('tab', { name: 'pnpm' }).waitFor();
        const plain = await page.evaluate(() => document.querySelector('code-block')?.shadowRoot === null);
        if (!plain) throw new Error('the other library’s <code-block> was replaced');
        if (messages.some((text) => text.includes('<code-block> is already defined by another script'))) {
          throw new Error('a prefixed page warned about the plain name it does not use');
        }
      },
    ],
    [
      'a name owned by another library gets a console warning naming the way out',
      async () => {
        const conflict = '<code-block> is already defined by another script';
        const heard = page.waitForEvent('console', {
          predicate: (message) => message.text().includes(conflict),
          timeout: 60_000,
        });
        await page.goto(new URL('conflict.html', url).href);
        const warning = (await heard).text();
        if (!warning.includes('docs-widgets:prefix') || !warning.includes("define('code-block', 'dw-code-block')")) {
          throw new Error(`no warning naming the way out; console: ${messages.join(' | ')}`);
        }
        const untouched = await page.evaluate(() => document.querySelector('code-block')?.shadowRoot === null);
        if (!untouched) throw new Error('the other library’s <code-block> was replaced');
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
