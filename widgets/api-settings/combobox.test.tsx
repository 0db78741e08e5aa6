import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../shared/testing';
import { Combobox, virtualizeAbove, type ComboboxOption } from './combobox';

/** `count` projects in organizations of 1,000 each, named so a search can find one. */
function manyProjects(count: number): ComboboxOption[] {
  return Array.from({ length: count }, (_, index) => ({
    value: `project-${index}`,
    label: `Project ${String(index + 1).padStart(5, '0')}`,
    group: `Organization ${Math.floor(index / 1000) + 1}`,
  }));
}

async function renderPicker(options: ComboboxOption[], onChange = vi.fn()) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <Combobox
        label="Project"
        noun="project"
        options={options}
        value={options[0]?.value}
        onChange={onChange}
        status="ready"
      />,
    ),
  );
  container.querySelector<HTMLButtonElement>('button.trigger')!.click();
  await settle();
  const search = container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  return { container, search, onChange, unmount: () => root.unmount() };
}

async function press(target: Element, key: string, init: KeyboardEventInit = {}) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  await settle();
}

/** Types into a React-controlled field the way a user would (React watches the native setter). */
async function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

function active(container: Element, search: HTMLInputElement): HTMLElement | null {
  const id = search.getAttribute('aria-activedescendant');
  return id ? container.querySelector<HTMLElement>(`[id="${id}"]`) : null;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Combobox with 10,000 projects', () => {
  it('renders only a bounded number of options, each saying its position in the whole list', async () => {
    const { container, unmount } = await renderPicker(manyProjects(10_000));
    const rendered = container.querySelectorAll('[role="option"]');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    expect(rendered[0]?.getAttribute('aria-setsize')).toBe('10000');
    expect(rendered[0]?.getAttribute('aria-posinset')).toBe('1');
    const group = container.querySelector('[role="group"]')!;
    expect(container.querySelector(`[id="${group.getAttribute('aria-labelledby')}"]`)?.textContent).toBe(
      'Organization 1',
    );
    unmount();
  });

  it('reaches the last project with End and the first with Home, the active option always in the DOM', async () => {
    const { container, search, onChange, unmount } = await renderPicker(manyProjects(10_000));
    await press(search, 'End');
    const option = active(container, search);
    expect(option?.textContent).toBe('Project 10000');
    expect(option?.getAttribute('aria-posinset')).toBe('10000');
    // Its organization's group keeps its name though the heading has scrolled away.
    const group = option!.closest('[role="group"]')!;
    expect(container.querySelector(`[id="${group.getAttribute('aria-labelledby')}"]`)?.textContent).toBe(
      'Organization 10',
    );
    expect(container.querySelectorAll('[role="option"]').length).toBeLessThan(60);
    await press(search, 'ArrowUp');
    expect(active(container, search)?.textContent).toBe('Project 09999');
    await press(search, 'Home');
    expect(active(container, search)?.textContent).toBe('Project 00001');
    await press(search, 'PageDown');
    expect(active(container, search)?.getAttribute('aria-posinset')).toBe('11');
    await press(search, 'Enter');
    expect(onChange).toHaveBeenCalledWith('project-10');
    unmount();
  });

  it('walks to the last project with ArrowDown alone', async () => {
    const count = virtualizeAbove + 1;
    const { container, search, unmount } = await renderPicker(manyProjects(count));
    for (let step = 1; step < count; step += 1) await press(search, 'ArrowDown');
    expect(active(container, search)?.textContent).toBe(`Project ${String(count).padStart(5, '0')}`);
    expect(container.querySelectorAll('[role="option"]').length).toBeLessThan(60);
    unmount();
  });

  it('filters as the reader types, and picks a match far down the list', async () => {
    const { container, search, onChange, unmount } = await renderPicker(manyProjects(10_000));
    await type(search, 'Project 0987');
    const options = [...container.querySelectorAll('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Project 0987${index}`),
    );
    expect(options[0]?.getAttribute('aria-setsize')).toBe('10');
    await press(search, 'End', { ctrlKey: true });
    await press(search, 'Enter');
    expect(onChange).toHaveBeenCalledWith('project-9878');
    unmount();
  });

  it('keeps Home and End for the caret while there is text in the search field', async () => {
    const { container, search, unmount } = await renderPicker(manyProjects(10_000));
    await type(search, 'Project');
    await press(search, 'End');
    expect(active(container, search)?.textContent).toBe('Project 00001');
    await press(search, 'End', { ctrlKey: true });
    expect(active(container, search)?.textContent).toBe('Project 10000');
    unmount();
  });
});
