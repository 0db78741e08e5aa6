import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoData, fakeAnonKey } from '../../demo/platform/platform-api.mjs';
import { copyFeedbackDuration } from '../copy-button';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { define } from './api-settings.element';
import { storageKeys } from './selection';
import { installSessionListener, resetSessionForTests, sessionEvent } from './session';
import { resetSharedStoresForTests } from './store';

define();

type Mode = 'ok' | 'error-500' | 'empty' | 'wrong-shape' | 'bad-endpoint' | 'redirect';

/** A stand-in for the platform API inside happy-dom, built on the local API's data. */
function stubPlatform(modes: Partial<Record<'organizations' | 'projects' | 'branches' | 'apiSettings', Mode>> = {}) {
  const requests: Request[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const answer = (mode: Mode | undefined, ok: unknown, empty: unknown, wrong: unknown) =>
    mode === 'error-500'
      ? json({ message: 'boom' }, 500)
      : mode === 'empty'
        ? json(empty)
        : mode === 'wrong-shape'
          ? json(wrong)
          : json(ok);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    if (request.headers.get('authorization') !== 'Bearer test-token') return json({ message: 'no' }, 401);
    const path = new URL(request.url).pathname;
    if (path === '/api/platform/organizations') {
      return answer(modes.organizations, demoData.organizations, [], { organizations: [] });
    }
    if (path === '/api/platform/projects') return answer(modes.projects, demoData.projects, [], [{ ref: 5 }]);
    const branches = /^\/api\/v1\/projects\/(\w+)\/branches$/.exec(path);
    if (branches) return answer(modes.branches, demoData.branchesOf(branches[1]!), [], [{ id: 1 }]);
    const settings = /^\/api\/platform\/props\/project\/(\w+)\/api$/.exec(path);
    if (settings) {
      const ref = settings[1]!;
      const service = (endpoint: string) => ({
        autoApiService: { protocol: 'https', endpoint, defaultApiKey: fakeAnonKey(ref) },
      });
      if (modes.apiSettings === 'bad-endpoint') return json(service('a.test:99999'));
      if (modes.apiSettings === 'redirect')
        return new Response(null, { status: 302, headers: { location: '/elsewhere' } });
      return answer(modes.apiSettings, service(demoData.endpointOf(ref)), service(''), { autoApiService: null });
    }
    return json({ message: 'not found' }, 404);
  });
  return {
    requests,
    paths: () => requests.map((request) => new URL(request.url).pathname),
  };
}

function logIn(accessToken = 'test-token') {
  document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedIn', accessToken } }));
}

function logOut() {
  document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedOut' } }));
}

const website = demoData.projects.find((project) => project.name === 'Acme Website')!;
const backend = demoData.projects.find((project) => project.name === 'Acme Mobile Backend')!;

function valueOf(element: Element): string | undefined {
  return shadow(element).querySelector<HTMLInputElement>('input.value')?.value;
}

function pickers(element: Element): HTMLButtonElement[] {
  return [...shadow(element).querySelectorAll<HTMLButtonElement>('button.trigger')];
}

/** Types into a React-controlled field the way a user would (React watches the native setter). */
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

function key(target: Element, name: string, init: KeyboardEventInit = {}) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, composed: true, ...init }));
}

beforeEach(() => {
  localStorage.clear();
  installSessionListener(); // what define() does when the chunk loads
});

