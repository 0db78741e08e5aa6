import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { largeSpec, largeSpecFormats } from '../tools/large-specs.mjs';

// The format pages of the demo (demo/formats/), each showing the demo's example spec of one CLI
// description format (demo/formats/specs/), and the same pages showing real third-party files of
// each format, read in place from ../shared/fixtures/cli-formats/ when that folder is beside the
// project: they render, deep links land, the filter filters, find-in-page reaches every section,
// nothing overflows a phone; and a 20 MB spec of each format is read off the main thread, its
// broken part named and the rest shown.

const fixtures = resolve(import.meta.dirname, '../../../shared/fixtures/cli-formats');
const hasFixtures = existsSync(fixtures);

interface FormatPage {
  name: string;
  path: string;
  /** A section a link can point at (the end of its id), and a word of it for the filter. */
  anchor: string;
  filter: string;
  /** Text deep in the reference that find-in-page must reach. */
  findable: string[];
}

/** The demo's own example of each format, always there. */
const examples: FormatPage[] = [
  {
    name: 'OpenCLI',
    path: '/formats/opencli.html',
    anchor: 'db-push',
    filter: 'db push',
    findable: ['keel db push --dry-run', '-o, --output', 'eu-central-1'],
  },
  {
    name: 'oclif',
    path: '/formats/oclif.html',
    anchor: 'functions-logs',
    filter: 'functions logs',
    findable: ['functions logs resize-image -f --level error', 'KEEL_PROJECT', 'image-resize'],
  },
  {
    name: 'usage',
    path: '/formats/usage.html',
    anchor: 'storage-cp',
    filter: 'storage cp',
    findable: ['keel storage cp -r ./public ks://site/', '--cache-control', 'max-age=3600'],
  },
  {
    name: 'cobra',
    path: '/formats/cobra.html',
    anchor: 'projects-create',
    filter: 'projects create',
    findable: [
      'keel projects create shop --org acme --region eu-central-1 --plan pro',
      '--db-password',
      'ap-southeast-1',
    ],
  },
];

/** Real third-party files of each format, shown through the same pages when the fixtures are beside the project. */
const thirdParty: FormatPage[] = [
  {
    name: 'OpenCLI (.NET)',
    path: '/formats/opencli.html?file=/fixtures/cli-formats/opencli/dotnet.json',
    anchor: 'dotnet-build',
    filter: 'configuration',
    findable: ['PROJECT | SOLUTION', '-c, --configuration'],
  },
  {
    name: 'oclif (sfpowerkit)',
    path: '/formats/oclif.html?file=/fixtures/cli-formats/oclif/sfpowerkit.oclif.manifest.json',
    anchor: 'sfdx-sfpowerkit-pool-list',
    filter: 'pool list',
    findable: ['--loglevel', 'sfdx sfpowerkit:pool:delete -t core -v devhub -m -a', 'TRACE'],
  },
  {
    name: 'usage (with examples)',
    path: '/formats/usage.html?file=/fixtures/cli-formats/usage/with-examples.usage.kdl',
    anchor: 'demo-config-set',
    filter: 'config set',
    findable: ['demo config set debug true', '-e, --environment', 'staging'],
  },
  {
    name: 'cobra (docker compose)',
    path: '/formats/cobra.html?file=/fixtures/cli-formats/cobra-yaml/docker-compose/docker_compose.yaml',
    anchor: 'docker-compose-ps',
    filter: 'ps',
    findable: ['--dry-run', 'docker compose ps --format json', '--no-tty'],
  },
];

async function open(page: Page, path: string) {
  await page.goto(path);
  const reference = page.locator('cli-reference');
  await expect(reference).toHaveAttribute('data-state', /^(ready|partial)$/, { timeout: 20_000 });
  return reference;
}

/** Whether text in the reference is shown, or in content find-in-page opens (`hidden=until-found`). */
async function findable(page: Page, text: string): Promise<boolean> {
  return page.locator('cli-reference').evaluate((host, wanted) => {
    const walker = document.createTreeWalker(host.shadowRoot!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const block = parent.closest('pre, p, div, li, code');
      if (!(block?.textContent ?? '').includes(wanted)) continue;
      if (parent.checkVisibility() || parent.closest('[hidden="until-found"]')) return true;
    }
    return false;
  }, text);
}

/**
 * The whole id of the section whose id is, or ends in, `anchor` (readers may name a tool
 * differently), looked up in a page of its own so the page under test is opened only once.
 */
async function sectionId(browser: Browser, path: string, anchor: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const reference = await open(await context.newPage(), path);
    // The navigation fills in while the rest of the spec is read.
    const links = reference.locator(`.nav a[href="#${anchor}"], .nav a[href$="-${anchor}"]`);
    await expect(links.first()).toBeAttached();
    const ids = await links.evaluateAll((found) => found.map((link) => (link.getAttribute('href') ?? '').slice(1)));
    return ids.includes(anchor) ? anchor : (ids.find((id) => id.endsWith(`-${anchor}`)) ?? '');
  } finally {
    await context.close();
  }
}

