import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoData, fakeAnonKey } from '../../demo/platform/platform-api.mjs';
import { holdClock } from '../tools/clock';

// Each test flips the local platform API's switches in its own browser's scope (the page's scope
// cookie, which page.request shares); they run one at a time all the same.
test.describe.configure({ mode: 'serial' });

const projectNamed = (name: string) => demoData.projects.find((project) => project.name === name)!;
const mobile = projectNamed('Acme Mobile Backend');
const urlOf = (ref: string) => `https://${ref}.supabase.test`;
/** The ref whose values a fresh login shows: Acme Website's production branch, main. */
const websiteMain = () =>
  demoData.branchesOf(projectNamed('Acme Website').ref).find((branch) => branch.name === 'main')!.project_ref;

const standalone = ['#sample-env', '#sample-curl', '#sample-client', '#sample-db', '#sample-marked'];

/** Every sample that names the project URL: the page's own, the guides' and the command reference's. */
function urlSamples(page: Page): Locator[] {
  return [
    page.locator('#sample-env pre'),
    page.locator('#sample-curl pre'),
    page.locator('#sample-client pre'),
    page.locator('#sample-marked pre'),
    page.locator('#guide-setup pre').filter({ hasText: 'SUPABASE_URL=' }),
    page.locator('#guide-exchange pre').filter({ hasText: 'VITE_SUPABASE_URL=' }),
    page.locator('#sample-cli [data-example="invoke"] pre'),
  ];
}

async function open(page: Page) {
  await page.request.post('/api/demo/reset');
  await page.goto('/code-samples.html');
  await expect(page.locator('#sample-env pre')).toContainText('SUPABASE_URL');
}

async function logIn(page: Page) {
  await page.getByRole('button', { name: 'Log in (demo)' }).click();
}

async function showExchangeClientTab(page: Page) {
  await page.locator('#guide-exchange').getByRole('tab', { name: 'Client' }).click();
}

test('logging in fills every sample, in the guides and the command reference too; a project switch re-fills them all; logging out restores the placeholders', async ({
  page,
}) => {
  await open(page);
  await showExchangeClientTab(page);
  await expect(page.locator('#sample-cli [data-example="invoke"] pre')).toContainText('project-url');
  for (const sample of urlSamples(page)) await expect(sample.locator('.placeholder').first()).toBeVisible();
  await expect(page.locator('#sample-env')).toContainText('Log in to fill in your own project URL and key.');

  await logIn(page);
  const first = urlOf(websiteMain());
  for (const sample of urlSamples(page)) {
    await expect(sample).toContainText(first);
    await expect(sample.locator('.placeholder', { hasText: /project-url|anon-key/ })).toHaveCount(0);
  }
  await expect(page.locator('#sample-env .code-sample-project-button')).toHaveText('Acme Website · main');
  await expect(page.locator('#sample-cli [data-example="basic"] pre')).toContainText(`--project-ref ${websiteMain()}`);
  // The anon key is meant for browsers, as <api-settings> shows it: in full, nothing to reveal.
  await expect(page.locator('#sample-env pre')).toContainText(fakeAnonKey(websiteMain()));
  await expect(page.locator('#sample-env').getByRole('button', { name: 'Show secrets' })).toHaveCount(0);

  // The bar opens the same project picker as <api-settings>; a choice re-fills every sample.
  await page.locator('#sample-curl .code-sample-project-button').click();
  await page
    .locator('#sample-curl')
    .getByRole('button', { name: /^Project/ })
    .click();
  await page.locator('#sample-curl').getByRole('combobox', { name: 'Search project' }).fill('Acme Mobile Backend');
  await page.keyboard.press('Enter');
  for (const sample of urlSamples(page)) await expect(sample).toContainText(urlOf(mobile.ref));
  await expect(page.locator('#sample-env .code-sample-project-button')).toHaveText('Acme Mobile Backend');

  await page.getByRole('button', { name: 'Log out' }).click();
  for (const sample of urlSamples(page)) {
    await expect(sample).not.toContainText(urlOf(mobile.ref));
    await expect(sample.locator('.placeholder').first()).toBeVisible();
  }
  await expect(page.locator('#sample-env')).toContainText('Log in to fill in your own project URL and key.');
});

