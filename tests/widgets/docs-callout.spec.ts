import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('<docs-callout>', () => {
  test('closing with the keyboard hides the callout, fires dw-close and moves focus to the link after it', async ({
    page,
  }) => {
    await page.goto('/');
    const callout = page.locator('#callout-closable');
    const close = callout.getByRole('button', { name: 'Close tip' });
    await expect(close).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { closes: number }).closes = 0;
      document.addEventListener('dw-close', () => (window as unknown as { closes: number }).closes++);
    });
    await close.focus();
    await page.keyboard.press('Enter');
    await expect(callout).toBeHidden();
    await expect(callout).toHaveAttribute('data-state', 'closed');
    await expect(page.locator('#callout-after')).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { closes: number }).closes)).toBe(1);
  });

  test('a close listener on the element hears the plain close event and can keep the callout open', async ({
    page,
  }) => {
    await page.goto('/');
    const callout = page.locator('#callout-closable');
    await callout.evaluate((element) => {
      element.addEventListener('close', (event) => event.preventDefault(), { once: true });
      document.addEventListener('close', () => ((window as unknown as { pageHeard: boolean }).pageHeard = true));
    });
    await callout.getByRole('button', { name: 'Close tip' }).click();
    await expect(callout).toHaveAttribute('data-state', 'open');
    await callout.getByRole('button', { name: 'Close tip' }).click();
    await expect(callout).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { pageHeard?: boolean }).pageHeard)).toBeUndefined();
  });

  test('a closed callout stays closed when its attributes change', async ({ page }) => {
    await page.goto('/');
    const callout = page.locator('#callout-closable');
    await callout.getByRole('button', { name: 'Close tip' }).click();
    await expect(callout).toBeHidden();
    await callout.evaluate((element) => element.setAttribute('type', 'danger'));
    await callout.evaluate((element) => element.removeAttribute('hidden'));
    await expect(callout.getByRole('note')).toHaveCount(0);
  });

  test('closing the last focusable thing on a page leaves focus on the body', async ({ page }) => {
    await page.goto('/pages/docs-callout.html');
    const close = page.locator('#last').getByRole('button', { name: 'Close note' });
    await close.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#last')).toBeHidden();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  });

  test('each type is a labelled note: the type is read before the title', async ({ page }) => {
    await page.goto('/');
    await expect(
      page
        .locator('#docs-callout')
        .getByRole('note', { name: 'Danger: The service role key bypasses row-level security' }),
    ).toBeVisible();
    await expect(page.locator('#callout-note').getByRole('note', { name: 'Note' })).toBeVisible();
  });

  test('light and dark give different, readable colours', async ({ page }) => {
    await page.goto('/');
    const danger = page.locator('#docs-callout docs-callout[type="danger"]').getByRole('note');
    const colours = () =>
      danger.evaluate((box) => [getComputedStyle(box).backgroundColor, getComputedStyle(box).color]);
    const light = await colours();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(colours).not.toEqual(light);
  });
});

test.describe('<docs-callout> types', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`in ${colorScheme} the six types have six colours and six icons, and pass axe colour contrast`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      const box = page.locator('#docs-callout .demo-live').first().locator('docs-callout');
      await expect(box).toHaveCount(6);
      await expect(box.last().getByRole('note')).toBeVisible();
      const looks = await box.evaluateAll((hosts) =>
        hosts.map((host) => {
          const callout = host.shadowRoot!.querySelector('[role="note"]')!;
          const style = getComputedStyle(callout);
          return {
            accent: style.borderInlineStartColor,
            background: style.backgroundColor,
            icon: callout.querySelector('.icon svg')!.innerHTML,
            label: callout.querySelector('.title .dw-visually-hidden, .title')!.textContent,
          };
        }),
      );
      expect(new Set(looks.map((look) => look.accent)).size).toBe(6);
      expect(new Set(looks.map((look) => look.background)).size).toBe(6);
      expect(new Set(looks.map((look) => look.icon)).size).toBe(6);
      expect(new Set(looks.map((look) => look.label)).size).toBe(6);
      const results = await new AxeBuilder({ page }).include('#docs-callout').withRules(['color-contrast']).analyze();
      expect(results.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
      expect(results.passes.length).toBeGreaterThan(0);
    });
  }
});

test.describe('<session-warning> and <sms-warning> render through the callout', () => {
  test('session-warning is a danger note naming both calls', async ({ page }) => {
    await page.goto('/');
    const note = page
      .locator('session-warning')
      .first()
      .getByRole('note', { name: /^Danger: / });
    await expect(note).toBeVisible();
    await expect(note.locator('code')).toHaveText(['getSession()', 'getUser()']);
  });

  test('sms-warning is a warning note', async ({ page }) => {
    await page.goto('/');
    await expect(
      page
        .locator('sms-warning')
        .first()
        .getByRole('note', { name: /^Warning: / }),
    ).toBeVisible();
  });
});
