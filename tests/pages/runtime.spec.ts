import { expect, test } from '@playwright/test';
import { decodeChunkMap } from '../../loader/chunk-map';

test.describe('loader', () => {
  test('defines only the tags the page uses, once, even when included twice', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/pages/loader.html');
    await expect(page.locator('#first').locator('aside')).toBeVisible();
    const defined = await page.evaluate(() => ({
      sms: Boolean(customElements.get('sms-warning')),
      paramRow: Boolean(customElements.get('param-row')),
      tabs: Boolean(customElements.get('persisted-tabs')),
    }));
    expect(defined).toEqual({ sms: true, paramRow: false, tabs: false });
    expect(errors).toEqual([]);
  });

  test('fetches the shared runtime chunk once and only the chunks of the tags in use', async ({ page, request }) => {
    const loaderSource = await (await request.get('/dist/loader.js')).text();
    const chunkMap = decodeChunkMap(loaderSource.match(/"([\w-]+;[^"]*)"/)![1]!);
    // The loader imports nothing itself: the runtime comes with the first tag's chunks.
    expect(loaderSource).not.toMatch(/\bfrom\s*"|\bimport\s*"/);
    expect(chunkMap['sms-warning']!.filter((name) => name.startsWith('runtime-'))).toHaveLength(1);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const match = new URL(request.url()).pathname.match(/\/dist\/chunks\/(.+)\.js$/);
      if (match) fetched.push(match[1]!);
    });
    await page.goto('/pages/loader.html');
    await expect(page.locator('#first').locator('aside')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((name) => name.startsWith('runtime-'))).toHaveLength(1);
    expect(fetched.sort()).toEqual([...new Set(chunkMap['sms-warning'])].sort());
    expect(fetched.some((name) => name.startsWith(chunkMap['param-row']![0]!))).toBe(false);
  });

  test('a page with the loader and none of our tags downloads nothing more', async ({ page }) => {
    // A docs site puts the loader in its layout; most of its pages have no widget.
    await page.route('**/no-widgets.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Plain</title><p>Just text.</p><script type="module" src="/dist/loader.js"></script>',
      }),
    );
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/no-widgets.html');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual(['/dist/loader.js']);
  });

  test('upgrades a tag added after load', async ({ page }) => {
    await page.goto('/pages/loader.html');
    await page.getByRole('button', { name: 'Add a warning' }).click();
    await expect(page.locator('#added').getByText('Added after load')).toBeVisible();
  });
});

test.describe('isolation and theming', () => {
  test('host-page CSS does not reach inside, while the font follows the host', async ({ page }) => {
    await page.goto('/pages/hostile.html');
    const warning = page.locator('#warning');
    await expect(warning.locator('aside')).toBeVisible();
    const inside = await warning.evaluate((host) => {
      const root = host.shadowRoot!;
      const body = root.querySelector('.body')!;
      const paragraph = root.querySelector('p')!;
      return {
        bodyDisplay: getComputedStyle(body).display,
        paragraphMargin: getComputedStyle(paragraph).marginTop,
        fontFamily: getComputedStyle(paragraph).fontFamily,
      };
    });
    expect(inside.bodyDisplay).not.toBe('none');
    expect(inside.paragraphMargin).not.toBe('80px');
    expect(inside.fontFamily).toContain('Georgia');
  });

  test('widget styles do not leak out to the host page', async ({ page }) => {
    await page.goto('/pages/loader.html');
    await expect(page.locator('#first').locator('aside')).toBeVisible();
    const hostParagraphMargin = await page.locator('body > p').evaluate((p) => getComputedStyle(p).marginBottom);
    expect(hostParagraphMargin).toBe('16px');
    expect(await page.locator('style').count()).toBe(0);
  });

  test("follows the page's colour scheme and a theme attribute on an ancestor", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/'); // the demo page declares color-scheme: light dark, so it follows the reader
    const first = page.locator('sms-warning').first();
    await expect(first.locator('aside')).toBeVisible();
    const background = () =>
      first.evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('aside')!).backgroundColor);
    await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    const dark = await background();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect.poll(background).not.toBe(dark);
    await page.evaluate(() => document.documentElement.setAttribute('theme', 'dark'));
    await page.evaluate(() => document.documentElement.removeAttribute('data-theme'));
    await expect.poll(background).toBe(dark);
  });

  test('stays light on a page without dark mode, even for a reader whose system is dark', async ({ page }) => {
    const backgroundOn = async (colorScheme: 'light' | 'dark') => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/pages/loader.html'); // declares no color-scheme, like most CMS pages
      const first = page.locator('#first');
      await expect(first.locator('aside')).toBeVisible();
      return first.evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('aside')!).backgroundColor);
    };
    expect(await backgroundOn('dark')).toBe(await backgroundOn('light'));
  });
});