test('the clipboard holds the filled, prompt-free text; the dw-copy detail keeps the values out', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  await page.evaluate(() => {
    (window as unknown as { copied: unknown[] }).copied = [];
    document.addEventListener('dw-copy', (event) =>
      (window as unknown as { copied: unknown[] }).copied.push((event as CustomEvent).detail),
    );
  });
  await logIn(page);
  const ref = websiteMain();
  await expect(page.locator('#sample-curl pre')).toContainText(urlOf(ref));
  await page.locator('#sample-curl input').fill('products');
  await page.locator('#sample-curl').getByRole('button', { name: 'Copy' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`curl "${urlOf(ref)}/rest/v1/products?select=*" \\\n    -H "apikey: ${fakeAnonKey(ref)}"`);
  const details = await page.evaluate(() => (window as unknown as { copied: unknown[] }).copied);
  expect(details).toEqual([
    { value: 'curl "{{project-url}}/rest/v1/{{table}}?select=*" \\\n    -H "apikey: {{anon-key}}"' },
  ]);

  await page.locator('#sample-client').getByRole('button', { name: 'Copy' }).click();
  const diff = await page.evaluate(() => navigator.clipboard.readText());
  expect(diff).toBe(
    `import { createClient } from '@supabase/supabase-js'\n\nconst supabase = createClient('${urlOf(ref)}', '${fakeAnonKey(ref)}')\nconst { data } = await supabase.from('products').select('*')`,
  );
});

test('logged out, Copy copies the placeholders as written and says so; logged in, it copies the values and says "Copied"', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await open(page);
  const sample = page.locator('#sample-env');
  await expect(sample).toContainText('Log in to fill in your own project URL and key.');
  await expect(sample.locator('.placeholder').first()).toBeVisible();
  await holdClock(page); // the confirmation stays until the test has looked
  await sample.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(sample.getByRole('button', { name: 'Copied with placeholders', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'SUPABASE_URL={{project-url}}\nSUPABASE_ANON_KEY={{anon-key}}',
  );

  await page.clock.runFor(2_000);
  await logIn(page);
  const ref = websiteMain();
  await expect(sample.locator('pre')).toContainText(urlOf(ref));
  await sample.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(sample.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `SUPABASE_URL=${urlOf(ref)}\nSUPABASE_ANON_KEY=${fakeAnonKey(ref)}`,
  );
});

test('a value that lands in a URL is percent-encoded there, shown and copied alike; the same value elsewhere is not', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page);
  // A password in the URL's userinfo: @, / and # would end it early.
  await page.locator('#sample-db input').fill('p@ss/word#1');
  await page.locator('#sample-db').getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'supabase db push --db-url "postgresql://postgres.{{project-ref}}:p%40ss%2Fword%231@db.{{project-ref}}.supabase.co:5432/postgres"',
  );
  await page.locator('#sample-db').getByRole('button', { name: 'Show secrets' }).click();
  await expect(page.locator('#sample-db pre')).toContainText(':p%40ss%2Fword%231@db.');
  // A table name in a path is encoded; in code that is not a URL it stays as typed.
  await page.locator('#sample-curl input').fill('my table/2');
  await expect(page.locator('#sample-curl pre')).toContainText('/rest/v1/my%20table%2F2?select=*');
  await expect(page.locator('#sample-client pre')).toContainText(".from('my table/2')");
  await page.locator('#sample-curl').getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/rest/v1/my%20table%2F2?select=*');
});

test('an editable placeholder is a labelled field that says what it fills and where the value goes', async ({
  page,
}) => {
  await open(page);
  const table = page.locator('#sample-curl').getByRole('textbox', { name: 'Table' });
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('placeholder', 'Your table');
  await expect(table).toHaveAccessibleDescription(/fills .*table.* in every sample on this page/i);
  const password = page.locator('#sample-db').getByLabel('DB password');
  await expect(password).toHaveAttribute('placeholder', 'Your DB password');
  await expect(password).toHaveAccessibleDescription(/kept on this page only/i);
  await expect(password).toHaveAccessibleDescription(/in a URL it is percent-encoded for you/i);
});

