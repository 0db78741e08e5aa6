import { expect, test, type Locator, type Page } from '@playwright/test';
import { holdClock } from '../tools/clock';
import { wakeAll } from '../tools/loader';
import { collectErrors } from '../tools/page-errors';

// A prerendered reference, once live, hydrates its header, filter and navigation at once, and each
// section only when the reader needs it (widgets/cli-reference/hydration/hydrate-when-needed.tsx). These
// tests make the page's reference live (tests/reference/cli-until-touched.spec.ts looks at it before) and
// look at sections that have not hydrated: what the reader does in them works the first time.

const path = '/prerendered/pages/cli-one-version.html';

/** Opens the page, makes the reference live and waits until it has taken its markup over. */
async function open(page: Page, hash = ''): Promise<Locator> {
  await page.goto(path + hash);
  await wakeAll(page);
  const reference = page.locator('cli-reference');
  await expect(reference).toHaveAttribute('data-state', 'ready');
  // The filter box is hydrated with the reference's top, before any section.
  await expect
    .poll(() =>
      reference.evaluate((host) => {
        const box = host.shadowRoot?.querySelector('.search-input');
        return box !== null && box !== undefined && Object.keys(box).some((key) => key.startsWith('__reactFiber$'));
      }),
    )
    .toBe(true);
  // Sections whose examples take the page's values hydrate with the page; the last of them in our
  // spec is `sso remove`. Once it has, React's hydration pass has gone past every section before
  // it, so one of those still dehydrated waits for the reader, not for its turn.
  await expect.poll(() => hydrated(reference.locator('section#supabase-sso-remove'))).toBe(true);
  return reference;
}

