import { afterEach, expect, it, vi } from 'vitest';
import { define } from './code-block.element';
import { shadow, waitFor } from '../shared/testing';

// Nothing in this file loads the shell highlighter up front (code-block.test.tsx does, as a CLI
// reference would): the element loads it on first use, like a highlight.js grammar. The test holds
// that load until it has looked at the block, as a slow network would: without the gate, a fast
// load could colour the block before the state change is observed.
const shellLoad = vi.hoisted(() => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release: () => release() };
});
vi.mock('./shell', async (importOriginal) => {
  await shellLoad.gate;
  return importOriginal();
});

define();

afterEach(() => {
  document.body.innerHTML = '';
});

/** Appends a block and records, at every change of its data-state, the state and what the reader sees. */
function watch(code: string, language = 'sh') {
  const element = document.createElement('code-block');
  element.setAttribute('language', language);
  element.setAttribute('code', code);
  const seen: Array<{ state: string | null; text: string; coloured: number }> = [];
  new MutationObserver(() => {
    const root = element.shadowRoot;
    seen.push({
      state: element.getAttribute('data-state'),
      text: root?.querySelector('pre code')?.textContent ?? '',
      coloured: root?.querySelectorAll('[class^="hl-"]').length ?? 0,
    });
  }).observe(element, { attributeFilter: ['data-state'] });
  document.body.append(element);
  return { element, seen };
}

it('shows shell code as plain text at once, then coloured when the shell highlighter has loaded', async () => {
  const { element, seen } = watch('supabase link --project-ref abc # once');
  await waitFor(() => expect(element.getAttribute('data-state')).toBe('highlighting'));
  await waitFor(() =>
    expect(seen).toContainEqual({
      state: 'highlighting',
      text: 'supabase link --project-ref abc # once\n',
      coloured: 0,
    }),
  );
  shellLoad.release();
  await waitFor(() => expect(element.getAttribute('data-state')).toBe('highlighted'));
  const root = shadow(element);
  expect(root.querySelector('.hl-type')?.textContent).toBe('supabase');
  expect(root.querySelector('.hl-attribute')?.textContent).toBe('--project-ref');
  expect(root.querySelector('.hl-comment')?.textContent).toBe('# once');
  expect(root.querySelector('pre code')?.textContent).toBe('supabase link --project-ref abc # once\n');

  // Loaded once for the page: the next shell block is coloured in its first render.
  const next = watch('npx supabase start');
  await waitFor(() => expect(next.element.getAttribute('data-state')).toBe('highlighted'));
  expect(next.seen.every((moment) => moment.coloured > 0)).toBe(true);
  expect(next.seen.map((moment) => moment.state)).not.toContain('highlighting');
});

it('colours a block at once when a block before it has loaded its highlight.js grammar', async () => {
  const first = watch('select 1;', 'sql');
  await waitFor(() => expect(first.element.getAttribute('data-state')).toBe('highlighted'));
  expect(first.seen.map((moment) => moment.state)).toContain('highlighting');

  const next = watch('select name from products;', 'postgres');
  await waitFor(() => expect(next.element.getAttribute('data-state')).toBe('highlighted'));
  expect(next.seen.every((moment) => moment.coloured > 0)).toBe(true);
  expect(shadow(next.element).querySelector('.hl-keyword')?.textContent).toBe('select');
});