for (const [group, pages] of [
  ['the demo’s examples', examples],
  ['real third-party files', thirdParty],
] as const)
  test.describe(`<cli-reference> showing other formats: ${group}`, () => {
    if (pages === thirdParty)
      test.skip(!hasFixtures, '../shared/fixtures/cli-formats/ is absent, as it is outside the development checkout');

    for (const format of pages) {
      test(`${format.name}: renders, deep links, filters and is findable`, async ({ page, browser }) => {
        const errors: string[] = [];
        const missingPackages: string[] = [];
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          // Beside an oclif manifest, a package.json is asked for once; the browser logs its absence.
          if (/\/package\.json$/.test(message.location().url) && message.text().includes('404'))
            missingPackages.push(message.location().url);
          else errors.push(message.text());
        });
        const anchor = await sectionId(browser, format.path, format.anchor);
        await open(page, `${format.path}#${anchor}`);
        const reference = page.locator('cli-reference');
        const section = reference.locator(`section[id="${anchor}"]`);
        await expect(section).toBeInViewport({ timeout: 15_000 });
        await expect(reference.locator('.nav a[aria-current="location"]')).toHaveAttribute('href', `#${anchor}`);

        // Topics (oclif's, cobra's parents) are sections too, counted apart from the commands.
        const total = await reference.locator('section.command:not(.global-flags)').count();
        const counted = /^(\d+) commands?(?:, (\d+) topics?)?$/.exec(
          (await reference.locator('.match-count').textContent()) ?? '',
        );
        expect(counted, 'the count above the navigation').not.toBeNull();
        const [commands, topics] = [Number(counted![1]), Number(counted![2] ?? 0)];
        expect(commands + topics).toBe(total);
        await reference.getByRole('searchbox').fill(format.filter);
        await expect(reference.locator('.match-count')).toHaveText(
          new RegExp(`^\\d+ of ${commands} commands?(, \\d+ of ${topics} topics?)?$`),
        );
        await expect(section).toBeVisible();
        const shown = await reference.locator('section.command:not(.global-flags):not([hidden])').count();
        expect(shown).toBeLessThan(total);
        await reference.getByRole('searchbox').fill('');

        for (const text of format.findable) {
          await expect.poll(() => findable(page, text), { message: `"${text}" is findable` }).toBe(true);
        }
        // Terminal escape codes never reach the page.
        expect(await reference.evaluate((host) => /\u001b/.test(host.shadowRoot!.textContent ?? ''))).toBe(false);
        expect(errors).toEqual([]);
        expect(missingPackages.length).toBeLessThanOrEqual(format.name.startsWith('oclif') ? 1 : 0);
      });

      test(`${format.name}: light, dark and a 390 px phone`, async ({ page }, testInfo) => {
        for (const [scheme, width] of [
          ['light', 1280],
          ['dark', 1280],
          ['light', 390],
        ] as const) {
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          await open(page, format.path);
          const reference = page.locator('cli-reference');
          await expect(reference.locator('section.command').first()).toBeVisible();
          const background = await reference.evaluate(
            (host) => getComputedStyle(host.shadowRoot!.querySelector('.cli-reference')!).color,
          );
          // Dark text on light, light text on dark.
          const [red = 0] = (background.match(/\d+/g) ?? []).map(Number);
          expect(scheme === 'dark' ? red > 128 : red < 128, `${scheme} text colour ${background}`).toBe(true);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: testInfo.outputPath(`${format.name}-${scheme}-${width}.png`) });
        }
      });
    }
  });

test('the header links and the format picker look like the rest of the demo, in light and dark', async ({ page }) => {
  for (const [scheme, linkColour] of [
    ['light', 'rgb(11, 107, 69)'],
    ['dark', 'rgb(76, 220, 156)'],
  ] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/formats/usage.html');
    const link = page.locator('.demo-header p a').first();
    await expect(link).toHaveText('OpenCLI');
    expect(await link.evaluate((anchor) => getComputedStyle(anchor).color), `${scheme} link`).toBe(linkColour);

    await page.goto('/cli.html');
    const picker = page.locator('#format-picker');
    const [pickerStyle, bodyStyle] = await Promise.all([
      picker.evaluate((select) => {
        const style = getComputedStyle(select);
        return { font: style.fontFamily, radius: style.borderRadius, colour: style.color };
      }),
      page.evaluate(() => ({
        font: getComputedStyle(document.body).fontFamily,
        colour: getComputedStyle(document.body).color,
      })),
    ]);
    expect(pickerStyle, `${scheme} picker`).toEqual({ font: bodyStyle.font, radius: '6px', colour: bodyStyle.colour });
  }
});

test('the reference page’s format picker shows each format in the same element', async ({ page }) => {
  await open(page, '/cli.html');
  const reference = page.locator('cli-reference');
  await page.locator('#format-picker').selectOption('usage');
  await expect(reference.locator('.reference-title')).toHaveText(/^Keel CLI/);
  await expect(page).toHaveURL(/\?format=usage$/);
  await page.locator('#format-picker').selectOption('cobra');
  await expect(reference.locator('.reference-title')).toHaveText(/^keel/);
  await expect(reference.locator('section[id="keel-db-push"]')).toHaveCount(1);
  await page.locator('#format-picker').selectOption('clispec');
  await expect(reference.locator('.versions, [part="versions"]').first()).toBeVisible();
});