afterEach(() => {
  document.body.innerHTML = '';
  resetSharedStoresForTests();
  resetSessionForTests();
  delete window.docsWidgetsSession;
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('<api-settings> session states', () => {
  it('shows the log-in prompt on a loaded page that has said nothing about a session', async () => {
    const platform = stubPlatform();
    const element = await mount('<api-settings></api-settings>');
    expect(element.getAttribute('data-state')).toBe('logged-out');
    expect(shadow(element).querySelector('.message')?.textContent).toBe('To get your Project URL, log in.');
    expect(platform.requests).toHaveLength(0);
  });

  it('waits in user-loading with disabled pickers while the page says it is finding out', async () => {
    const platform = stubPlatform();
    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'userLoading' } }));
    const element = await mount('<api-settings></api-settings>');
    expect(element.getAttribute('data-state')).toBe('user-loading');
    expect(pickers(element)[0]?.disabled).toBe(true);
    expect(pickers(element)[0]?.textContent).toContain('Loading…');
    expect(platform.requests).toHaveLength(0);
  });

  it('asks a logged-out reader to log in, naming the value, with pickers disabled', async () => {
    stubPlatform();
    const element = await mount(
      '<api-settings variable="anon-key" dashboard-base="https://app.test/dash"></api-settings>',
    );
    logOut();
    await settle();
    const root = shadow(element);
    expect(element.getAttribute('data-state')).toBe('logged-out');
    expect(root.querySelector('.message')?.textContent).toBe('To get your Anon key, log in.');
    expect(root.querySelector('.message a')?.getAttribute('href')).toBe('https://app.test/dash/projects');
    expect(pickers(element).every((picker) => picker.disabled)).toBe(true);
    expect(root.querySelector('input.value')).toBeNull();
  });

  it('uses a session the page set on window before the element loaded', async () => {
    stubPlatform();
    window.docsWidgetsSession = { state: 'loggedOut' };
    resetSessionForTests();
    define();
    const element = await mount('<api-settings></api-settings>');
    expect(element.getAttribute('data-state')).toBe('logged-out');
  });
});

