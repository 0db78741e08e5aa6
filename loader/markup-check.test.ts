import { describe, expect, it } from 'vitest';
import { reactPageKey } from '../base/protocol';
import {
  attributeFingerprint,
  documentHash,
  markReactPage,
  prerenderFingerprint,
  takeoverOf,
  type MarkupParent,
} from '../widgets/shared/prerendered';
import { hashOf, markupIsCurrent } from './markup-check';

const settings = ['https://docs.example/', '', ''];

/** A host with light DOM (a search copy among it) and a shadow root the early tab script touched. */
function host(): HTMLElement {
  const element = document.createElement('param-row');
  element.setAttribute('name', 'limit');
  element.setAttribute('type', 'number');
  element.setAttribute('class', 'page-own');
  element.id = 'limit';
  element.innerHTML = '<p slot="description" data-state="x">How <em>many</em> rows.</p><div data-dw-copy>copy</div>'; // test-only markup
  const root = element.attachShadow({ mode: 'open' });
  root.innerHTML = '<div part="row" data-state="open"><code>limit</code><button aria-selected="true">x</button></div>'; // test-only markup
  return element;
}

/** The server's fingerprint of `element` as it is now. */
function stamp(element: HTMLElement): HTMLElement {
  element.setAttribute(
    'data-dw-prerendered',
    prerenderFingerprint({
      attributes: Array.from(element.attributes, ({ name, value }) => [name, value] as const),
      settings,
      lightDom: element as unknown as MarkupParent,
      shadowRoot: element.shadowRoot! as unknown as MarkupParent,
    }),
  );
  return element;
}

/** The loader's verdict and the runtime's, side by side, reading the markup or not. */
const verdicts = (element: HTMLElement) =>
  [true, false].map((readMarkup) => [
    markupIsCurrent(element, settings, readMarkup),
    takeoverOf(element, settings, readMarkup) === 'hydrate',
  ]);

describe('the loader’s check of prerendered markup', () => {
  it('hashes a document’s bytes as the server does', () => {
    const bytes = new TextEncoder().encode('name: cli\ncommands: {}\n');
    expect(hashOf(bytes)).toBe(documentHash(bytes));
  });

  it('agrees with the runtime’s check on markup as the server wrote it, and on every kind of change', () => {
    const changes: Array<(element: HTMLElement) => void> = [
      () => {},
      (element) => element.setAttribute('name', 'offset'),
      (element) => element.setAttribute('class', 'other'), // not an attribute it renders with
      (element) => element.setAttribute('data-dw-theme', 'dark'),
      (element) => element.setAttribute('lang', 'fr'),
      (element) => element.setAttribute('aria-label', 'Limit'),
      (element) => (element.id = 'other'),
      (element) => (element.querySelector('em')!.textContent = 'few'),
      (element) => element.querySelector('p')!.setAttribute('lang', 'en'),
      (element) => (element.querySelector('[data-dw-copy]')!.textContent = 'changed copy'),
      (element) => (element.shadowRoot!.querySelector('code')!.textContent = 'edited'),
      (element) => element.shadowRoot!.querySelector('button')!.setAttribute('aria-selected', 'false'),
      (element) => element.shadowRoot!.querySelector('div')!.setAttribute('title', 'added'),
    ];
    for (const change of changes) {
      const element = stamp(host());
      change(element);
      for (const [loader, runtime] of verdicts(element)) expect(loader).toBe(runtime);
    }
  });

  it('reads every attribute of the host but those a page or a framework adds without changing a render', () => {
    const unread: Array<[string, string]> = [
      ['class', 'other'],
      ['style', 'color: red'],
      ['slot', 'aside'],
      ['hidden', ''],
      ['data-v-7a2f', ''],
      ['data-dw-theme', 'dark'],
      ['aria-describedby', 'note'],
    ];
    for (const [name, value] of unread) {
      const element = stamp(host());
      element.setAttribute(name, value);
      expect(verdicts(element), name).toEqual([
        [true, true],
        [true, true],
      ]);
    }
    for (const [name, value] of [
      ['name', 'offset'],
      ['lang', 'fr'],
      ['title', 'Limit'],
      ['dir', 'rtl'],
      ['anything-new', ''],
    ]) {
      const element = stamp(host());
      element.setAttribute(name!, value!);
      expect(verdicts(element), name).toEqual([
        [false, false],
        [false, false],
      ]);
    }
  });

  it('agrees on the attribute-only fingerprint: refused until the page is marked React’s, then read from the attributes', () => {
    const element = host();
    const attributes = Array.from(element.attributes, ({ name, value }) => [name, value] as const);
    element.setAttribute('data-dw-prerendered', attributeFingerprint(attributes));
    expect(verdicts(element)).toEqual([
      [false, false],
      [false, false],
    ]);
    markReactPage();
    try {
      expect(verdicts(element)).toEqual([
        [true, true],
        [true, true],
      ]);
      element.setAttribute('type', 'string');
      expect(verdicts(element)).toEqual([
        [false, false],
        [false, false],
      ]);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[reactPageKey];
    }
  });

  it('finds no markup current on an element without any', () => {
    const empty = document.createElement('param-row');
    empty.attachShadow({ mode: 'open' });
    expect(markupIsCurrent(empty, settings, true)).toBe(false);
  });
});
