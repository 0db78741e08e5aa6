import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as pagefind from 'pagefind';
import { decodeStaticTags } from '../../loader/chunk-map';
import { parseHtml } from '../../server/html';
import { prerenderFingerprint } from '../../widgets/shared/prerendered';
import { wakeAll } from '../tools/loader';
import { collectErrors } from '../tools/page-errors';

// Prerendered demo pages (/prerendered/…, rendered by the demo server with docs-widgets/server):
// content before and without JavaScript, hydration that keeps the server's DOM, and search.

/** Holds the loader back until `release()`, so a test can look at the page as the server sent it. */
async function holdLoader(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/loader.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The map the build wrote into the loader (loader/chunk-map.ts). */
function loaderMap(): string {
  const loaderSource = readFileSync(resolve(import.meta.dirname, '../..', 'dist', 'loader.js'), 'utf8');
  return loaderSource.match(/"([\w-]+;[^"]*)"/)![1]!;
}

/**
 * Every prerendered element has taken its markup over: it is defined and its shadow root holds a
 * React root (React marks the container it hydrates or renders into). Hydrated markup keeps the
 * server's stylesheet links, so their removal is no sign. The loader leaves instances of a static
 * tag as their markup (loader/start.ts) while every instance of that tag on the page qualifies,
 * and instances of a touchable tag until the reader touches one, with the child tags defined
 * along with them (an accordion's items); those count as taken over once the loader has run, with
 * nothing defined for their tag, unless `awake` (after `wakeAll`).
 */
async function waitForHydration(page: Page, { awake = false } = {}): Promise<void> {
  const map = loaderMap();
  const statics = decodeStaticTags(map);
  const touchable = awake ? [] : Object.keys(decodeStaticTags(map, 4));
  await page.waitForFunction(
    ([statics, touchable]) => {
      const leftAsMarkup = (element: Element) =>
        (statics[element.localName]?.every((name) => !element.hasAttribute(name)) === true ||
          touchable.includes(element.localName) ||
          touchable.includes(element.parentElement?.localName ?? '')) &&
        element.shadowRoot !== null &&
        element.hasAttribute('data-dw-prerendered') &&
        element.getAttribute('data-dw-theme') === element.getAttribute('theme');
      const loaderRan = Symbol.for('docs-widgets.loader') in globalThis;
      return [...document.querySelectorAll('[data-dw-prerendered]')].every((host) =>
        host.matches(':defined')
          ? Object.keys(host.shadowRoot ?? {}).some((key) => key.startsWith('__reactContainer$'))
          : loaderRan && [...document.querySelectorAll(host.localName)].every(leftAsMarkup),
      );
    },
    [statics, touchable] as const,
  );
}

/** Marks the first rendered node of every prerendered shadow root, to see whether it survives. */
async function markServerNodes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const hosts = [...document.querySelectorAll('[data-dw-prerendered]')];
    for (const host of hosts) {
      const first = [...host.shadowRoot!.children].find((child) => child.localName !== 'link');
      (first as Element & { serverNode?: boolean }).serverNode = true;
    }
    return hosts.length;
  });
}

async function keptServerNodes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-dw-prerendered]')]
      .filter((host) => {
        const first = [...host.shadowRoot!.children].find((child) => child.localName !== 'link') as
          (Element & { serverNode?: boolean }) | undefined;
        return !first?.serverNode;
      })
      .map((host) => `${host.localName}#${host.id}`),
  );
}

/** Text and element structure of each prerendered shadow root (live regions and links left out). */
async function shadowShapes(page: Page): Promise<Record<string, { text: string; structure: string }>> {
  return page.evaluate(() => {
    const shapes: Record<string, { text: string; structure: string }> = {};
    const hosts = [...document.querySelectorAll('[data-dw-prerendered]')];
    hosts.forEach((host, index) => {
      const root = host.shadowRoot!;
      // A sample's project bar ("Log in to fill in…", "Your values: …") follows the page's login,
      // which the server cannot know: it appears once the page has said whether the reader is in.
      const projectBars = [...root.querySelectorAll('.code-sample-project')];
      const elements = [...root.querySelectorAll('*')].filter(
        // Highlighted code gains token spans when the highlighter arrives, after hydration.
        (element) =>
          element.localName !== 'link' &&
          element.localName !== 'span' &&
          !projectBars.some((bar) => bar.contains(element)),
      );
      const text = projectBars.reduce((all, bar) => all.replace(bar.textContent ?? '', ''), root.textContent ?? '');
      shapes[`${index}:${host.localName}#${host.id}`] = {
        text: text.replace(/\s+/g, ' ').trim(),
        structure: elements.map((element) => element.localName).join(' '),
      };
    });
    return shapes;
  });
}