/** Whether React has hydrated the section's content (React marks the nodes it owns). */
function hydrated(section: Locator): Promise<boolean> {
  return section.evaluate((element) => {
    const heading = element.querySelector('.command-title, .flags');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

test.describe('sections of a prerendered reference hydrate when needed', () => {
  test('sections nobody touched stay as the server wrote them, and the page logs no error', async ({ page }) => {
    const errors = collectErrors(page);
    const reference = await open(page);
    const sections = reference.locator('section[data-section]');
    expect(await sections.count()).toBeGreaterThan(100);
    expect(await hydrated(reference.locator('section#supabase-db-push'))).toBe(false);
    expect(await hydrated(reference.locator('section#supabase-storage-cp'))).toBe(false);
    expect(errors).toEqual([]);
  });

  test('the first click on a copy button in a section that has not hydrated copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    const reference = await open(page);
    const section = reference.locator('section#supabase-db-push');
    expect(await hydrated(section)).toBe(false);
    await holdClock(page); // the confirmation stays until the test has looked
    await section.locator('.usage').getByRole('button', { name: 'Copy' }).click();
    await expect(section.locator('.usage').getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('supabase db push');
    expect(await hydrated(section)).toBe(true);
  });

  test('the first click on an example tab switches to it, and the keyboard moves between tabs', async ({ page }) => {
    const reference = await open(page);
    const section = reference.locator('section#supabase-db-diff');
    expect(await hydrated(section)).toBe(false);
    const second = section.getByRole('tab').nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(section.getByRole('tab').nth(2)).toHaveAttribute('aria-selected', 'true');
  });

  test('the first click on an accepted-values toggle opens the list', async ({ page }) => {
    const reference = await open(page);
    const section = reference.locator('section#supabase-projects-create');
    expect(await hydrated(section)).toBe(false);
    const toggle = section.getByRole('button', { name: /open accepted values/i }).first();
    await toggle.click();
    await expect(section.getByRole('button', { name: /close accepted values/i }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(section.locator('.accepted-values .list').first()).toBeVisible();
  });

  test('keyboard focus moving into a section hydrates it, and Enter on its copy button copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const reference = await open(page);
    const section = reference.locator('section#supabase-storage-cp');
    const copy = section.locator('.usage').getByRole('button', { name: 'Copy' });
    // Focus lands on the permalink before the copy button, as a reader tabbing along would.
    await section.locator('.permalink').focus();
    await expect.poll(() => hydrated(section)).toBe(true);
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('supabase storage cp');
  });

  test('a click a script makes, with no pointer or key before it, works in a section that has not hydrated', async ({
    page,
  }) => {
    const reference = await open(page);
    const section = reference.locator('section#supabase-db-diff');
    expect(await hydrated(section)).toBe(false);
    await section
      .getByRole('tab')
      .nth(1)
      .evaluate((tab: HTMLElement) => tab.click());
    await expect(section.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await hydrated(section)).toBe(true);
  });

  test('a reference taken out of the page and put back renders its sections afresh, with no timer needed', async ({
    page,
  }) => {
    await page.clock.install();
    const reference = await open(page);
    await holdClock(page); // a section that waited on a timer would stay empty
    // Out for longer than a move (its React root is unmounted), then back where it was.
    await page.evaluate(() => {
      const element = document.querySelector('cli-reference')!;
      const marker = document.createComment('reference');
      element.replaceWith(marker);
      (window as unknown as { parked: [Element, Comment] }).parked = [element, marker];
    });
    await page.evaluate(() => {
      const [element, marker] = (window as unknown as { parked: [Element, Comment] }).parked;
      marker.replaceWith(element);
    });
    const section = reference.locator('section#supabase-db-push');
    await expect(section.locator('.command-title')).toContainText('supabase db push');
    await expect(section.locator('.usage')).toContainText('supabase db push');
  });

  test('find-in-page reaches a closed accepted-values list in a section that has not hydrated, and a match opens it', async ({
    page,
  }) => {
    const reference = await open(page);
    const section = reference.locator('section#supabase-projects-create');
    expect(await hydrated(section)).toBe(false);
    // Chromium searches hidden=until-found content and fires beforematch on a match; there is no
    // find-in-page API to drive from a test, so check the attribute and send the browser's event.
    const panel = section.locator('.accepted-values .panel').first();
    await expect(panel).toHaveAttribute('hidden', 'until-found');
    await panel.evaluate((element) => element.dispatchEvent(new Event('beforematch', { bubbles: true })));
    await expect.poll(() => hydrated(section)).toBe(true);
    await expect(section.getByRole('button', { name: /close accepted values/i }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(section.locator('.accepted-values .list').first()).toBeVisible();
  });

  test("a section whose examples take the page's values hydrates with the page, and shows them", async ({ page }) => {
    const reference = await open(page);
    const section = reference.locator('section#supabase-link');
    await expect.poll(() => hydrated(section)).toBe(true);
    const code = section.locator('[data-example="basic-usage"] pre').first();
    await expect(code.locator('.placeholder', { hasText: 'project-ref' })).toBeVisible();
  });

  test('the filter hides sections that have not hydrated, and leaves them so', async ({ page }) => {
    const reference = await open(page);
    await reference.getByRole('searchbox').fill('storage cp');
    await expect(reference.locator('section#supabase-storage-cp')).toBeVisible();
    await expect(reference.locator('section#supabase-db-push')).toBeHidden();
    expect(await hydrated(reference.locator('section#supabase-db-push'))).toBe(false);
    await reference.getByRole('searchbox').fill('');
    await expect(reference.locator('section#supabase-db-push')).toBeVisible();
    await expect(reference.locator('section#supabase-db-push .command-title')).toContainText('supabase db push');
  });

  test('an address naming a flag scrolls to it, and its section hydrates', async ({ page }) => {
    const reference = await open(page, '#supabase-db-push--dry-run');
    const section = reference.locator('section#supabase-db-push');
    await expect(section.locator('[id="supabase-db-push--dry-run"]')).toBeInViewport();
    await expect.poll(() => hydrated(section)).toBe(true);
  });

  test('a navigation link scrolls to a section that has not hydrated', async ({ page }) => {
    const reference = await open(page);
    // Clicked where it is, not scrolled to and clicked by pointer: the navigation box scrolls by
    // itself to keep the link of the section being read in view, and on a busy machine it could
    // move the link between the pointer's aim and its click.
    await reference
      .locator('.nav-scroll a[href="#supabase-migration-repair"]')
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/#supabase-migration-repair$/);
    await expect(reference.locator('section#supabase-migration-repair')).toBeInViewport();
  });
});
