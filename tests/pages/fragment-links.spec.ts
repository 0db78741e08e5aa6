import { expect, test, type Page } from '@playwright/test';
import { holdChunk } from '../tools/loader';

// A link to a section of a page lands on that section: the browser scrolls to it once the HTML is
// parsed, and the widgets then render above it and the page grows (the home page from about
// 12,700 to 29,700 px). The runtime keeps the section where the browser put it while they do, and
// leaves the reader's own scrolling alone.

/** Counts the references that have rendered every section (`dw-rendered`), from the page's start. */
async function countRenderedReferences(page: Page) {
  await page.addInitScript(() => {
    const rendered = new Set<EventTarget>();
    document.addEventListener('dw-rendered', (event) => rendered.add(event.target!), true);
    (globalThis as { renderedReferences?: Set<EventTarget> }).renderedReferences = rendered;
  });
}

/** The states in which a widget is still waiting for what decides its height. */
const waitingStates = ['loading', 'user-loading', 'data-pending', 'value-pending'];

/**
 * Every widget of the page, in shadow roots too, is defined and rendered: none is waiting for data,
 * and every reference has rendered all of its sections.
 */
async function everyWidgetRendered(page: Page) {
  await page.waitForFunction((waiting) => {
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    const references = all.filter((element) => element.localName === 'cli-reference');
    const rendered = (globalThis as { renderedReferences?: Set<EventTarget> }).renderedReferences ?? new Set();
    return (
      document.readyState === 'complete' &&
      // A prerendered element waiting for the reader's touch, and its children, are its markup: drawn, and
      // not defined until then.
      all.every(
        (element) =>
          !element.localName.includes('-') || element.matches(':defined') || !!element.closest('[data-dw-prerendered]'),
      ) &&
      all.every((element) => !waiting.includes(element.getAttribute('data-state') ?? '')) &&
      references.every((reference) => rendered.has(reference) || !reference.matches(':defined'))
    );
  }, waitingStates);
  // One more frame for anything that was to follow the last render.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How far the element with `id` is from where a link to it puts it: its scroll margin below the viewport's top. */
function distanceFromPlace(page: Page, id: string) {
  return page.evaluate((id) => {
    const target = document.getElementById(id)!;
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    return Math.round(target.getBoundingClientRect().top - margin);
  }, id);
}

const links = ['/#api-settings', '/#project-setup', '/qa.html#project-setup'];

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const link of links) {
      test(`${link} lands on its section once every widget has rendered`, async ({ page }) => {
        await countRenderedReferences(page);
        await page.goto(link);
        await everyWidgetRendered(page);
        expect(await distanceFromPlace(page, link.split('#')[1]!)).toBeLessThanOrEqual(2);
        expect(await distanceFromPlace(page, link.split('#')[1]!)).toBeGreaterThanOrEqual(-2);
      });
    }
  });
}

test.describe('on a page at 1280 × 900 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a section the reader moves to while the widgets render is followed too', async ({ page }) => {
    await countRenderedReferences(page);
    // The widgets render once the runtime arrives, after the reader has followed a contents link.
    const runtime = await holdChunk(page, 'runtime');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await runtime.requested;
    await page.evaluate(() => (location.hash = '#api-settings'));
    runtime.release();
    await everyWidgetRendered(page);
    expect(Math.abs(await distanceFromPlace(page, 'api-settings'))).toBeLessThanOrEqual(2);
  });

  test("the reader's own scrolling wins: the page is not scrolled back to the section", async ({ page }) => {
    await countRenderedReferences(page);
    const runtime = await holdChunk(page, 'runtime');
    await page.goto('/#api-settings', { waitUntil: 'domcontentloaded' });
    await runtime.requested;
    // Back to the page's top while the widgets are still on their way.
    await page.mouse.wheel(0, -1_000_000);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    runtime.release();
    await everyWidgetRendered(page);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('a prerendered page lands on its section as before', async ({ page }) => {
    await countRenderedReferences(page);
    await page.goto('/prerendered/#project-setup');
    await everyWidgetRendered(page);
    expect(Math.abs(await distanceFromPlace(page, 'project-setup'))).toBeLessThanOrEqual(2);
  });
});
