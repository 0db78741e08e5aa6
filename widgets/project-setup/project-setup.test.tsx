import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from './project-setup.element';
import { mount, settle, shadow, waitFor } from '../shared/testing';
import { productsSql, userManagementSql } from './schemas';
import { demoData, fakeAnonKey } from '../../demo/platform/platform-api.mjs';
import { encodeProjectValue, sessionEvent, sharedStore } from '../api-settings';
import { resetSessionForTests, resetSharedStoresForTests } from '../api-settings/testing';
import { registerMessages } from '../shared/i18n';

define();

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  history.replaceState(null, '', location.pathname);
});

const tab = (element: Element, name: string) =>
  [...shadow(element).querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === name)!;

async function showSql(element: Element) {
  tab(element, 'SQL').click();
  await settle();
  return shadow(element).querySelector('[role="tabpanel"]:not([hidden]) pre')?.textContent ?? '';
}

describe('<project-setup>', () => {
  it('walks through creating a project, the schema and the API keys', async () => {
    const element = await mount('<project-setup></project-setup>');
    const headings = [...shadow(element).querySelectorAll('h3')].map((heading) => heading.textContent);
    expect(headings).toEqual(['Create a project', 'Set up the database schema', 'Get the API URL and key']);
    const newProject = [...shadow(element).querySelectorAll('a')].find((a) => a.textContent === 'Create a new project');
    expect(newProject?.getAttribute('href')).toBe(`${location.origin}/dashboard/new/_`);
    const apiSettings = [...shadow(element).querySelectorAll('api-settings')].map((tag) =>
      tag.getAttribute('variable'),
    );
    expect(apiSettings).toEqual(['url', 'anon-key']);
    const apiLink = [...shadow(element).querySelectorAll('a')].find((a) => a.textContent === 'API settings');
    expect(apiLink?.getAttribute('href')).toContain('/dashboard/project/_/settings/api');
  });

  it('points "API settings" at the project picked in the guide, and follows a change of it', async () => {
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL((input instanceof Request ? input : new Request(input, init)).url).pathname;
      if (path.endsWith('/platform/organizations')) return json(demoData.organizations);
      if (path.endsWith('/platform/projects')) return json(demoData.projects);
      const branches = /\/v1\/projects\/(\w+)\/branches$/.exec(path);
      if (branches) return json(demoData.branchesOf(branches[1]!));
      const ref = /\/project\/(\w+)\/api$/.exec(path)?.[1] ?? '';
      return json({ autoApiService: { endpoint: demoData.endpointOf(ref), defaultApiKey: fakeAnonKey(ref) } });
    });
    try {
      const element = await mount('<project-setup></project-setup>');
      const apiLink = () => [...shadow(element).querySelectorAll('a')].find((a) => a.textContent === 'API settings');
      expect(apiLink()?.getAttribute('href')).toContain('/dashboard/project/_/settings/api');
      document.dispatchEvent(
        new CustomEvent(sessionEvent, { detail: { state: 'loggedIn', accessToken: 'test-token' } }),
      );
      const plain = demoData.projects.find(
        (project) => !project.is_branch_enabled && project !== demoData.projects[0],
      )!;
      const first = demoData.projects[0]!;
      const firstRef = first.is_branch_enabled
        ? (demoData.branchesOf(first.ref).find((branch) => branch.project_ref === branch.parent_project_ref)
            ?.project_ref ?? first.ref)
        : first.ref;
      await waitFor(() =>
        expect(apiLink()?.getAttribute('href')).toContain(`/dashboard/project/${firstRef}/settings/api`),
      );
      const store = sharedStore(`${location.origin}/api`);
      expect(store.selectProject(encodeProjectValue(plain.organization_id, plain.ref, plain.name))).toBe(true);
      await waitFor(() =>
        expect(apiLink()?.getAttribute('href')).toContain(`/dashboard/project/${plain.ref}/settings/api`),
      );
    } finally {
      resetSharedStoresForTests();
      resetSessionForTests();
      vi.unstubAllGlobals();
    }
  });

  it('offers the products schema as dashboard steps and as SQL in tabs', async () => {
    const element = await mount('<project-setup variant="products"></project-setup>');
    expect(tab(element, 'Dashboard').getAttribute('aria-selected')).toBe('true');
    const dashboard = shadow(element).querySelector('[role="tabpanel"]:not([hidden])')?.textContent ?? '';
    expect(dashboard).toContain('Table Editor');
    expect(dashboard).toContain('product-images');
    const sql = await showSql(element);
    expect(sql.trim()).toBe(productsSql);
    expect(sql).toContain('create table public.products');
    expect(sql).toMatch(/for insert\s+to anon, authenticated/);
    expect(sql).toContain('insert into storage.buckets');
  });

  it('offers the user-management schema: anyone uploads an avatar, only its owner updates it', async () => {
    const element = await mount('<project-setup variant="user-management"></project-setup>');
    const dashboard = shadow(element).querySelector('[role="tabpanel"]:not([hidden])')?.textContent ?? '';
    expect(dashboard).toContain('User Management Starter');
    const sql = await showSql(element);
    expect(sql.trim()).toBe(userManagementSql);
    expect(sql).toContain('references auth.users (id)');
    expect(sql).toContain('check (char_length(username) >= 3)');
    expect(sql).toContain('owner_id = (select auth.uid()::text)');
    expect(sql).toContain("values ('avatars', 'avatars', true)");
    expect(sql).toMatch(/"Anyone can upload an avatar"\s+on storage\.objects for insert\s+to anon, authenticated\s/);
  });

  it('remembers Dashboard or SQL in the URL under its query group', async () => {
    const element = await mount('<project-setup query-group="how"></project-setup>');
    await showSql(element);
    expect(new URL(location.href).searchParams.get('how')).toBe('sql');
  });

  it('says when the variant is unknown and shows the products tutorial', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = await mount('<project-setup variant="todo-list"></project-setup>');
    const message = shadow(element).querySelector('[role="alert"]')?.textContent ?? '';
    expect(message).toContain('<project-setup>');
    expect(message).toContain('variant');
    expect(message).toContain('todo-list');
    expect(await showSql(element)).toContain('public.products');
    expect(warn).toHaveBeenCalled();
  });

  it('writes its headings, tabs and table in the page\u2019s language, and its prose in a site\u2019s words', async () => {
    document.documentElement.lang = 'de';
    registerMessages('de', { 'project-setup.not-nullable': 'Nicht nullable' });
    try {
      const element = await mount('<project-setup></project-setup>');
      await waitFor(() => expect(shadow(element).querySelector('h3')?.textContent).toBe('Projekt erstellen'));
      expect([...shadow(element).querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual([
        'Projekt erstellen',
        'Datenbankschema einrichten',
        'API-URL und Key abrufen',
      ]);
      expect(shadow(element).querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe(
        'Wo das Schema eingerichtet wird',
      );
      expect(tab(element, 'Dashboard').getAttribute('aria-selected')).toBe('true');
      const header = [...shadow(element).querySelectorAll('thead th')].map((cell) => cell.textContent);
      expect(header).toEqual(['Spalte', 'Typ', 'Einstellungen']);
      // The built-in prose stays English in the bundled languages, and takes the site's words.
      const cells = [...shadow(element).querySelectorAll('tbody td')].map((cell) => cell.textContent);
      expect(cells).toContain('Nicht nullable');
      expect(cells).toContain('Nullable: a product may have no image');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('fits the page outline with heading-level', async () => {
    const element = await mount('<project-setup heading-level="2"></project-setup>');
    expect(shadow(element).querySelectorAll('h2')).toHaveLength(3);
    expect(shadow(element).querySelectorAll('h3')).toHaveLength(0);
  });

  it('fires dw-copy from the element when the SQL is copied', async () => {
    const element = await mount('<project-setup variant="user-management"></project-setup>');
    await showSql(element);
    const heard: unknown[] = [];
    element.addEventListener('dw-copy', (event) => heard.push((event as CustomEvent).detail));
    shadow(element).querySelector<HTMLButtonElement>('[role="tabpanel"]:not([hidden]) [part="button"]')!.click();
    await settle();
    expect(heard).toEqual([{ value: userManagementSql }]);
    expect(await navigator.clipboard.readText()).toBe(userManagementSql);
  });
});
