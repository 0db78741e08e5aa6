import { expect, test } from '@playwright/test';

test.describe('<auth-providers>', () => {
  test('social lists 19 providers and phone 3, each a link to its guide', async ({ page }) => {
    await page.goto('/');
    const social = page.locator('#providers-social');
    await expect(social.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      /\/guides\/auth\/social-login\/auth-github$/,
    );
    await expect(social.locator('.card a')).toHaveCount(19);
    const phone = page.locator('#providers-phone');
    await expect(phone.locator('.card a')).toHaveCount(3);
    await expect(phone.getByRole('link', { name: 'Twilio' })).toHaveAttribute(
      'href',
      /\/guides\/auth\/phone-login\/twilio$/,
    );
    await expect(social.getByRole('link', { name: 'Authentication → Providers' })).toHaveAttribute(
      'href',
      /\/dashboard\/project\/_\/auth\/providers$/,
    );
  });

  test('each card is one tab stop', async ({ page }) => {
    await page.goto('/');
    const social = page.locator('#providers-social');
    await social.getByRole('link', { name: 'Apple' }).focus();
    await page.keyboard.press('Tab');
    await expect(social.getByRole('link', { name: 'Azure (Microsoft)' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(social.getByRole('link', { name: 'Bitbucket' })).toBeFocused();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme} every letter mark stands out from its card and its letter from the tile`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const social = page.locator('#providers-social');
      await expect(social.locator('.card a')).toHaveCount(19);
      const measured = await social.evaluate((host) => {
        // The canvas turns any CSS colour (color-mix, light-dark, oklab) into sRGB bytes.
        const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const rgb = (color: string) => {
          context.clearRect(0, 0, 1, 1);
          context.fillStyle = color;
          context.fillRect(0, 0, 1, 1);
          return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
        };
        const luminance = (color: string) => {
          const [r, g, b] = rgb(color).map((value) => {
            const channel = value / 255;
            return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
        };
        const contrast = (one: string, other: string) => {
          const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
          return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100;
        };
        return [...host.shadowRoot!.querySelectorAll('.card[data-linked]')].map((card) => {
          const tile = getComputedStyle(card.querySelector('svg.mark rect')!).fill;
          const letter = getComputedStyle(card.querySelector('svg.mark text')!).fill;
          const background = getComputedStyle(card).backgroundColor;
          return {
            name: card.querySelector('.title')!.textContent,
            tileOnCard: contrast(tile, background),
            letterOnTile: contrast(letter, tile),
          };
        });
      });
      expect(measured.filter((mark) => mark.tileOnCard < 3 || mark.letterOnTile < 4.5)).toEqual([]);
    });
  }

  test("the letter marks are as large as an icon card's icon frame, and every provider card has the link arrow", async ({
    page,
  }) => {
    await page.goto('/');
    const social = page.locator('#providers-social');
    await expect(social.locator('.card a')).toHaveCount(19);
    const frame = (await page.locator('icon-card[title="Edge Functions"] .icon').boundingBox())!;
    const mark = (await social
      .locator('.card')
      .filter({ has: page.getByRole('link', { name: 'Slack' }) })
      .locator('svg.mark')
      .boundingBox())!;
    expect(mark.width).toBeCloseTo(frame.width, 0);
    expect(mark.height).toBeCloseTo(frame.height, 0);
    await expect(social.locator('.card[data-linked] svg.arrow')).toHaveCount(19);
    await expect(
      social
        .locator('.card')
        .filter({ has: page.getByRole('link', { name: 'Slack' }) })
        .locator('svg.arrow'),
    ).toBeVisible();
    const fontSize = await social
      .locator('.card')
      .filter({ has: page.getByRole('link', { name: 'GitHub' }) })
      .locator('svg.mark text')
      .evaluate((text) => text.getBoundingClientRect().height);
    expect(fontSize).toBeGreaterThanOrEqual(12);
  });

  test('black-and-white marks are a near-black tile in light mode and a near-white one in dark mode', async ({
    page,
  }) => {
    const github = () =>
      page
        .locator('#providers-social .card')
        .filter({ has: page.getByRole('link', { name: 'GitHub' }) })
        .locator('svg.mark rect')
        .evaluate((rect) => getComputedStyle(rect).fill);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect.poll(github).toBe('rgb(31, 35, 40)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(github).toBe('rgb(240, 240, 240)');
  });
});

test.describe('<auth-providers> layout', () => {
  test('on a 390 px phone the list keeps two columns, and the cards of a row share one height', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const social = page.locator('#providers-social');
    await expect(social.locator('.card a')).toHaveCount(19);
    const boxes = await social.evaluate((host) =>
      [...host.shadowRoot!.querySelectorAll('.card')].map((card) => {
        const box = card.getBoundingClientRect();
        return {
          left: Math.round(box.left),
          top: Math.round(box.top),
          height: Math.round(box.height),
          right: Math.round(box.right),
        };
      }),
    );
    const columns = new Set(boxes.map((box) => box.left));
    expect(columns.size).toBe(2);
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
    expect(rows.size).toBe(10);
    for (const heights of rows.values()) expect(new Set(heights).size).toBe(1);
    // nothing spills out of the page sideways
    expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);
  });

  // A name is cut only between words (or after a hyphen), and no line of a card leaves it, at any width.
  for (const width of [1280, 1024, 820, 390, 320]) {
    test(`at ${width} px no provider name breaks inside a word, and no text leaves its card`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('#providers-phone .card a')).toHaveCount(3);
      await expect(page.locator('#providers-social .card a')).toHaveCount(19);
      const problems = await page.locator('#providers-social, #providers-phone').evaluateAll((hosts) =>
        hosts.flatMap((host) =>
          [...host.shadowRoot!.querySelectorAll('.card')].flatMap((card) => {
            const found: string[] = [];
            const cardBox = card.getBoundingClientRect();
            for (const part of card.querySelectorAll('.title, .description')) {
              const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
              for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
                  const range = document.createRange();
                  range.setStart(node, word.index);
                  range.setEnd(node, word.index + word[0].length);
                  const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
                  if (lines.size > 1) found.push(`"${word[0]}" is broken over ${lines.size} lines`);
                  const box = range.getBoundingClientRect();
                  if (box.right > cardBox.right + 0.5 || box.left < cardBox.left - 0.5)
                    found.push(`"${word[0]}" leaves its card`);
                }
              }
            }
            return found;
          }),
        ),
      );
      expect(problems).toEqual([]);
    });
  }
});