describe('<api-settings> logged in', () => {
  it('shows the production branch URL of the first project, and the key in a second element', async () => {
    const platform = stubPlatform();
    logIn();
    const container = await mount(
      '<div><api-settings></api-settings><api-settings variable="anon-key"></api-settings></div>',
    );
    const [url, anonKey] = [...container.querySelectorAll('api-settings')];
    await waitFor(() => expect(url!.getAttribute('data-state')).toBe('ready'));
    expect(valueOf(url!)).toBe(`https://${website.ref}.supabase.test`);
    expect(valueOf(anonKey!)).toBe(fakeAnonKey(website.ref));
    expect(shadow(url!).querySelector('.heading')?.textContent).toBe('Project URL');
    expect(shadow(anonKey!).querySelector('.heading')?.textContent).toBe('Anon key');
    expect(pickers(url!).map((picker) => picker.textContent)).toEqual(['Acme Corp / Acme Website', 'mainProduction']);
    expect(platform.paths().filter((path) => path.endsWith('/organizations'))).toHaveLength(1);
    expect(platform.paths().filter((path) => path.endsWith('/api'))).toHaveLength(1);
    for (const request of platform.requests) {
      expect(request.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('picks a project with the keyboard: search, arrows, Enter; both elements follow and storage keeps ids', async () => {
    stubPlatform();
    logIn();
    const container = await mount(
      '<div><api-settings></api-settings><api-settings variable="anon-key"></api-settings></div>',
    );
    const [url, anonKey] = [...container.querySelectorAll('api-settings')];
    await waitFor(() => expect(url!.getAttribute('data-state')).toBe('ready'));

    const trigger = pickers(url!)[0]!;
    trigger.focus();
    key(trigger, 'ArrowDown');
    await settle();
    const search = shadow(url!).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    expect(shadow(url!).activeElement).toBe(search);
    expect(search.placeholder).toBe('Search project…');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const listbox = shadow(url!).getElementById(search.getAttribute('aria-controls')!)!;
    expect(listbox.getAttribute('role')).toBe('listbox');
    const active = () => shadow(url!).getElementById(search.getAttribute('aria-activedescendant')!)?.textContent;
    expect(active()).toBe('Acme Website');

    type(search, 'acme');
    await settle();
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(3);
    key(search, 'ArrowDown');
    await settle();
    expect(active()).toBe('Acme Mobile Backend');
    key(search, 'Enter');
    await waitFor(() => expect(valueOf(anonKey!)).toBe(fakeAnonKey(backend.ref)));

    expect(shadow(url!).querySelector('input[role="combobox"]')).toBeNull();
    expect(shadow(url!).activeElement).toBe(trigger);
    expect(valueOf(url!)).toBe(`https://${backend.ref}.supabase.test`);
    expect(pickers(anonKey!)).toHaveLength(1); // no branching on this project
    expect({ ...localStorage }).toEqual({
      [storageKeys.organization]: '1',
      [storageKeys.project]: backend.ref,
    });
  });

  it('says "No project found" when the search matches nothing, and Escape closes', async () => {
    stubPlatform();
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    pickers(element)[0]!.click();
    await settle();
    const search = shadow(element).querySelector<HTMLInputElement>('input[role="combobox"]')!;
    type(search, 'zzz-nothing');
    await settle();
    expect(shadow(element).querySelector('.empty')?.textContent).toBe('No project found');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(shadow(element).querySelector('[role="listbox"]')).toBeNull();
    key(search, 'Escape');
    await settle();
    expect(shadow(element).querySelector('.popup')).toBeNull();
  });

  it('lists more than ten projects in a scroll area, grouped by organization', async () => {
    stubPlatform();
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    pickers(element)[0]!.click();
    await settle();
    const listbox = shadow(element).querySelector('[role="listbox"]')!;
    expect(listbox.hasAttribute('data-scrolls')).toBe(true);
    const groups = [...listbox.querySelectorAll('[role="group"]')].map(
      (group) => shadow(element).getElementById(group.getAttribute('aria-labelledby')!)?.textContent,
    );
    expect(groups).toEqual(['Acme Corp', 'Northwind Traders', 'O\'Brien & "Quoted" Labs ✨']);
  });

  it('switches branch and shows that branch\u2019s own URL', async () => {
    stubPlatform();
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    const branchTrigger = pickers(element)[1]!;
    branchTrigger.click();
    await settle();
    const option = [...shadow(element).querySelectorAll<HTMLElement>('[role="option"]')].find((candidate) =>
      candidate.textContent?.startsWith('feature/new-pricing'),
    )!;
    option.click();
    const preview = demoData.branchesOf(website.ref).find((branch) => branch.name === 'feature/new-pricing')!;
    await waitFor(() => expect(valueOf(element)).toBe(`https://${preview.project_ref}.supabase.test`));
    expect(localStorage.getItem(storageKeys.branch)).toBe(preview.id);
  });

  it('goes back to logged-out and drops the value when the page logs out', async () => {
    stubPlatform();
    logIn();
    const element = await mount('<api-settings variable="anon-key"></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    logOut();
    await settle();
    expect(element.getAttribute('data-state')).toBe('logged-out');
    expect(shadow(element).textContent).not.toContain(fakeAnonKey(website.ref));
  });
});

describe('<api-settings> failures', () => {
  it('turns the pickers off and explains when the projects cannot be loaded, then retries', async () => {
    const platform = stubPlatform({ projects: 'error-500' });
    logIn();
    const element = await mount('<api-settings dashboard-base="https://app.test/dash"></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('data-error'));
    const root = shadow(element);
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('Your projects could not be loaded');
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('HTTP 500');
    expect(pickers(element).every((picker) => picker.disabled)).toBe(true);
    expect(root.querySelector('.message a')?.getAttribute('href')).toBe('https://app.test/dash/project/_/settings/api');

    platform.requests.length = 0;
    vi.unstubAllGlobals();
    stubPlatform();
    root.querySelector<HTMLButtonElement>('button.secondary')!.click();
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
  });

  it('writes its heading, messages, pickers and buttons in the page language', async () => {
    document.documentElement.lang = 'ja';
    stubPlatform({ projects: 'error-500' });
    const element = await mount('<api-settings variable="anon-key"></api-settings>');
    const root = shadow(element);
    await waitFor(() => expect(root.querySelector('.heading')?.textContent).toBe('anon キー'));
    expect(root.querySelector('.message')?.textContent).toBe('anon キー を表示するには、ログインしてください。');
    expect(root.querySelector('.combobox .label')?.textContent).toBe('プロジェクト');
    expect(pickers(element)[0]?.textContent).toBe('プロジェクトを選択…');
    logIn();
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('data-error'));
    expect(root.querySelector('[role="alert"] p')?.textContent).toBe(
      'プロジェクトを読み込めなかったため、選択欄は無効になっています。プラットフォームがエラーを返しました (HTTP 500)。',
    );
    expect(root.querySelector('button.secondary')?.textContent).toBe('再試行');
  });

  it('counts a wrong shape as an error, not a crash', async () => {
    stubPlatform({ organizations: 'wrong-shape' });
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('data-error'));
    expect(shadow(element).textContent).toContain('not in the form this page expects');
  });

  it('shows no-projects with a link to create one', async () => {
    stubPlatform({ projects: 'empty' });
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('no-projects'));
    expect(shadow(element).querySelector('.message')?.textContent).toContain('any projects yet');
    expect(shadow(element).querySelector('.message a')?.getAttribute('href')).toContain('/dashboard/new/_');
    expect(pickers(element)[0]?.disabled).toBe(true);
  });

  it('says the organizations could not be listed, and still offers the projects, when that list is empty', async () => {
    const platform = stubPlatform({ organizations: 'empty' });
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    const root = shadow(element);
    expect(root.textContent).not.toContain('any projects yet');
    const notice = root.querySelector('.notice')!;
    expect(notice.textContent).toContain('Your organizations could not be listed');
    expect(pickers(element)[0]?.disabled).toBe(false);
    expect(valueOf(element)).toBe(`https://${demoData.endpointOf(demoData.projects[0]!.ref)}`);
    const before = platform.paths().filter((path) => path.endsWith('/organizations')).length;
    notice.querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() =>
      expect(platform.paths().filter((path) => path.endsWith('/organizations')).length).toBe(before + 1),
    );
  });

  it('points to the dashboard\u2019s API settings of the project when its settings fail', async () => {
    stubPlatform({ apiSettings: 'empty' });
    logIn();
    const element = await mount('<api-settings variable="anon-key"></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('value-error'));
    const message = shadow(element).querySelector('[role="alert"]')!;
    expect(message.textContent).toContain('You can also copy your Anon key from the dashboard.');
    expect(message.querySelector('a')?.getAttribute('href')).toContain(
      `/dashboard/project/${website.ref}/settings/api`,
    );
    expect(pickers(element)[0]?.disabled).toBe(false);
  });

  it('tells the reader what to do about a redirect, and the page author, in the console, what to check', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubPlatform({ apiSettings: 'redirect' });
    logIn();
    const element = await mount('<api-settings variable="anon-key"></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('value-error'));
    const message = shadow(element).querySelector('[role="alert"]')!.textContent ?? '';
    expect(message).toContain('redirect');
    expect(message).toContain('Try again');
    expect(message).not.toMatch(/api-base|the page\u2019s|attribute|meta/);
    const logged = warnings.mock.calls.map((call) => call.join(' ')).join('\n');
    expect(logged).toMatch(/<api-settings>.*redirect.*api-base/s);
    expect(logged).not.toContain('test-token');
  });

  it('warns the page author of a redirect once, however many widgets show its failure', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubPlatform({ apiSettings: 'redirect' });
    logIn();
    const first = await mount(
      '<api-settings variable="url"></api-settings><api-settings variable="anon-key"></api-settings>',
    );
    const second = first.nextElementSibling!;
    await waitFor(() => {
      expect(first.getAttribute('data-state')).toBe('value-error');
      expect(second.getAttribute('data-state')).toBe('value-error');
    });
    await settle();
    const redirectWarnings = warnings.mock.calls.filter((call) => call.join(' ').includes('redirect'));
    expect(redirectWarnings).toHaveLength(1);
  });

  it('explains an endpoint that is not a host name instead of showing a broken URL', async () => {
    stubPlatform({ apiSettings: 'bad-endpoint' });
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('value-error'));
    const message = shadow(element).querySelector('[role="alert"]')!;
    expect(message.textContent).toContain('not a valid host name');
    expect(shadow(element).textContent).not.toContain('https://a.test');
    expect(valueOf(element)).toBeUndefined();
  });

  it('names the meta tag when the page-wide api-base is not an http(s) URL, and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const meta = document.createElement('meta');
    meta.name = 'docs-widgets:api-base';
    meta.content = 'javascript:alert(1)';
    document.head.append(meta);
    try {
      const platform = stubPlatform();
      logIn();
      const element = await mount('<api-settings></api-settings>');
      const problem = shadow(element).querySelector('[role="alert"]')!;
      expect(problem.textContent).toContain('<meta name="docs-widgets:api-base">');
      expect(problem.textContent).toContain('javascript:alert(1)');
      expect(element.getAttribute('data-state')).toBe('error');
      expect(platform.requests).toHaveLength(0);
      expect(warn).toHaveBeenCalled();
    } finally {
      meta.remove();
    }
  });

  it.each(['not a url', 'api/v1', '//evil.example/api', 'javascript:alert(1)', 'data:application/json,[]'])(
    'names the attribute when api-base is %j, and sends no request',
    async (value) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const platform = stubPlatform();
      logIn();
      const element = document.createElement('api-settings');
      element.setAttribute('api-base', value);
      document.body.append(element);
      await settle();
      const problem = shadow(element).querySelector('[role="alert"]')!;
      expect(problem.textContent).toContain('<api-settings> attribute api-base');
      expect(problem.textContent).toContain(value);
      expect(problem.textContent).toContain('no request is made');
      expect(element.getAttribute('data-state')).toBe('error');
      expect(platform.requests).toHaveLength(0);
    },
  );

  it('says why api-base is unusable in the page\u2019s language, the reason included', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.documentElement.lang = 'de';
    try {
      stubPlatform();
      const element = await mount('<api-settings api-base="https://user:secret@api.example.com"></api-settings>');
      await waitFor(() =>
        expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('nicht geladen werden'),
      );
      const problem = shadow(element).querySelector('[role="alert"]')!.textContent!;
      expect(problem).toContain('darf keinen Benutzernamen und kein Passwort enthalten');
      expect(problem).not.toMatch(/user name|password/);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('ignores an api-base meta tag in the body: the token only goes to the page\u2019s own API', async () => {
    const platform = stubPlatform();
    const planted = document.createElement('div');
    const meta = document.createElement('meta');
    meta.name = 'docs-widgets:api-base';
    meta.content = 'https://evil.example/api';
    planted.append(meta);
    document.body.append(planted);
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    expect(platform.requests.length).toBeGreaterThan(0);
    expect(platform.requests.every((request) => new URL(request.url).origin === location.origin)).toBe(true);
    expect(valueOf(element)).toBe(`https://${demoData.endpointOf(website.ref)}`);
  });

  it('never sends the token to an api-base attribute on another origin, and says why', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const platform = stubPlatform();
    logIn();
    const element = await mount('<api-settings api-base="https://attacker.example/x"></api-settings>');
    await waitFor(() => expect(platform.requests.length).toBeGreaterThan(0));
    expect(platform.requests.every((request) => !request.url.includes('attacker.example'))).toBe(true);
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain('https://attacker.example/x');
  });
});