test('an editable placeholder typed once appears in every sample and survives a reload; a secret one does not, and no key reaches storage or the URL', async ({
  page,
}) => {
  await open(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.locator('#sample-curl').getByLabel('table').fill('orders');
  await expect(page.locator('#sample-curl pre')).toContainText('/rest/v1/orders?select=*');
  await expect(page.locator('#sample-client pre')).toContainText(".from('orders')");
  await expect(page.locator('#sample-client').getByLabel('table')).toHaveValue('orders');

  const password = 'p@ss "</script>" x';
  await page.locator('#sample-db').getByLabel('db password').fill(password);
  await expect(page.locator('#sample-db')).toContainText('In a URL it is percent-encoded for you.');
  await page.locator('#sample-db').getByRole('button', { name: 'Show secrets' }).click();
  await expect(page.locator('#sample-db pre')).toContainText(encodeURIComponent(password));
  await expect(page.locator('#sample-db pre script')).toHaveCount(0);

  await logIn(page);
  const ref = websiteMain();
  const key = fakeAnonKey(ref);
  await expect(page.locator('#sample-env pre')).toContainText(urlOf(ref));

  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain(key);
  expect(stored).not.toContain(urlOf(ref));
  expect(stored).not.toContain(password);
  expect(stored).toContain('orders');
  expect(page.url()).not.toContain(key);
  expect(page.url()).not.toContain(ref);

  await page.reload();
  await expect(page.locator('#sample-curl pre')).toContainText('/rest/v1/orders?select=*');
  await expect(page.locator('#sample-client pre')).toContainText(".from('orders')");
  await expect(page.locator('#sample-db').getByLabel('db password')).toHaveValue('');
  await expect(page.locator('#sample-db pre .placeholder', { hasText: 'db-password' })).toBeVisible();
});

test('axe finds no violations, logged out and logged in with the picker open, in light and dark', async ({ page }) => {
  const check = async (label: string) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const results = await new AxeBuilder({ page }).include(standalone).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.help}`),
        `${label} ${colorScheme}`,
      ).toEqual([]);
    }
  };
  await open(page);
  await check('logged out');
  await logIn(page);
  await expect(page.locator('#sample-env .code-sample-project-button')).toHaveText('Acme Website · main');
  await page.locator('#sample-env .code-sample-project-button').click();
  await check('logged in, pickers open');
});

test('the QA switches still reach the API-settings states: a failed API settings answer leaves the samples marked and says so', async ({
  page,
}) => {
  await open(page);
  const response = await page.request.post('/api/demo/switches', { data: { endpoints: { apiSettings: 'error-500' } } });
  expect(response.ok()).toBe(true);
  await logIn(page);
  await expect(page.locator('#guide-setup api-settings').first()).toHaveAttribute('data-state', 'value-error');
  await expect(page.locator('#sample-env .code-sample-project-button')).toHaveText(
    'Your project\u2019s values could not be loaded',
  );
  await expect(page.locator('#sample-env pre .placeholder', { hasText: 'project-url' })).toBeVisible();

  // Another project, once the API answers again, fills them in.
  await page.request.post('/api/demo/reset');
  await page.locator('#sample-env .code-sample-project-button').click();
  await page
    .locator('#sample-env')
    .getByRole('button', { name: /^Project/ })
    .click();
  await page.locator('#sample-env').getByRole('combobox', { name: 'Search project' }).fill('Acme Mobile Backend');
  await page.keyboard.press('Enter');
  await expect(page.locator('#sample-env pre')).toContainText(urlOf(mobile.ref));
  await expect(page.locator('#guide-setup api-settings').first()).toHaveAttribute('data-state', 'ready');
});

test('the picker opened from a sample in the command reference opens next to its button', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await open(page);
  await logIn(page);
  const example = page.locator('#sample-cli [data-example="invoke"]');
  await expect(example.locator('.code-sample-project-button')).toHaveText('Acme Website · main');
  await example.scrollIntoViewIfNeeded();
  await example.locator('.code-sample-project-button').click();
  const trigger = example.getByRole('button', { name: /^Project/ });
  await trigger.click();
  const popup = example.locator('.popup');
  await expect(popup).toBeVisible();
  const button = (await trigger.boundingBox())!;
  const box = (await popup.boundingBox())!;
  const below = Math.abs(box.y - (button.y + button.height));
  const above = Math.abs(box.y + box.height - button.y);
  expect(Math.min(below, above)).toBeLessThan(12);
  expect(Math.abs(box.x - button.x)).toBeLessThan(12);
});
