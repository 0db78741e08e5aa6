// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHtml, type SourceElement } from './html';
import { prerenderHtml, renderElement, renderShadowRootContent } from './index';
import type { PrerenderRunOptions } from './prerender-options';
import { RunMemo } from './prerender-run/memo';

/** The elements named `tag` anywhere in `html`, declarative shadow roots' content included. */
function elementsIn(html: string, tag: string): SourceElement[] {
  const found: SourceElement[] = [];
  const visit = (root: SourceElement) => {
    for (const element of root.descendants()) {
      if (element.localName === tag) found.push(element);
      if (element.shadowRootTemplate?.content) visit(element.shadowRootTemplate.content);
      if (element.content) visit(element.content);
    }
  };
  visit(parseHtml(html));
  return found;
}

/** The text of an element's declarative shadow root. */
function shadowText(element: SourceElement): string {
  return element.shadowRootTemplate?.content?.textContent ?? '';
}

describe('a widget another widget renders in its shadow root', () => {
  it("is written in the page's language: <api-settings> inside <project-setup> on a German page", async () => {
    const page = await prerenderHtml(
      '<!doctype html><html lang="de"><head></head><body><project-setup></project-setup></body></html>',
    );
    const [nested] = elementsIn(page, 'api-settings');
    expect(nested, 'the nested <api-settings> is rendered').toBeDefined();
    const text = shadowText(nested!);
    expect(text).toContain('melden Sie sich an');
    expect(text).not.toContain('log in');
  });

  it('follows a lang on the outer element itself', async () => {
    const html = await renderElement('project-setup', { lang: 'de' });
    const [nested] = elementsIn(html, 'api-settings');
    expect(shadowText(nested!)).toContain('melden Sie sich an');
  });

  it('follows the lang a framework gives the outer element (docs-widgets/react on the server)', async () => {
    const content = await renderShadowRootContent('project-setup', { lang: 'de' });
    const [nested] = elementsIn(`<template>${content}</template>`, 'api-settings');
    expect(shadowText(nested!)).toContain('melden Sie sich an');
  });
});

describe('a run over many pages, which renders each element once for the page', () => {
  it('renders the same element again in another language: a German section and an English one', async () => {
    const options: PrerenderRunOptions = { memo: new RunMemo() };
    const page = await prerenderHtml(
      '<!doctype html><html lang="en"><head></head><body>' +
        '<section lang="de"><param-row name="email" type="string"></param-row></section>' +
        '<section><param-row name="email" type="string"></param-row></section></body></html>',
      options,
    );
    const [german, english] = elementsIn(page, 'param-row');
    expect(shadowText(german!)).toContain('Erforderlich');
    expect(shadowText(english!)).toContain('Required');
  });
});
