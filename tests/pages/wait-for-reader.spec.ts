import { expect, test, type Page } from '@playwright/test';
import { attributeFingerprint } from '../../widgets/shared/prerendered';
import { axeViolations } from '../tools/axe';
import { holdChunk, loaderHasRun, recordScripts, undefinedTags } from '../tools/loader';

// Code blocks, the rate-limit table and the auth providers wait for the reader like the other
// prerendered widgets (demo/pages/static-widgets.html and touch-widgets.html), and a sleeping
// widget never shows what its light DOM no longer says.

const staticUrl = '/prerendered/pages/static-widgets.html';
const touchUrl = '/prerendered/pages/touch-widgets.html';
const accordionUrl = '/prerendered/pages/docs-accordion.html';

async function open(page: Page, url: string) {
  await page.goto(url);
  await loaderHasRun(page);
}

test('a static page with a rate-limit table and auth providers fetches the loader and no other script', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await open(page, staticUrl);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/dist/loader.js']);
  expect(await undefinedTags(page, ['rate-limit-table', 'auth-providers'])).toEqual([
    'rate-limit-table',
    'auth-providers',
  ]);
  await expect(page.locator('#rate-limits').getByRole('table', { name: 'Rate limits on the Auth API' })).toBeVisible();
  await expect(page.locator('#rate-limits').getByText('30 per hour')).toBeVisible();
});

test('the auth providers show their brand colours from the stylesheet, before any script', async ({ page }) => {
  await open(page, staticUrl);
  const tile = page.locator('#phone-providers').locator('svg.mark:not(.mono) rect').first();
  await expect(tile).toBeVisible();
  // The grey tile a mark shows without its colours is the only one it could show without them.
  expect(await tile.evaluate((rect) => getComputedStyle(rect).fill)).not.toBe('rgb(68, 68, 68)');
  expect(await tile.evaluate((rect) => getComputedStyle(rect).fill)).toMatch(/^rgb/);
  expect(await undefinedTags(page, ['auth-providers'])).toEqual(['auth-providers']);
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('Tab reaches the rate-limit table’s scroll box, which is named by its caption', async ({ page }) => {
    await page.goto(staticUrl);
    await page.locator('#before-rate-limits').focus();
    await page.keyboard.press('Tab');
    const box = page.locator('#rate-limits').getByRole('region', { name: 'Rate limits on the Auth API' });
    await expect(box).toBeFocused();
  });
});

test('before a touch, a page with code blocks fetches only the loader and the early tab script', async ({ page }) => {
  const scripts = recordScripts(page);
  await open(page, touchUrl);
  await page.waitForLoadState('networkidle');
  expect(scripts.sort()).toEqual(['/dist/loader.js', expect.stringMatching(/\/docs-widgets-early\.\w+\.js$/)]);
  expect(await undefinedTags(page, ['code-block'])).toEqual(['code-block']);
  // The server coloured the code: no script is needed to show it highlighted.
  await expect(page.locator('#code-plain').locator('.hl-built_in, .hl-title, [class^="hl-"]').first()).toBeVisible();
  await expect(page.locator('#code-plain').getByText('console.log(42)')).toBeVisible();
});

test('the first click on a code block’s copy button copies its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, touchUrl);
  await page.evaluate(() => navigator.clipboard.writeText('something else'));
  const chunk = await holdChunk(page, 'code-block');
  await page.locator('#code-plain').getByRole('button', { name: 'Copy' }).click();
  await chunk.requested;
  chunk.release();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('console.log(42)');
  await expect(page.locator('#code-plain').getByRole('button', { name: 'Copied' })).toBeVisible();
});

test('the first click on the wrap toggle wraps the lines', async ({ page }) => {
  await open(page, touchUrl);
  const chunk = await holdChunk(page, 'code-block');
  const toggle = page.locator('#code-folded').getByRole('button', { name: 'Wrap lines' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await chunk.requested;
  chunk.release();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#code-folded').locator('.code-block')).toHaveAttribute('data-wrap', 'wrap');
});

test('the first click on folded lines unfolds them', async ({ page }) => {
  await open(page, touchUrl);
  const hidden = page.locator('#code-folded .code-block-pre').getByText('supabase migration up --local');
  await expect(hidden).toBeHidden();
  const chunk = await holdChunk(page, 'code-block');
  await page
    .locator('#code-folded')
    .getByRole('button', { name: /Show 3 hidden lines/ })
    .click();
  await chunk.requested;
  chunk.release();
  await expect(hidden).toBeVisible();
});

test('changing a sleeping tab set’s panel label shows the new label', async ({ page }) => {
  await open(page, touchUrl);
  await page.locator('#tabs-run tab-panel[value="yarn"]').evaluate((panel) => panel.setAttribute('label', 'Yarn 4'));
  await expect(page.locator('#tabs-run').getByRole('tab', { name: 'Yarn 4' })).toBeVisible();
});

test('changing a sleeping accordion item’s header shows it, and still after a touch', async ({ page }) => {
  await open(page, accordionUrl);
  await page.locator('accordion-item#restore').evaluate((item) => item.setAttribute('header', 'Restore a snapshot'));
  const header = page.getByRole('button', { name: 'Restore a snapshot' });
  await expect(header).toBeVisible();
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Restore a backup' })).toHaveCount(0);
});

test('a static element given the attribute-only fingerprint by hand is rendered afresh', async ({ page }) => {
  const attributes = [
    ['id', 'param-email'],
    ['name', 'email'],
    ['type', 'string'],
  ] as const;
  const forged = attributeFingerprint(attributes);
  await page.route(`**${staticUrl}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<param-row id="param-email"[^>]*data-dw-prerendered=")[^"]*("[^>]*>\s*<template shadowrootmode="open">)/,
      `$1${forged}$2<p id="forged">Written by hand</p>`,
    );
    expect(html).toContain(forged);
    await route.fulfill({ response, body: html });
  });
  await open(page, staticUrl);
  await expect(page.locator('#param-email').getByText('email', { exact: true })).toBeVisible();
  await expect(page.locator('#param-email').locator('#forged')).toHaveCount(0);
});

test('a static element the page gave a language after the build shows its words in that language', async ({ page }) => {
  await page.route(`**${staticUrl}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<param-row id="param-email"',
      '<param-row lang="fr" id="param-email"',
    );
    expect(html).toContain('<param-row lang="fr"');
    await route.fulfill({ response, body: html });
  });
  await open(page, staticUrl);
  await expect(page.locator('#param-email').getByText('Obligatoire')).toBeVisible();
});

test('axe finds nothing on the prerendered pages before a touch', async ({ page }) => {
  await open(page, staticUrl);
  expect(await axeViolations(page, ['#rate-limits', '#phone-providers'])).toEqual([]);
  await open(page, touchUrl);
  expect(await axeViolations(page, ['#code-plain', '#code-folded'])).toEqual([]);
  expect(await undefinedTags(page, ['code-block'])).toEqual(['code-block']);
});
