import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { axeViolations, referenceParts } from '../tools/axe';
import { expect, test, type Locator, type Page } from '@playwright/test';

const fixture = resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'fixtures',
  'supabase-cli',
  'cli_v1_commands-1.145.2.yaml',
);

/**
 * Shows the third-party fixture (the published spec of a real CLI, read in place from ../shared)
 * on the page of a spec written by others, in place of the demo's own; skips when it is absent.
 */
async function showFixture(page: Page): Promise<void> {
  test.skip(!existsSync(fixture), `the third-party fixture is absent (${fixture}); it lives outside the project`);
  await page.route('**/lumen-cli.yaml', (route) => route.fulfill({ path: fixture, contentType: 'application/yaml' }));
}

/** Resolves once the reference with this id has every section in the page (its `dw-rendered` event). */
async function renderedAll(page: Page, id: string): Promise<void> {
  await page.waitForFunction((target) => (window as { renderedIds?: string[] }).renderedIds?.includes(target), id);
}

/** Opens a demo page and waits until every section of its reference is in the page. */
async function open(page: Page, path: string): Promise<Locator> {
  await page.addInitScript(() => {
    document.addEventListener('dw-rendered', (event) => {
      const scope = window as { renderedIds?: string[] };
      (scope.renderedIds ??= []).push((event.target as Element).id);
    });
  });
  await page.goto(path);
  const reference = page.locator('cli-reference').first();
  await expect(reference).toHaveAttribute('data-state', /^(ready|partial)$/);
  await renderedAll(page, (await reference.getAttribute('id')) ?? '');
  return reference;
}

/**
 * Scrolls a section into view, as a reader going to it does: a section far from the viewport is a
 * text-only placeholder until then (see placeholder-sections.tsx). Resolves once it is whole.
 */
async function reach(section: Locator): Promise<Locator> {
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('.placeholder-text')).toHaveCount(0);
  return section;
}

/**
 * Scrolls every section of the reference into view in turn, as a reader reading it all: each is
 * whole after. While the sections above one grow into their real height, keeping the section being
 * read in place may move it out of view again, so it is scrolled to until it is whole.
 */
async function readThrough(reference: Locator): Promise<void> {
  await reference.evaluate(async (host) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const section of host.shadowRoot!.querySelectorAll('section[data-section]')) {
      while (section.querySelector(':scope > .placeholder-text')) {
        section.scrollIntoView();
        await nextFrame();
      }
    }
    scrollTo(0, 0);
  });
}

/** Whether the element's top edge is near the top of the viewport (a deep link landed on it). */
async function atTop(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= -2 && box.y < 80;
}

