// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PlatformApiError, type PlatformClient } from './api-client';
import type { ApiSettings, Branch, Organization, Project } from './platform-data';
import { encodeBranchValue, encodeProjectValue, storageKeys } from './selection';
import type { Session } from './session';
import { ApiSettingsStore, viewState } from './store';

const organizations: Organization[] = [
  { id: 1, name: 'Acme Corp' },
  { id: 2, name: 'Northwind' },
];
const projects: Project[] = [
  { ref: 'branchingaaaaaaaaaaa', name: 'Branching', organizationId: 1, isBranchEnabled: true },
  { ref: 'plainaaaaaaaaaaaaaaa', name: 'Plain', organizationId: 1, isBranchEnabled: false },
  { ref: 'nobranchesaaaaaaaaaa', name: 'No branches', organizationId: 2, isBranchEnabled: true },
  ...Array.from({ length: 12 }, (_, index) => ({
    ref: `northwind${String(index).padStart(2, '0')}aaaaaaaaa`,
    name: `Northwind ${index}`,
    organizationId: 2,
    isBranchEnabled: false,
  })),
];
const branches: Branch[] = [
  { id: 'prod', name: 'main', projectRef: 'branchingaaaaaaaaaaa', parentProjectRef: 'branchingaaaaaaaaaaa' },
  { id: 'preview', name: 'feature', projectRef: 'previewaaaaaaaaaaaaa', parentProjectRef: 'branchingaaaaaaaaaaa' },
];
const settingsOf = (ref: string): ApiSettings => ({ url: `https://${ref}.test`, anonKey: `key-of-${ref}` });

interface Call {
  name: 'organizations' | 'projects' | 'branches' | 'apiSettings';
  ref: string | undefined;
  signal: AbortSignal;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A platform client whose answers the test gives by hand, in any order. */
function handClient() {
  const calls: Call[] = [];
  const tokens: string[] = [];
  const call =
    (name: Call['name']) =>
    (...args: [AbortSignal] | [string, AbortSignal]): Promise<never> =>
      new Promise((resolve, reject) => {
        const ref = args.length === 2 ? args[0] : undefined;
        const signal = args.length === 2 ? args[1] : args[0];
        calls.push({ name, ref, signal, resolve: resolve as (value: unknown) => void, reject });
      });
  const client: PlatformClient = {
    organizations: call('organizations'),
    projects: call('projects'),
    branches: call('branches'),
    apiSettings: call('apiSettings'),
  };
  const find = (name: Call['name'], ref?: string) => {
    const found = calls.filter((entry) => entry.name === name && (ref === undefined || entry.ref === ref)).at(-1);
    if (!found) throw new Error(`no ${name} call for ${ref}`);
    return found;
  };
  return {
    calls,
    tokens,
    createClient: ({ accessToken }: { accessToken: string }) => {
      tokens.push(accessToken);
      return client;
    },
    find,
    count: (name: Call['name']) => calls.filter((entry) => entry.name === name).length,
  };
}

function handSession(initial: Session = { state: 'userLoading' }) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: Session) {
      current = next;
      for (const listener of listeners) listener();
    },
  };
}

function memoryStorage(initial: Record<string, string> = {}): Storage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(options: { storage?: Record<string, string>; session?: Session } = {}) {
  const client = handClient();
  const session = handSession(options.session ?? { state: 'loggedIn', accessToken: 'token-1' });
  const storage = memoryStorage(options.storage);
  const store = new ApiSettingsStore({
    apiBase: 'https://api.test',
    storage,
    session,
    createClient: client.createClient,
  });
  store.subscribe(() => {});
  return { client, session, storage, store, view: () => viewState(store.getSnapshot()) };
}

async function answerData(client: ReturnType<typeof handClient>, orgs = organizations, list = projects) {
  client.find('organizations').resolve(orgs);
  client.find('projects').resolve(list);
  await flush();
}

