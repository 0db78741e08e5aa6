import { expect, test, type Page } from '@playwright/test';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loaderHasRun, wakeAll } from '../tools/loader';

// Widgets on sites that switch to dark mode each in their own way (a class on <html>, data-theme on
// <body>, Material for MkDocs' palette, Bootstrap's data-bs-theme, the reader's preference): live
// and prerendered, asleep and after the first touch, the widgets' text stays readable against what
// is behind it, and follows the site when it switches at run time. And widget text takes the size
// of the text around it, not the root's.

const root = resolve(import.meta.dirname, '../..');

interface ServerModule {
  prerenderHtml(html: string, options?: Record<string, unknown>): Promise<string>;
  stylesheets(): Array<{ fileName: string; css: string }>;
}

/** docs-widgets/server as the build made it. */
async function serverModule(): Promise<ServerModule> {
  process.env.NODE_ENV ??= 'production';
  return (await import(pathToFileURL(join(root, 'dist', 'lib', 'server.js')).href)) as ServerModule;
}

/** The site's colours in dark mode. */
const darkColours = 'background: #16181d; color: #e3e5e8';

interface Mechanism {
  name: string;
  /** The site's CSS for its dark mode, under its own marker. */
  darkCss: string;
  /** Marks the page dark (true) or light (false), as the site's own script does. */
  mark?: (dark: boolean) => void;
  /** For a site that follows the reader's system: the scheme the reader prefers instead. */
  followsSystem?: true;
}

const mechanisms: Mechanism[] = [
  {
    name: 'a dark class on <html> (Tailwind, Hextra)',
    darkCss: `html.dark body { ${darkColours} }`,
    mark: (dark) => document.documentElement.classList.toggle('dark', dark),
  },
  {
    name: 'data-theme on <body> (Furo)',
    darkCss: `body[data-theme="dark"] { ${darkColours} }`,
    mark: (dark) => document.body.setAttribute('data-theme', dark ? 'dark' : 'light'),
  },
  {
    name: 'data-md-color-scheme on <body> (Material for MkDocs)',
    darkCss: `body[data-md-color-scheme="slate"] { ${darkColours} }`,
    mark: (dark) => document.body.setAttribute('data-md-color-scheme', dark ? 'slate' : 'default'),
  },
  {
    name: 'data-bs-theme on <html> (Bootstrap 5.3, Docsy)',
    darkCss: `html[data-bs-theme="dark"] body { ${darkColours} }`,
    mark: (dark) => document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light'),
  },
  {
    name: 'prefers-color-scheme, with color-scheme: light dark',
    darkCss: `:root { color-scheme: light dark } @media (prefers-color-scheme: dark) { body { ${darkColours} } }`,
    followsSystem: true,
  },
];

const widgets = `
  <param-row name="email" type="string" default="none">The address the confirmation link goes to.</param-row>
  <docs-callout type="warning" title="Careful"><p>This deletes the project.</p></docs-callout>
  <persisted-tabs label="Package manager">
    <tab-panel value="npm" label="npm"><pre>npm install example</pre></tab-panel>
    <tab-panel value="yarn" label="Yarn"><pre>yarn add example</pre></tab-panel>
  </persisted-tabs>
  <accepted-values name="output formats" values='[{"id":"pretty","name":"pretty","description":"Aligned columns."},{"id":"json","name":"json"}]'></accepted-values>
  <icon-card title="Database" icon="database" href="/guides/database"></icon-card>
  <cli-reference src="/example-cli.yaml"></cli-reference>`;

/**
 * A site page: its own light and dark colours, its dark mode set by its script before the body
 * is drawn (as sites do, against a flash of light), the loader, and the widgets.
 */
function sitePage(mechanism: Mechanism, dark: boolean, body = widgets): string {
  const mark = mechanism.mark ? `<script>(${mechanism.mark.toString()})(${dark})</script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site</title>
<style>body { margin: 2rem; font-family: sans-serif; background: #ffffff; color: #1c1e21 } ${mechanism.darkCss}</style>
<script type="module" src="/dist/loader.js"></script></head>
<body>${mark}<main>${body}</main></body></html>`;
}

