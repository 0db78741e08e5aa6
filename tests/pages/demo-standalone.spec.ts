import { expect, test } from '@playwright/test';

// The demo's reference pages show specs the project writes itself (demo/formats/specs/,
// demo/lumen-cli.yaml), so a fresh clone, without ../shared/fixtures/ beside it, shows them all.
// Each page fetches its spec once: no second request, none cut off.

const pages = [
  '/cli-fixture.html',
  '/prerendered/cli-fixture.html',
  '/formats/opencli.html',
  '/formats/oclif.html',
  '/formats/usage.html',
  '/formats/cobra.html',
  '/cli.html?format=opencli',
  '/cli.html?format=oclif',
  '/cli.html?format=usage',
  '/cli.html?format=cobra',
];

for (const path of pages) {
  test(`${path} reads nothing from outside the project, and its spec once`, async ({ page }) => {
    const requested: string[] = [];
    const failed: string[] = [];
    const refused: string[] = [];
    page.on('request', (request) => requested.push(`${request.method()} ${new URL(request.url()).pathname}`));
    page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(path);
    const reference = page.locator('cli-reference');
    // On a prerendered page the reference waits for the reader's first touch.
    if (path.startsWith('/prerendered/')) await reference.locator('.search-input').click();
    await expect(reference).toHaveAttribute('data-state', /^(ready|partial)$/, { timeout: 20_000 });
    await expect(reference.locator('section.command').first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(requested.filter((request) => request.includes('/fixtures/'))).toEqual([]);
    expect(refused).toEqual([]);
    expect(failed).toEqual([]);
    const specs = requested.filter((request) => /\.(json|ya?ml|kdl)$/.test(request) && !request.includes('/dist/'));
    expect(specs.length, `spec requests: ${specs.join(', ')}`).toBeGreaterThan(0);
    expect(specs).toEqual([...new Set(specs)]);
    expect(specs.filter((request) => request.startsWith('HEAD '))).toEqual([]);
  });
}
