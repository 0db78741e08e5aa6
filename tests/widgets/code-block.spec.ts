import { expect, test } from '@playwright/test';
import { holdClock } from '../tools/clock';
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
    await page.goto('/qa.html#code-block');
    const block = page.locator('#code-hostile');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    await expect(block.locator('pre')).toHaveText('<img src=x onerror=alert(1)>');
    await block.evaluate((element) =>
      element.setAttribute('code', '<script>window.ran = true</script><img src=y onerror="window.ran=true">'),
    );
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

  test('wrapped, a line keeps its indent on its continuation rows, and copies as written', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 700, height: 900 });
    await page.goto('/#code-block');
    const block = page.locator('#code-tsx');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    // Line 2 starts with two spaces and is longer than the block: where each of its rows starts.
    const rows = await block.evaluate((element) => {
      const line = element.shadowRoot!.querySelectorAll('pre .line')[1]!;
      const starts = new Map<number, number>();
      let firstCode: number | undefined;
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let offset = 0; offset < node.textContent!.length; offset += 1) {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0) continue;
          const top = Math.round(box.top);
          if (!starts.has(top)) starts.set(top, box.left);
          if (firstCode === undefined && node.textContent![offset]!.trim()) firstCode = box.left;
        }
      }
      return { firstCode: firstCode!, rowStarts: [...starts.values()] };
    });
    expect(rows.rowStarts.length).toBeGreaterThan(1);
    for (const start of rows.rowStarts.slice(1)) expect(Math.abs(start - rows.firstCode)).toBeLessThan(1);
    expect(rows.rowStarts[0]).toBeLessThan(rows.firstCode - 1); // the indent itself, before the code

    await block.getByRole('button', { name: 'Copy' }).click();
    expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')[1]).toMatch(/^  return <ul/);
  });

  test('numbers lines without putting the numbers into the copied code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
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
    await holdClock(page); // the confirmation stays until the test has looked
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toBe('create table public.products (');
    expect(copied.split('\n')[2]).toBe('  name text not null,');
    expect(copied).not.toMatch(/^\s*\d/m);
  });

  test('copies a terminal session as its commands, without prompts or output', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/#code-block');
    const block = page.locator('#code-session');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    await expect(block.locator('pre')).toContainText('$ npx supabase start');
    await expect(block.locator('pre')).toContainText('API URL: http://127.0.0.1:54321');
    await holdClock(page); // the confirmation stays until the test has looked
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'npx supabase start\nnpx supabase db push \\\n    --linked',
    );
  });

  test('shows a diff with named added and removed lines, and copies the resulting code', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/#code-block');
    const block = page.locator('#code-diff');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    const code = block.locator('pre');
    // What a screen reader gets: each changed line named by the CSS alternative text of its sign.
    const read = await code.ariaSnapshot();
    expect(read).toContain("removed line: .select('*');");
    expect(read).toContain("added line: .select('name, price')");
    // The signs are drawn by CSS: the text of the lines has no markers.
    expect(await code.evaluate((pre) => pre.textContent)).not.toMatch(/^[+-]/m);
    await holdClock(page); // the confirmation stays until the test has looked
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "const { data, error } = await supabase\n  .from('products')\n  .select('name, price')\n  .order('price', { ascending: false });",
    );
  });

  test('copies only the marked line of a copy-marked sample', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/#code-block');
    const block = page.locator('#code-copy-marked');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    await expect(block.locator('pre')).toContainText('# in your project folder');
    await holdClock(page); // the confirmation stays until the test has looked
    await block.getByRole('button', { name: 'Copy' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install @supabase/supabase-js');
  });

  test('shows folded lines when asked, numbered from the start line', async ({ page }) => {
    await page.goto('/#code-block');
    const block = page.locator('#code-collapse');
    await expect(block).toHaveAttribute('data-state', 'highlighted');
    await expect(block.locator('pre')).not.toContainText('to anon, authenticated');
    await block.getByRole('button', { name: 'Show 5 hidden lines 42–46' }).click();
    await expect(block.getByRole('button', { name: 'Hide lines 42–46' })).toHaveAttribute('aria-expanded', 'true');
    await expect(block.locator('pre')).toContainText('to anon, authenticated');
    const numbers = await block
      .locator('span.line')
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line, '::before').content));
    expect(numbers.slice(0, 3)).toEqual(['"40"', '"41"', '"42"']);
  });

  test("marks placeholders without a value, and fills and copies the reader's values, secrets whole", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/#code-block');
    const open = page.locator('#code-placeholders');
    await expect(open).toHaveAttribute('data-state', 'highlighted');
    await expect(open.locator('pre')).toContainText('placeholder: project URL');
    await expect(open.locator('pre')).toContainText('# not the {{secret-key}}');
    await holdClock(page); // the confirmation stays until the test has looked
    await open.getByRole('button', { name: 'Copy' }).click();
    await expect(open.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'curl "{{project-url}}/rest/v1/products?select=name" \\\n  -H "apikey: {{anon-key}}" # not the {{secret-key}}',
    );

    const filled = page.locator('#code-values');
    await expect(filled).toHaveAttribute('data-state', 'highlighted');
    await expect(filled.locator('pre')).toContainText("const url = 'https://abcdefghijklmnopqrst.supabase.co';");
    await expect(filled.locator('pre')).toContainText("secretKey = 'sb_sec…MPvz'");
    // The page filled the project URL itself: no hint to log in for it, while the sample above has one.
    await expect(open).toContainText('Log in to fill in your own project URL and key.');
    await expect(filled.locator('.code-sample-project')).toHaveCount(0);
    await filled.getByRole('button', { name: 'Copy' }).click();
    await expect(filled.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      "const url = 'https://abcdefghijklmnopqrst.supabase.co';\nconst secretKey = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'; // server only",
    );
    const reveal = filled.getByRole('button', { name: 'Show secrets' });
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(filled.locator('pre')).toContainText("'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'");
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
      await expect(page.locator('#code-diff')).toHaveAttribute('data-state', 'highlighted');
      await expect(page.locator('#code-values pre')).toContainText('abcdefghijklmnopqrst');
      // Unfolded too, so axe sees the lines behind the fold.
      await page.locator('#code-collapse').getByRole('button', { name: /^Show/ }).click();
      const results = await new AxeBuilder({ page }).include('#code-block').analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
