import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const page_ = '/pages/persisted-tabs.html';

function selectedTab(tabs: Locator): Locator {
  return tabs.locator('[role="tab"][aria-selected="true"]');
}

async function ready(page: Page, id: string): Promise<Locator> {
  const tabs = page.locator(`#${id}`);
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  return tabs;
}

test.describe('<persisted-tabs>', () => {
  test('a choice survives a reload: the URL names it, and without the URL storage brings it back', async ({ page }) => {
    await page.goto(page_);
    const bottom = await ready(page, 'sdk-bottom');
    await bottom.getByRole('tab', { name: 'Python' }).click();
    await expect(page).toHaveURL(/\?sdk=python$/);

    await page.reload();
    await expect(selectedTab(await ready(page, 'sdk-top'))).toHaveText('Python');

    // No query parameter: the default shows first, then the stored choice after the delay.
    await page.goto(page_);
    const top = await ready(page, 'sdk-top');
    await expect(top).toHaveAttribute('data-state', 'ready');
    await expect(selectedTab(top)).toHaveText('Python');
    await expect(top.locator('tab-panel[value="python"]')).toBeVisible();
    await expect(top.locator('tab-panel[value="js"]')).toBeHidden();
  });

  test('the query parameter wins over the stored choice', async ({ page }) => {
    await page.goto(page_);
    await (await ready(page, 'sdk-top')).getByRole('tab', { name: 'Python' }).click();
    // The page's clock is the test's: it moves past the restore delay when told to, however
    // busy the machine.
    await page.clock.install();
    await page.goto(`${page_}?sdk=swift`);
    const top = await ready(page, 'sdk-top');
    await expect(selectedTab(top)).toHaveText('Swift');
    await page.clock.runFor(1_000); // past the restore delay: storage must not take over
    await expect(top).toHaveAttribute('data-state', 'ready');
    await expect(selectedTab(top)).toHaveText('Swift');
  });

  test('the URL keeps its other parameters and hash, and the page does not navigate', async ({ page }) => {
    await page.goto(`${page_}?lang=en&empty=&q=a%20b#notes`);
    const top = await ready(page, 'sdk-top');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const historyLength = await page.evaluate(() => history.length);
    await top.getByRole('tab', { name: 'Swift' }).click();
    await expect(page).toHaveURL(/\/pages\/persisted-tabs\.html\?lang=en&empty=&q=a%20b&sdk=swift#notes$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });

  test('a query value no tab has gives way in the URL to the tab shown, other parameters and hash kept', async ({
    page,
  }) => {
    await page.goto(`${page_}?lang=en&sdk=cargo#notes`);
    const top = await ready(page, 'sdk-top');
    await expect(top).toHaveAttribute('data-state', 'ready');
    await expect(page).toHaveURL(/\/pages\/persisted-tabs\.html\?lang=en&sdk=[a-z]+#notes$/);
    await expect.poll(() => new URL(page.url()).searchParams.get('sdk')).not.toBe('cargo');
    const value = new URL(page.url()).searchParams.get('sdk')!;
    await expect(top.locator(`tab-panel[value="${value}"]`)).toBeVisible();
  });

  test('tab sets of one group follow a choice made in another browser tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(page_);
    await second.goto(page_);
    await ready(second, 'sdk-top');
    await (await ready(first, 'sdk-bottom')).getByRole('tab', { name: 'Swift' }).click();
    await expect(selectedTab(second.locator('#sdk-top'))).toHaveText('Swift');
    await expect(selectedTab(second.locator('#sdk-bottom'))).toHaveText('Swift');
    await expect(second.locator('#sdk-top tab-panel[value="swift"]')).toBeVisible();
  });

  // Two starting points: with the set above on screen, Chromium's own scroll anchoring picks an
  // anchor inside that set and lets the page jump; with it off screen, native anchoring already
  // holds the page and our correction must not add to it.
  for (const [where, scrollTo] of [
    ['on screen', 0],
    ['scrolled away', 480],
  ] as const) {
    test(`the clicked tab stays where it was on screen when a set above it changes height (${where})`, async ({
      page,
    }) => {
      await page.goto(page_);
      const top = await ready(page, 'sdk-top');
      const bottom = await ready(page, 'sdk-bottom');
      await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
      const python = bottom.getByRole('tab', { name: 'Python' });
      const topSetHeight = () => top.evaluate((host) => host.getBoundingClientRect().height);
      const tabTop = (tab: Locator) => tab.evaluate((element) => element.getBoundingClientRect().top);
      const before = { tab: await tabTop(python), set: await topSetHeight() };
      expect(before.tab).toBeGreaterThan(0);
      expect(before.tab).toBeLessThan(700);
      await python.click();
      await expect(selectedTab(top)).toHaveText('Python');
      expect(await topSetHeight()).toBeGreaterThan(before.set + 1000); // the set above really grew
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(Math.abs((await tabTop(python)) - before.tab)).toBeLessThanOrEqual(1);

      // And back: the set above shrinks, the tab still does not move.
      const js = bottom.getByRole('tab', { name: 'JavaScript' });
      const beforeShrink = await tabTop(js);
      await js.click();
      await expect(selectedTab(top)).toHaveText('JavaScript');
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(Math.abs((await tabTop(js)) - beforeShrink)).toBeLessThanOrEqual(1);
    });
  }

  test('with sticky, the tab list stays at sticky-offset while its panel scrolls by', async ({ page }) => {
    await page.goto(page_);
    const sticky = await ready(page, 'sticky');
    const tabList = sticky.getByRole('tablist');
    const listTop = () => tabList.evaluate((list) => Math.round(list.getBoundingClientRect().top));
    await sticky.evaluate((host) => window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY + 600));
    await expect.poll(listTop).toBe(40);
    await page.evaluate(() => window.scrollBy(0, 500));
    await expect.poll(listTop).toBe(40);
    // Past the end of the set, the list leaves with it.
    await sticky.evaluate((host) => window.scrollTo(0, host.getBoundingClientRect().bottom + window.scrollY + 100));
    await expect.poll(listTop).toBeLessThan(0);
    // The stuck list is opaque: the panel does not show through.
    const background = await tabList.evaluate((list) => getComputedStyle(list).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
  });

  test('keyboard: one tab stop, arrows and Home/End move and activate, Tab goes on to the panel', async ({ page }) => {
    await page.goto(page_);
    const top = await ready(page, 'sdk-top');
    await page.locator('h1').click(); // the next Tab starts from here
    await page.keyboard.press('Tab');
    await expect(top.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(top.getByRole('tab', { name: 'Python' })).toBeFocused();
    await expect(selectedTab(top)).toHaveText('Python');
    await page.keyboard.press('End');
    await expect(top.getByRole('tab', { name: 'Swift' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(top.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(selectedTab(top)).toHaveText('Swift');
    await page.keyboard.press('Home');
    await expect(selectedTab(top)).toHaveText('JavaScript');
    await page.keyboard.press('Tab');
    await expect(top.getByRole('tabpanel', { name: 'JavaScript' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(top.getByRole('tab', { name: 'JavaScript' })).toBeFocused();
  });

  test('inactive panels stay reachable by find-in-page, which opens the tab with the match', async ({ page }) => {
    await page.goto(page_);
    const bottom = await ready(page, 'sdk-bottom');
    const swiftPanel = bottom.getByRole('tabpanel', { name: 'Swift', includeHidden: true });
    await expect(swiftPanel).toHaveAttribute('hidden', 'until-found');
    await expect(bottom.getByText('Add the Swift package')).toBeHidden();
    // What Chromium does when a find-in-page match lies inside a hidden=until-found element.
    await swiftPanel.evaluate((panel) => {
      panel.removeAttribute('hidden');
      panel.dispatchEvent(new Event('beforematch', { bubbles: true }));
    });
    await expect(selectedTab(bottom)).toHaveText('Swift');
    await expect(selectedTab(page.locator('#sdk-top'))).toHaveText('Swift');
    await expect(bottom.getByText('Add the Swift package')).toBeVisible();
    await expect(bottom.getByRole('tabpanel', { name: 'JavaScript', includeHidden: true })).toHaveAttribute(
      'hidden',
      'until-found',
    );
  });

  test('a tab row wider than its box fades at the side where tabs are scrolled away; the keyboard brings each tab into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(page_);
    const many = await ready(page, 'many');
    const list = many.getByRole('tablist');
    const fade = () => list.evaluate((element) => getComputedStyle(element).maskImage);
    const inside = async (tab: Locator) => {
      const [tabBox, listBox] = [await tab.boundingBox(), await list.boundingBox()];
      return (
        tabBox !== null &&
        listBox !== null &&
        tabBox.x >= listBox.x - 1 &&
        tabBox.x + tabBox.width <= listBox.x + listBox.width + 1
      );
    };
    const last = many.getByRole('tab', { name: 'Docker image' });
    await expect(list).toHaveAttribute('data-overflow', 'right');
    expect(await fade()).not.toBe('none');
    expect(await inside(last)).toBe(false);

    await many.getByRole('tab', { name: 'npm', exact: true }).focus();
    await page.keyboard.press('End');
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => inside(last)).toBe(true);
    // At the end of the row the right-hand cue is gone; the left one says tabs went that way.
    await expect(list).toHaveAttribute('data-overflow', 'left');

    await page.keyboard.press('Home');
    await expect(many.getByRole('tab', { name: 'npm', exact: true })).toBeFocused();
    await expect(list).toHaveAttribute('data-overflow', 'right');

    // Room for every tab: no cue at all.
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(list).not.toHaveAttribute('data-overflow');
    expect(await fade()).toBe('none');
  });

  test('the demo shows a sticky tab list at the specified 100 px, the default, with no offset written', async ({
    page,
  }) => {
    await page.goto('/');
    const sticky = page.locator('#persisted-tabs persisted-tabs[sticky]:not([sticky-offset])');
    await expect(sticky).toHaveCount(1);
    await expect(sticky.getByRole('tab').first()).toBeVisible();
    const tabList = sticky.getByRole('tablist');
    const listTop = () => tabList.evaluate((list) => Math.round(list.getBoundingClientRect().top));
    // The set's top 150 px above the offset: its list is stuck there while the steps scroll under it.
    await sticky.evaluate((host) => window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY - 100 + 150));
    await expect.poll(listTop).toBe(100);
    await page.evaluate(() => window.scrollBy(0, 100));
    await expect.poll(listTop).toBe(100);
  });

  test('the demo sections have no accessibility violations and are screenshotted, light and dark', async ({
    page,
  }, testInfo) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto('/');
      await expect(page.locator('#tabs-install').getByRole('tab').first()).toBeVisible();
      let results = await new AxeBuilder({ page }).include('#persisted-tabs').analyze();
      expect(results.violations.map((violation) => `${colorScheme}: ${violation.id}: ${violation.help}`)).toEqual([]);
      await page
        .locator('#persisted-tabs')
        .screenshot({ path: testInfo.outputPath(`persisted-tabs-${colorScheme}.png`) });
      // The bad-input fixtures, on the QA page.
      await page.goto('/qa.html');
      await expect(page.locator('#tabs-bad [role="alert"]')).toBeVisible();
      results = await new AxeBuilder({ page }).include('#persisted-tabs').analyze();
      expect(results.violations.map((violation) => `${colorScheme}: ${violation.id}: ${violation.help}`)).toEqual([]);
    }
  });
});
