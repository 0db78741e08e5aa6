import { expect, test, type Page } from '@playwright/test';

// The prerendered pages with JavaScript turned off: what a reader sees there works, what needs a
// script is not shown, and what it would do is said instead; nothing the reference knows is lost.

/** The visible controls in every widget's shadow root that do something only with a script. */
async function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot, host: string) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot, `${element.localName}#${element.id}`);
        if (root === document) continue;
        const control = element.matches('button, input, select, textarea, [role="tab"]');
        const box = element.getBoundingClientRect();
        if (control && box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden')
          found.push(
            `${host}: ${element.localName}.${element.className} "${element.textContent?.trim().slice(0, 40)}"`,
          );
      }
    };
    walk(document, '');
    return found;
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the reference shows no control that needs a script, says what the filter would do, and keeps versions, markers and every example', async ({
    page,
  }) => {
    await page.goto('/prerendered/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference.getByRole('heading', { name: 'Supabase CLI' })).toBeVisible();
    expect(await deadControls(page)).toEqual([]);
    await expect(reference.locator('.no-script-note').first()).toContainText(/filter/i);

    // The versions, as text: the one shown, that it is the newest, and the other.
    const header = reference.locator('.reference-header');
    await expect(header).toContainText('v1.150.0');
    await expect(header).toContainText('v1.140.0');
    // New and Changed markers, a change's before and after readable without hovering.
    await expect(reference.locator('#global-flags--dns-resolver')).toContainText('New in v1.150.0');
    const level = reference.locator('#supabase-db-lint--level');
    await expect(level).toContainText('Changed in v1.150.0');
    await expect(level.getByText(/default: error → warning/)).toBeVisible();

    // Accepted values: the list under a plain label, not under an "Open" button.
    const values = reference.locator('#global-flags--dns-resolver');
    await expect(values.locator('.accepted-values .label')).toHaveText(/^Accepted values\s*2$/);
    await expect(values.getByRole('button')).toHaveCount(0);
    await expect(values.locator('.accepted-values').getByText('https', { exact: true })).toBeVisible();

    // Every example is shown, each under its name.
    const status = reference.locator('#supabase-status');
    await expect(status.locator('.tab-label')).toHaveText([
      'Show the status',
      'Print shell variables',
      'Rename variables for a framework',
    ]);
    for (const label of await status.locator('.tab-label').all()) await expect(label).toBeVisible();
    await expect(status.getByText('supabase status -o env', { exact: true })).toBeVisible();
  });

  test('the showcase shows no control that needs a script; every list and every tab panel is there', async ({
    page,
  }) => {
    await page.goto('/prerendered/');
    await expect(page.locator('#accepted-values-closed .label')).toHaveText(/^Accepted values\s*5$/);
    const dead = await deadControls(page);
    // Left as they are: an accordion's headers (every item's content is shown, so they hide nothing)
    // and a code block's fold button (its lines are not in the server's markup).
    expect(dead.filter((control) => !/accordion-header|code-block-fold/.test(control))).toEqual([]);
    await expect(page.locator('#accepted-values-closed').getByText('yaml', { exact: true })).toBeVisible();
    await expect(page.locator('#tabs-install tab-panel[value="pnpm"]')).toBeVisible();
    await expect(page.locator('#faq-ports').getByText('54322')).toBeVisible();
  });
});
