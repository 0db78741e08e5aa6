import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { define } from './persisted-tabs.element';
import { mount, settle, shadow, waitFor } from '../shared/testing';

define();

const threePanels = `
  <tab-panel value="npm" label="npm"><p>npm install widgets</p></tab-panel>
  <tab-panel value="yarn" label="Yarn"><p>yarn add widgets</p></tab-panel>
  <tab-panel value="pnpm" label="pnpm"><p>pnpm add widgets</p></tab-panel>`;

function tabs(element: Element): HTMLElement[] {
  return [...shadow(element).querySelectorAll<HTMLElement>('[role="tab"]')];
}

function activeLabel(element: Element): string | null | undefined {
  return shadow(element).querySelector('[role="tab"][aria-selected="true"]')?.textContent;
}

/** The light-DOM panel the reader sees: the one slotted into the visible tabpanel. */
function shownPanel(element: Element): Element | undefined {
  const panel = [...shadow(element).querySelectorAll<HTMLElement>('[role="tabpanel"]')].find((p) => !p.hidden);
  const slotName = panel?.querySelector('slot')?.name;
  return [...element.children].find((child) => child.getAttribute('slot') === slotName);
}

function problemText(element: Element): string {
  return shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
}

beforeEach(() => {
  history.replaceState(null, '', '/guide');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
  document.documentElement.lang = '';
});

