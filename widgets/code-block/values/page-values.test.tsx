import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeBlock } from '../code-block';
import { define } from '../code-block.element';
import { mount, settle, shadow, waitFor } from '../../shared/testing';
import {
  editablePlaceholders,
  getPageValues,
  resetPageValuesForTests,
  setProjectValues,
  typeValue,
} from './page-values';
import { watchProjectValues } from './watch-project-values';

define();

function declare(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'docs-widgets:editable-placeholders';
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.body.innerHTML = '';
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
  localStorage.clear();
  resetPageValuesForTests();
});

function renderBlocks(codes: string[]) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <>
        {codes.map((code, index) => (
          <CodeBlock key={index} code={code} />
        ))}
      </>,
    ),
  );
  return { container, root };
}

const texts = (container: Element) => [...container.querySelectorAll('pre code')].map((code) => code.textContent);

describe('editable placeholders', () => {
  it('reads the names from the head meta tag, with :secret, and ignores bad names and project names', () => {
    declare('ref, db-password:secret  Bad_Name project-url table');
    expect([...editablePlaceholders()]).toEqual([
      ['ref', { secret: false }],
      ['db-password', { secret: true }],
      ['table', { secret: false }],
    ]);
  });

  it('ignores a declaration in the body, where pasted content lands', () => {
    const meta = document.createElement('meta');
    meta.name = 'docs-widgets:editable-placeholders';
    meta.content = 'ref';
    document.body.append(meta);
    expect(editablePlaceholders().size).toBe(0);
  });

  it('fills a value typed in one sample into every sample, and remembers only the non-secret one', async () => {
    declare('table db-password:secret');
    const { container, root } = renderBlocks([
      'select * from {{table}};',
      'psql "postgresql://postgres:{{db-password}}@db.example.com/postgres" -c "select * from {{table}}"',
    ]);
    await waitFor(() => expect(container.querySelectorAll('input')).toHaveLength(3));
    await settle(); // the samples subscribe to typed values in their effects
    const [tableField] = container.querySelectorAll<HTMLInputElement>('input');
    flushSync(() => typeValue('table', 'orders'));
    expect(texts(container)).toEqual([
      'select * from orders;\n',
      'psql "postgresql://postgres:db-passwordplaceholder: DB password@db.example.com/postgres" -c "select * from orders"\n',
    ]);
    expect(tableField!.value).toBe('orders');
    flushSync(() => typeValue('db-password', 'hunter2!'));
    expect(localStorage.getItem('docs-widgets:placeholder:table')).toBe('orders');
    expect(localStorage.getItem('docs-widgets:placeholder:db-password')).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain('hunter2');
    // Secret: shortened until revealed.
    expect(texts(container)[1]).not.toContain('hunter2!');
    expect(container.querySelector('input[type="password"]')).not.toBeNull();
    root.unmount();
  });

  it('describes each field: what it fills, where it is kept, and the encoding only for a value that goes into a URL', async () => {
    declare('db-password:secret region');
    const { container, root } = renderBlocks([
      'postgresql://postgres.abc:{{db-password}}@pooler.example.com:5432/postgres',
      'REGION={{region}}',
    ]);
    await waitFor(() => expect(container.querySelectorAll('input')).toHaveLength(2));
    const [password, region] = container.querySelectorAll('input');
    const description = (input: HTMLInputElement) =>
      container.querySelector(`[id="${input.getAttribute('aria-describedby')}"]`)?.textContent ?? '';
    expect(description(password!)).toContain('Fills db-password in every sample on this page; kept on this page only');
    expect(description(password!)).toContain('In a URL it is percent-encoded for you.');
    expect(password!.placeholder).toBe('Your DB password');
    expect(description(region!)).toBe('Fills region in every sample on this page; remembered on this site.');
    root.unmount();
  });

  it('restores remembered values for the names still declared non-secret, and drops one now secret', () => {
    localStorage.setItem('docs-widgets:placeholder:table', 'orders');
    localStorage.setItem('docs-widgets:placeholder:token', 'was-not-secret');
    declare('table token:secret');
    editablePlaceholders();
    expect(getPageValues().values).toEqual({ table: { value: 'orders', secret: false } });
    expect(localStorage.getItem('docs-widgets:placeholder:token')).toBeNull();
  });
});

