import { expect, test } from '@playwright/test';

test.describe('<link-card>, <icon-card> and <card-grid>', () => {
  test('the guides grid is one link per card, to docs pages under the docs base', async ({ page }) => {
    await page.goto('/');
    const cards = page.locator('#guides link-card');
    await expect(cards).toHaveCount(7);
    const links = page.locator('#guides').getByRole('link');
    await expect(links).toHaveCount(7);
    await expect(page.locator('#guides').getByRole('link', { name: 'Redirect URLs' })).toHaveAttribute(
      'href',
      /\/guides\/auth\/redirect-urls$/,
    );
    await expect(page.locator('#guides').getByRole('link', { name: 'Hugging Face' })).toHaveAttribute(
      'href',
      /\/guides\/ai\/hugging-face$/,
    );
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('rel')))) {
      expect(href).toBeNull();
    }
  });

  test('Tab focuses a whole card, which shows a visible focus ring, and Enter follows it', async ({ page }) => {
    await page.goto('/');
    await page.locator('#cards-title').scrollIntoViewIfNeeded();
    const first = page.locator('#guide-redirects').getByRole('link');
    await first.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    // The ring is drawn by the link's ::after, which covers the whole card.
    const ring = await first.evaluate((anchor) => {
      const style = getComputedStyle(anchor, '::after');
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Tab');
    await expect(page.locator('#guides link-card').nth(1).getByRole('link')).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await Promise.all([page.waitForURL(/\/guides\/auth\/redirect-urls$/), page.keyboard.press('Enter')]);
  });

  test('a click anywhere on a card, its description or icon too, follows its link', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('#guide-redirects');
    await expect(card.getByRole('link')).toBeVisible();
    // Widgets above it are still upgrading and change height: click once the card has stopped moving.
    let top = -1;
    await expect
      .poll(async () => {
        await card.scrollIntoViewIfNeeded();
        const { y } = (await card.boundingBox())!;
        const settled = y === top;
        top = y;
        return settled;
      })
      .toBe(true);
    const box = (await card.boundingBox())!;
    // the bottom-left corner: below the title, beside the arrow, over no text of the link itself
    await Promise.all([
      page.waitForURL(/\/guides\/auth\/redirect-urls$/),
      page.mouse.click(box.x + 6, box.y + box.height - 6),
    ]);
  });

  test('the grid gives three columns on a wide page and one on a phone', async ({ page }) => {
    const columns = () =>
      page
        .locator('#guides link-card')
        .evaluateAll((cards) => new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left))).size);
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto('/');
    await expect(page.locator('#guides link-card').first().getByRole('link')).toBeVisible();
    await expect.poll(columns).toBe(3);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(columns).toBe(1);
  });

  test('has-light-icon shows the light variant of the image in dark mode only', async ({ page }) => {
    const shown = () =>
      page.locator('#card-light-icon').evaluate((host) =>
        [...(host.shadowRoot?.querySelectorAll('img') ?? [])] // [] until the tag is defined
          .filter((image) => getComputedStyle(image).display !== 'none')
          .map((image) => new URL(image.src).pathname),
      );
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect.poll(shown).toEqual(['/pages/icon-card-mark.svg']);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(shown).toEqual(['/pages/icon-card-mark-light.svg']);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect.poll(shown).toEqual(['/pages/icon-card-mark.svg']);
  });
});