describe('api-settings store: session', () => {
  it('shows user-loading, then logged-out, without calling the API', () => {
    const { client, session, view } = setUp({ session: { state: 'userLoading' } });
    expect(view()).toBe('user-loading');
    session.set({ state: 'loggedOut' });
    expect(view()).toBe('logged-out');
    expect(client.calls).toHaveLength(0);
  });

  it('loads organizations and projects once however many elements subscribe', async () => {
    const { client, store, view } = setUp();
    store.subscribe(() => {});
    store.subscribe(() => {});
    expect(view()).toBe('data-pending');
    expect(client.count('organizations')).toBe(1);
    expect(client.count('projects')).toBe(1);
    expect(client.tokens).toEqual(['token-1']);
  });

  it('cancels everything and forgets URL and key on logout', async () => {
    const { client, session, store, view } = setUp();
    await answerData(client);
    client.find('branches').resolve(branches);
    await flush();
    const settingsCall = client.find('apiSettings');
    session.set({ state: 'loggedOut' });
    expect(settingsCall.signal.aborted).toBe(true);
    settingsCall.resolve(settingsOf('branchingaaaaaaaaaaa'));
    await flush();
    expect(view()).toBe('logged-out');
    expect(store.getSnapshot().settings).toEqual({ status: 'idle' });
  });

  it('starts over with a new token', async () => {
    const { client, session } = setUp();
    await answerData(client);
    session.set({ state: 'loggedIn', accessToken: 'token-2' });
    expect(client.tokens).toEqual(['token-1', 'token-2']);
    expect(client.count('organizations')).toBe(2);
  });
});

describe('api-settings store: data', () => {
  it('shows no-projects when the lists are empty', async () => {
    const { client, view } = setUp();
    await answerData(client, organizations, []);
    expect(view()).toBe('no-projects');
  });

  it('offers the projects, without organization names, when the organization list is empty, and retries it', async () => {
    const { client, view, store } = setUp();
    await answerData(client, [], projects);
    expect(view()).not.toBe('no-projects');
    const data = store.getSnapshot().data;
    expect(data.status === 'ready' && data.value.organizationsUnlisted).toBe(true);
    expect(data.status === 'ready' && data.value.options).toHaveLength(projects.length);
    expect(store.getSnapshot().choice).toEqual({ organizationId: 1, projectRef: projects[0]!.ref });
    store.retry();
    expect(client.count('organizations')).toBe(2);
  });

  it('shows data-error and cancels the other call when one fails', async () => {
    const { client, view } = setUp();
    client
      .find('organizations')
      .reject(new PlatformApiError('http', 'GET /platform/organizations', 'id', 'HTTP 500', 500));
    await flush();
    expect(view()).toBe('data-error');
    expect(client.find('projects').signal.aborted).toBe(true);
  });

  it('tries the data again on retry', async () => {
    const { client, store, view } = setUp();
    client.find('projects').reject(new PlatformApiError('network', 'GET /platform/projects', 'id', 'no answer'));
    await flush();
    store.retry();
    expect(view()).toBe('data-pending');
    await answerData(client);
    expect(view()).toBe('value-pending');
  });

  it('takes the first project, its production branch, and that branch\u2019s settings', async () => {
    const { client, store, view } = setUp();
    await answerData(client);
    expect(store.getSnapshot().choice).toEqual({ organizationId: 1, projectRef: 'branchingaaaaaaaaaaa' });
    expect(client.find('branches').ref).toBe('branchingaaaaaaaaaaa');
    client.find('branches').resolve(branches);
    await flush();
    expect(store.getSnapshot().branchId).toBe('prod');
    client.find('apiSettings', 'branchingaaaaaaaaaaa').resolve(settingsOf('branchingaaaaaaaaaaa'));
    await flush();
    expect(view()).toBe('ready');
    expect(store.getSnapshot().settings).toEqual({ status: 'ready', value: settingsOf('branchingaaaaaaaaaaa') });
  });

  it('restores the saved project and branch', async () => {
    const { client, store } = setUp({
      storage: {
        [storageKeys.organization]: '1',
        [storageKeys.project]: 'branchingaaaaaaaaaaa',
        [storageKeys.branch]: 'preview',
      },
    });
    await answerData(client);
    client.find('branches').resolve(branches);
    await flush();
    expect(store.getSnapshot().branchId).toBe('preview');
    expect(client.find('apiSettings').ref).toBe('previewaaaaaaaaaaaaa');
  });

  it('ignores a saved project of another organization', async () => {
    const { client, store } = setUp({
      storage: { [storageKeys.organization]: '2', [storageKeys.project]: 'plainaaaaaaaaaaaaaaa' },
    });
    await answerData(client);
    expect(store.getSnapshot().choice?.projectRef).toBe('branchingaaaaaaaaaaa');
  });

  it('uses the project\u2019s own ref when branching is on but no branch is listed', async () => {
    const { client, store } = setUp({
      storage: { [storageKeys.organization]: '2', [storageKeys.project]: 'nobranchesaaaaaaaaaa' },
    });
    await answerData(client);
    client.find('branches', 'nobranchesaaaaaaaaaa').resolve([]);
    await flush();
    expect(store.getSnapshot().branchId).toBeUndefined();
    expect(client.find('apiSettings').ref).toBe('nobranchesaaaaaaaaaa');
  });

  it('shows value-error when branches or settings fail, and retries the failed step', async () => {
    const { client, store, view } = setUp();
    await answerData(client);
    client.find('branches').reject(new PlatformApiError('shape', 'GET /v1/projects/{ref}/branches', 'id', 'x'));
    await flush();
    expect(view()).toBe('value-error');
    store.retry();
    expect(client.count('branches')).toBe(2);
    client.find('branches').resolve(branches);
    await flush();
    client.find('apiSettings').reject(new PlatformApiError('empty-endpoint', 'GET', 'id', 'empty'));
    await flush();
    expect(view()).toBe('value-error');
    store.retry();
    expect(client.count('apiSettings')).toBe(2);
    expect(client.find('apiSettings').ref).toBe('branchingaaaaaaaaaaa');
  });
});