describe('<persisted-tabs>', () => {
  it('makes a tab per <tab-panel> and shows the first panel from the light DOM', async () => {
    const element = await mount(`<persisted-tabs label="Package manager">${threePanels}</persisted-tabs>`);
    expect(tabs(element).map((tab) => tab.textContent)).toEqual(['npm', 'Yarn', 'pnpm']);
    expect(shadow(element).querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Package manager');
    expect(shownPanel(element)?.textContent).toBe('npm install widgets');
    expect([...element.children].map((child) => child.getAttribute('data-state'))).toEqual([
      'active',
      'inactive',
      'inactive',
    ]);
    expect(element.getAttribute('data-state')).toBe('ready');
  });

  it('switches on click and fires a bubbling, composed dw-tab-change', async () => {
    history.replaceState(null, '', '/guide?lang=en#setup');
    const element = await mount(`<persisted-tabs query-group="pm">${threePanels}</persisted-tabs>`);
    const events: CustomEvent[] = [];
    document.addEventListener('dw-tab-change', (event) => events.push(event as CustomEvent));
    tabs(element)[2]!.click();
    await settle();
    expect(activeLabel(element)).toBe('pnpm');
    expect(shownPanel(element)?.textContent).toBe('pnpm add widgets');
    expect(element.children[2]?.getAttribute('data-state')).toBe('active');
    expect(location.search).toBe('?lang=en&pm=pnpm');
    expect(location.hash).toBe('#setup');
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual({ value: 'pnpm', queryGroup: 'pm', source: 'user' });
    expect(events[0]!.composed).toBe(true);
  });

  it('opens the tab the URL names', async () => {
    history.replaceState(null, '', '/guide?pm=yarn');
    const element = await mount(
      `<persisted-tabs query-group="pm" default-active="pnpm">${threePanels}</persisted-tabs>`,
    );
    expect(activeLabel(element)).toBe('Yarn');
  });

  it('replaces a query value no tab has with the tab it shows, keeping other parameters and the hash', async () => {
    history.replaceState(null, '', '/guide?lang=en&pm=cargo#setup');
    const element = await mount(`<persisted-tabs query-group="pm" restore-delay="0">${threePanels}</persisted-tabs>`);
    expect(activeLabel(element)).toBe('npm');
    expect(location.search).toBe('?lang=en&pm=npm');
    expect(location.hash).toBe('#setup');
  });

  it('puts the restored tab in the URL in place of an unknown query value', async () => {
    history.replaceState(null, '', '/guide?pm=cargo');
    localStorage.setItem('docs-widgets:tabs:group:pm', '"pnpm"');
    const element = await mount(`<persisted-tabs query-group="pm" restore-delay="0">${threePanels}</persisted-tabs>`);
    expect(activeLabel(element)).toBe('pnpm');
    expect(location.search).toBe('?pm=pnpm');
  });

  it('leaves a query value that another tab set of the group has', async () => {
    history.replaceState(null, '', '/guide?pm=bun');
    await mount(
      `<persisted-tabs query-group="pm" restore-delay="0"><tab-panel value="bun" label="Bun">bun add</tab-panel><tab-panel value="npm" label="npm">npm i</tab-panel></persisted-tabs>`,
    );
    const withoutBun = await mount(
      `<persisted-tabs query-group="pm" restore-delay="0">${threePanels}</persisted-tabs>`,
    );
    expect(activeLabel(withoutBun)).toBe('npm');
    expect(location.search).toBe('?pm=bun');
  });

  it('says "restoring" on the host until the restore delay brings back the stored tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem('docs-widgets:tabs:group:pm', '"yarn"');
    const container = document.createElement('div');
    container.innerHTML = `<persisted-tabs query-group="pm" restore-delay="500">${threePanels}</persisted-tabs>`;
    document.body.append(container);
    const element = container.firstElementChild!;
    await settle();
    expect(element.getAttribute('data-state')).toBe('restoring');
    expect(activeLabel(element)).toBe('npm');
    await vi.advanceTimersByTimeAsync(500);
    await settle();
    expect(element.getAttribute('data-state')).toBe('ready');
    expect(activeLabel(element)).toBe('Yarn');
  });

  it('switches other tab sets of the same group on the page', async () => {
    const first = await mount(`<persisted-tabs query-group="pm">${threePanels}</persisted-tabs>`);
    const second = await mount(`<persisted-tabs query-group="pm">${threePanels}</persisted-tabs>`);
    const events: string[] = [];
    second.addEventListener('dw-tab-change', (event) => events.push((event as CustomEvent).detail.source));
    tabs(first)[1]!.click();
    await settle();
    expect(activeLabel(second)).toBe('Yarn');
    expect(events).toEqual(['sync']);
  });

  it('names the element and attribute for panels it cannot show, and shows the rest', async () => {
    const element = await mount(`<persisted-tabs>
      <tab-panel value="npm" label="npm">npm</tab-panel>
      <tab-panel label="Orphan">no value</tab-panel>
      <tab-panel value="npm" label="npm again">repeat</tab-panel>
      <tab-panel value="bun">no label</tab-panel>
      <tab-panel value="deno" label="npm">same label</tab-panel>
      <div>stray</div>
    </persisted-tabs>`);
    const problems = problemText(element);
    expect(problems).toContain('<persisted-tabs> <tab-panel> number 2 ("Orphan") has no "value" attribute');
    expect(problems).toContain('repeats the value "npm"');
    expect(problems).toContain('<tab-panel value="bun"> has no "label" attribute');
    expect(problems).toContain('has the same "label" ("npm")');
    expect(problems).toContain('<div> is not a <tab-panel>');
    expect(tabs(element).map((tab) => tab.textContent)).toEqual(['npm', 'bun', 'npm']);
    expect(element.querySelector('div')?.hasAttribute('slot')).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('<persisted-tabs> <tab-panel> number 2'));
  });

  it('names the mistakes, and says it has no tabs yet, in the page language', async () => {
    document.documentElement.lang = 'ja';
    const element = await mount(`<persisted-tabs default-active="bun">
      <tab-panel label="Orphan">no value</tab-panel>
      <div>stray</div>
    </persisted-tabs>`);
    await waitFor(() =>
      expect(shadow(element).querySelector('.persisted-tabs-empty')?.textContent).toBe(
        'まだ表示するタブがありません。<persisted-tabs> の中に <tab-panel value="…" label="…"> 要素を入れてください。',
      ),
    );
    expect(problemText(element)).toContain(
      '<persisted-tabs> 1 番目の <tab-panel> (「Orphan」) に "value" 属性がないため表示されません。',
    );
    expect(problemText(element)).toContain('<div> は <tab-panel> ではないため表示されません。');
  });

  it('reports attributes it cannot use and falls back to their defaults', async () => {
    const element = await mount(
      `<persisted-tabs sticky sticky-offset="banana" restore-delay="-5" default-active="bun">${threePanels}</persisted-tabs>`,
    );
    const problems = problemText(element);
    expect(problems).toContain('attribute "sticky-offset": "banana" is not a CSS length; using 100px.');
    expect(problems).toContain('attribute "restore-delay": -5 is not 0 or more milliseconds; using 300.');
    expect(problems).toContain('attribute "default-active": "bun" names no tab; using "npm".');
    expect(activeLabel(element)).toBe('npm');
    const root = shadow(element).querySelector<HTMLElement>('.persisted-tabs')!;
    expect(root.style.getPropertyValue('--sticky-offset')).toBe('100px');
  });

  it('takes a sticky offset in pixels or as a CSS length', async () => {
    const pixels = await mount(`<persisted-tabs sticky sticky-offset="64">${threePanels}</persisted-tabs>`);
    expect(
      shadow(pixels).querySelector<HTMLElement>('.persisted-tabs')!.style.getPropertyValue('--sticky-offset'),
    ).toBe('64px');
    const rem = await mount(`<persisted-tabs sticky sticky-offset="4rem">${threePanels}</persisted-tabs>`);
    expect(shadow(rem).querySelector('.persisted-tabs')!.hasAttribute('data-sticky')).toBe(true);
    expect(shadow(rem).querySelector<HTMLElement>('.persisted-tabs')!.style.getPropertyValue('--sticky-offset')).toBe(
      '4rem',
    );
    expect(shadow(rem).querySelector('[role="alert"]')).toBeNull();
  });

  it('shows an empty state without panels, and the tabs once panels are added', async () => {
    const element = await mount('<persisted-tabs></persisted-tabs>');
    expect(element.getAttribute('data-state')).toBe('empty');
    expect(shadow(element).textContent).toContain('No tabs to show yet');
    element.insertAdjacentHTML('beforeend', '<tab-panel value="a" label="Added">later</tab-panel>');
    await settle();
    expect(tabs(element).map((tab) => tab.textContent)).toEqual(['Added']);
    expect(element.getAttribute('data-state')).toBe('ready');
  });

  it('shows markup in labels and values as text', async () => {
    const element = await mount(
      '<persisted-tabs><tab-panel value="&lt;b&gt;" label="&lt;img src=x onerror=alert(1)&gt;">x</tab-panel></persisted-tabs>',
    );
    expect(tabs(element)[0]!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(shadow(element).querySelector('img')).toBeNull();
  });
});
