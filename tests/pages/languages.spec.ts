import { expect, test, type Page } from '@playwright/test';

// The widgets in the page's language, live and prerendered: the showcase with `?lang=` is a page
// whose <html lang> (and dir) say the language, as a translated site's pages do.

/** The widgets whose every own string goes through the catalogue. */
const translatedTags = [
  'param-row',
  'accepted-values',
  'copy-button',
  'code-block',
  'docs-callout',
  'docs-accordion',
  'rate-limit-table',
  'cli-reference',
  'persisted-tabs',
  'auth-providers',
  'api-settings',
  'sms-warning',
  'session-warning',
  'project-setup',
  'code-exchange-guide',
];

/**
 * Widgets whose tab sets are their own (the guides): their tab lists' names and tabs' labels are
 * the widget's strings, not the page's; the framework tabs are named by the frameworks themselves.
 */
const ownTabs = ['project-setup', 'code-exchange-guide'];
const frameworkNames = ['Next.js', 'SvelteKit', 'Astro', 'Remix', 'Express'];

/** Words the widgets wrote in English on German, Japanese and Arabic pages before they had a catalogue. */
const englishWords =
  /\b(Required|Default|Copy|Copied|Accepted values|Usage|Examples|Filter|Global flags|Show|Warning|Note|Tip|Commands?|Open|Close|Endpoint|Path|Limit|Limited by|Rate limit|Wrap|lines|Configurable|Subcommands|Arguments|Keep SMS costs|Never trust a stored session|Maintained by|Community-maintained|Turn a provider|Loading|Log in|Your values|Project URL|Anon key|Select a|Try again|Production|Preview|January|February|March|April|May|June|July|August|September|October|November|December|Create a project|Set up the database schema|Get the API URL|Where to set up|Column|Settings|Point the sign-in|Accept only same-site|Exchange the code|Add the error page|Where the exchange runs|What changed|Changed since|Markers compare|New in|Changed in|Removed in|older version|the newest|could not be loaded)\b/;

interface UiText {
  tag: string;
  kind: string;
  text: string;
  /** Written by a widget inside another's shadow root (`<project-setup>`'s `<api-settings>`). */
  nested: boolean;
}

/**
 * What the translated widgets write themselves: headings, table headers and caption, badges,
 * labels, the names of controls and placeholders. The spec's and the page's own words (command
 * titles, descriptions, slotted text, example tab names) are left out: they are the site's.
 */
function uiTexts(page: Page): Promise<UiText[]> {
  return page.evaluate(
    ({ tags, ownTabs, frameworkNames }) => {
      const found: { tag: string; kind: string; text: string; nested: boolean }[] = [];
      const selectors = [
        'h4',
        'thead th',
        'caption',
        '.required',
        '.default',
        '.badge-fact',
        '.facts-label',
        '.callout .title',
        '.copy-button-label',
        '.code-block-wrap',
        '.toggle',
        '.match-count',
        '.nav-toggle',
        '.more-items',
        'label',
        '.global-flags .command-title',
        '.global-flags .summary',
        '.footer',
        '.history',
        '.dashboard-link',
        '.card .description',
        '.code-sample-bar',
        '.api-settings .heading',
        '.api-settings .message',
        '.combobox .label',
        '.combobox .trigger',
        '.persisted-tabs-empty',
        '.step-title',
        '.version-picker option',
        '.version-status',
        '.version-compared',
        '.version-button',
        '.changed-filter',
        '.version-marker',
        '.version-notice',
        '.version-static',
        '.what-changed h3',
      ];
      // A label or caption the page gave the widget is the site's own words.
      const siteGiven: Record<string, string> = { '.copy-button-label': 'label', caption: 'caption' };
      const walk = (root: Document | ShadowRoot, host: Element | undefined) => {
        for (const element of root.querySelectorAll('*')) {
          // An element that is not one of the widgets (a page's own custom element) is left out.
          const untranslated = element.localName.includes('-') && !tags.includes(element.localName);
          if (element.shadowRoot && !untranslated)
            walk(element.shadowRoot, tags.includes(element.localName) ? element : host);
          if (!host) continue;
          const nested = host.getRootNode() !== document;
          const kind = selectors.find((selector) => element.matches(selector));
          if (kind && !host.hasAttribute(siteGiven[kind] ?? ' '))
            found.push({ tag: host.localName, kind, text: element.textContent!.trim(), nested });
          const tabsOwned = ownTabs.includes(host.localName);
          if (tabsOwned && element.matches('[role="tab"]') && !frameworkNames.includes(element.textContent!.trim()))
            found.push({ tag: host.localName, kind: '[role="tab"]', text: element.textContent!.trim(), nested });
          for (const attribute of ['aria-label', 'placeholder', 'title']) {
            const value = element.getAttribute(attribute);
            // A tab list's name is the page's `label` (but the guides' own); tabs, command lists and
            // subcommands are the spec's.
            const pageGiven = tabsOwned
              ? element.closest('[role="tab"], .nav-scroll, .subcommands li')
              : element.closest('[role="tab"], [role="tablist"], .nav-scroll, .subcommands li');
            if (value && !pageGiven) found.push({ tag: host.localName, kind: `[${attribute}]`, text: value, nested });
          }
        }
      };
      walk(document, undefined);
      return found.filter((entry) => entry.text !== '');
    },
    { tags: translatedTags, ownTabs, frameworkNames },
  );
}

