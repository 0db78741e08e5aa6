import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRoot, type Root } from 'react-dom/client';
import { Tabs, type TabChange, type TabItem } from './persisted-tabs';
import { settle } from '../shared/testing';

const packageManagers: TabItem[] = [
  { value: 'npm', label: 'npm', content: <p>npm install widgets</p> },
  { value: 'yarn', label: 'Yarn', content: <p>yarn add widgets</p> },
  { value: 'pnpm', label: 'pnpm', content: <p>pnpm add widgets</p> },
];

const roots: Root[] = [];

async function render(element: React.ReactElement): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  root.render(element);
  await settle();
  return container;
}

function activeTab(container: HTMLElement): string | null | undefined {
  return container.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
}

/** The text of the panels shown, without the tab names only a reader without a script sees. */
function visiblePanelText(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
    .filter((panel) => !panel.hidden)
    .map((panel) =>
      [...panel.childNodes]
        .filter((node) => !(node instanceof Element && node.classList.contains('dw-no-script')))
        .map((node) => node.textContent)
        .join(''),
    );
}

function tab(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name);
  if (!found) throw new Error(`no tab named ${name}`);
  return found;
}

beforeEach(() => {
  history.replaceState(null, '', '/guide');
});

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.useRealTimers();
});

describe('Tabs', () => {
  it('shows the first tab and only its panel, with the tabs pattern roles and links', async () => {
    const container = await render(<Tabs items={packageManagers} label="Package manager" />);
    expect(container.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Package manager');
    expect(activeTab(container)).toBe('npm');
    expect(visiblePanelText(container)).toEqual(['npm install widgets']);
    const yarn = tab(container, 'Yarn');
    const panel = container.querySelector(`#${CSS.escape(yarn.getAttribute('aria-controls')!)}`);
    expect(panel?.getAttribute('role')).toBe('tabpanel');
    expect(panel?.getAttribute('aria-labelledby')).toBe(yarn.id);
  });

  it('switches on click, writes the URL query and storage, and reports the change', async () => {
    history.replaceState(null, '', '/guide?lang=en#install');
    const changes: TabChange[] = [];
    const container = await render(
      <Tabs items={packageManagers} queryGroup="pm" onChange={(change) => changes.push(change)} />,
    );
    tab(container, 'Yarn').click();
    await settle();
    expect(activeTab(container)).toBe('Yarn');
    expect(visiblePanelText(container)).toEqual(['yarn add widgets']);
    expect(location.search).toBe('?lang=en&pm=yarn');
    expect(location.hash).toBe('#install');
    expect(localStorage.getItem('docs-widgets:tabs:group:pm')).toBe('"yarn"');
    expect(changes).toEqual([{ value: 'yarn', queryGroup: 'pm', source: 'user' }]);
  });

  it('opens the tab named in the URL, over a stored choice and the default', async () => {
    history.replaceState(null, '', '/guide?pm=pnpm');
    localStorage.setItem('docs-widgets:tabs:group:pm', '"yarn"');
    const container = await render(
      <Tabs items={packageManagers} queryGroup="pm" defaultActive="npm" restoreDelay={0} />,
    );
    expect(activeTab(container)).toBe('pnpm');
  });

  it('restores the stored choice after the restore delay, showing the default until then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem('docs-widgets:tabs:group:pm', '"pnpm"');
    const changes: TabChange[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    root.render(
      <Tabs items={packageManagers} queryGroup="pm" defaultActive="yarn" onChange={(c) => changes.push(c)} />,
    );
    await settle();
    await vi.advanceTimersByTimeAsync(299);
    await settle();
    expect(activeTab(container)).toBe('Yarn');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(activeTab(container)).toBe('pnpm');
    expect(changes).toEqual([{ value: 'pnpm', queryGroup: 'pm', source: 'restore' }]);
  });

  it('restores at once with a restore delay of 0', async () => {
    localStorage.setItem('docs-widgets:tabs:group:pm', '"pnpm"');
    const container = await render(<Tabs items={packageManagers} queryGroup="pm" restoreDelay={0} />);
    expect(activeTab(container)).toBe('pnpm');
  });

  it('ignores unknown values in the URL and storage, and corrupt storage', async () => {
    history.replaceState(null, '', '/guide?pm=bun');
    localStorage.setItem('docs-widgets:tabs:group:pm', '"deno"');
    const unknown = await render(
      <Tabs items={packageManagers} queryGroup="pm" defaultActive="yarn" restoreDelay={0} />,
    );
    expect(activeTab(unknown)).toBe('Yarn');
    expect(location.search).toBe('?pm=yarn'); // the unknown value gave way to the tab shown

    history.replaceState(null, '', '/guide');
    localStorage.setItem('docs-widgets:tabs:group:pm', '{not json');
    const corrupt = await render(<Tabs items={packageManagers} queryGroup="pm" restoreDelay={0} />);
    expect(activeTab(corrupt)).toBe('npm');
  });

  it('switches every tab set of the same query group on the page, and leaves other groups alone', async () => {
    const first = await render(<Tabs items={packageManagers} queryGroup="pm" restoreDelay={0} />);
    const second = await render(<Tabs items={packageManagers.slice(0, 2)} queryGroup="pm" restoreDelay={0} />);
    const other = await render(<Tabs items={packageManagers} queryGroup="runtime" restoreDelay={0} />);
    tab(first, 'Yarn').click();
    await settle();
    expect(activeTab(second)).toBe('Yarn');
    expect(activeTab(other)).toBe('npm');
    tab(first, 'pnpm').click();
    await settle();
    expect(activeTab(second)).toBe('Yarn'); // it has no pnpm tab: keeps its own
  });

  it('follows a choice stored by another browser tab (the storage event)', async () => {
    const container = await render(<Tabs items={packageManagers} queryGroup="pm" restoreDelay={0} />);
    const key = 'docs-widgets:tabs:group:pm';
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '"pnpm"' }));
    await settle();
    expect(activeTab(container)).toBe('pnpm');
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '"npm"', storageArea: sessionStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: 'garbage' }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '"bun"' }));
    await settle();
    expect(activeTab(container)).toBe('pnpm');
  });

  it('moves with Left/Right (wrapping) and Home/End, keeping one tab in the tab order', async () => {
    const container = await render(<Tabs items={packageManagers} />);
    const press = async (key: string) => {
      const focused = container.querySelector<HTMLElement>('[role="tab"][tabindex="0"]')!;
      focused.focus();
      focused.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await settle();
    };
    await press('ArrowRight');
    expect(activeTab(container)).toBe('Yarn');
    expect(document.activeElement?.textContent).toBe('Yarn');
    await press('End');
    expect(activeTab(container)).toBe('pnpm');
    await press('ArrowRight');
    expect(activeTab(container)).toBe('npm');
    await press('ArrowLeft');
    expect(activeTab(container)).toBe('pnpm');
    await press('Home');
    expect(activeTab(container)).toBe('npm');
    const tabIndexes = [...container.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'));
    expect(tabIndexes).toEqual(['0', '-1', '-1']);
  });

  it('gives two tab sets with the same values different ids', async () => {
    const container = await render(
      <>
        <Tabs items={packageManagers} />
        <Tabs items={packageManagers} />
      </>,
    );
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it('drops a repeated value instead of rendering two tabs for it', async () => {
    const container = await render(
      <Tabs items={[...packageManagers, { value: 'npm', label: 'npm again', content: null }]} />,
    );
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(3);
  });
});