describe('api-settings store: changing the selection', () => {
  it('saves only ids, cancels the old request and ignores its late answer', async () => {
    const { client, store, storage } = setUp();
    await answerData(client);
    const oldBranches = client.find('branches');
    expect(store.selectProject(encodeProjectValue(1, 'plainaaaaaaaaaaaaaaa', 'Plain'))).toBe(true);
    expect(oldBranches.signal.aborted).toBe(true);
    oldBranches.resolve(branches);
    client.find('apiSettings', 'plainaaaaaaaaaaaaaaa').resolve(settingsOf('plainaaaaaaaaaaaaaaa'));
    await flush();
    expect(store.getSnapshot().branches).toEqual({ status: 'idle' });
    expect(store.getSnapshot().settings).toEqual({ status: 'ready', value: settingsOf('plainaaaaaaaaaaaaaaa') });
    expect(Object.fromEntries(storage.entries)).toEqual({
      [storageKeys.organization]: '1',
      [storageKeys.project]: 'plainaaaaaaaaaaaaaaa',
    });
  });

  it('ends on the last of many quick switches even when answers come back in reverse', async () => {
    const { client, store } = setUp({
      storage: { [storageKeys.organization]: '1', [storageKeys.project]: 'plainaaaaaaaaaaaaaaa' },
    });
    await answerData(client);
    const northwind = projects.filter((project) => project.name.startsWith('Northwind'));
    for (let index = 0; index < 50; index += 1) {
      const project = northwind[index % northwind.length]!;
      store.selectProject(encodeProjectValue(2, project.ref, project.name));
    }
    const last = northwind[49 % northwind.length]!;
    for (const call of client.calls.filter((entry) => entry.name === 'apiSettings').reverse()) {
      call.resolve(settingsOf(call.ref!));
    }
    await flush();
    expect(store.getSnapshot().choice?.projectRef).toBe(last.ref);
    expect(store.getSnapshot().settings).toEqual({ status: 'ready', value: settingsOf(last.ref) });
  });

  it('ignores values that are malformed or name a project outside the organization', async () => {
    const { client, store, storage } = setUp();
    await answerData(client);
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.selectProject(encodeProjectValue(2, 'plainaaaaaaaaaaaaaaa', 'Plain'))).toBe(false);
    expect(store.selectProject(JSON.stringify([1, 'plainaaaaaaaaaaaaaaa']))).toBe(false);
    expect(store.selectProject('not json')).toBe(false);
    expect(store.selectBranch(JSON.stringify(['prod']))).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    expect(storage.entries.size).toBe(0);
  });

  it('switches branch, saving its id and loading its settings', async () => {
    const { client, store, storage } = setUp();
    await answerData(client);
    client.find('branches').resolve(branches);
    await flush();
    const productionSettings = client.find('apiSettings', 'branchingaaaaaaaaaaa');
    expect(store.selectBranch(encodeBranchValue('preview', 'feature'))).toBe(true);
    expect(productionSettings.signal.aborted).toBe(true);
    expect(storage.getItem(storageKeys.branch)).toBe('preview');
    client.find('apiSettings', 'previewaaaaaaaaaaaaa').resolve(settingsOf('previewaaaaaaaaaaaaa'));
    productionSettings.resolve(settingsOf('branchingaaaaaaaaaaa'));
    await flush();
    expect(store.getSnapshot().settings).toEqual({ status: 'ready', value: settingsOf('previewaaaaaaaaaaaaa') });
  });
});
