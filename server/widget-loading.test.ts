// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

// Which widgets' code a prerender loads: each widget's public entry records that it was loaded, and
// is then the real one.
const loadedEntries = vi.hoisted(() => [] as string[]);
vi.mock('../widgets/param-row/index.ts', async (original) => {
  loadedEntries.push('param-row');
  return original();
});
vi.mock('../widgets/cli-reference/index.ts', async (original) => {
  loadedEntries.push('cli-reference');
  return original();
});
vi.mock('../widgets/api-settings/index.ts', async (original) => {
  loadedEntries.push('api-settings');
  return original();
});
vi.mock('../widgets/code-block/index.ts', async (original) => {
  loadedEntries.push('code-block');
  return original();
});

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe("the prerender loads a widget's code only for a page that holds it", () => {
  it('renders a page of parameter rows with the rows’ code alone, and writes every stylesheet without loading more', async () => {
    const { prerenderHtml, stylesheets, earlyScript } = await import('./index');
    const html = await prerenderHtml(page('<param-row name="email" type="string">The address.</param-row>'));
    expect(html).toContain('<template shadowrootmode="open">');
    expect(html).toContain('>email</code>');
    // Every tag's stylesheet and the early script are there for the build to write…
    expect(stylesheets().map((sheet) => sheet.tag)).toEqual(expect.arrayContaining(['cli-reference', 'api-settings']));
    expect(earlyScript().js).toContain('();');
    // …and no other widget's code was loaded for them.
    expect(loadedEntries).toEqual(['param-row']);
  });

  it('loads with a widget the widgets it embeds, whose server hooks then hold for its render too', async () => {
    const { loadWidgets, loadedWidgets } = await import('./widgets');
    await loadWidgets(['cli-reference']);
    expect(loadedWidgets()).toEqual(
      expect.arrayContaining(['cli-reference', 'code-block', 'param-row', 'persisted-tabs', 'accepted-values']),
    );
    expect(loadedWidgets()).not.toContain('api-settings');
  });

  it("reads each element's sheets without its code as its code adopts them", async () => {
    const { definitionOf, loadWidgets, stylesOf, widgetMetadata } = await import('./widgets');
    await loadWidgets(widgetMetadata.keys());
    for (const tag of widgetMetadata.keys()) expect(stylesOf(tag), tag).toEqual(definitionOf(tag).options.styles ?? []);
  });
});
