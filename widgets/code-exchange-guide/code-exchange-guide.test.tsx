import { afterEach, describe, expect, it } from 'vitest';
import ts from 'typescript';
import { define } from './code-exchange-guide.element';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { clientSample, safeNextPathSource, serverSamples, signInSource } from './samples';

define();

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', location.pathname);
});

function compile(source: string): ts.TranspileOutput {
  return ts.transpileModule(source, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
}

/** The helper exactly as the guide shows it, compiled and loaded. */
function loadSafeNextPath(): (next: string | null | undefined) => string {
  const { outputText } = compile(safeNextPathSource);
  const body = outputText.replace(/^export /m, '') + '\nreturn safeNextPath;';
  return new Function(body)() as (next: string | null | undefined) => string;
}

const tab = (root: ParentNode, name: string) =>
  [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === name)!;

const visibleCode = (element: Element) =>
  [...shadow(element).querySelectorAll('[role="tabpanel"]:not([hidden]) pre')].map((pre) => pre.textContent ?? '');

describe('the safeNextPath helper shown in the guide', () => {
  const safeNextPath = loadSafeNextPath();

  it.each([
    ['/account', '/account'],
    ['/account?tab=profile#avatar', '/account?tab=profile#avatar'],
    ['/', '/'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps the same-site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/account'],
    ['javascript:alert(1)'],
    ['account'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    [' /account'],
  ])('turns %j into /', (next) => {
    expect(safeNextPath(next)).toBe('/');
  });

  it('never lets a kept path leave the origin once a browser resolves it', () => {
    const attempts = ['/a', '//b', '/\\c', '/\t/d', '/.//e', '/%09/f', '/..//g', '\\/h'];
    for (const next of attempts) {
      expect(new URL(safeNextPath(next), 'https://docs.example.com').origin).toBe('https://docs.example.com');
    }
  });
});

describe('the samples', () => {
  it.each([...serverSamples, clientSample].map((sample) => [sample.label, sample.code] as const))(
    '%s compiles and follows the contract',
    (_label, code) => {
      expect(compile(code).diagnostics ?? []).toEqual([]);
      expect(code).toContain('exchangeCodeForSession(code)');
      expect(code).toContain("'/auth/auth-code-error'");
      expect(code).toMatch(/const next = safeNextPath\(/);
      // `next` reaches a redirect only after the check
      expect(code).not.toMatch(/redirect\([^)]*get\('next'\)/);
      expect(code).not.toMatch(/replace\([^)]*get\('next'\)/);
    },
  );

  it('covers Next.js, SvelteKit, Astro, Remix and Express', () => {
    expect(serverSamples.map((sample) => sample.label)).toEqual(['Next.js', 'SvelteKit', 'Astro', 'Remix', 'Express']);
  });

  it('starts sign-in with a redirect to the callback route', () => {
    expect(compile(signInSource).diagnostics ?? []).toEqual([]);
    expect(signInSource).toContain('/auth/callback?next=');
  });
});

describe('<code-exchange-guide>', () => {
  it('shows the server samples per framework, and the client sample, in persisted tabs', async () => {
    const element = await mount('<code-exchange-guide></code-exchange-guide>');
    const root = shadow(element);
    expect(tab(root, 'Server').getAttribute('aria-selected')).toBe('true');
    expect(visibleCode(element).some((code) => code.includes("from 'next/server'"))).toBe(true);
    tab(root, 'SvelteKit').click();
    await settle();
    expect(visibleCode(element).some((code) => code.includes("from '@sveltejs/kit'"))).toBe(true);
    expect(new URL(location.href).searchParams.get('framework')).toBe('sveltekit');
    tab(root, 'Client').click();
    await settle();
    expect(visibleCode(element).some((code) => code.includes('window.location.replace'))).toBe(true);
    expect(new URL(location.href).searchParams.get('environment')).toBe('client');
  });

  it('opens on the framework named in the URL', async () => {
    history.replaceState(null, '', '?framework=express');
    const element = await mount('<code-exchange-guide></code-exchange-guide>');
    expect(tab(shadow(element), 'Express').getAttribute('aria-selected')).toBe('true');
    expect(visibleCode(element).some((code) => code.includes("app.get('/auth/callback'"))).toBe(true);
  });

  it('uses its own query groups when given', async () => {
    const element = await mount(
      '<code-exchange-guide framework-group="fw" environment-group="env"></code-exchange-guide>',
    );
    tab(shadow(element), 'Astro').click();
    await settle();
    expect(new URL(location.href).searchParams.get('fw')).toBe('astro');
  });

  it('fires dw-copy with the copied sample', async () => {
    const element = await mount('<code-exchange-guide></code-exchange-guide>');
    const heard: unknown[] = [];
    element.addEventListener('dw-copy', (event) => heard.push((event as CustomEvent).detail));
    const helperBlock = [...shadow(element).querySelectorAll('.code-block')].find((block) =>
      block.textContent?.includes('safe-next-path.ts'),
    )!;
    helperBlock.querySelector<HTMLButtonElement>('[part="button"]')!.click();
    await settle();
    expect(heard).toEqual([{ value: safeNextPathSource }]);
  });

  it('titles each step at the heading level asked for', async () => {
    const element = await mount('<code-exchange-guide heading-level="4"></code-exchange-guide>');
    expect([...shadow(element).querySelectorAll('h4')].map((heading) => heading.textContent)).toEqual([
      'Point the sign-in at your callback route',
      'Accept only same-site paths in next',
      'Exchange the code for a session',
      'Add the error page',
    ]);
  });

  it('writes its headings and tabs in the page\u2019s language; its prose stays English unless the site gives it', async () => {
    document.documentElement.lang = 'ja';
    try {
      const element = await mount('<code-exchange-guide></code-exchange-guide>');
      await waitFor(() =>
        expect(shadow(element).querySelector('h3')?.textContent).toBe('サインインの戻り先をコールバックルートにする'),
      );
      expect([...shadow(element).querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
        'サインインの戻り先をコールバックルートにする',
        'next には同じサイトのパスだけを受け付ける',
        'コードをセッションと交換する',
        'エラーページを追加する',
      ]);
      const lists = [...shadow(element).querySelectorAll('[role="tablist"]')].map((list) =>
        list.getAttribute('aria-label'),
      );
      expect(lists).toEqual(['交換を実行する場所', 'フレームワーク']);
      expect(tab(shadow(element), 'サーバー').getAttribute('aria-selected')).toBe('true');
      expect(tab(shadow(element), 'クライアント')).toBeDefined();
      expect(shadow(element).querySelector('.code-exchange-guide > p')?.textContent).toMatch(/^With the PKCE flow/);
    } finally {
      document.documentElement.lang = '';
    }
  });
});