test.describe('hostile page CSS', () => {
  const widgets = ['#warning', '#param', '#code', '#callout', '#values', '#tabs', '#cards', '#link', '#icon', '#copy'];
  const inherited = [
    'letter-spacing',
    'word-spacing',
    'text-transform',
    'white-space-collapse',
    'text-wrap-mode',
    'text-indent',
    'font-style',
    'font-weight',
    'text-shadow',
    'font-size',
    'line-height',
    'text-align',
    'color',
    'list-style-position',
  ];

  /** Every shadow-tree element's inherited text styles, per widget: `<widget> <element path>` → styles. */
  const shadowStyles = (properties: string[]) => {
    const styles: Record<string, string> = {};
    for (const id of [
      '#warning',
      '#param',
      '#code',
      '#callout',
      '#values',
      '#tabs',
      '#cards',
      '#link',
      '#icon',
      '#copy',
    ]) {
      const host = document.querySelector(id)!;
      host.shadowRoot!.querySelectorAll('*').forEach((element, index) => {
        const computed = getComputedStyle(element);
        styles[`${id} ${index} <${element.localName} class="${element.getAttribute('class') ?? ''}">`] = properties
          .map((property) => `${property}: ${computed.getPropertyValue(property)}`)
          .join('; ');
      });
    }
    return styles;
  };

  test('inherited text styles, a rem reset and overridden tokens leave the inside as on a plain page', async ({
    page,
  }) => {
    await page.goto('/pages/hostile.html');
    for (const id of widgets) {
      await expect
        .poll(() => page.locator(id).evaluate((host) => host.shadowRoot?.childElementCount ?? 0))
        .toBeGreaterThan(0);
    }
    await expect(page.locator('#code')).toHaveAttribute('data-state', 'highlighted');
    await page.waitForLoadState('networkidle');
    const hostile = await page.evaluate(shadowStyles, inherited);
    await page.evaluate(() => {
      for (const sheet of document.styleSheets) sheet.disabled = true;
    });
    const plain = await page.evaluate(shadowStyles, inherited);
    expect(Object.keys(hostile).length).toBeGreaterThan(50);
    expect(hostile).toEqual(plain);
  });

  test('on a hostile page, flags keep their case, code stays legible and text keeps its colour', async ({ page }) => {
    await page.goto('/pages/hostile.html');
    await expect(page.locator('#code')).toHaveAttribute('data-state', 'highlighted');
    await expect(page.locator('#param').getByText('--f', { exact: true })).toBeVisible();
    const seen = await page.evaluate(() => {
      const visibleText = (element: Element) => {
        const style = getComputedStyle(element);
        return {
          transform: style.textTransform,
          color: style.color,
          fontSize: parseFloat(style.fontSize),
          family: style.fontFamily,
        };
      };
      const name = [...document.querySelector('#param')!.shadowRoot!.querySelectorAll('*')].find(
        (element) => element.textContent === '--f',
      )!;
      const code = document.querySelector('#code')!.shadowRoot!.querySelector('pre')!;
      const callout = document.querySelector('#callout')!.shadowRoot!.querySelector('aside, [role="note"], div')!;
      return { name: visibleText(name), code: visibleText(code), callout: visibleText(callout) };
    });
    expect(seen.name.transform).toBe('none');
    expect(seen.code.fontSize).toBeGreaterThanOrEqual(12);
    expect(seen.callout.fontSize).toBeGreaterThanOrEqual(14);
    expect(seen.callout.family).toContain('Georgia');
    for (const part of [seen.name, seen.code, seen.callout]) expect(part.color).not.toBe('rgba(0, 0, 0, 0)');
  });
});

test.describe('strict Content-Security-Policy and Trusted Types', () => {
  test('the demo runs with no policy violation', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective}: ${event.blockedURI} ${event.sample}`,
        );
      });
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.locator('sms-warning').first().locator('aside')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    expect(violations).toEqual([]);
  });
});

test.describe('attribute reflection', () => {
  test('toggling a reflected attribute and others in a loop never re-renders without end', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/pages/code-block.html');
    const block = page.locator('#only');
    await expect(block.locator('pre')).toBeVisible();
    await page.evaluate(async () => {
      const block = document.querySelector('#only')!;
      for (let round = 0; round < 200; round += 1) {
        block.toggleAttribute('wrap');
        block.setAttribute('theme', round % 2 ? 'dark' : 'light');
        block.setAttribute('title', `Round ${round}`);
        document.documentElement.setAttribute('data-theme', round % 2 ? 'light' : 'dark');
        if (round % 7 === 6) await new Promise((resolve) => setTimeout(resolve, 0));
      }
    });
    // 200 toggles end where they began: not wrapped, and the toggle says so.
    await expect(block).not.toHaveAttribute('wrap');
    await expect(block.getByRole('button', { name: /wrap/i })).toHaveAttribute('aria-pressed', 'false');
    await block.evaluate((host) => host.setAttribute('wrap', ''));
    await expect(block.getByRole('button', { name: /wrap/i })).toHaveAttribute('aria-pressed', 'true');
    await expect(block).toHaveAttribute('wrap');
    expect(errors).toEqual([]);
  });
});
