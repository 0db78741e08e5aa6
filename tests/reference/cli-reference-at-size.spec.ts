import { expect, test, type Page } from '@playwright/test';
import { sizedSpec } from '../tools/sized-spec.mjs';

// A reference of 4,000 commands keeps what makes it a reference: find-in-page reaches every
// command, a link to the last one lands on it, and the filter finds it.

const count = 4000;

/** Chromium's `window.find(text, caseSensitive)`. */
interface Findable {
  find(text: string, caseSensitive: boolean): boolean;
}
const lastId = `command-${count - 1}`;
const body = JSON.stringify(sizedSpec(count));

/** Opens the one-version page with the 4,000-command spec in place of its own. */
async function openLarge(page: Page, hash = '') {
  await page.addInitScript(() =>
    document.addEventListener('dw-rendered', () => Object.assign(window, { everySection: true })),
  );
  await page.route('**/dist/spec/cli.json', (route) => route.fulfill({ body, contentType: 'application/json' }));
  await page.goto(`/pages/cli-one-version.html${hash}`);
  const reference = page.locator('cli-reference');
  await expect(reference).toHaveAttribute('data-state', 'ready');
  return reference;
}

/**
 * Waits for every section (`dw-rendered`) with a cheap check of a flag: a locator polled meanwhile
 * would walk the whole shadow tree again and again, taking the main thread from the rendering.
 */
async function everySection(page: Page) {
  await page.waitForFunction(() => 'everySection' in window, null, { polling: 500, timeout: 0 });
}

// Every section of 4,000 takes a while to render on a busy machine: the waits below end when
// what they wait for is there, bounded only by the test's (tripled) timeout.
const untilThere = { timeout: 0 };

/** Find-in-page finds the last command's text, at once or once the spec has arrived. */
async function findLastCommand(page: Page): Promise<void> {
  // `window.find` (not in TypeScript's DOM types) runs the browser's find-in-page on the page,
  // shadow roots included.
  await expect
    .poll(
      () =>
        page.evaluate(
          (text) => (window as unknown as Findable).find(text, true),
          `Runs step ${count - 1} of the tool's work`,
        ),
      untilThere,
    )
    .toBe(true);
}

test.describe('<cli-reference> with 4,000 commands', () => {
  test.slow();

  test('find-in-page reaches the last command once the spec has arrived', async ({ page }) => {
    await openLarge(page);
    await findLastCommand(page);
  });

  test('find-in-page reaches the last command at once, and the section it reveals becomes whole: its copy button copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const reference = await openLarge(page);
    await findLastCommand(page);
    // What the browser's find-in-page does on a match in `hidden="until-found"` content (which
    // `window.find` only selects): it fires `beforematch` at the hidden element, then shows it.
    await reference.evaluate((host, id) => {
      const section = host.shadowRoot!.getElementById(id)!;
      section.dispatchEvent(new Event('beforematch', { bubbles: true }));
      section.removeAttribute('hidden');
    }, lastId);
    const section = reference.locator(`#${lastId}`);
    const copy = section.locator('.usage').getByRole('button', { name: 'Copy' });
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`tool ${lastId} [flags]`);
    await expect(section).not.toHaveAttribute('hidden');
  });

  test('a section far from the viewport waits as its text alone, hidden until found', async ({ page }) => {
    const reference = await openLarge(page);
    await everySection(page);
    const far = reference.locator('#command-2000');
    await expect(far).toHaveAttribute('hidden', 'until-found');
    await expect(far).toContainText("Runs step 2000 of the tool's work");
    await expect(far.locator('button, a, input')).toHaveCount(0);
  });

  test('scrolled to the middle, the sections there become whole and the list marks the one being read', async ({
    page,
  }) => {
    const reference = await openLarge(page);
    await everySection(page);
    const middle = reference.locator('#command-2000');
    await expect(middle).toHaveAttribute('hidden', 'until-found');
    // As a reader dragging the scroll bar: the page jumps there, no link or find involved.
    await middle.evaluate((section) =>
      scrollTo({ top: scrollY + section.getBoundingClientRect().top, behavior: 'instant' }),
    );
    await expect(middle).not.toHaveAttribute('hidden');
    await expect(middle.locator('.usage').getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(reference.locator('.nav-scroll a[aria-current="location"]')).toHaveAttribute(
      'href',
      /^#command-(199\d|200\d)$/,
    );
    // Far below, a section is still its text alone.
    await expect(reference.locator('#command-3000')).toHaveAttribute('hidden', 'until-found');
  });

  test('a link to a flag of the last command lands on its row: in view and focused', async ({ page }) => {
    const reference = await openLarge(page, `#${lastId}--format`);
    await everySection(page);
    const row = reference.locator(`[id="${lastId}--format"]`);
    await expect(row).toBeInViewport();
    await expect(row).toBeFocused();
  });

  test('a link to the last command lands on it: in view and focused', async ({ page }) => {
    const reference = await openLarge(page, `#${lastId}`);
    await everySection(page);
    const section = reference.locator(`#${lastId}`);
    await expect(section).toBeInViewport();
    await expect(section).toBeFocused();
  });

  test('the command list holds every command; the browser lays out only its groups near the view, and a far link is reached and followed', async ({
    page,
  }) => {
    const reference = await openLarge(page);
    await everySection(page);
    const links = reference.locator('.nav-scroll a[href^="#command-"]');
    await expect(links).toHaveCount(count, untilThere);
    const lastLink = reference.locator(`.nav-scroll a[href="#${lastId}"]`);
    // `checkVisibility` with `contentVisibilityAuto` is false for what the browser skips
    // (`content-visibility: auto` out of view): the last group's links cost no layout yet.
    const laidOut = () =>
      lastLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await laidOut()).toBe(false);
    // Reached by the keyboard as any link, in view once it has focus; followed, it lands.
    await lastLink.focus();
    await expect(lastLink).toBeFocused();
    await expect.poll(laidOut).toBe(true);
    await page.keyboard.press('Enter');
    await expect(reference.locator(`#${lastId}`)).toBeInViewport();
    await expect(page).toHaveURL(new RegExp(`#${lastId}$`));
  });

  test('the filter finds the last command', async ({ page }) => {
    const reference = await openLarge(page);
    await reference.getByRole('searchbox').fill(lastId);
    await everySection(page);
    await expect(reference.locator(`#${lastId}`)).toBeVisible();
    await expect(reference.locator('section.command:not([hidden])')).toHaveCount(1);
    await expect(reference.locator('.match-count')).toHaveText(`1 of ${count.toLocaleString('en')} commands`);
    // The command list keeps its one match, in the last group.
    await expect(reference.locator('.nav-scroll a[href^="#command-"]:visible')).toHaveCount(1);
    await expect(reference.locator(`.nav-scroll a[href="#${lastId}"]`)).toBeVisible();
  });
});