/** Serves `files` under /site/ on the demo server's origin; the rest (the loader, the spec) is the demo's. */
async function serve(page: Page, files: ReadonlyMap<string, string>): Promise<void> {
  await page.route('**/site/**', (route) => {
    const body = files.get(new URL(route.request().url()).pathname);
    if (body === undefined) return route.fulfill({ status: 404, body: '' });
    const type = body.startsWith('<!doctype') ? 'text/html' : 'text/css';
    return route.fulfill({ body, contentType: `${type}; charset=utf-8` });
  });
}

async function prerenderedSite(
  server: ServerModule,
  mechanism: Mechanism,
  dark: boolean,
  body?: string,
): Promise<Map<string, string>> {
  const files = new Map(server.stylesheets().map((sheet) => [`/site/styles/${sheet.fileName}`, sheet.css]));
  const html = await server.prerenderHtml(sitePage(mechanism, dark, body), {
    root,
    specs: { '/example-cli.yaml': join(root, 'demo', 'example-cli.yaml') },
    stylesheetHref: '/site/styles/',
  });
  files.set('/site/page.html', html);
  return files;
}

interface Contrast {
  /** The lowest contrast ratio of any visible text in a widget against what is behind it. */
  worst: number;
  where: string;
  /** Whether the widgets’ text is light (as on a dark page), by the first widget’s first text. */
  lightText: boolean;
  texts: number;
}

/**
 * The contrast of every visible text node in our widgets' shadow roots against the colours
 * behind it: the backgrounds of its ancestors, through the shadow boundary to the page's body,
 * laid over each other as the browser paints them.
 */
function measureContrast(page: Page): Promise<Contrast> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (color-mix, light-dark, oklab) as sRGB bytes and alpha, through the canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
      return [red!, green!, blue!, alpha! / 255];
    };
    const luminance = ([red, green, blue]: number[]) => {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
    };
    const over = (top: number[], bottom: number[]) =>
      [0, 1, 2].map((index) => top[index]! * top[3]! + bottom[index]! * (1 - top[3]!));
    const parentOf = (element: Element): Element | null =>
      element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
    const behind = (element: Element) => {
      const layers: number[][] = [];
      for (let current: Element | null = element; current; current = parentOf(current)) {
        const layer = rgba(getComputedStyle(current).backgroundColor);
        if (layer[3]! > 0) layers.push(layer);
        if (layer[3] === 1) break;
      }
      return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
    };
    const hosts = [...document.querySelectorAll('*')].filter((element) => element.shadowRoot);
    let worst = Infinity;
    let where = '';
    let texts = 0;
    let lightText: boolean | undefined;
    for (const host of hosts) {
      const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || !node.textContent!.trim() || element.closest('style, template')) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if (range.getClientRects().length === 0) continue;
        const text = rgba(getComputedStyle(element).color);
        const background = behind(element);
        const foreground = over(text, background);
        const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
        const ratio = (lighter! + 0.05) / (darker! + 0.05);
        texts += 1;
        lightText ??= luminance(foreground) > 0.4;
        if (ratio < worst) {
          worst = ratio;
          const colours = `${getComputedStyle(element).color} on rgb(${background.map(Math.round).join(' ')})`;
          where = `<${host.localName}> "${node.textContent!.trim().slice(0, 40)}" (${colours})`;
        }
      }
    }
    return { worst: Math.round(worst * 100) / 100, where, lightText: lightText ?? false, texts };
  });
}

/**
 * Waits until the widgets' text is readable, light on a dark page and dark on a light one (a
 * switch restyles the page in a later frame); otherwise fails with the last measurement.
 */
async function expectReadable(page: Page, dark: boolean, when: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { texts, worst, where, lightText } = await measureContrast(page);
        return texts > 20 && worst >= 4.5 && lightText === dark
          ? 'readable'
          : `${texts} texts, ${lightText ? 'light' : 'dark'} text, lowest contrast ${worst} at ${where}`;
      },
      { message: `${when}: widget text readable on a ${dark ? 'dark' : 'light'} page` },
    )
    .toBe('readable');
}

