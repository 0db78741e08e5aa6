import { axeViolations, referenceParts, type Part } from '../tools/axe';
import { holdClock } from '../tools/clock';
import { expect, test, type Locator, type Page } from '@playwright/test';

// <cli-reference> with several versions: the demo's reference page reads demo/cli-versions.json,
// which lists our spec at 1.150.0 and 1.140.0.

/** Records every `dw-rendered` detail, so a test can wait for a version to be on screen. */
async function recordRenders(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('dw-rendered', (event) => {
      const scope = window as { renders?: unknown[] };
      (scope.renders ??= []).push((event as CustomEvent).detail);
    });
  });
}

/** Waits until every section of this version is in the page, `count` renders of it in all. */
async function renderedVersion(page: Page, version: string, count = 1): Promise<void> {
  await page.waitForFunction(
    ([wanted, times]) =>
      ((window as { renders?: { version?: string }[] }).renders ?? []).filter((detail) => detail.version === wanted)
        .length >= Number(times),
    [version, String(count)] as const,
  );
}

async function open(page: Page, path: string, version: string): Promise<Locator> {
  await recordRenders(page);
  await page.goto(path);
  await renderedVersion(page, version);
  return page.locator('cli-reference#platform-cli');
}

test.describe('<cli-reference> versions', () => {
  test('switching versions keeps the section being read where it was on screen', async ({ page }) => {
    const reference = await open(page, '/cli.html#supabase-db-lint', '1.150.0');
    const section = reference.locator('#supabase-db-lint');
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(80);
    // The reader scrolls a little into the section; the page has moved before the place is read
    // (a busy machine applies the wheel later than the call returns).
    const top = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 150);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThanOrEqual(top + 149);
    await expect(reference.locator('.nav a[aria-current="location"]')).toHaveText('lint');
    const before = (await section.boundingBox())!.y;

    await reference.getByRole('combobox', { name: 'Version', exact: true }).selectOption('1.140.0');
    await renderedVersion(page, '1.140.0');
    await expect(page).toHaveURL(/\?version=1\.140\.0/);
    await expect(reference.locator('.reference-header')).not.toContainText('Markers compare with');
    await expect.poll(async () => Math.abs(((await section.boundingBox())?.y ?? 1e6) - before)).toBeLessThan(4);
    // The older version's own lint section: its --level flag still accepts "info".
    await expect(reference.locator('#supabase-db-lint--level')).toContainText('info');
  });

  test('the plain address opens the newest version, even after an older one was picked; the address names any other', async ({
    page,
  }) => {
    const reference = await open(page, '/cli.html', '1.150.0');
    const picker = reference.getByRole('combobox', { name: 'Version', exact: true });
    await picker.selectOption('1.140.0');
    await renderedVersion(page, '1.140.0');
    await expect(page).toHaveURL(/\?version=1\.140\.0$/);

    await page.goto('/cli.html');
    await renderedVersion(page, '1.150.0');
    await expect(picker).toHaveValue('1.150.0');
    await expect(reference.locator('#supabase-storage-ls')).toBeAttached();
    await expect(reference.locator('.version-older')).toHaveCount(0);

    await page.goto('/cli.html?version=1.140.0');
    await renderedVersion(page, '1.140.0');
    await expect(picker).toHaveValue('1.140.0');
    await expect(reference.locator('#supabase-storage-ls')).toHaveCount(0);
  });

  test('an older version says so, with a link to the newest', async ({ page }) => {
    const reference = await open(page, '/cli.html?version=1.140.0#supabase-db-lint', '1.140.0');
    const notice = reference.locator('.version-older');
    await expect(notice).toHaveText('You are reading v1.140.0, an older version. The newest is v1.150.0.');
    await expect(notice).toHaveAttribute('role', 'note');
    const newest = notice.getByRole('link', { name: 'v1.150.0' });
    await expect(newest).toHaveAttribute('href', /\/cli\.html#supabase-db-lint$/);
    await newest.click();
    await renderedVersion(page, '1.150.0');
    await expect(page).toHaveURL(/\/cli\.html#supabase-db-lint$/);
    await expect(reference.getByRole('combobox', { name: 'Version', exact: true })).toHaveValue('1.150.0');
    await expect(notice).toHaveCount(0);
  });

  test('summaries written with code read as code: in What changed, in the section and in the subcommand list', async ({
    page,
  }) => {
    const reference = await open(page, '/cli.html', '1.150.0');
    await reference.getByRole('button', { name: 'What changed' }).click();
    const view = reference.getByRole('region', { name: 'What changed' });
    const removed = view.locator('li', { hasText: 'supabase db remote changes' });
    await expect(removed.locator('code', { hasText: 'supabase db diff --linked' })).toBeVisible();
    await expect(removed).not.toContainText('`');

    await page.goto('/cli.html?version=1.140.0');
    await renderedVersion(page, '1.140.0');
    const section = reference.locator('#supabase-db-remote-changes');
    // Far from the viewport, a section is a text-only placeholder until the reader scrolls to it.
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.summary code')).toHaveText('supabase db diff --linked');
    await expect(section.locator('.summary')).toHaveText('Deprecated: use supabase db diff --linked instead');
    await reference.locator('#supabase-db').scrollIntoViewIfNeeded();
    const listed = reference.locator('#supabase-db .subcommands li', { hasText: 'remote changes' });
    await expect(listed.locator('code', { hasText: 'supabase db diff --linked' })).toBeVisible();
    await expect(listed).not.toContainText('`');
  });

  test('a deep link to a flag the chosen version lacks says so and leads to the version that has it', async ({
    page,
  }) => {
    const reference = await open(page, '/cli.html?version=1.140.0#supabase-init--use-orioledb', '1.140.0');
    const notice = reference.locator('.version-notice', { hasText: 'is not in' });
    await expect(notice).toHaveText('#supabase-init--use-orioledb is not in v1.140.0. It is in v1.150.0.');
    await notice.getByRole('link', { name: 'v1.150.0' }).click();
    await renderedVersion(page, '1.150.0');
    // The newest version's address names no version.
    await expect(page).toHaveURL(/\/cli\.html#supabase-init--use-orioledb$/);
    await expect(notice).toHaveCount(0);
    await expect
      .poll(async () => (await reference.locator('#supabase-init--use-orioledb').boundingBox())?.y ?? -1)
      .toBeLessThan(80);
    await expect(reference.locator('#supabase-init--use-orioledb')).toContainText('New in v1.150.0');
  });

  test('back and forward restore the version', async ({ page }) => {
    const reference = await open(page, '/cli.html', '1.150.0');
    const picker = reference.getByRole('combobox', { name: 'Version', exact: true });
    await picker.selectOption('1.140.0');
    await renderedVersion(page, '1.140.0');
    await expect(reference.locator('#supabase-storage')).toHaveCount(0);

    await page.goBack();
    await renderedVersion(page, '1.150.0', 2);
    await expect(picker).toHaveValue('1.150.0');
    await expect(reference.locator('#supabase-storage')).toBeAttached();

    await page.goForward();
    await renderedVersion(page, '1.140.0', 2);
    await expect(picker).toHaveValue('1.140.0');
    await expect(reference.locator('#supabase-storage')).toHaveCount(0);
  });

  test('a Changed marker shows what it was before on focus, and names it for assistive technology', async ({
    page,
  }) => {
    const reference = await open(page, '/cli.html#supabase-db-lint', '1.150.0');
    const marker = reference.locator('#supabase-db-lint--level').getByRole('button', { name: 'Changed in v1.150.0' });
    const tip = reference.locator('#supabase-db-lint--level [role="tooltip"]');
    await expect(tip).toBeHidden();
    await marker.focus();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText(/default: error → warning/);
    await expect(marker).toHaveAccessibleDescription(/default: error → warning.*accepted values: removed info/);
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('the filter narrows to the commands changed since the older version', async ({ page }) => {
    const reference = await open(page, '/cli.html', '1.150.0');
    const toggle = reference.getByRole('button', { name: 'Changed since v1.140.0' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // 9 commands added and 8 changed (`supabase-cli diff` of the two specs).
    await expect(reference.locator('.match-count')).toHaveText('17 of 124 commands');
    await expect(reference.locator('#supabase-storage-ls')).toBeVisible();
    await expect(reference.locator('#supabase-start')).toBeHidden();
    await reference.getByRole('searchbox').fill('storage');
    await expect(reference.locator('.match-count')).toHaveText('5 of 124 commands');
  });

  test('What changed lists the changes between any two versions, linked, and exports them as Markdown', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const reference = await open(page, '/cli.html', '1.150.0');
    await reference.getByRole('button', { name: 'What changed' }).click();
    const view = reference.getByRole('region', { name: 'What changed' });
    await expect(view).toContainText('v1.140.0 → v1.150.0: 9 new, 1 removed and 8 changed commands');
    await expect(view.getByRole('link', { name: 'supabase storage ls' })).toHaveAttribute(
      'href',
      '#supabase-storage-ls',
    );

    await holdClock(page); // the confirmation stays until the test has looked
    await view.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(view.getByRole('button', { name: 'Copied' })).toBeVisible();
    const markdown = await page.evaluate(() => navigator.clipboard.readText());
    await page.clock.resume(); // the rest needs the page's timers: loading a version, scrolling to it
    expect(markdown).toContain('supabase storage ls');
    expect(markdown).toContain('?version=1.140.0#supabase-db-remote-changes');

    const download = page.waitForEvent('download');
    await view.getByRole('button', { name: 'Download Markdown' }).click();
    expect((await download).suggestedFilename()).toBe('what-changed-1.140.0-to-1.150.0.md');

    // A removed command links to the version that still has it.
    await view.getByRole('link', { name: 'supabase db remote changes' }).click();
    await renderedVersion(page, '1.140.0');
    await expect(page).toHaveURL(/\?version=1\.140\.0#supabase-db-remote-changes$/);
    await expect
      .poll(async () => (await reference.locator('#supabase-db-remote-changes').boundingBox())?.y ?? -1)
      .toBeLessThan(80);
  });

  test('an index that is not JSON gets a message in the element; the page keeps working', async ({ page }) => {
    await page.route('**/cli-versions.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: '[{ "version": "1.150.0", ' }),
    );
    await page.goto('/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference).toHaveAttribute('data-state', 'error');
    await expect(reference.getByRole('alert')).toContainText(
      'expected a JSON list of versions, got text that is not JSON',
    );
    await page.getByLabel('Dark').check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a version whose spec fails to load is named; the picker still shows the others', async ({ page }) => {
    await page.route('**/dist/spec/cli-1.140.0.json', (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
    );
    const reference = await open(page, '/cli.html', '1.150.0');
    await expect(reference).toHaveAttribute('data-state', 'partial');
    await expect(reference.locator('.version-problems')).toContainText('v1.140.0 could not be loaded');
    await expect(reference.getByRole('combobox', { name: 'Version', exact: true }).locator('option')).toHaveText([
      'v1.150.0',
      'v1.140.0 — could not be loaded',
    ]);
    await reference.getByRole('combobox', { name: 'Version', exact: true }).selectOption('1.140.0');
    await expect(reference.getByRole('alert').filter({ hasText: 'could not load v1.140.0' })).toBeVisible();
    await reference.getByRole('combobox', { name: 'Version', exact: true }).selectOption('1.150.0');
    await renderedVersion(page, '1.150.0', 2);
    await expect(reference.locator('#supabase-storage-ls')).toBeAttached();
  });

  test('two entries with the same version: the first is used and the other is listed as left out', async ({ page }) => {
    await page.route('**/cli-versions.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          { version: '1.150.0', src: '/dist/spec/cli.json' },
          { version: '1.150.0', src: '/dist/spec/cli-1.140.0.json' },
          { version: '1.140.0', src: '/dist/spec/cli-1.140.0.json' },
        ]),
      }),
    );
    const reference = await open(page, '/cli.html', '1.150.0');
    await expect(reference.getByRole('combobox', { name: 'Version', exact: true }).locator('option')).toHaveCount(2);
    const problems = reference.locator('.version-problems');
    await problems.getByText('One entry of the versions index left out').click();
    await expect(problems).toContainText('Entry 2: version 1.150.0 is listed twice; entry 1 is kept.');
    await expect(reference.locator('#supabase-storage-ls')).toBeAttached();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}, with What changed open and a marker's details shown`, async ({
      page,
    }) => {
      // Two versions, What changed and axe over seven sections: ~25 s on an idle machine, past a
      // minute on a busy one. A bound, not a wait.
      test.slow();
      await page.emulateMedia({ colorScheme: scheme });
      const reference = await open(page, '/cli.html#supabase-db-lint', '1.150.0');
      await reference.getByRole('button', { name: 'What changed' }).click();
      await expect(reference.getByRole('region', { name: 'What changed' })).toContainText('9 new');
      await reference.locator('#supabase-db-lint--level').getByRole('button', { name: 'Changed in v1.150.0' }).focus();
      const parts: Part[] = [
        ...referenceParts(),
        ['cli-reference', '.what-changed'],
        ['cli-reference', '#supabase-db-lint'],
      ];
      expect(await axeViolations(page, parts)).toEqual([]);
    });
  }
});

test.describe('<cli-reference> versions: what the reader asks for happens where they are', () => {
  /** The element's live region, which says what changed out of sight. */
  const liveRegion = (reference: Locator) => reference.locator('[role="status"][aria-live="polite"]').last();

  for (const width of [1280, 390]) {
    test(`at ${width} px, What changed opens in view with focus on its heading; Escape closes it, back to the button`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const reference = await open(page, '/cli.html', '1.150.0');
      const button = reference.getByRole('button', { name: 'What changed' });
      await button.click();
      const view = reference.getByRole('region', { name: 'What changed' });
      const heading = view.getByRole('heading', { name: 'What changed' });
      await expect(heading).toBeFocused();
      // Its start is at the top of the viewport (under the reference's scroll margin), not below the fold.
      const box = (await view.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeLessThan(40);

      await page.keyboard.press('Escape');
      await expect(view).toHaveCount(0);
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeInViewport();
    });
  }

  test('a link to something the version lacks lands on the notice that says so, and says it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const reference = await open(page, '/cli.html?version=1.140.0#supabase-init--use-orioledb', '1.140.0');
    const notice = reference.locator('.version-notice', { hasText: 'is not in' });
    await expect(notice).toHaveText('#supabase-init--use-orioledb is not in v1.140.0. It is in v1.150.0.');
    await expect(notice).toBeInViewport();
    await expect(liveRegion(reference)).toHaveText(
      '#supabase-init--use-orioledb is not in v1.140.0. It is in v1.150.0.',
    );
  });

  test('a link to a command "Changed since" hides turns the filter off, lands on it and says why', async ({ page }) => {
    const reference = await open(page, '/cli.html', '1.150.0');
    const toggle = reference.getByRole('button', { name: 'Changed since v1.140.0' });
    await toggle.click();
    await expect(reference.locator('#supabase-start')).toBeHidden();

    await page.evaluate(() => (location.hash = '#supabase-start'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const section = reference.locator('#supabase-start');
    await expect(section).toBeVisible();
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeLessThan(80);
    await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expect(reference.locator('.nav a[aria-current="location"]')).toHaveText('start');
    await expect(liveRegion(reference)).toContainText('#supabase-start');
  });
});
