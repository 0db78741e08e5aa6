import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from '../code-block';
import { resetPageValuesForTests } from './page-values';
import { demoData, fakeAnonKey } from '../../../demo/platform/platform-api.mjs';
import { sessionEvent } from '../../api-settings';
import { resetSessionForTests, resetSharedStoresForTests } from '../../api-settings/testing';
import { settle, waitFor } from '../../shared/testing';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  resetSharedStoresForTests();
  resetSessionForTests();
  resetPageValuesForTests();
  vi.unstubAllGlobals();
});

describe('project values from the API settings', () => {
  it('fill on login with what the selection already has, nothing else, and go on logout', async () => {
    const requested: string[] = [];
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL((input instanceof Request ? input : new Request(input, init)).url).pathname;
      requested.push(path);
      if (path.endsWith('/platform/organizations')) return json(demoData.organizations);
      if (path.endsWith('/platform/projects')) return json(demoData.projects);
      const branches = /\/v1\/projects\/(\w+)\/branches$/.exec(path);
      if (branches) return json(demoData.branchesOf(branches[1]!));
      const ref = /\/project\/(\w+)\/api$/.exec(path)?.[1] ?? '';
      return json({ autoApiService: { endpoint: demoData.endpointOf(ref), defaultApiKey: fakeAnonKey(ref) } });
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const code = 'URL={{project-url}}\nKEY={{anon-key}}\nREF={{project-ref}}\nSERVICE={{service-role-key}}';
    flushSync(() => root.render(<CodeBlock code={code} />));
    const text = () => container.querySelector('pre code')?.textContent ?? '';
    await waitFor(() => expect(container.querySelectorAll('.placeholder')).toHaveLength(4));
    await settle(); // the sample starts listening for a login in an effect
    expect(requested).toEqual([]);

    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedIn', accessToken: 'test-token' } }));
    const first = demoData.projects[0]!;
    const ref = first.is_branch_enabled
      ? (demoData.branchesOf(first.ref).find((branch) => branch.project_ref === branch.parent_project_ref)
          ?.project_ref ?? first.ref)
      : first.ref;
    await waitFor(() => expect(text()).toContain(`URL=https://${demoData.endpointOf(ref)}`));
    const key = fakeAnonKey(ref);
    // The anon key is meant for browsers: shown in full, with no "Show secrets" toggle.
    expect(text()).toContain(`KEY=${key}\n`);
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).not.toContain('Show secrets');
    expect(text()).toContain(`REF=${ref}\n`);
    // No other secret is filled, and only the selection's own requests were made.
    expect(container.querySelectorAll('.placeholder')).toHaveLength(1);
    expect(text()).toContain('SERVICE=service-role-key');
    for (const path of requested) {
      expect(path).toMatch(
        /\/api\/(platform\/organizations|platform\/projects|v1\/projects\/\w+\/branches|platform\/props\/project\/\w+\/api)$/,
      );
    }
    expect(container.querySelector('.code-sample-project-button')?.textContent).toMatch(/^\S/);
    expect(JSON.stringify({ ...localStorage })).not.toContain(key);

    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedOut' } }));
    await waitFor(() => expect(container.querySelectorAll('.placeholder')).toHaveLength(4));
    expect(container.querySelector('.code-sample-project')?.textContent).toBe(
      'Log in to fill in your own project URL and key.',
    );
    root.unmount();
  });
});
