import type { Page, Route } from '@playwright/test';

// What the tests of prerendered pages ask about the loader: which scripts a page fetched, whether
// the loader has run, and which of our tags it has left undefined.

/** The paths of the scripts the page fetches from now on, in the order they are asked for. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' || path.endsWith('.js')) scripts.push(path);
  });
  return scripts;
}

/** Waits until the loader has run (it marks the page with a global symbol before it scans). */
export async function loaderHasRun(page: Page): Promise<void> {
  await page.waitForFunction(() => (globalThis as Record<symbol, unknown>)[Symbol.for('docs-widgets.loader')] === true);
}

/** Those of `tags` that are on the page and not defined. */
export function undefinedTags(page: Page, tags: readonly string[]): Promise<string[]> {
  return page.evaluate((tags) => tags.filter((tag) => document.querySelector(tag) && !customElements.get(tag)), tags);
}

/**
 * Holds every request for the chunks of `tag` until `release()`: what the reader does meanwhile
 * happens on the server's markup. `requested` settles when the first of them is asked for.
 */
export async function holdChunk(page: Page, tag: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested!: () => void;
  const asked = new Promise<void>((resolve) => (requested = resolve));
  await page.route(new RegExp(`/chunks/${tag}-[^/]*\\.js$`), async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: asked };
}

/**
 * Asks the loader to make every prerendered element live now, as a page may
 * (`docs-widgets:wake`): interactive widgets otherwise stay as their markup until the reader
 * touches them (tests/pages/until-touched.spec.ts), and the tests that call this look at how each one
 * takes it over.
 */
export async function wakeAll(page: Page): Promise<void> {
  await loaderHasRun(page);
  await page.evaluate(() => {
    for (const host of document.querySelectorAll('[data-dw-prerendered]'))
      document.dispatchEvent(new CustomEvent('docs-widgets:wake', { detail: host }));
  });
}
