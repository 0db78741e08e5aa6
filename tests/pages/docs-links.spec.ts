import { expect, test, type Page } from '@playwright/test';
import { docsPages } from '../../widgets/shared/page/docs-pages';

// Every link into the docs, from the widgets, our CLI spec and the demo pages, names a page of one
// list (docsPages in widgets/shared/page/docs-pages.ts): two spellings of one page, one of them dead, cannot
// come back unnoticed.

/** Every link's address on the page: in the document and in every shadow root, however deep. */
async function linksOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLAnchorElement && element.hasAttribute('href')) found.push(element.href);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
}

/** What shows that a page's widgets have rendered their links. */
const pages: Record<string, string[]> = {
  '/': [
    '#guides link-card >> nth=6 >> a',
    '#providers-phone .card >> nth=2 >> a',
    'sms-warning >> nth=0 >> a >> nth=0',
    'session-warning >> nth=0 >> a',
    '#exchange-guide a >> nth=0',
    '#example-cli .command >> nth=0',
  ],
  '/qa.html': ['#providers-bad .card >> nth=0 >> a', '#card-bad-icon a'],
  '/cli.html': ['#platform-cli #supabase-services'],
  '/code-samples.html': ['#sample-cli .command >> nth=1', '#guide-exchange a >> nth=0'],
};

for (const [path, rendered] of Object.entries(pages)) {
  test(`every docs link on ${path} names a page of the one list`, async ({ page }) => {
    await page.goto(path);
    for (const selector of rendered) await expect(page.locator(selector)).toBeAttached();
    const origin = new URL(page.url()).origin;
    const docsLinks = (await linksOf(page))
      .map((href) => new URL(href))
      .filter((url) => url.origin === origin && url.pathname.startsWith('/guides'))
      .map((url) => url.pathname);
    expect(docsLinks.length).toBeGreaterThan(0);
    expect([...new Set(docsLinks.filter((pathname) => !docsPages.includes(pathname)))]).toEqual([]);
  });
}

test('the local-development card and the CLI reference link the same guide', async ({ page }) => {
  await page.goto('/');
  const card = page.locator('#guides link-card').getByRole('link', { name: 'Local development' });
  const cardPath = new URL((await card.getAttribute('href'))!, page.url()).pathname;
  await page.goto('/cli.html');
  const reference = page.locator('#platform-cli');
  const guide = reference.locator('.reference-description').getByRole('link', { name: 'local development guide' });
  const referencePath = new URL((await guide.getAttribute('href'))!, page.url()).pathname;
  expect(referencePath).toBe(cardPath);
  const sectionLinks = await reference
    .locator('.reference-links a, .command a')
    .evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
  expect(sectionLinks.filter((pathname) => /local-development/.test(pathname))).not.toContain(
    '/guides/cli/local-development',
  );
});
