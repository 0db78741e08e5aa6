// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageStylesheet, prerenderHtml, renderElement, stylesheets } from './index';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body>${body}</body></html>`;

describe("the page's stylesheet", () => {
  it('is linked once from the head of a page with widgets, also when the page is prerendered again', async () => {
    const options = { stylesheetHref: '/assets/' };
    const once = await prerenderHtml(page('<param-row name="email" type="string">The address.</param-row>'), options);
    const link = `<link rel="stylesheet" href="/assets/${pageStylesheet().fileName}" /></head>`;
    expect(once).toContain(link);
    const twice = await prerenderHtml(once, options);
    expect(twice.split(pageStylesheet().fileName)).toHaveLength(2);
  });

  it('is not linked from a page without widgets, nor written into a fragment', async () => {
    const plain = page('<p>No widgets here.</p>');
    expect(await prerenderHtml(plain)).toBe(plain);
    expect(await renderElement('param-row', { name: 'email' })).not.toContain('docs-widgets-page');
  });

  it('is written with the tags’ stylesheets, and gives prerendered hosts the site’s dark mode', () => {
    const sheet = pageStylesheet();
    expect(stylesheets()).toContainEqual(sheet);
    expect(sheet.fileName).toMatch(/^docs-widgets-page\.\w+\.css$/);
    for (const marker of ['html.dark', '[data-theme=dark]', '[data-md-color-scheme=slate]', '[data-bs-theme=dark]'])
      expect(sheet.css).toContain(marker);
    expect(sheet.css).toContain('[data-dw-prerendered]');
  });
});
