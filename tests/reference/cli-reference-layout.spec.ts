import { expect, test, type Locator } from '@playwright/test';
import { openReference } from '../tools/reference';

// The reference's layout at a laptop's 1280 px and a phone's 390 px: the room goes to what has
// content, nothing a reader needs is cut off, and no link sign is left alone on a line.

/**
 * Code blocks in the descriptions of these sections whose lines run past what the box shows. A
 * table drawn with box characters keeps its lines whole and scrolls instead, from the keyboard too:
 * it counts as cut only when it cannot be scrolled.
 */
async function cutCode(reference: Locator, ids: string[]): Promise<string[]> {
  return reference.evaluate(
    (host, sections) =>
      sections.flatMap((id) =>
        [...host.shadowRoot!.querySelectorAll<HTMLElement>(`#${id} .description pre`)]
          .filter((pre) => pre.scrollWidth > pre.clientWidth + 1)
          .filter(
            (pre) =>
              !/[\u2500-\u257f]/.test(pre.textContent ?? '') ||
              pre.tabIndex !== 0 ||
              getComputedStyle(pre).overflowX !== 'auto',
          )
          .map((pre) => `${id}: ${pre.textContent?.split('\n').find((line) => line.length > 40)}`),
      ),
    ids,
  );
}

test.describe('<cli-reference> at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a section without examples takes the width the examples column would leave empty', async ({ page }) => {
    const reference = await openReference(page, '/cli.html', 'cli-reference#platform-cli');
    for (const id of ['global-flags', 'supabase-db', 'supabase-unlink', 'supabase-inspect-db-bloat']) {
      // Far from the viewport, a section is a text-only placeholder until the reader nears it.
      const section = reference.locator(`[id="${id}"]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('.placeholder-text')).toHaveCount(0);
      const widths = await reference.evaluate((host, target) => {
        const section = host.shadowRoot!.getElementById(target)!;
        return {
          section: section.getBoundingClientRect().width,
          main: section.querySelector('.command-main')!.getBoundingClientRect().width,
          examples: section.querySelector('.command-examples')?.getBoundingClientRect().width ?? 0,
        };
      }, id);
      expect(widths.examples, id).toBe(0);
      expect(widths.main, id).toBeGreaterThan(widths.section * 0.75);
    }
  });

  test('code in descriptions and the labels of example tabs are shown whole', async ({ page }) => {
    const reference = await openReference(page, '/cli.html#supabase-status', 'cli-reference#platform-cli');
    const section = reference.locator('#supabase-status');
    expect(
      await cutCode(reference, ['supabase-status', 'supabase-migration-repair', 'supabase-inspect-db-bloat']),
    ).toEqual([]);
    const tabs = section.locator('.command-examples').getByRole('tab');
    await expect(tabs).toHaveText(['Show the status', 'Print shell variables', 'Rename variables for a framework']);
    const clipped = await tabs.evaluateAll((all) =>
      all
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          const list = tab.parentElement!.getBoundingClientRect();
          return tab.scrollWidth > tab.clientWidth + 1 || box.right > list.right + 0.5 || box.left < list.left - 0.5;
        })
        .map((tab) => tab.textContent),
    );
    expect(clipped).toEqual([]);
  });
});

test.describe('<cli-reference> at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the # link of a flag never sits alone on a line, and code in descriptions is shown whole', async ({ page }) => {
    const reference = await openReference(page, '/cli.html#supabase-status', 'cli-reference#platform-cli');
    const alone = await reference.evaluate((host) =>
      ['global-flags', 'supabase-status', 'supabase-db-push', 'supabase-projects-create'].flatMap((id) =>
        [...host.shadowRoot!.querySelectorAll(`#${id} .param-row`)].flatMap((row) => {
          const anchor = row.querySelector('.anchor');
          const head = row.querySelector('.head');
          if (!anchor || !head) return [];
          // The first thing on its line: nothing of the head sits to its left at its height.
          const box = anchor.getBoundingClientRect();
          const before = [...head.querySelectorAll('.name, .type, .required')].some((part) =>
            [...part.getClientRects()].some(
              (rect) => rect.right <= box.left + 0.5 && rect.bottom > box.top + 1 && rect.top < box.bottom - 1,
            ),
          );
          return before ? [] : [`${row.id}: "${head.textContent}"`];
        }),
      ),
    );
    expect(alone).toEqual([]);
    expect(await cutCode(reference, ['supabase-status', 'supabase-migration-repair'])).toEqual([]);
  });
});