test.describe('<cli-reference> reading 20 MB of each format', () => {
  for (const format of largeSpecFormats) {
    test(`${format}: read in a worker, the broken part named, the rest shown`, async ({ page }) => {
      test.setTimeout(120_000);
      const { body, contentType, broken, rest } = largeSpec(format);
      await page.route('**/big-spec', (route) => route.fulfill({ body, contentType }));
      await page.addInitScript(() => {
        document.addEventListener('dw-rendered', (event) => {
          (window as unknown as { rendered: unknown }).rendered = (event as CustomEvent).detail;
        });
      });
      await page.goto('/pages/cli-one-version.html');
      await expect(page.locator('cli-reference')).toHaveAttribute('data-state', /^(ready|partial)$/, {
        timeout: 20_000,
      });
      // A spec this large is read in a worker, so the page stays responsive while it is read (how
      // long the page's own tasks take meanwhile is measured by `npm run bench`).
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.locator('cli-reference').evaluate((host) => {
        host.removeAttribute('src');
        (window as unknown as { rendered: unknown }).rendered = undefined;
        // The widget gives a spec 10 s to arrive; 20 MB on a busy machine may take longer.
        host.setAttribute('timeout', '600000');
        host.setAttribute('src', '/big-spec');
      });
      await page.waitForFunction(() => (window as unknown as { rendered?: unknown }).rendered, null, {
        timeout: 100_000,
      });
      const reference = page.locator('cli-reference');
      await expect(reference).toHaveAttribute('data-state', 'partial');
      await expect(reference.locator('.spec-problems')).toContainText(broken);
      // The rest is shown: the other commands, or the other flags.
      await expect.poll(() => reference.locator(rest).count()).toBeGreaterThan(100);
      expect(
        workers.some((url) => /spec-worker-formats/.test(url)),
        `workers started: ${workers.join(', ')}`,
      ).toBe(true);
    });
  }
});

test.describe('<cli-reference> reading an oclif package: its manifest and the package.json beside it', () => {
  /** A manifest of `count` commands under the `app` topic, each with a templated example. */
  const manifest = (count: number) =>
    JSON.stringify({
      version: '3.1.0',
      commands: Object.fromEntries(
        Array.from({ length: count }, (_, index) => [
          `app:step${index}`,
          {
            id: `app:step${index}`,
            summary: `Runs step ${index}. ${'Words about the step. '.repeat(count > 100 ? 20 : 1)}`,
            flags: {},
            args: {},
            examples: ['<%= config.bin %> <%= command.id %> --dry-run'],
          },
        ]),
      ),
    });
  const packageJson = JSON.stringify({ name: '@hosted/cli', oclif: { bin: 'hosted', topicSeparator: ' ' } });

  for (const { label, count, src, inWorker } of [
    { label: 'src naming the folder', count: 3, src: '/oclif-package/', inWorker: false },
    {
      label: 'a manifest of over 256 KB, read in a worker',
      count: 600,
      src: '/oclif-package/oclif.manifest.json',
      inWorker: true,
    },
    {
      label: 'a manifest of over 256 KB under another name, known from its content in a worker',
      count: 600,
      src: '/oclif-package/commands.json',
      inWorker: true,
    },
  ]) {
    test(`${label}: the commands as users type them, topics counted apart`, async ({ page }) => {
      const body = manifest(count);
      const manifestPath = src.endsWith('/') ? `${src}oclif.manifest.json` : src;
      const asked: string[] = [];
      await page.route('**/oclif-package/**', (route) => {
        const path = new URL(route.request().url()).pathname;
        asked.push(path);
        if (path === manifestPath) return route.fulfill({ body, contentType: 'application/json' });
        if (path === '/oclif-package/package.json')
          return route.fulfill({ body: packageJson, contentType: 'application/json' });
        return route.fulfill({ status: 404, body: 'missing' });
      });
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto('/pages/cli-one-version.html');
      const reference = page.locator('cli-reference');
      await expect(reference).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
      await reference.evaluate((host, address) => host.setAttribute('src', address), src);
      await expect(reference.locator('.match-count')).toHaveText(`${count} commands, 1 topic`, { timeout: 30_000 });
      const section = reference.locator('#hosted-app-step1');
      await expect(section).toContainText('hosted app step1');
      // A section below the first screen is text until the reader comes near it.
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('.usage')).toContainText('hosted app step1');
      await expect(section).toContainText('hosted app step1 --dry-run');
      expect([...new Set(asked)].sort()).toEqual([manifestPath, '/oclif-package/package.json'].sort());
      // Over 256 KB a spec is read in a worker, which is handed the package.json fetched with it.
      expect(body.length > 256 * 1024).toBe(inWorker);
      if (inWorker)
        expect(
          workers.some((url) => /spec-worker-formats/.test(url)),
          workers.join(', '),
        ).toBe(true);
    });
  }
});