/** Buttons, links, inputs and selects in the translated widgets that have no accessible name. */
function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate((tags) => {
    const unnamed: string[] = [];
    const walk = (root: Document | ShadowRoot, host: string | undefined) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot, tags.includes(element.localName) ? element.localName : host);
        if (!host || !element.matches('button, a[href], input, select, [role="tab"]')) continue;
        if ((element as HTMLElement).closest('[hidden]')) continue;
        const labelled = element.getAttribute('aria-labelledby');
        const name =
          element.getAttribute('aria-label') ??
          (labelled ? (root.getElementById?.(labelled)?.textContent ?? '') : '') ??
          '';
        const labels = (element as HTMLInputElement).labels;
        const text = `${name} ${element.textContent ?? ''} ${labels ? [...labels].map((label) => label.textContent).join(' ') : ''}`;
        if (!text.trim()) unnamed.push(`${host}: <${element.localName} class="${element.className}">`);
      }
    };
    walk(document, undefined);
    return unnamed;
  }, translatedTags);
}

async function openShowcase(page: Page, language: string, rendering: 'live' | 'prerendered') {
  await page.goto(rendering === 'live' ? `/?lang=${language}` : `/prerendered/?lang=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // The reference's sections are in: its chrome is written.
  await expect(page.locator('cli-reference').first().locator('.command').first()).toBeAttached();
}

const expected = {
  de: { required: 'Erforderlich', copy: 'Kopieren', endpoint: 'Endpunkt' },
  ja: { required: '必須', copy: 'コピー', endpoint: 'エンドポイント' },
  ar: { required: 'مطلوب', copy: 'نسخ', endpoint: 'نقطة النهاية' },
} as const;

for (const rendering of ['live', 'prerendered'] as const) {
  for (const language of ['de', 'ja', 'ar'] as const) {
    test(`${rendering} in ${language}: no English UI word, every control named`, async ({ page }) => {
      await openShowcase(page, language, rendering);
      const row = page.locator('param-row').first();
      await expect(row.locator('.required').first()).toHaveText(expected[language].required);
      await expect(page.locator('rate-limit-table').first().locator('thead th').first()).toHaveText(
        expected[language].endpoint,
      );
      await expect(page.locator('copy-button').first().locator('.copy-button-label')).toHaveText(
        expected[language].copy,
      );
      // "Flags" is the German word too; elsewhere it is English.
      const words = language === 'de' ? englishWords : new RegExp(`${englishWords.source}|\\bFlags\\b`);
      const english = (await uiTexts(page)).filter((entry) => words.test(entry.text));
      expect(english).toEqual([]);
      expect(await unnamedControls(page)).toEqual([]);
    });
  }
}

test('Arabic lays the widgets out right to left, with code left to right', async ({ page }) => {
  await openShowcase(page, 'ar', 'live');
  const row = page.locator('param-row').first();
  await expect(row.locator('.required').first()).toHaveText('مطلوب');
  // The name starts the row on the right; the badge follows to its left.
  const name = await row.locator('.head .name').first().boundingBox();
  const badge = await row.locator('.required').first().boundingBox();
  expect(badge!.x + badge!.width).toBeLessThan(name!.x + 1);
  // Code keeps its order and its left edge.
  const code = page.locator('code-block').first().locator('pre');
  await expect(code).toHaveCSS('direction', 'ltr');
  // A closed accepted-values list's chevron points left, the way an Arabic reader reads.
  const chevron = page.locator('accepted-values').first().locator('.chevron');
  await expect(chevron).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)');
  // Going back to English re-renders the live widgets in English.
  await page.locator('#demo-language').selectOption('en');
  await expect(row.locator('.required').first()).toHaveText('Required');
});

for (const width of [390, 1280]) {
  test(`the pseudo-language at ${width} px: every UI string bracketed, nothing cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openShowcase(page, 'en-XA', 'live');
    await expect(page.locator('param-row').first().locator('.required').first()).toHaveText(/^\[Required~+\]$/);
    const escaped = (await uiTexts(page)).filter(
      // A label or caption may hold a bracketed string and the site's own words (a count, a title).
      (entry) => !entry.text.includes('['),
    );
    expect(escaped).toEqual([]);
    const cut = await page.evaluate((tags) => {
      const found: string[] = [];
      const walk = (root: Document | ShadowRoot, host: string | undefined) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.shadowRoot) walk(element.shadowRoot, tags.includes(element.localName) ? element.localName : host);
          if (!host || !element.matches('button, th, .badge, .required, label, caption, h4')) continue;
          const box = element as HTMLElement;
          if (box.offsetParent === null) continue;
          const style = getComputedStyle(box);
          const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
          if (clips && box.scrollWidth > box.clientWidth + 1)
            found.push(`${host} ${box.localName}: ${box.textContent}`);
        }
      };
      walk(document, undefined);
      return found;
    }, translatedTags);
    expect(cut).toEqual([]);
    // No widget pushes the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth + 1)).toBe(true);
  });
}

