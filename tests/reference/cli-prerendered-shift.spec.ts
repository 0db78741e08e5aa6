import { expect, test, type Locator, type Page } from '@playwright/test';
import { loaderHasRun, wakeAll } from '../tools/loader';

// The same reference, as the server wrote it and as it is once live (woken, or rendered in the
// browser), puts its command list in the same place: nothing moves when it comes alive.

/** The top of each group title of the command list, from the top of the list. */
function groupTitleOffsets(reference: Locator): Promise<number[]> {
  return reference.evaluate((host) => {
    const root = host.shadowRoot!;
    const list = root.querySelector('.nav-scroll')!.getBoundingClientRect();
    return [...root.querySelectorAll('.nav-group-title')].map((title) =>
      Math.round(title.getBoundingClientRect().top - list.top),
    );
  });
}

async function live(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const reference = page.locator('cli-reference');
  await expect(reference).toHaveAttribute('data-state', 'ready');
  await expect(reference.locator('.nav-scroll a').last()).toBeAttached();
  return reference;
}

test.use({ viewport: { width: 1280, height: 900 } });

test('the prerendered command list is laid out as the live one, before and after it wakes', async ({ page }) => {
  await page.goto('/prerendered/cli-fixture.html');
  await loaderHasRun(page);
  const prerendered = page.locator('cli-reference');
  expect(await prerendered.getAttribute('data-state')).toBeNull();
  const before = await groupTitleOffsets(prerendered);
  expect(before.length).toBeGreaterThan(3);

  await wakeAll(page);
  await expect(prerendered).toHaveAttribute('data-state', 'ready');
  expect(await groupTitleOffsets(prerendered)).toEqual(before);

  const rendered = await live(page, '/cli-fixture.html');
  await expect.poll(() => groupTitleOffsets(rendered)).toEqual(before);
});