/** Every widget on the page is defined and has rendered its shadow root. */
async function waitForLiveWidgets(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['param-row', 'docs-callout', 'persisted-tabs', 'accepted-values', 'icon-card', 'cli-reference'].every((tag) => {
      const element = document.querySelector(tag);
      return (
        element?.matches(':defined') &&
        Object.keys(element.shadowRoot ?? {}).some((key) => key.startsWith('__reactContainer$')) &&
        !element.shadowRoot!.querySelector('[data-state="loading"]') &&
        element.getAttribute('data-state') !== 'loading'
      );
    }),
  );
}

async function switchSite(page: Page, mechanism: Mechanism, dark: boolean): Promise<void> {
  if (mechanism.followsSystem) await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  else await page.evaluate(`(${mechanism.mark!.toString()})(${dark})`);
}

test.describe('widgets follow the site’s colour scheme', () => {
  // The measurements read end states: a colour transition (a copy button's) in a part of the page
  // the browser skips drawing (content-visibility) would otherwise be read where it started.
  test.use({ reducedMotion: 'reduce' });

  for (const mechanism of mechanisms) {
    test(`${mechanism.name}: live widgets are readable in dark and light, and follow a switch`, async ({ page }) => {
      if (mechanism.followsSystem) await page.emulateMedia({ colorScheme: 'dark' });
      await serve(page, new Map([['/site/page.html', sitePage(mechanism, true)]]));
      await page.goto('/site/page.html');
      await waitForLiveWidgets(page);
      await expectReadable(page, true, 'live, dark');
      await switchSite(page, mechanism, false);
      await expectReadable(page, false, 'live, switched to light');
      await switchSite(page, mechanism, true);
      await expectReadable(page, true, 'live, switched back to dark');
    });

    test(`${mechanism.name}: prerendered widgets are readable asleep and after the first touch`, async ({ page }) => {
      if (mechanism.followsSystem) await page.emulateMedia({ colorScheme: 'dark' });
      await serve(page, await prerenderedSite(await serverModule(), mechanism, true));
      await page.goto('/site/page.html');
      await loaderHasRun(page);
      // CSS alone: the touchable widgets are still the server's markup.
      expect(await page.evaluate(() => customElements.get('persisted-tabs'))).toBeUndefined();
      await expectReadable(page, true, 'prerendered, before the first touch');
      await switchSite(page, mechanism, false);
      await expectReadable(page, false, 'prerendered, switched to light before the first touch');
      await switchSite(page, mechanism, true);
      await wakeAll(page);
      await waitForLiveWidgets(page);
      await expectReadable(page, true, 'prerendered, after the first touch');
    });
  }

  test('a prerendered page in light mode stays light before and after the first touch', async ({ page }) => {
    const mechanism = mechanisms[1]!;
    await serve(page, await prerenderedSite(await serverModule(), mechanism, false));
    await page.goto('/site/page.html');
    await loaderHasRun(page);
    await expectReadable(page, false, 'prerendered, light, before the first touch');
    await wakeAll(page);
    await waitForLiveWidgets(page);
    await expectReadable(page, false, 'prerendered, light, after the first touch');
  });
});

