import { afterEach, describe, expect, it, vi } from 'vitest';
import { define as defineAccordion } from '../docs-accordion';
import { define as defineTabs } from '../persisted-tabs';
import { childTagName } from './prefix';
import { mount, shadow } from './testing';

afterEach(() => {
  document.body.replaceChildren();
});

describe('child tags under a prefix', () => {
  it('follow the parent’s prefix, and keep their names for a parent without one', () => {
    expect(childTagName('dw-persisted-tabs', 'persisted-tabs', 'tab-panel')).toBe('dw-tab-panel');
    expect(childTagName('persisted-tabs', 'persisted-tabs', 'tab-panel')).toBe('tab-panel');
    expect(childTagName('my-tabs', 'persisted-tabs', 'tab-panel')).toBe('tab-panel');
    expect(childTagName(undefined, 'persisted-tabs', 'tab-panel')).toBe('tab-panel');
  });

  it('<dw-persisted-tabs> shows its <dw-tab-panel> children as tabs', async () => {
    defineTabs('dw-persisted-tabs');
    expect(customElements.get('dw-tab-panel')).toBeDefined();
    const tabs = await mount(
      '<dw-persisted-tabs><dw-tab-panel value="npm" label="npm">npm i</dw-tab-panel><dw-tab-panel value="pnpm" label="pnpm">pnpm add</dw-tab-panel></dw-persisted-tabs>',
    );
    const names = [...shadow(tabs).querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);
    expect(names).toEqual(['npm', 'pnpm']);
    expect(shadow(tabs).querySelector('[role="alert"]')).toBeNull();
  });

  it('<dw-docs-accordion> coordinates its <dw-accordion-item> children', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    defineAccordion('dw-docs-accordion');
    expect(customElements.get('dw-accordion-item')).toBeDefined();
    const accordion = await mount(
      '<dw-docs-accordion><dw-accordion-item header="First">One</dw-accordion-item><dw-accordion-item header="Second">Two</dw-accordion-item></dw-docs-accordion>',
    );
    expect(shadow(accordion).querySelector('[role="alert"]')).toBeNull();
    expect(warn.mock.calls.flat().join(' ')).not.toContain('children');
    const item = accordion.querySelector('dw-accordion-item')!;
    expect(shadow(item).querySelector('button')?.textContent).toContain('First');
  });
});