// The reference's versions view (the picker, the markers, What changed) on the CLI page, which shows
// the platform's CLI in two versions: live, and prerendered with its line of versions as text.
for (const rendering of ['live', 'prerendered'] as const) {
  for (const language of ['de', 'ja', 'ar'] as const) {
    test(`${rendering} versions view in ${language}: no English UI word, every control named`, async ({ page }) => {
      const address = `${rendering === 'live' ? '' : '/prerendered'}/cli.html?lang=${language}`;
      if (rendering === 'prerendered') {
        // Without script: the line under the title names the versions in the page's language.
        const html = await (await page.request.get(address)).text();
        const line = /<p class="version-static"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
        expect(line).not.toBe('');
        expect(line.replace(/<[^>]+>/g, '')).not.toMatch(englishWords);
      }
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const reference = page.locator('cli-reference');
      await expect(reference.locator('.version-marker').first()).toBeVisible({ timeout: 30_000 });
      await reference.locator('.version-button').click();
      await expect(reference.locator('.what-changed h4').first()).toBeVisible();
      const english = (await uiTexts(page)).filter((entry) =>
        entry.kind.startsWith('.version') || entry.kind.startsWith('.what') || entry.kind === '.changed-filter'
          ? englishWords.test(entry.text)
          : false,
      );
      expect(english).toEqual([]);
      const view = reference.locator('.what-changed');
      const summary = await view.locator('p').first().textContent();
      expect(summary).not.toMatch(/\b(new|removed|changed commands?)\b/);
      expect(await view.locator('h4').allTextContents()).not.toContain('Changed commands');
      expect(await unnamedControls(page)).toEqual([]);
    });
  }
}
