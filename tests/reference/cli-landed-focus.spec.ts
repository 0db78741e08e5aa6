import { expect, test, type Locator } from '@playwright/test';
import { openReference } from '../tools/reference';

// A page opened at a section's address focuses that section, so the next Tab and a screen reader
// go on from there; that focus, given by script, draws no frame around the whole section, while
// the keyboard's focus on the section's own controls keeps its ring.

const outline = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });

for (const [path, id] of [
  ['/cli-fixture.html', 'lumen-link'],
  ['/cli.html', 'supabase-link'],
] as const) {
  test(`${path}#${id}: the landed section has focus and no outline; Tab rings the next control in it`, async ({
    page,
  }) => {
    const reference = await openReference(page, `${path}#${id}`);
    const section = reference.locator(`#${id}`);
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    expect((await outline(section)).style).toBe('none');

    await page.keyboard.press('Tab');
    const next = reference.locator(':focus');
    await expect(next).toHaveCount(1);
    expect(await next.evaluate((element, sectionId) => element.closest('section')?.id === sectionId, id)).toBe(true);
    expect(await outline(next)).toEqual({ style: 'solid', width: '2px' });
  });
}

test('/cli-fixture.html#lumen-link--app-ref: a landed flag row has focus and no outline', async ({ page }) => {
  const reference = await openReference(page, '/cli-fixture.html#lumen-link--app-ref');
  const row = reference.locator('[id="lumen-link--app-ref"]');
  await expect(row).toBeFocused();
  await expect(row).toBeInViewport();
  expect((await outline(row)).style).toBe('none');
});