describe('project values', () => {
  it('re-fills every sample at once, and a sample\u2019s own values win', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <>
          <CodeBlock code={'URL={{project-url}}'} />
          <CodeBlock code={'curl {{project-url}} -H "apikey: {{anon-key}}"'} />
          <CodeBlock code={'URL={{project-url}}'} values={{ 'project-url': 'https://own.example' }} />
        </>,
      ),
    );
    await waitFor(() => expect(container.querySelectorAll('.placeholder')).toHaveLength(3));
    await settle(); // the samples subscribe to page values in their effects
    flushSync(() =>
      setProjectValues(
        'filled',
        {
          'project-url': 'https://one.supabase.co',
          'anon-key': 'eyJhbGciOiJIUzI1NiJ9.payload.signature',
        },
        'Acme Website',
        () => null,
      ),
    );
    expect(texts(container)).toEqual([
      'URL=https://one.supabase.co\n',
      'curl https://one.supabase.co -H "apikey: eyJhbGciOiJIUzI1NiJ9.payload.signature"\n',
      'URL=https://own.example\n',
    ]);
    flushSync(() => setProjectValues('logged-out', {}, '', () => null));
    expect(container.querySelectorAll('.placeholder')).toHaveLength(3);
    root.unmount();
  });

  it('shows hostile values as text: quotes, </script>, line breaks, 10 KB', async () => {
    const hostile = `"'</script><img src=x onerror=alert(1)>\nsecond line`;
    const long = 'k'.repeat(10_240);
    const { container, root } = renderBlocks(['const url = "{{project-url}}" // {{anon-key}}']);
    await waitFor(() => expect(container.querySelectorAll('.placeholder')).toHaveLength(2));
    await settle(); // the samples subscribe to page values in their effects
    flushSync(() =>
      setProjectValues('filled', { 'project-url': hostile, 'anon-key': long }, 'Acme Website', () => null),
    );
    expect(texts(container)[0]).toBe(`const url = "${hostile}" // ${long}\n`);
    expect(container.querySelector('script, img')).toBeNull();
    root.unmount();
  });

  it('does not load the API settings while the page has said nothing about a login', async () => {
    delete (window as { docsWidgetsSession?: unknown }).docsWidgetsSession;
    watchProjectValues();
    await settle();
    expect(getPageValues().project).toBe('none');
  });
});

describe('dw-copy', () => {
  it('reports the copied text with its placeholders as written, and the values only with report-values', async () => {
    const values = {
      'project-url': 'https://abc.supabase.co',
      'anon-key': { value: 'secret-key-value-123', secret: true },
    };
    for (const [attribute, expected] of [
      ['', 'curl {{project-url}} -H "apikey: {{anon-key}}"'],
      [' report-values', 'curl https://abc.supabase.co -H "apikey: secret-key-value-123"'],
    ] as const) {
      const element = await mount(
        `<code-block language="text"${attribute} code='curl {{project-url}} -H "apikey: {{anon-key}}"'></code-block>`,
      );
      (element as HTMLElement & { values: unknown }).values = values;
      await waitFor(() => expect(shadow(element).querySelector('.placeholder')).toBeNull());
      const heard: unknown[] = [];
      element.addEventListener('dw-copy', (event) => heard.push((event as CustomEvent).detail));
      shadow(element).querySelector<HTMLButtonElement>('[part="button"]')!.click();
      await settle();
      expect(await navigator.clipboard.readText()).toBe(
        'curl https://abc.supabase.co -H "apikey: secret-key-value-123"',
      );
      expect(heard).toEqual([{ value: expected }]);
      element.remove();
    }
  });
});
