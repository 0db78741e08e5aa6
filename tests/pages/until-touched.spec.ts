import { expect, test, type Page } from '@playwright/test';
import { holdChunk, loaderHasRun, recordScripts, undefinedTags } from '../tools/loader';

// A prerendered page of interactive widgets (demo/pages/touch-widgets.html): before the reader
// touches anything, the loader is the only script fetched; the first click, key or focus on a
// widget loads its chunk, and does what it would have done on a live widget even when it happened
// before the chunk arrived (each test holds the widget's chunk until the touch is over).

const url = '/prerendered/pages/touch-widgets.html';
const touchable = ['persisted-tabs', 'accepted-values', 'copy-button', 'docs-callout'];

async function open(page: Page) {
  await page.goto(url);
  await loaderHasRun(page);
}

test('looks like the rest of the demo: its header, its page list and its column', async ({ page }) => {
  await open(page);
  await expect(page.locator('header.demo-header h1')).toHaveText('Widgets that come alive when touched');
  await expect(page.locator('header .demo-nav a[href="/prerendered/"]')).toHaveText('Widgets');
  expect(await page.locator('main').evaluate((main) => getComputedStyle(main).maxWidth)).toBe('960px');
});

test('before any touch, the page fetches the loader and the early tab script, nothing else', async ({ page }) => {
  const scripts = recordScripts(page);
  await open(page);
  await page.waitForLoadState('networkidle');
  // The early script shows the reader's stored tab choice before the first paint (server/early-script.ts).
  expect(scripts.sort()).toEqual(['/dist/loader.js', expect.stringMatching(/\/docs-widgets-early\.\w+\.js$/)]);
  expect(await undefinedTags(page, touchable)).toEqual(touchable);
  await expect(page.locator('#tabs-install').getByRole('tab', { name: 'npm', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('#output-formats').getByRole('button')).toBeVisible();
});

test('the first click on a tab chooses it, and the tab sets of its group follow', async ({ page }) => {
  await open(page);
  const chunk = await holdChunk(page, 'persisted-tabs');
  await page.locator('#tabs-install').getByRole('tab', { name: 'Yarn' }).click();
  await chunk.requested;
  chunk.release();
  await expect(page.locator('#tabs-install').getByRole('tab', { name: 'Yarn' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.locator('#tabs-install').getByText('yarn add @example/docs-widgets')).toBeVisible();
  await expect(page.locator('#tabs-run').getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  expect(await undefinedTags(page, touchable)).toEqual(touchable.filter((tag) => tag !== 'persisted-tabs'));
});

test('the first keys on a tab set move between tabs as on a live one', async ({ page }) => {
  await open(page);
  const chunk = await holdChunk(page, 'persisted-tabs');
  await page.locator('#tabs-install').getByRole('tab', { name: 'npm', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await chunk.requested;
  chunk.release();
  const yarn = page.locator('#tabs-install').getByRole('tab', { name: 'Yarn' });
  await expect(yarn).toBeFocused();
  await expect(yarn).toHaveAttribute('aria-selected', 'true');
});

test('the first click opens the accepted values', async ({ page }) => {
  await open(page);
  const chunk = await holdChunk(page, 'accepted-values');
  const toggle = page.locator('#output-formats').getByRole('button');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await chunk.requested;
  chunk.release();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#output-formats').getByText('One JSON document, for scripts.')).toBeVisible();
});

/** Opens the page with something else on the clipboard; `beforeClick` may change the markup first. */
async function clickCopyBeforeLive(page: Page, beforeClick?: () => Promise<unknown>) {
  await open(page);
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  await beforeClick?.();
  const chunk = await holdChunk(page, 'copy-button');
  await page.locator('#copy-install').getByRole('button').click();
  await chunk.requested;
  chunk.release();
}

test('the first click on a copy button copies', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await clickCopyBeforeLive(page);
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install supabase --save-dev');
});

test('markup rewritten since the build is rendered afresh on the first click, and the click still copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // As a tool that rewrites a site's HTML might: the runtime, not the loader, reads the markup.
  await clickCopyBeforeLive(page, () =>
    page.locator('#copy-install').evaluate((host) => {
      host.shadowRoot!.querySelector('button')!.setAttribute('data-rewritten', '');
    }),
  );
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('npm install supabase --save-dev');
  // Rendered afresh: the rewritten button is gone.
  await expect(page.locator('#copy-install').locator('button[data-rewritten]')).toHaveCount(0);
});

test('Enter on a closable callout’s close button closes it, once', async ({ page }) => {
  await open(page);
  const closes: number[] = [];
  await page.exposeFunction('heardClose', () => closes.push(1));
  await page.evaluate(() =>
    document
      .querySelector('#callout-closable')!
      .addEventListener('dw-close', () => (window as unknown as { heardClose(): void }).heardClose()),
  );
  const chunk = await holdChunk(page, 'docs-callout');
  await page.locator('#callout-closable').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await chunk.requested;
  chunk.release();
  await expect(page.locator('#callout-closable')).toBeHidden();
  await expect.poll(() => closes.length).toBe(1);
});

test('a stored tab choice shows at load without loading the tab sets', async ({ page }) => {
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('docs-widgets:tabs:group:pm', JSON.stringify('pnpm')));
  const scripts = recordScripts(page);
  await open(page);
  await expect(page.locator('#tabs-run').getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => path.includes('/chunks/'))).toEqual([]);
});

test('a hash that names something inside a widget makes it live at load', async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto(`${url}#output-formats`);
  await loaderHasRun(page);
  await expect.poll(() => page.evaluate(() => customElements.get('accepted-values') !== undefined)).toBe(true);
  expect(scripts.some((path) => /\/chunks\/accepted-values-/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/chunks\/persisted-tabs-/.test(path))).toBe(false);
});

test('find-in-page reaches a closed list and an inactive tab while they are markup, and a match opens them', async ({
  page,
}) => {
  await open(page);
  // Chromium searches hidden=until-found content and fires beforematch on a match; there is no
  // find-in-page API to drive from a test, so check the attribute and send the browser's event.
  const list = page.locator('#output-formats').locator('.panel');
  const yarn = page.locator('#tabs-run').locator('.panel').nth(1);
  await expect(list).toHaveAttribute('hidden', 'until-found');
  await expect(yarn).toHaveAttribute('hidden', 'until-found');
  expect(await undefinedTags(page, touchable)).toEqual(touchable);
  await list.evaluate((panel) => panel.dispatchEvent(new Event('beforematch')));
  await expect(page.locator('#output-formats')).toHaveAttribute('data-state', 'open');
  await expect(page.locator('#output-formats').getByText('Columns aligned for reading in a terminal.')).toBeVisible();
  await yarn.evaluate((panel) => panel.dispatchEvent(new Event('beforematch')));
  await expect(page.locator('#tabs-run').getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#tabs-run').getByText('yarn dev')).toBeVisible();
});