test.describe('<cli-reference>', () => {
  test("logged in on the page, the reference's examples carry the reader's project ref, URL and key", async ({
    page,
  }) => {
    const reference = await open(page, '/cli.html');
    await reach(reference.locator('#supabase-link'));
    // The example's code (its response is a second <pre>).
    const link = reference.locator('#supabase-link [data-example="basic-usage"] pre').first();
    await expect(link.locator('.placeholder', { hasText: 'project-ref' })).toBeVisible();

    await page.getByRole('button', { name: 'Log in (demo)' }).click();
    await expect(link).toContainText(/--project-ref [a-z0-9]{20}/);
    const ref = (await link.innerText()).match(/--project-ref ([a-z0-9]{20})/)?.[1];
    await expect(link.locator('.placeholder')).toHaveCount(0);
    const call = reference.locator('#supabase-functions-deploy [data-example="call"]');
    await (
      await reach(reference.locator('#supabase-functions-deploy'))
    )
      .getByRole('tab', { name: /call it with the anon key/ })
      .click();
    await expect(call.locator('pre').first()).toContainText(`https://${ref ?? ''}`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await reach(reference.locator('#supabase-link'));
    await expect(link.locator('.placeholder', { hasText: 'project-ref' })).toBeVisible();
    await expect(link).not.toContainText(/--project-ref [a-z0-9]{20}/);
  });

  for (const [spec, path, prefix, sections] of [
    ['our spec', '/pages/cli-one-version.html', 'supabase-', 100],
    ['the third-party fixture', '/cli-fixture.html', 'supabase-', 100],
  ] as const)
    test(`${spec}: shows the section it shows first while the rest of the spec is read, and keeps it`, async ({
      page,
    }) => {
      if (spec === 'the third-party fixture') await showFixture(page);
      await holdReadingOnceDrawn(page, prefix);
      await page.goto(path);
      const reference = page.locator('cli-reference').first();
      await page.waitForFunction(() => (window as { releaseReading?: () => void }).releaseReading !== undefined);
      const start = reference.locator(`section[id^="${prefix}"]`);
      await expect(start).toHaveCount(1);
      await expect(start).toBeVisible();
      await expect(reference).toHaveAttribute('data-state', 'loading');
      await expect(reference.locator('.reference-title')).toBeVisible();
      const id = await start.getAttribute('id');
      await start.evaluate((section) => Object.assign(section, { drawnFirst: true }));

      await page.evaluate(() => (window as { releaseReading?: () => void }).releaseReading!());
      await expect(reference).toHaveAttribute('data-state', /^(ready|partial)$/);
      await expect.poll(() => reference.locator(`section[id^="${prefix}"]`).count()).toBeGreaterThan(sections);
      // The same section, the same element: first, not replaced.
      const first = reference.locator(`section[id^="${prefix}"]`).first();
      await expect(first).toHaveAttribute('id', id ?? '');
      expect(await first.evaluate((section) => (section as { drawnFirst?: boolean }).drawnFirst)).toBe(true);
    });

  test('on a phone, the command list opened while the rest of the spec is read shows it loading, then the commands', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await holdReadingOnceDrawn(page);
    await page.goto('/pages/cli-one-version.html');
    const reference = page.locator('cli-reference').first();
    await page.waitForFunction(() => (window as { releaseReading?: () => void }).releaseReading !== undefined);
    await reference.getByRole('button', { name: /Command list/ }).click();
    const list = reference.locator('.nav-scroll');
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(list.locator('.bone').first()).toBeVisible();
    expect((await list.boundingBox())?.height).toBeGreaterThan(100);
    await expect(list.locator('a')).toHaveCount(0);

    await page.evaluate(() => (window as { releaseReading?: () => void }).releaseReading!());
    await expect(list.locator('a[href="#supabase-db-push"]')).toBeVisible();
    await expect(list).not.toHaveAttribute('aria-busy');
    await expect(list.locator('.bone')).toHaveCount(0);
  });

  test('opens at the command named in the address, once the spec has rendered', async ({ page }) => {
    const reference = await open(page, '/cli.html#supabase-db-push');
    const section = reference.locator('#supabase-db-push');
    await expect.poll(() => atTop(section)).toBe(true);
    await expect(reference.locator('.nav a[aria-current="location"]')).toHaveText('push');
  });

  test('a navigation link scrolls to its section and puts it in the address; reading on moves the address', async ({
    page,
  }) => {
    const reference = await open(page, '/cli.html');
    const historyLength = await page.evaluate(() => history.length);
    await reference.locator('.nav a[href="#supabase-status"]').click();
    await expect(page).toHaveURL(/#supabase-status$/);
    await expect.poll(() => atTop(reference.locator('#supabase-status'))).toBe(true);
    await expect(reference.locator('.nav a[aria-current="location"]')).toHaveText('status');
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);

    // The reader scrolls on: the hash follows (replaceState, so no new history entries).
    await page.mouse.move(900, 400);
    for (let turn = 0; turn < 6; turn += 1) await page.mouse.wheel(0, 700);
    await expect(page).not.toHaveURL(/#supabase-status$/);
    // Read the address and the highlighted link together, until the scroll has settled: read once
    // while wheel scrolling still runs, the address may already be a section further on.
    await expect
      .poll(async () => {
        const hash = await page.evaluate(() => location.hash.slice(1));
        return reference.locator(`.nav a[href="#${hash}"]`).getAttribute('aria-current');
      })
      .toBe('location');
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  });

  test('back and forward return to the sections visited', async ({ page }) => {
    const reference = await open(page, '/cli.html');
    await reference.locator('.nav a[href="#supabase-login"]').click();
    await expect.poll(() => atTop(reference.locator('#supabase-login'))).toBe(true);
    await reference.locator('.nav a[href="#supabase-migration-repair"]').click();
    await expect.poll(() => atTop(reference.locator('#supabase-migration-repair'))).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/#supabase-login$/);
    await expect.poll(() => atTop(reference.locator('#supabase-login'))).toBe(true);
    await page.goForward();
    await expect(page).toHaveURL(/#supabase-migration-repair$/);
    await expect.poll(() => atTop(reference.locator('#supabase-migration-repair'))).toBe(true);
  });

  test('"/" focuses the filter, which narrows the commands and says when nothing matches', async ({ page }) => {
    const reference = await open(page, '/cli.html');
    const input = reference.getByRole('searchbox', { name: 'Filter commands by name, summary or flag' });
    const total = await reference.locator('section[data-section]:not(.global-flags)').count();
    await expect(reference.locator('.search-key')).toBeVisible();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('/');
    await expect(input).toBeFocused();

    await page.keyboard.type('repair');
    await expect(reference.locator('#supabase-migration-repair')).toBeVisible();
    await expect(reference.locator('#supabase-login')).toBeHidden();
    // The sections the filter keeps: a far one may still be a text-only placeholder
    // (hidden="until-found"); the filter hides the others with a plain `hidden`.
    const visible = reference.locator('section.command:not([hidden=""])');
    // The sections follow the input in a deferred render, so wait for them to settle.
    await expect.poll(() => visible.count()).toBeLessThan(5);
    const shown = await visible.count();
    await expect(reference.locator('.match-count')).toHaveText(`${shown} of ${total} commands`);
    await expect(reference.locator('.nav-group li:not([hidden]) > a', { hasText: 'repair' })).toBeVisible();

    await input.fill('--status');
    await expect(reference.locator('#supabase-migration-repair')).toBeVisible();

    await input.fill('no command is called this');
    await expect(visible).toHaveCount(0);
    await expect(reference.getByText('No command matches “no command is called this”.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(reference.locator('.match-count')).toHaveText(`${total} commands`);
  });

  test('an address naming a section the filter hides clears the filter and scrolls there', async ({ page }) => {
    const reference = await open(page, '/cli.html');
    await reference.locator('.search-input').fill('repair');
    await expect(reference.locator('#supabase-login')).toBeHidden();
    await page.evaluate(() => (location.hash = '#supabase-login'));
    await expect(reference.locator('.search-input')).toHaveValue('');
    await expect(reference.locator('#supabase-login')).toBeVisible();
    await expect.poll(() => atTop(reference.locator('#supabase-login'))).toBe(true);
  });

  test('links the dashboard\u2019s support and database settings pages from the guide text', async ({ page }) => {
    await page.goto('/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference).toHaveAttribute('data-state', 'ready');
    const origin = new URL(page.url()).origin;
    await reach(reference.locator('#supabase-db-dump'));
    await expect(reference.locator('#supabase-db-dump').getByRole('link', { name: 'contact support' })).toHaveAttribute(
      'href',
      `${origin}/dashboard/support/new`,
    );
    await expect(reference.getByRole('link', { name: 'database settings' }).first()).toHaveAttribute(
      'href',
      `${origin}/dashboard/project/_/settings/database`,
    );
  });

  test('times out a body that stalls after the headers, and loads with Retry', async ({ page }) => {
    await page.goto('/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference).toHaveAttribute('data-state', 'ready');
    const key = `stall-${Date.now()}`;
    await reference.evaluate((element, src) => {
      element.setAttribute('timeout', '2000');
      // One spec from `src`: the demo's versions index would win over it.
      element.removeAttribute('versions');
      element.setAttribute('src', src);
    }, `/test/stall-body-once/${key}/dist/spec/cli.json`);
    await expect(reference).toHaveAttribute('data-state', 'loading');
    await expect(reference).toHaveAttribute('data-state', 'error', { timeout: 15_000 });
    const alert = reference.getByRole('alert');
    await expect(alert).toContainText('did not answer within 2 seconds');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(reference.locator('#supabase-db-push')).toBeAttached();
  });

  test('shows what failed and loads again with Retry once the server answers', async ({ page }) => {
    let failing = true;
    await page.route('**/dist/spec/cli.json', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'down for maintenance' })
        : route.continue(),
    );
    await page.goto('/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
    const alert = reference.getByRole('alert');
    await expect(alert).toContainText('The server answered 500 Internal Server Error for /dist/spec/cli.json.');
    // The rest of the page keeps working.
    await page.getByLabel('Dark').check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(reference.locator('#supabase-db-push')).toBeAttached();
  });

  test('two references on one page keep their anchors apart', async ({ page }) => {
    const first = await open(page, '/cli.html');
    await page.evaluate(() => {
      const second = document.createElement('cli-reference');
      second.id = 'second';
      second.setAttribute('src', '/dist/spec/cli.json');
      document.querySelector('main')!.append(second);
    });
    const second = page.locator('#second');
    await renderedAll(page, 'second');
    await expect(first.locator('#supabase-db-push')).toHaveCount(1);
    await expect(second.locator('#second-supabase-db-push')).toHaveCount(1);
    await expect(second.locator('#supabase-db-push')).toHaveCount(0);

    await second.locator('.nav a[href="#second-supabase-db-push"]').click();
    await expect(page).toHaveURL(/#second-supabase-db-push$/);
    await expect.poll(() => atTop(second.locator('#second-supabase-db-push'))).toBe(true);
    await expect(first.locator('.nav a[aria-current="location"][href="#supabase-db-push"]')).toHaveCount(0);
  });

  for (const [spec, section] of [
    ['a spec written by others', 'lumen-inspect-db-vacuum-stats'],
    ['the third-party fixture', 'supabase-inspect-db-vacuum-stats'],
  ] as const)
    test(`${spec}: keeps a wide box-drawn table intact in a block that scrolls sideways`, async ({ page }) => {
      if (spec === 'the third-party fixture') await showFixture(page);
      const reference = await open(page, `/cli-fixture.html#${section}`);
      const block = reference.locator(`#${section} .description pre`).first();
      await expect(block).toContainText('─┼─');
      const sizes = await block.evaluate((pre) => ({
        scroll: pre.scrollWidth,
        client: pre.clientWidth,
        wraps: getComputedStyle(pre).whiteSpace,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.wraps).toMatch(/^pre/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    });

  test('on a phone, short inline code such as `-j` stays on one line and long inline code does not overflow', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const reference = await open(page, '/cli.html');
    await readThrough(reference);
    const found = await reference.evaluate((host) => {
      const codes = [
        ...host.shadowRoot!.querySelectorAll<HTMLElement>('.description p code, .description li code, .param-row code'),
      ];
      const visible = codes.filter((code) => code.getClientRects().length > 0);
      return {
        short: visible.filter((code) => (code.textContent ?? '').length <= 24).length,
        split: visible
          .filter((code) => (code.textContent ?? '').length <= 24 && code.getClientRects().length > 1)
          .map((code) => code.textContent),
        flagJ: visible.some((code) => code.textContent === '-j'),
        overflowing: visible
          .filter((code) => code.getBoundingClientRect().right > innerWidth + 1)
          .map((code) => code.textContent),
      };
    });
    expect(found.flagJ).toBe(true);
    expect(found.short).toBeGreaterThan(100);
    expect(found.split).toEqual([]);
    expect(found.overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  test('shows a hostile spec saved as UTF-16: an id with an unpaired surrogate, a huge usage, a list nested 40 levels', async ({
    page,
  }) => {
    const spec = {
      info: { id: 'tool', version: '1.0.0', title: 'Tool', language: 'sh' },
      commands: [
        {
          id: 'tool-a\uD800',
          title: 'tool a',
          summary: 'Broken id',
          usage: Array.from({ length: 5_000 }, (_, index) => `tool a --line ${index + 1}`).join('\n'),
        },
        {
          id: 'tool-b',
          title: 'tool b',
          summary: 'Deep list',
          usage: 'tool b',
          description: Array.from({ length: 40 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n'),
        },
        { id: 'tool-c', title: 'tool c', summary: 'Plain', usage: 'tool c', description: 'Works.' },
      ],
    };
    // UTF-16LE with a byte order mark, as a Windows editor saves it; JSON keeps the surrogate as an escape.
    const body = Buffer.from(`\uFEFF${JSON.stringify(spec)}`, 'utf16le');
    await page.route('**/dist/spec/cli.json', (route) => route.fulfill({ contentType: 'application/json', body }));
    await page.goto('/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference).toHaveAttribute('data-state', 'partial');
    await expect(reference.locator('section.command')).toHaveCount(3);
    await expect(reference.locator('.spec-problems li')).toHaveText([
      'commands[0].id: expected text without unpaired surrogate characters, found "tool-a\\ud800" (shown as "tool-a\uFFFD").',
    ]);
    await expect(reference).not.toContainText('could not be displayed');

    await reach(reference.locator('[id="tool-a\uFFFD"]'));
    const usage = reference.locator('[id="tool-a\uFFFD"] .code-block');
    await expect(usage.locator('.line')).toHaveCount(1_000);
    await expect(usage.locator('.code-block-note')).toHaveText(
      '4,000 more lines are not shown; Copy copies all of them.',
    );
    await expect(reference.locator('.nav a[href="#tool-a%EF%BF%BD"]')).toHaveText('a');

    const deep = (await reach(reference.locator('#tool-b'))).locator('.description');
    await expect(deep.locator('ul')).toHaveCount(12);
    await expect(deep).toContainText('item 39');
    await expect((await reach(reference.locator('#tool-c'))).locator('.description')).toHaveText('Works.');
  });

  test('folds the navigation behind a button that names the list it shows', async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 800 });
    const reference = await open(page, '/cli.html');
    const toggle = reference.getByRole('button', { name: 'Show the command list' });
    const controlled = await toggle.getAttribute('aria-controls');
    expect(controlled).toBeTruthy();
    const list = reference.locator('.nav-scroll');
    expect(await list.evaluate((element) => element.id)).toBe(controlled);
    await expect(list).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(reference.getByRole('button', { name: 'Hide the command list' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(list).toBeVisible();
    await expect(list.locator('a[href="#supabase-db-push"]')).toBeVisible();

    // Escape inside the open list closes it and gives focus back to the button.
    await list.locator('a[href="#supabase-db-push"]').focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the navigation marks the section scrolled to, however it was scrolled there', async ({ page }) => {
    const reference = await open(page, '/cli.html#supabase-db-push');
    const current = reference.locator('.nav a[aria-current="location"]');
    await expect(current).toHaveAttribute('href', '#supabase-db-push');

    for (const id of ['supabase-status', 'supabase-migration-repair', 'supabase-db-pull']) {
      await reference.locator(`.nav a[href="#${id}"]`).click();
      await expect.poll(() => atTop(reference.locator(`#${id}`))).toBe(true);
      await expect(current).toHaveAttribute('href', `#${id}`);
    }

    // The section a link was clicked to is kept in view until the page settles or the reader acts
    // (widgets/shared/scroll-anchor.ts); a script's scroll is no reader input, so a key says the
    // reader has moved on, as they would have by the time they scroll.
    await page.keyboard.press('Shift');
    // A script (or the browser) scrolls a section into view: the sliver of the one above it that
    // the scroll margin leaves on screen is not what is being read.
    for (const id of ['supabase-db-dump', 'supabase-login', 'supabase-db-reset']) {
      await reference.evaluate((host, target) => host.shadowRoot!.getElementById(target)!.scrollIntoView(), id);
      await expect(current).toHaveAttribute('href', `#${id}`);
    }
  });

  test('on a wide screen the examples sit beside the flags and stay in view while the flags scroll by', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const reference = await open(page, '/cli.html#supabase-db-push');
    const section = reference.locator('#supabase-db-push');
    const flags = section.locator('.flags');
    const examples = section.locator('.command-examples');
    await expect.poll(() => atTop(section)).toBe(true);
    const flagsBox = (await flags.boundingBox())!;
    const examplesBox = (await examples.boundingBox())!;
    expect(examplesBox.x).toBeGreaterThanOrEqual(flagsBox.x + flagsBox.width);
    expect(examplesBox.width).toBeGreaterThan(400);

    // Read down to the last flag: the examples stay at the top of the screen.
    const lastFlag = flags.locator('.param-row').last();
    await page.mouse.move(500, 400);
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 250);
        return (await lastFlag.boundingBox())!.y < 600;
      })
      .toBe(true);
    expect((await flags.boundingBox())!.y).toBeLessThan(-300);
    const stuck = (await examples.boundingBox())!;
    expect(stuck.y).toBeGreaterThanOrEqual(0);
    expect(stuck.y).toBeLessThan(100);
    await expect(examples.getByRole('tab').first()).toBeInViewport();
  });

  test('on a narrower screen the examples follow the flags, full width', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    const reference = await open(page, '/cli.html#supabase-db-push');
    const section = reference.locator('#supabase-db-push');
    const flagsBox = (await section.locator('.flags').boundingBox())!;
    const examplesBox = (await section.locator('.command-examples').boundingBox())!;
    expect(examplesBox.y).toBeGreaterThanOrEqual(flagsBox.y + flagsBox.height);
    expect(Math.abs(examplesBox.x - flagsBox.x)).toBeLessThan(2);
    expect(Math.abs(examplesBox.width - flagsBox.width)).toBeLessThan(2);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('choosing a command closes the list; a bar at the top leads back to the filter and the list', async ({
      page,
    }) => {
      const reference = await open(page, '/cli.html');
      const bar = reference.locator('.nav');
      const list = reference.locator('.nav-scroll');
      await reference.getByRole('button', { name: 'Show the command list' }).tap();
      await expect(list).toBeVisible();
      await list.locator('a[href="#supabase-migration-repair"]').tap();
      await expect(page).toHaveURL(/#supabase-migration-repair$/);
      await expect(list).toBeHidden();
      await expect(reference.getByRole('button', { name: 'Show the command list' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );

      // Far down the page the bar is still at the top, and the section's heading is not under it.
      const section = reference.locator('#supabase-migration-repair');
      await expect
        .poll(async () => {
          const [barBox, headingBox] = [await bar.boundingBox(), await section.locator('.command-title').boundingBox()];
          return (
            barBox !== null && headingBox !== null && Math.abs(barBox.y) < 2 && headingBox.y >= barBox.y + barBox.height
          );
        })
        .toBe(true);
      await expect(reference.getByRole('searchbox')).toBeInViewport();
      await reference.getByRole('button', { name: 'Show the command list' }).tap();
      await expect(list.locator('a[href="#supabase-db-push"]')).toBeVisible();
    });

    test('hides the "/" key hint, which a touch screen has no key for', async ({ page }) => {
      const reference = await open(page, '/cli.html');
      await expect(reference.getByRole('searchbox')).toBeVisible();
      await expect(reference.locator('.search-key')).toBeHidden();
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await open(page, '/cli.html');
      expect(await axeViolations(page, referenceParts())).toEqual([]);
    });
  }

  // Every string field of the spec carries markup, event handlers or script links. The page is served
  // once with its Content-Security-Policy (an injected handler would be blocked and reported) and once
  // without it (an injected handler would run and set the global or open a dialog).
  for (const policy of ['with', 'without'] as const) {
    test(`runs nothing from payloads in every string field of a spec (page ${policy} its CSP)`, async ({ page }) => {
      const payloads = [
        '<img src=x onerror="window.__pwned = \'img\'; alert(1)">',
        '<script>window.__pwned = "script"; alert(2)</script>',
        '"><svg onload="window.__pwned = \'svg\'; alert(3)">',
        'javascript:window.__pwned="link";alert(4)',
        '[click](javascript:window.__pwned="md";alert(5)) <iframe srcdoc="<script>parent.__pwned=1</script>">',
      ];
      let next = 0;
      const hostile = () => payloads[next++ % payloads.length]!;
      const flag = () => ({
        id: `${hostile()}-flag-${next}`,
        name: hostile(),
        description: hostile(),
        default_value: hostile(),
        accepted_values: [{ id: `${hostile()}-value`, name: hostile(), type: hostile() }],
      });
      const commandIds = [`${hostile()}-one`, `${hostile()}-two`];
      const tag = `${hostile()}-tag`;
      const command = (id: string, subcommands: string[]) => ({
        id,
        title: hostile(),
        summary: hostile(),
        description: hostile(),
        usage: hostile(),
        tags: [tag],
        links: [{ name: hostile(), link: hostile(), url: hostile() }],
        subcommands,
        flags: [flag(), flag()],
        examples: [
          { id: `${hostile()}-example`, name: hostile(), code: hostile(), response: hostile(), description: hostile() },
        ],
      });
      const spec = {
        clispec: hostile(),
        info: {
          id: hostile(),
          version: hostile(),
          title: hostile(),
          language: hostile(),
          source: hostile(),
          bugs: hostile(),
          spec: hostile(),
          description: hostile(),
          tags: [{ id: tag, title: hostile() }],
        },
        flags: [flag()],
        commands: [command(commandIds[0]!, [commandIds[1]!]), command(commandIds[1]!, [])],
      };

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.addInitScript(() => {
        const scope = window as { violations?: string[] };
        scope.violations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          scope.violations!.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      if (policy === 'without') {
        await page.route('**/cli.html', async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          delete headers['content-security-policy'];
          await route.fulfill({ response, headers });
        });
      }
      await page.route('**/dist/spec/cli.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify(spec) }),
      );
      await page.goto('/cli.html');
      const reference = page.locator('cli-reference');
      await expect(reference).toHaveAttribute('data-state', /^(ready|partial)$/);
      await expect(reference.locator('section.command:not(.global-flags)')).toHaveCount(2);
      // An image that fails to load after the reference rendered: any injected image failed before it.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const probe = new Image();
            probe.onerror = resolve;
            probe.src = `/no-such-image-${Date.now()}.png`;
          }),
      );

      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      expect(await page.evaluate(() => (window as { violations?: string[] }).violations)).toEqual([]);
      const found = await reference.evaluate((host) => {
        const root = host.shadowRoot!;
        return {
          elements: [...root.querySelectorAll('script, img, iframe, object, embed, svg:not([aria-hidden="true"])')].map(
            (element) => element.localName,
          ),
          handlers: [...root.querySelectorAll('*')].flatMap((element) =>
            [...element.attributes]
              .filter((attribute) => /^on/i.test(attribute.name))
              .map((attribute) => attribute.name),
          ),
          links: [...root.querySelectorAll('a[href]')]
            .map((link) => link.getAttribute('href')!)
            .filter((href) => !/^(#|https?:|mailto:|\/)/.test(href)),
          text: root.textContent ?? '',
        };
      });
      expect(found.elements).toEqual([]);
      expect(found.handlers).toEqual([]);
      expect(found.links).toEqual([]);
      expect(found.text).toContain('<img src=x onerror="window.__pwned = \'img\'; alert(1)">');
      expect(found.text).toContain('<script>window.__pwned = "script"; alert(2)</script>');
    });
  }
});

/**
 * Holds the spec's reading once a section is drawn, until the page calls `releaseReading()`: the
 * reading gives the page turns through `scheduler.yield()`, and the held turn waits.
 */
async function holdReadingOnceDrawn(page: Page, prefix = 'supabase-'): Promise<void> {
  await page.addInitScript((prefix) => {
    const scope = window as unknown as {
      releaseReading?: () => void;
      scheduler: { yield: () => Promise<void> };
    };
    const yieldOnce = scope.scheduler.yield.bind(scope.scheduler);
    let held: Promise<void> | undefined;
    scope.scheduler.yield = () => {
      const drawn = document.querySelector('cli-reference')?.shadowRoot?.querySelector(`section[id^="${prefix}"]`);
      if (drawn && !held) held = new Promise((resolve) => (scope.releaseReading = resolve));
      return held ? held.then(() => yieldOnce()) : yieldOnce();
    };
  }, prefix);
}
