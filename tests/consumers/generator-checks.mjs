// @ts-check
// What the static generators' sites (Hugo, MkDocs, Sphinx) are asked in Chromium: the same widgets
// in each theme, so the same questions, bar how the theme turns dark and how its search is asked.

/** Every custom element of the page (these sites have no others) is live: the loader defined its tag. */
export async function widgetsLive(/** @type {import('playwright').Page} */ page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.includes('-'))
      .every((element) => customElements.get(element.localName) !== undefined),
  );
}

/** Makes every widget of the page live, as a reader's first touch does (the documented wake event). */
export async function wakeAll(/** @type {import('playwright').Page} */ page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll('*')) {
      if (element.localName.includes('-')) {
        document.dispatchEvent(new CustomEvent('docs-widgets:wake', { detail: element }));
      }
    }
  });
  await widgetsLive(page);
}

/**
 * The lowest contrast between a widget's visible text and what is behind it, on the page as it is:
 * every text node in the widgets' shadow roots and light DOM (the hidden search copy, and text of
 * disabled controls, which WCAG exempts, left out). Colours are read back through a canvas, so any
 * CSS colour (color-mix, oklch) counts as drawn; backgrounds are composited up to the page's.
 * @param {import('playwright').Page} page
 * @returns {Promise<{ ratio: number; text: string; color: number[]; background: number[] } | null>}
 */
export function worstWidgetContrast(page) {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d', { willReadFrequently: true }));
    /** @param {string} colour */
    const rgba = (colour) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
    };
    /** @param {number[]} top @param {number[]} under */
    const over = (top, under) => {
      const alpha = top[3] ?? 1;
      return [0, 1, 2].map((index) => (top[index] ?? 0) * alpha + (under[index] ?? 0) * (1 - alpha)).concat(1);
    };
    /** @param {number[]} colour */
    const luminance = (colour) => {
      const [r, g, b] = colour.slice(0, 3).map((channel) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    /** The element's parent, across a shadow root to its host. @param {Element} element */
    const parentOf = (element) =>
      element.parentElement ?? /** @type {ShadowRoot | Document} */ (element.getRootNode()).host ?? null;
    /** @param {Element} element */
    const backgroundOf = (element) => {
      const layers = [];
      for (let current = /** @type {Element | null} */ (element); current; current = parentOf(current)) {
        const layer = rgba(getComputedStyle(current).backgroundColor);
        if ((layer[3] ?? 0) > 0) layers.push(layer);
        if ((layer[3] ?? 0) >= 1) break;
      }
      return layers.reverse().reduce((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    /** @type {{ ratio: number; text: string; color: number[]; background: number[] } | null} */
    let worst = null;
    /** @param {Node} root */
    const visit = (root) => {
      if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot);
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        if (!(node instanceof Text) || !node.data.trim()) continue;
        const element = node.parentElement;
        if (!element || element.closest('[data-dw-copy], [disabled], [aria-disabled="true"], style, script')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (
          box.width < 2 ||
          box.height < 2 ||
          !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
        )
          continue;
        const background = backgroundOf(element);
        const color = over(rgba(getComputedStyle(element).color), background);
        const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
        const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        if (!worst || ratio < worst.ratio) worst = { ratio, text: node.data.trim().slice(0, 40), color, background };
      }
    };
    for (const element of document.querySelectorAll('*')) {
      if (element.localName.includes('-') && !parentOf(element)?.localName.includes('-')) visit(element);
    }
    return worst;
  });
}

/** Throws unless the widgets' worst text contrast is at least 4.5:1; returns it. @param {import('playwright').Page} page @param {string} when */
export async function expectReadable(page, when) {
  const worst = await worstWidgetContrast(page);
  if (!worst) throw new Error(`no widget text found ${when}`);
  if (worst.ratio < 4.5) {
    throw new Error(
      `${when}: "${worst.text}" has ${worst.ratio.toFixed(2)}:1 (rgb ${worst.color.slice(0, 3).join(' ')} on ${worst.background.slice(0, 3).join(' ')})`,
    );
  }
  return worst.ratio;
}

/**
 * The widgets' text is readable in the theme's dark mode, on each page, before any touch and once
 * every widget is live. `turnDark` uses the theme's own switch on the first page; the theme keeps
 * the choice for the next pages, which wait for `isDark`.
 * @param {import('playwright').Page} page
 * @param {string[]} urls
 * @param {{ turnDark: () => Promise<void>; isDark: () => boolean }} theme
 */
export function darkModeCheck(page, urls, { turnDark, isDark }) {
  return async () => {
    const ratios = [];
    for (const [index, url] of urls.entries()) {
      await page.goto(url);
      if (index === 0) await turnDark();
      await page.waitForFunction(isDark);
      const path = new URL(url).pathname;
      const before = await expectReadable(page, `${path}, dark, before the first touch`);
      await wakeAll(page);
      const after = await expectReadable(page, `${path}, dark, after the first touch`);
      ratios.push(`${path} ${before.toFixed(2)}:1 before, ${after.toFixed(2)}:1 after`);
    }
    console.log(`    worst dark-mode contrast: ${ratios.join('; ')}`);
  };
}

/** A tab click chooses the tab; an accepted-values click opens the list. @param {import('playwright').Page} page @param {string} url */
export function clicksCheck(page, url) {
  return async () => {
    await page.goto(url);
    await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm' }).click();
    await page.locator('persisted-tabs').getByRole('tab', { name: 'pnpm', selected: true }).waitFor();
    await page.locator('tab-panel[value="pnpm"]').getByText('pnpm add docs-widgets').waitFor({ state: 'visible' });
    const values = page.locator('#formats');
    await values.getByRole('button').first().click();
    await values.getByText('Machine-readable output.').waitFor();
  };
}

/**
 * The site's Pagefind index, asked in the page as its search UI asks it, finds "frobnicate" (a flag
 * of the reference) on the page whose address contains `pagePath`.
 * @param {import('playwright').Page} page @param {string} url @param {string} pagePath
 */
export function pagefindFinds(page, url, pagePath) {
  return async () => {
    await page.goto(url);
    const urls = await page.evaluate(async () => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      const found = await pagefind.search('frobnicate');
      return Promise.all(found.results.map(async (/** @type {any} */ result) => (await result.data()).url));
    });
    if (!urls.some((/** @type {string} */ address) => address.includes(pagePath))) {
      throw new Error(`Pagefind found ${JSON.stringify(urls)} for "frobnicate"`);
    }
  };
}
