// @ts-check
// What the consumer apps' checks (tests/consumers/<app>/check.mjs) share: each app is a different
// stack, but the questions asked of its page are often the same ones.

/**
 * Before any script runs, records for each element matching `selector` the node the server wrote
 * into its shadow root (`window.serverNodes`), so a check can tell hydration (keeps that node) from
 * a fresh render (replaces it). `pick` names which node: the second child (after the linked
 * stylesheet) or the first element with a class.
 * @param {import('playwright').Page} page
 * @param {string} selector
 * @param {'after-stylesheet' | 'first-with-class'} pick
 */
export function recordServerNodes(page, selector, pick = 'after-stylesheet') {
  return page.addInitScript(
    ({ selector, pick }) => {
      document.addEventListener('DOMContentLoaded', () => {
        const record = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window));
        record.serverNodes = [...document.querySelectorAll(selector)].map((element) =>
          pick === 'after-stylesheet'
            ? (element.shadowRoot?.firstElementChild?.nextElementSibling ?? null)
            : (element.shadowRoot?.querySelector('[class]') ?? null),
        );
      });
    },
    { selector, pick },
  );
}

/**
 * The first callout's text colour as the reader sees it.
 * @param {import('playwright').Page} page
 */
export function calloutColour(page) {
  return page
    .locator('docs-callout')
    .first()
    .evaluate((host) => {
      const inner = host.shadowRoot?.querySelector('[class]');
      return inner ? getComputedStyle(inner).color : '';
    });
}

/**
 * Waits until the first callout's text colour is no longer `before`, and returns the new one.
 * @param {import('playwright').Page} page
 * @param {string} before
 * @param {{ timeout?: number }} [options]
 */
export async function calloutColourAfter(page, before, options = {}) {
  await page.waitForFunction(
    (previous) => {
      const inner = document.querySelector('docs-callout')?.shadowRoot?.querySelector('[class]');
      return inner !== null && inner !== undefined && getComputedStyle(inner).color !== previous;
    },
    before,
    options,
  );
  return calloutColour(page);
}

/** The sum of a CSS colour's red, green and blue: more is lighter. @param {string} colour */
const brightness = (colour) =>
  (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0);

/**
 * Throws unless the dark-mode colour is lighter than the light-mode one (text on a dark page).
 * @param {string} light
 * @param {string} dark
 */
export function expectLighterInDark(light, dark) {
  if (!(brightness(dark) > brightness(light))) {
    throw new Error(`text should be lighter in dark mode: light ${light}, dark ${dark}`);
  }
}

/**
 * A query-group tab choice goes into the address and is chosen again after a reload.
 * @param {import('playwright').Page} page
 */
export async function tabChoiceSurvivesReload(page) {
  await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm' }).click();
  await page.waitForURL(/[?&]pm=pnpm/);
  await page.reload();
  await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm', selected: true }).waitFor();
}