describe('<api-settings> copy', () => {
  it('copies the value and fires dw-copy naming the variable but not the value', async () => {
    stubPlatform();
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    logIn();
    const element = await mount('<api-settings variable="anon-key"></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    const events: CustomEvent[] = [];
    document.addEventListener('dw-copy', (event) => events.push(event as CustomEvent), { once: true });
    const button = shadow(element).querySelector<HTMLButtonElement>('button.copy')!;
    // The confirmation lasts until the test moves the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      button.click();
      await settle();
      expect(button.textContent).toBe('Copied');
    } finally {
      vi.useRealTimers();
    }
    expect(writeText).toHaveBeenCalledWith(fakeAnonKey(website.ref));
    expect(events[0]?.detail).toEqual({ variable: 'anon-key' });
  });

  it('shows "Copied" for as long as every other copy button does', async () => {
    stubPlatform();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async () => {} } });
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    const button = shadow(element).querySelector<HTMLButtonElement>('button.copy')!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      button.click();
      await settle();
      expect(button.textContent).toBe('Copied');
      vi.advanceTimersByTime(copyFeedbackDuration - 1);
      await settle();
      expect(button.textContent).toBe('Copied');
      vi.advanceTimersByTime(1);
      await settle();
      expect(button.textContent).toBe('Copy');
    } finally {
      vi.useRealTimers();
    }
  });

  it('selects the text and says how to copy it when the clipboard is unavailable', async () => {
    stubPlatform();
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    logIn();
    const element = await mount('<api-settings></api-settings>');
    await waitFor(() => expect(element.getAttribute('data-state')).toBe('ready'));
    shadow(element).querySelector<HTMLButtonElement>('button.copy')!.click();
    await waitFor(() => expect(shadow(element).querySelector('.copy-hint')?.textContent).toContain('press Ctrl+C'));
    const field = shadow(element).querySelector<HTMLInputElement>('input.value')!;
    expect(shadow(element).activeElement).toBe(field);
  });
});
