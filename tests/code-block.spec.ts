import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const violationsScript = () => {
  (window as unknown as { violations: string[] }).violations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    (window as unknown as { violations: string[] }).violations.push(`${event.violatedDirective} ${event.sample}`);
  });
};

test.describe('<code-block>', () => {
  test('shows markup from the code attribute as text, creates no element and runs nothing', async ({ page }) => {
    await page.addInitScript(violationsScript);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/#code-block');
    const block = page.locator('#code-hostile');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    await expect(block.locator('pre')).toHaveText('<img src=x onerror=alert(1)>');
    await block.evaluate((element) => element.setAttribute('code', '<script>window.ran = true</script><img src=y onerror="window.ran=true">'));
    await expect(block.locator('pre')).toContainText('<script>window.ran = true</script>');
    const inside = await block.evaluate((element) => ({
      images: element.shadowRoot!.querySelectorAll('img').length,
      scripts: element.shadowRoot!.querySelectorAll('script').length,
      ran: (window as unknown as { ran?: boolean }).ran ?? false,
    }));
    expect(inside).toEqual({ images: 0, scripts: 0, ran: false });
    expect(dialogs).toEqual([]);
    // An injected onerror handler would have been reported by the page's CSP.
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  });

  test('loads highlight.js only for languages other than shell, and only the grammars used', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dist/chunks/')) chunks.push(new URL(request.url()).pathname.replace(/^.*\//, ''));
    });
    await page.goto('/pages/loader.html');
    await expect(page.locator('#first').locator('aside')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(chunks.some((name) => name.startsWith('core-'))).toBe(false);

    // One shell sample: coloured by our own shell highlighter, loaded after the block shows, with no highlight.js at all.
    chunks.length = 0;
    await page.goto('/pages/code-block.html');
    const only = page.locator('#only');
    await expect(only).toHaveAttribute('data-state', 'highlighted');
    await expect(only.locator('.hl-type')).toHaveText('npx');
    await expect(only.locator('.hl-attribute')).toHaveText('--project-ref');
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((name) => /^(core|bash|sql|typescript|xml)-/.test(name))).toEqual([]);
    expect(chunks.some((name) => name.startsWith('shell-'))).toBe(true);

    // The full demo, with SQL and TSX among others: the core once, and each grammar in use.
    chunks.length = 0;
    await page.goto('/#code-block');
    await expect(page.locator('#code-sql')).toHaveAttribute('data-state', 'highlighted');
    await expect(page.locator('#code-tsx')).toHaveAttribute('data-state', 'highlighted');
    expect(chunks.filter((name) => name.startsWith('core-'))).toHaveLength(1);
    expect(chunks.some((name) => name.startsWith('sql-'))).toBe(true);
    expect(chunks.some((name) => name.startsWith('typescript-'))).toBe(true);
  });

  test('scrolls long lines sideways, from the keyboard too, until wrapping is switched on', async ({ page }) => {
    await page.goto('/#code-block');
    const block = page.locator('#code-sql');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    const pre = block.locator('pre');
    const overflow = () => pre.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await overflow()).toBeGreaterThan(0);
    await pre.focus();
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => pre.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    const toggle = block.getByRole('button', { name: 'Wrap lines' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(block).toHaveAttribute('wrap', '');
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  test('numbers lines without putting the numbers into the copied code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/#code-block');
    const block = page.locator('#code-sql');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    const selected = await block.evaluate((element) => {
      const code = element.shadowRoot!.querySelector('pre code')!;
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.split('\n')[0]).toBe('create table public.products (');
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe('create table public.products (');
    expect(copied.split('\n')[2]).toBe('  name text not null,');
    expect(copied).not.toMatch(/^\s*\d/m);
  });

  test('uses different token colours in light and dark', async ({ page }) => {
    await page.goto('/#code-block');
    const block = page.locator('#code-bash');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    const commentColour = () =>
      block.evaluate((element) => getComputedStyle(element.shadowRoot!.querySelector('.hl-comment')!).color);
    const light = await commentColour();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(commentColour).not.toBe(light);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no axe violations in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/#code-block');
      await expect(page.locator('#code-bash')).toHaveAttribute('data-state', 'highlighted');
      await expect(page.locator('#code-sql')).toHaveAttribute('data-state', 'highlighted');
      const results = await new AxeBuilder({ page }).include('#code-block').analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
