// @ts-check
// A partner's page on another origin with the root README's embedding snippet, loading the
// widgets from the demo server (as a partner would from wherever the widgets are served).

/** @param {import('playwright').Page} page @param {string} url */
export async function check(page, url) {
  /** @type {Map<string, string | undefined>} */
  const corsHeaders = new Map();
  page.on('response', (response) => {
    if (/\/dist\/.*\.js$/.test(response.url())) {
      corsHeaders.set(response.url(), response.headers()['access-control-allow-origin']);
    }
  });
  await page.goto(url);
  return [
    [
      'the snippet from another origin defines the tags and renders them',
      async () => {
        await page.locator('param-row').locator('.name').getByText('email').waitFor();
        await page.waitForFunction(() => document.querySelector('param-row')?.getAttribute('data-state') !== null);
      },
    ],
    [
      'the demo server answers the loader and its chunks with Access-Control-Allow-Origin',
      async () => {
        const scripts = [...corsHeaders.entries()];
        if (!scripts.some(([address]) => address.endsWith('/dist/loader.js')))
          throw new Error('the loader was not loaded');
        if (!scripts.some(([address]) => address.includes('/dist/chunks/'))) throw new Error('no chunk was loaded');
        const missing = scripts.filter(([, header]) => header !== '*').map(([address]) => address);
        if (missing.length > 0) throw new Error(`no CORS header on ${missing.join(', ')}`);
      },
    ],
  ];
}