test.describe('prerendered pages', () => {
  // The fixture page's reference has one spec, so it is taken over whole (see the exception below).
  for (const path of [
    '/prerendered/',
    '/prerendered/qa.html',
    '/prerendered/cli.html',
    '/prerendered/cli-fixture.html',
  ]) {
    test(`${path} hydrates without re-creating the server's DOM, and without an error`, async ({ page }) => {
      const errors = collectErrors(page);
      const release = await holdLoader(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      const hosts = await markServerNodes(page);
      expect(hosts).toBeGreaterThan(0);
      release();
      await wakeAll(page);
      await waitForHydration(page, { awake: true });
      await page.waitForLoadState('networkidle');
      // Two exceptions: a bad-JSON message quotes the JSON parser, whose words differ between Node's
      // and Chromium's engines, so that element is rendered afresh (quietly, as it should); and the
      // demo's own script sets `values` on one sample after load, which renders it again.
      // A reference with several versions is prerendered with its newest version, and the browser
      // renders its versioned view (picker, markers) afresh: taking that markup over is not built yet.
      const recreated = (await keptServerNodes(page)).filter(
        (host) =>
          ![
            'accepted-values#accepted-values-not-json',
            'code-block#code-values',
            'cli-reference#platform-cli',
          ].includes(host),
      );
      expect(recreated).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/prerendered/', '/prerendered/qa.html']) {
    test(`${path}: the server markup of each element matches its shadow DOM after hydration`, async ({ page }) => {
      const release = await holdLoader(page);
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      const before = await shadowShapes(page);
      release();
      await wakeAll(page);
      await waitForHydration(page, { awake: true });
      await page.waitForLoadState('networkidle');
      const after = await shadowShapes(page);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      // Expected to change after hydration: <api-settings> shows the logged-out state on the server,
      // then the reader's own; samples with marked lines, diffs or folds show them once their module
      // has loaded; the message for bad JSON quotes the JSON parser, whose words differ between Node
      // and Chromium (that element is rendered afresh, see the test below).
      const changing =
        /api-settings|#code-(diff|collapse|session|placeholders|values|marks|numbers)|accepted-values-not-json/;
      const differing = Object.keys(before).filter(
        (key) => !changing.test(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );
      expect(
        differing.map((key) => ({ key, before: before[key], after: after[key] })),
        'elements whose shadow DOM changed',
      ).toEqual([]);
    });
  }

  test('events and state work as in a client-rendered element', async ({ page }) => {
    await page.goto('/prerendered/');
    await waitForHydration(page);
    const values = page.locator('#accepted-values-closed');
    const events = await page.evaluateHandle(() => {
      const seen: boolean[] = [];
      document.addEventListener('dw-toggle', (event) =>
        seen.push((event as CustomEvent<{ open: boolean }>).detail.open),
      );
      return seen;
    });
    await values.getByRole('button', { name: /accepted values/i }).click();
    await expect(values).toHaveAttribute('open', '');
    expect(await events.evaluate((seen) => seen)).toEqual([true]);
    const tabs = page.locator('persisted-tabs').first();
    await tabs.getByRole('tab', { name: 'Yarn' }).click();
    await expect(tabs.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('tab-panel[value="yarn"]')).toBeVisible();
  });

  test('an element whose attributes changed since the server rendered it is rendered afresh, quietly', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const release = await holdLoader(page);
    await page.goto('/prerendered/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    await markServerNodes(page);
    await page.evaluate(() => document.querySelector('#param-email')!.setAttribute('type', 'integer'));
    release();
    await waitForHydration(page);
    const row = page.locator('#param-email');
    await expect(row.locator('.type')).toHaveText('integer');
    // Rendered afresh: the server's nodes are gone (others may re-render later, as their modules load).
    expect(await keptServerNodes(page)).toContain('param-row#param-email');
    expect(errors).toEqual([]);
  });

  for (const path of ['/prerendered/', '/prerendered/cli.html']) {
    test(`${path} does not shift its layout (CLS 0 in Chromium's layout-shift entries)`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    });
  }

  test('shows the dark theme from the first paint: the same colours before and after hydration', async ({
    browser,
  }) => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    const release = await holdLoader(page);
    await page.goto('/prerendered/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const colours = () =>
      page.evaluate(() =>
        ['docs-callout', 'param-row', 'accepted-values', 'rate-limit-table'].map((tag) => {
          const root = document.querySelector(tag)!.shadowRoot!;
          const box = root.querySelector('aside, .param-row, .accepted-values, table, div')!;
          const style = getComputedStyle(box);
          return `${tag}: ${style.color} on ${style.backgroundColor}`;
        }),
      );
    await page.waitForFunction(() =>
      [...document.querySelector('docs-callout')!.shadowRoot!.querySelectorAll('link')].every(
        (link) => (link as HTMLLinkElement).sheet !== null,
      ),
    );
    const before = await colours();
    expect(before.join('\n')).not.toContain('rgb(0, 0, 0) on');
    release();
    await waitForHydration(page);
    expect(await colours()).toEqual(before);
    await page.close();
  });

  test('shows the stored tab choice from the first paint on, and hydrates with it', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/prerendered/');
    await page.evaluate(() => localStorage.setItem('docs-widgets:tabs:group:pm', JSON.stringify('yarn')));
    // What each frame is about to paint: the selected tab of the "pm" tab sets.
    await page.addInitScript(() => {
      const painted: string[] = [];
      (window as unknown as { paintedTabs: string[] }).paintedTabs = painted;
      const frame = () => {
        // The two sets that have a Yarn tab (a third set of the group has none, and keeps its default).
        for (const host of document.querySelectorAll('#tabs-install, #tabs-run')) {
          const selected = host.shadowRoot?.querySelector('[role="tab"][aria-selected="true"]');
          if (selected) painted.push(selected.textContent ?? '');
        }
        if (painted.length < 500) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const release = await holdLoader(page);
    await page.goto('/prerendered/', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const tabs = page.locator('persisted-tabs[query-group="pm"]').first();
    await expect(tabs.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('tab-panel[value="yarn"]')).toBeVisible();
    await expect(tabs.locator('tab-panel[value="npm"]')).toBeHidden();
    await markServerNodes(page);
    release();
    // Tab sets wait for the reader's touch (until-touched.spec.ts shows the choice kept meanwhile); here they hydrate.
    await wakeAll(page);
    await waitForHydration(page, { awake: true });
    await expect(tabs).toHaveAttribute('data-state', 'ready');
    await expect(tabs.getByRole('tab', { name: 'Yarn' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.locator('tab-panel[value="yarn"]')).toBeVisible();
    const painted = await page.evaluate(() => (window as unknown as { paintedTabs: string[] }).paintedTabs);
    expect(painted.length).toBeGreaterThan(0);
    expect([...new Set(painted)]).toEqual(['Yarn']);
    expect(await keptServerNodes(page)).not.toContain('persisted-tabs#');
    expect(errors).toEqual([]);
  });

  test('with JavaScript disabled, the reference is there whole, and its links work', async ({ browser }) => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/prerendered/cli.html');
    const reference = page.locator('cli-reference');
    await expect(reference.getByRole('heading', { name: 'Supabase CLI' })).toBeVisible();
    await expect(reference.locator('section#supabase-migration-squash')).toHaveCount(1);
    await expect(reference.locator('section[data-section][id^="supabase-"]')).toHaveCount(
      await reference.locator('.nav-scroll a[href^="#supabase-"]').count(),
    );
    await reference.locator('.nav-scroll a[href="#supabase-projects-create"]').click();
    await expect(page).toHaveURL(/#supabase-projects-create$/);
    const section = reference.locator('section#supabase-projects-create');
    await expect(section).toBeInViewport();
    const top = await section.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await page.close();
  });

  test('Pagefind indexes the prerendered reference: a command, a flag and an accepted value, linked to the command', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/prerendered/cli.html')).text();
    const { index } = await pagefind.createIndex({});
    expect(index).toBeDefined();
    await index!.addHTMLFile({ url: '/prerendered/cli.html', content: html });
    const { files } = await index!.getFiles();
    await pagefind.close();
    const byPath = new Map(files.map((file) => [`/search/pagefind/${file.path}`, Buffer.from(file.content)]));
    await page.route('**/search/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/search/') {
        await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>search</title>' });
        return;
      }
      const body = byPath.get(path);
      const contentType = path.endsWith('.js')
        ? 'text/javascript'
        : path.endsWith('.css')
          ? 'text/css'
          : path.endsWith('.json')
            ? 'application/json'
            : 'application/octet-stream';
      await route.fulfill(body ? { body, contentType } : { status: 404 });
    });
    await page.goto('/search/');
    const search = async (term: string) =>
      page.evaluate(async (query) => {
        const bundle = '/search/pagefind/pagefind.js';
        const api = await import(bundle);
        await api.options({ baseUrl: '/' });
        const { results } = await api.search(query);
        const data = await Promise.all(results.map((result: { data(): Promise<unknown> }) => result.data()));
        return (data as Array<{ sub_results: Array<{ url: string; excerpt: string }> }>).flatMap((page) =>
          page.sub_results.map((sub) => sub.url),
        );
      }, term);
    expect(await search('squash')).toContain('/prerendered/cli.html#supabase-migration-squash');
    expect(await search('--no-verify-jwt')).toEqual([
      '/prerendered/cli.html#supabase-functions-serve',
      '/prerendered/cli.html#supabase-functions-deploy',
    ]);
    expect(await search('ap-southeast-2')).toEqual(['/prerendered/cli.html#supabase-projects-create']);
  });
});

/** docs-widgets/server as the build made it, run as a docs build runs it. */
async function prerendered(html: string): Promise<string> {
  process.env.NODE_ENV ??= 'production';
  const server = (await import(
    pathToFileURL(resolve(import.meta.dirname, '../..', 'dist', 'lib', 'server.js')).href
  )) as {
    prerenderHtml(html: string, options: object): Promise<string>;
  };
  return server.prerenderHtml(html, { stylesheetHref: '/prerendered/_docs-widgets/', onProblem: () => {} });
}

const pageWith = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><script type="module" src="/dist/loader.js"></script></head><body>${body}</body></html>`;

/** Serves `html` at `path` on the test server's origin, under its strict Content-Security-Policy. */
async function serveAt(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: html,
      headers: {
        'content-security-policy':
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; worker-src 'self'",
      },
    }),
  );
}

/**
 * Records, after each batch of changes to any prerendered shadow root, whether the root showed
 * nothing but its stylesheet links: a blank frame the reader could see.
 */
async function watchForBlankRoots(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const blank: string[] = [];
    (window as unknown as { blankRoots: string[] }).blankRoots = blank;
    document.addEventListener('DOMContentLoaded', () => {
      for (const host of document.querySelectorAll('[data-dw-prerendered]')) {
        const root = host.shadowRoot;
        if (!root) continue;
        new MutationObserver(() => {
          if (![...root.children].some((child) => child.localName !== 'link')) blank.push(host.localName);
        }).observe(root, { childList: true });
      }
    });
  });
  return () => page.evaluate(() => (window as unknown as { blankRoots: string[] }).blankRoots);
}

/** The fingerprint of a prerendered element as it is now in `html`, as the browser will compute it. */
function fingerprintIn(html: string, tag: string): string {
  const host = [...parseHtml(html).descendants()].find((element) => element.localName === tag)!;
  return prerenderFingerprint({
    attributes: host.attributes.map(({ name, value }) => [name, value] as const),
    settings: ['', '', ''],
    lightDom: host,
    shadowRoot: host.shadowRootTemplate!.content!,
  });
}

test.describe('hydration trusts nothing it cannot check', () => {
  test('markup changed by hand (an extra link, another href) is rendered afresh, with no blank frame', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const html = await prerendered(
      pageWith('<param-row id="param-email" name="email" type="string" anchor>The address.</param-row>'),
    );
    const tampered = html
      .replace('href="#param-email"', 'href="https://evil.example/"')
      .replace('</template>', '<a id="planted" href="https://evil.example/login">Sign in again</a></template>');
    expect(tampered).not.toBe(html);
    await serveAt(page, '/tampered.html', tampered);
    const blank = await watchForBlankRoots(page);
    await page.goto('/tampered.html');
    await waitForHydration(page);
    const root = page.locator('param-row');
    await expect(root.locator('.param-row')).toBeVisible();
    // A static widget's markup counts as taken over once the loader has run, before the loader's
    // check has found it changed and rendered it afresh: wait for that render.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('param-row')!.shadowRoot!.querySelector('#planted')))
      .toBeNull();
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelector('param-row')!.shadowRoot!.querySelectorAll('a[href]')].map((link) =>
            link.getAttribute('href'),
          ),
        ),
      )
      .not.toContain('https://evil.example/');
    expect(await blank()).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a style in pasted markup is never applied, even with a matching fingerprint', async ({ page }) => {
    const html = await prerendered(pageWith('<param-row name="email" type="string">The address.</param-row>'));
    // A snippet written to look like our markup: an overlay in the old data-dw-inline-style, its fingerprint made to match.
    const forged = html.replace(
      /<div class="param-row"/,
      '<div data-dw-inline-style="position:fixed;inset:0;z-index:2147483647;background:rgb(255,0,0)" class="param-row"',
    );
    const fingerprint = fingerprintIn(forged, 'param-row');
    const page$ = forged.replace(/data-dw-prerendered="[^"]*"/, `data-dw-prerendered="${fingerprint}"`);
    await serveAt(page, '/forged.html', page$);
    await page.goto('/forged.html');
    await waitForHydration(page);
    const covering = await page.evaluate(() => {
      const probe = document.elementFromPoint(innerWidth - 5, innerHeight - 5);
      const inner = document.querySelector('param-row')!.shadowRoot!.querySelector('.param-row') as HTMLElement;
      return { probe: probe?.localName, position: getComputedStyle(inner).position, inline: inner.style.cssText };
    });
    expect(covering).toEqual({ probe: 'html', position: 'static', inline: '' });
  });

  test('a reference whose spec changed since the build shows the new spec, drops the old search copy, and never goes blank', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const spec = JSON.parse(await (await page.request.get('/dist/spec/cli.json')).text()) as {
      commands: Array<{ id: string; summary: string }>;
    };
    const changed = structuredClone(spec);
    changed.commands[0]!.summary = 'A summary written after the build.';
    await page.route('**/dist/spec/cli.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(changed) }),
    );
    const blank = await watchForBlankRoots(page);
    const response = await page.goto('/prerendered/pages/cli-one-version.html');
    // The page as built carries a search copy; read from what the server sent, since the element
    // may already have replaced it by the time the page could be asked.
    expect(await response!.text()).toContain('data-dw-copy');
    const reference = page.locator('cli-reference');
    await expect(reference.getByText('A summary written after the build.')).toBeVisible();
    await expect(reference).toHaveAttribute('data-state', 'ready');
    expect(await reference.locator('[data-dw-copy]').count()).toBe(0);
    expect(await blank()).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('the single-file bundle loaded in <head>', () => {
  test('renders each element once the parser has its content, with no false "is empty" warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await serveAt(
      page,
      '/single-file.html',
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="/dist/docs-widgets.js"></script></head><body>' +
        '<docs-callout type="tip">Set this up once.</docs-callout><param-row name="email" type="string">The address.</param-row>' +
        '<persisted-tabs><tab-panel value="a" label="A">First</tab-panel><tab-panel value="b" label="B">Second</tab-panel></persisted-tabs>' +
        '</body></html>',
    );
    await page.goto('/single-file.html');
    await expect(page.locator('docs-callout')).toContainText('Set this up once.');
    await expect(page.locator('persisted-tabs').getByRole('tab')).toHaveCount(2);
    await expect(page.locator('param-row .name')).toHaveText('email');
    expect(warnings).toEqual([]);
  });

  test('hydrates prerendered markup instead of replacing it', async ({ page }) => {
    const errors = collectErrors(page);
    const html = (
      await prerendered(
        pageWith(
          '<param-row name="email" type="string">The address.</param-row><docs-callout type="tip">Hi.</docs-callout>',
        ),
      )
    ).replace('<script type="module" src="/dist/loader.js"></script>', '<script src="/dist/docs-widgets.js"></script>');
    await serveAt(page, '/single-file-prerendered.html', html);
    await page.addInitScript(() => {
      // Marks the server's first node of each shadow root as the parser attaches it.
      document.addEventListener('DOMContentLoaded', () => {
        for (const host of document.querySelectorAll('[data-dw-prerendered]')) {
          const first = [...host.shadowRoot!.children].find((child) => child.localName !== 'link');
          (first as Element & { serverNode?: boolean }).serverNode = true;
        }
      });
    });
    await page.goto('/single-file-prerendered.html');
    await waitForHydration(page);
    expect(await keptServerNodes(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
