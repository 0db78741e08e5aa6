import { expect, test } from '@playwright/test';

test.describe('<auth-providers>', () => {
  test('social lists 19 providers and phone 3, each a link to its guide', async ({ page }) => {
    await page.goto('/');
    const social = page.locator('#providers-social');
    await expect(social.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', /\/guides\/auth\/social-login\/auth-github$/);
    await expect(social.locator('a.card')).toHaveCount(19);
    const phone = page.locator('#providers-phone');
    await expect(phone.locator('a.card')).toHaveCount(3);
    await expect(phone.getByRole('link', { name: 'Twilio' })).toHaveAttribute('href', /\/guides\/auth\/phone-login\/twilio$/);
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

  test('black-and-white marks switch to a light tile in dark mode; coloured marks keep their colour', async ({ page }) => {
    const fills = () =>
      page.locator('#providers-social').evaluate((host) => {
        const rect = (initials: string) =>
          [...host.shadowRoot!.querySelectorAll('svg.mark')].find((mark) => mark.textContent === initials)!.querySelector('rect')!;
        return { github: getComputedStyle(rect('GH')).fill, google: getComputedStyle(rect('G')).fill };
      });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('#providers-social').getByRole('link', { name: 'GitHub' })).toBeVisible();
    const light = await fills();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(async () => (await fills()).github).not.toBe(light.github);
    expect((await fills()).google).toBe(light.google);
  });
});