test.describe('widget text takes the size of the text around it', () => {
  // Material for MkDocs: the root at 125% (20 px), its article text back at 16 px.
  const material: Mechanism = { name: 'Material for MkDocs', darkCss: '' };
  const page125 = (body: string) =>
    sitePage(material, false, body).replace('<style>', '<style>html { font-size: 125% } main { font-size: 0.8rem } ');
  const row = '<param-row name="email" type="string" default="none">The address.</param-row>';

  /** The host's text size, and the size of its smaller text (the type). */
  const sizes = (page: Page) =>
    page.evaluate(() => {
      const host = document.querySelector('param-row')!;
      const type = [...host.shadowRoot!.querySelectorAll('*')].find((element) => element.textContent === 'string')!;
      return [getComputedStyle(host).fontSize, getComputedStyle(type).fontSize];
    });

  test('live, with a 125% root', async ({ page }) => {
    await serve(page, new Map([['/site/page.html', page125(row)]]));
    await page.goto('/site/page.html');
    await page.waitForFunction(() => document.querySelector('param-row')?.shadowRoot?.textContent?.includes('string'));
    expect(await sizes(page)).toEqual(['16px', '14px']);
  });

  test('prerendered, with a 125% root', async ({ page }) => {
    const server = await serverModule();
    const files = new Map(server.stylesheets().map((sheet) => [`/site/styles/${sheet.fileName}`, sheet.css]));
    files.set('/site/page.html', await server.prerenderHtml(page125(row), { stylesheetHref: '/site/styles/' }));
    await serve(page, files);
    await page.goto('/site/page.html');
    await loaderHasRun(page);
    expect(await sizes(page)).toEqual(['16px', '14px']);
  });

  test('a reader’s larger default font size still makes it larger', async ({ page }) => {
    const larger = sitePage(material, false, row).replace('<style>', '<style>html { font-size: 20px } ');
    await serve(page, new Map([['/site/page.html', larger]]));
    await page.goto('/site/page.html');
    await page.waitForFunction(() => document.querySelector('param-row')?.shadowRoot?.textContent?.includes('string'));
    expect(await sizes(page)).toEqual(['20px', '17.5px']);
  });
});

test.describe('theme presets for sites that switch colours below <html>', () => {
  const themes = resolve(root, 'package', 'themes');
  const presets = [
    {
      preset: 'mkdocs-material.css',
      // Material for MkDocs declares its palette on the element with data-md-color-scheme.
      css: '[data-md-color-scheme="default"] { --md-typeset-color: #111111; --md-default-bg-color: #ffffff } [data-md-color-scheme="slate"] { --md-typeset-color: #e0e0e0; --md-default-bg-color: #1e2129 }',
      mark: (dark: boolean) => document.body.setAttribute('data-md-color-scheme', dark ? 'slate' : 'default'),
    },
    {
      preset: 'furo.css',
      // Furo declares its colours on <body>, and again under its data-theme.
      css: 'body { --color-foreground-primary: #111111; --color-background-primary: #ffffff } body[data-theme="dark"] { --color-foreground-primary: #e0e0e0; --color-background-primary: #1e2129 }',
      mark: (dark: boolean) => document.body.setAttribute('data-theme', dark ? 'dark' : 'light'),
    },
    {
      preset: 'docsy.css',
      css: ':root, [data-bs-theme="light"] { --bs-body-color: #111111; --bs-body-bg: #ffffff } [data-bs-theme="dark"] { --bs-body-color: #e0e0e0; --bs-body-bg: #1e2129 }',
      mark: (dark: boolean) => document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light'),
    },
  ];
  for (const { preset, css, mark } of presets) {
    test(`${preset} gives widgets the theme's own text colour, in light and dark`, async ({ page }) => {
      const { readFile } = await import('node:fs/promises');
      const files = new Map([
        ['/site/spacing.css', await readFile(join(themes, 'spacing.css'), 'utf8')],
        [`/site/${preset}`, await readFile(join(themes, preset), 'utf8')],
        [
          '/site/page.html',
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site</title>
<link rel="stylesheet" href="/site/${preset}"><style>${css}</style>
<script type="module" src="/dist/loader.js"></script></head>
<body><script>(${mark.toString()})(true)</script><param-row name="email" type="string">The address.</param-row></body></html>`,
        ],
      ]);
      await serve(page, files);
      await page.goto('/site/page.html');
      const text = () =>
        page.evaluate(() => {
          const description = document.querySelector('param-row')?.shadowRoot?.querySelector('.param-row');
          return description ? getComputedStyle(description).color : '';
        });
      await expect.poll(text).toBe('rgb(224, 224, 224)');
      await page.evaluate(`(${mark.toString()})(false)`);
      await expect.poll(text).toBe('rgb(17, 17, 17)');
    });
  }
});
