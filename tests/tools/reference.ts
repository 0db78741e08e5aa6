import { expect, type Locator, type Page } from '@playwright/test';

// What the browser tests of <cli-reference> share: opening a page and waiting until its reference
// has every section in the page.

/**
 * Opens `path` and waits until its reference is ready and has every section in the page (its
 * `dw-rendered` event); resolves to the reference `selector` names (the page's first by default).
 */
export async function openReference(page: Page, path: string, selector = 'cli-reference'): Promise<Locator> {
  await page.addInitScript(() => {
    document.addEventListener('dw-rendered', () => ((window as { rendered?: boolean }).rendered = true));
  });
  await page.goto(path);
  const reference = page.locator(selector).first();
  await expect(reference).toHaveAttribute('data-state', 'ready');
  await page.waitForFunction(() => (window as { rendered?: boolean }).rendered === true);
  return reference;
}
