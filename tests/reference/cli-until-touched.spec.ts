import { expect, test, type Page } from '@playwright/test';
import { holdChunk, loaderHasRun, recordScripts } from '../tools/loader';
import { collectErrors } from '../tools/page-errors';

// A prerendered reference that shows none of the page's values (the demo's spec written as another
// vendor would, demo/lumen-cli.yaml) is left as its markup until the reader touches it: the loader fetches no
// chunk for it, only its spec, to check that the markup is still the spec's. What the reader does
// before it is live (typing in the filter, a click on a copy button, a link) works the first time.

const path = '/prerendered/cli-fixture.html';
const specPath = /\/lumen-cli\.yaml$/;

async function open(page: Page, hash = '') {
  await page.goto(path + hash);
  await loaderHasRun(page);
  return page.locator('cli-reference');
}

/**
 * Holds the spec's download until `release()`: the loader fetches it for its check, and the element,
 * once woken, reads that response rather than fetching the spec again, so it waits for it too
 * before it takes the markup over.
 */
async function holdSpecLoad(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(specPath, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const isDefined = (page: Page) => page.evaluate(() => customElements.get('cli-reference') !== undefined);

test.describe('a prerendered reference waits for the reader', () => {
  test('before a touch, the loader is the only script fetched, and the spec is fetched once', async ({ page }) => {
    const errors = collectErrors(page);
    const scripts = recordScripts(page);
    const specs: string[] = [];
    page.on('request', (request) => {
      if (specPath.test(new URL(request.url()).pathname)) specs.push(request.url());
    });
    const reference = await open(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((script) => script.startsWith('/dist/'))).toEqual(['/dist/loader.js']);
    expect(specs).toHaveLength(1);
    expect(await isDefined(page)).toBe(false);
    // The markup is the whole reference: the filter box, the navigation and every section.
    await expect(reference.locator('.search-input')).toBeVisible();
    expect(await reference.locator('section[data-section]').count()).toBeGreaterThan(30);
    expect(errors).toEqual([]);
  });

  test('once touched, it reads the spec the loader fetched: the spec is downloaded once', async ({ page }) => {
    const specs: string[] = [];
    // A route turns the browser's cache off: every download of the spec reaches it.
    await page.route(specPath, async (route) => {
      specs.push(route.request().url());
      await route.continue();
    });
    const reference = await open(page);
    await expect.poll(() => specs.length).toBe(1);
    await reference.locator('.search-input').click();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(reference.locator('.search-input')).toBeFocused();
    expect(specs).toHaveLength(1);
  });

  test('what the reader types into the filter before the reference is live stays, and filters', async ({ page }) => {
    const errors = collectErrors(page);
    const reference = await open(page);
    const chunk = await holdChunk(page, 'cli-reference');
    const box = reference.locator('.search-input');
    await box.click();
    await page.keyboard.type('completion');
    await chunk.requested;
    chunk.release();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(reference.locator('.match-count')).toHaveText(/^\d+ of \d+ commands$/);
    await expect(box).toHaveValue('completion');
    await expect(box).toBeFocused();
    await expect(reference.locator('section#lumen-completion-zsh')).toBeVisible();
    await expect(reference.locator('section#lumen-db-push')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('what the reader types and clicks while the reference loads its spec is not lost', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const spec = await holdSpecLoad(page);
    const reference = await open(page);
    const box = reference.locator('.search-input');
    await box.click();
    await page.keyboard.type('compl');
    await expect.poll(() => isDefined(page)).toBe(true); // and waiting for its spec before it takes the markup over
    await page.keyboard.type('etion');
    await reference.locator('section#lumen-completion-zsh .usage').getByRole('button', { name: 'Copy' }).click();
    spec.release();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(box).toHaveValue('completion');
    await expect(reference.locator('.match-count')).toHaveText(/^\d+ of \d+ commands$/);
    await expect(reference.locator('section#lumen-db-push')).toBeHidden();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('lumen completion zsh');
  });

  test('the first click on a copy button copies', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const reference = await open(page);
    const chunk = await holdChunk(page, 'cli-reference');
    const usage = reference.locator('section#lumen-completion-zsh .usage');
    // The confirmation shows for a moment: every state the block's buttons go through is kept.
    await usage.evaluate((block) => {
      const states: string[] = ((window as unknown as { states: string[] }).states = []);
      new MutationObserver((records) =>
        states.push(...records.map((record) => (record.target as Element).getAttribute('data-state') ?? '')),
      ).observe(block, { subtree: true, attributeFilter: ['data-state'] });
    });
    await usage.getByRole('button', { name: 'Copy' }).click();
    await chunk.requested;
    chunk.release();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('lumen completion zsh');
    expect(await page.evaluate(() => (window as unknown as { states: string[] }).states)).toContain('copied');
  });

  test('a link to a section followed before the reference is live scrolls to it', async ({ page }) => {
    const reference = await open(page);
    const chunk = await holdChunk(page, 'cli-reference');
    // In the navigation's own scroll box: brought into view the way a reader scrolls to it.
    const link = reference.locator('.nav a[href="#lumen-completion-zsh"]');
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(reference.locator('section#lumen-completion-zsh')).toBeInViewport();
    await chunk.requested;
    chunk.release();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(page).toHaveURL(/#lumen-completion-zsh$/);
    await expect(reference.locator('section#lumen-completion-zsh')).toBeInViewport();
  });

  test('on a phone, the first tap on the command list toggle opens the list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const reference = await open(page);
    const chunk = await holdChunk(page, 'cli-reference');
    const toggle = reference.getByRole('button', { name: /command list/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await chunk.requested;
    chunk.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(reference.locator('.nav a[href="#lumen-completion-zsh"]')).toBeVisible();
  });

  test('an address naming a section makes it live at load', async ({ page }) => {
    const reference = await open(page, '#lumen-completion-zsh');
    await expect(reference).toHaveAttribute('data-state', 'ready');
    expect(await isDefined(page)).toBe(true);
    await expect(reference.locator('section#lumen-completion-zsh')).toBeInViewport();
  });

  test('a spec changed since the build is shown at load, without waiting for a touch', async ({ page }) => {
    await page.route(specPath, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        'Manage the environment variables of functions',
        'Manage variables, edited',
      );
      await route.fulfill({ response, body });
    });
    const reference = await open(page);
    await expect(reference.locator('section#lumen-env')).toContainText('Manage variables, edited');
    expect(await isDefined(page)).toBe(true);
  });

  test('the "/" hint shows only once "/" focuses the filter', async ({ page }) => {
    const reference = await open(page);
    await page.waitForLoadState('networkidle');
    expect(await isDefined(page)).toBe(false);
    const hint = reference.locator('.search-key');
    const box = reference.locator('.search-input');
    // Asleep, no script listens for the key: the markup does not offer it.
    await expect(hint).toBeHidden();
    await expect(box).not.toHaveAttribute('aria-keyshortcuts', /./);
    await page.keyboard.press('/');
    await expect(box).not.toBeFocused();

    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('docs-widgets:wake', { detail: document.querySelector('cli-reference') })),
    );
    await expect(reference).toHaveAttribute('data-state', 'ready');
    await expect(hint).toBeVisible();
    await expect(box).toHaveAttribute('aria-keyshortcuts', '/');
    await page.keyboard.press('/');
    await expect(box).toBeFocused();
  });
});

// Our spec's reference has samples with the reader's values (`{{project-ref}}`): the server draws
// them as a page with no login shows them, so it waits too, until the page says something of a login.
test.describe("a prerendered reference with samples of the page's values", () => {
  const ourPath = '/prerendered/pages/cli-one-version.html';
  const loginBar = /Log in to fill in your own project/;

  test('waits on a page that announces no login, and wakes when the page announces one', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(ourPath);
    await loaderHasRun(page);
    await page.waitForLoadState('networkidle');
    expect(await isDefined(page)).toBe(false);
    const sample = page.locator('cli-reference section#supabase-link [data-example="basic-usage"]');
    await expect(sample.locator('.placeholder', { hasText: 'project-ref' }).first()).toBeVisible();
    await page.evaluate(() => {
      const detail = { state: 'loggedOut' };
      Object.assign(window, { docsWidgetsSession: detail });
      document.dispatchEvent(new CustomEvent('docs-widgets:session', { detail }));
    });
    await expect(sample.getByText(loginBar)).toBeVisible();
    expect(await isDefined(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('is live at load on a page that announced a login before the loader ran', async ({ page }) => {
    await page.addInitScript(() => Object.assign(window, { docsWidgetsSession: { state: 'loggedOut' } }));
    await page.goto(ourPath);
    const sample = page.locator('cli-reference section#supabase-link [data-example="basic-usage"]');
    await expect(sample.getByText(loginBar)).toBeVisible();
  });
});
