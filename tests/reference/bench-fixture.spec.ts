import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  fixtureFile,
  fixturePage,
  prerenderedFixturePage,
  showFixture,
  showPrerenderedFixture,
} from '../../bench/fixture.mjs';

// The benches measure "the third-party fixture" on the demo's page of a spec written by others,
// which shows the demo's own invented spec unless the fixture is shown in its place. These check
// that what a bench opens as the fixture is the fixture (over a hundred commands, where the demo's
// spec has a few dozen) and, prerendered, markup the loader accepts as the spec's, so the page
// waits for a touch: the case the benches time.

test.beforeEach(() => {
  test.skip(
    !existsSync(fixtureFile),
    `the third-party fixture is absent (${fixtureFile}); it lives outside the project`,
  );
});

test('the fixture page a bench opens renders the fixture', async ({ page }) => {
  await showFixture(page);
  await page.goto(fixturePage);
  const reference = page.locator('cli-reference');
  await expect(reference).toHaveAttribute('data-state', /^(ready|partial)$/);
  await expect(reference.locator('section#supabase-storage-cp')).toBeAttached();
  await expect.poll(() => reference.locator('section[data-section]').count()).toBeGreaterThan(100);
});

test('the prerendered fixture page a bench opens is the fixture, left as markup until touched', async ({ context }) => {
  await showPrerenderedFixture(context);
  const page = await context.newPage();
  await page.goto(prerenderedFixturePage);
  const reference = page.locator('cli-reference');
  await expect(reference.locator('section#supabase-storage-cp')).toBeAttached();
  expect(await reference.locator('section[data-section]').count()).toBeGreaterThan(100);
  await page.waitForFunction(() => Symbol.for('docs-widgets.loader') in globalThis);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => customElements.get('cli-reference') === undefined)).toBe(true);
  // The first touch reads the same spec: the markup stays the fixture's once live.
  await reference.locator('.search-input').click();
  await expect(reference).toHaveAttribute('data-state', 'ready');
  await expect(reference.locator('section#supabase-storage-cp')).toBeAttached();
});
