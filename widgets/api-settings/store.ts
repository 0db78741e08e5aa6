/**
 * The state every `<api-settings>` on a page shares: one store per API base, one set of
 * requests, one selection. Components read it with `useSyncExternalStore`.
 */
import { createPlatformClient, isAbortError, type PlatformClient } from './api-client';
import type { ApiSettings, Branch, Organization, Project } from './platform-data';
import {
  branchFromValue,
  defaultBranch,
  findProject,
  initialProjectChoice,
  projectChoiceFromValue,
  projectOptions,
  readSavedSelection,
  saveSelection,
  type ProjectChoice,
  type ProjectOption,
} from './selection';
import { getSession, installSessionListener, subscribeSession, type Session } from './session';

export type Remote<T> =
  { status: 'idle' } | { status: 'pending' } | { status: 'error'; error: Error } | { status: 'ready'; value: T };

export interface PlatformData {
  organizations: Organization[];
  projects: Project[];
  options: ProjectOption[];
  /**
   * The organization list came back empty although there are projects, which cannot be true:
   * the projects are offered without organization names (`organizations` then holds nameless
   * stand-ins) and the widget says the organizations could not be listed.
   */
  organizationsUnlisted: boolean;
}

export interface ApiSettingsState {
  session: Session['state'];
  /** Organizations and projects, fetched together once per login. */
  data: Remote<PlatformData>;
  choice: ProjectChoice | undefined;
  /** The chosen project's branches; `idle` when the project has no branching. */
  branches: Remote<Branch[]>;
  branchId: string | undefined;
  /** URL and key of the chosen project or branch. */
  settings: Remote<ApiSettings>;
}

/** The state a reader sees, as the enumerated value of the host's `data-state`. */
export type ViewState =
  | 'user-loading'
  | 'logged-out'
  | 'data-pending'
  | 'data-error'
  | 'no-projects'
  | 'value-pending'
  | 'value-error'
  | 'ready';

export function viewState(state: ApiSettingsState): ViewState {
  if (state.session === 'userLoading') return 'user-loading';
  if (state.session === 'loggedOut') return 'logged-out';
  if (state.data.status === 'idle' || state.data.status === 'pending') return 'data-pending';
  if (state.data.status === 'error') return 'data-error';
  if (state.data.value.options.length === 0) return 'no-projects';
  if (state.branches.status === 'error' || state.settings.status === 'error') return 'value-error';
  if (state.settings.status === 'ready') return 'ready';
  return 'value-pending';
}

/**
 * The ref whose URL and key are shown: the chosen branch's when branching is on, else the chosen
 * project's; undefined before a project is chosen. Dashboard links to "this project" use it.
 */
export function chosenRef(state: ApiSettingsState): string | undefined {
  const { data, choice, branches, branchId } = state;
  if (data.status !== 'ready') return undefined;
  const project = findProject(choice, data.value.organizations, data.value.projects)?.project;
  if (!project) return undefined;
  if (branches.status === 'ready') {
    return branches.value.find((branch) => branch.id === branchId)?.projectRef ?? project.ref;
  }
  return project.ref;
}

const idle = { status: 'idle' } as const;
const pending = { status: 'pending' } as const;

function emptyState(session: Session['state']): ApiSettingsState {
  return { session, data: idle, choice: undefined, branches: idle, branchId: undefined, settings: idle };
}

export interface StoreOptions {
  apiBase: string;
  storage?: Storage | undefined;
  session?: { get(): Session; subscribe(listener: () => void): () => void };
  createClient?: (options: { apiBase: string; accessToken: string }) => PlatformClient;
}

export class ApiSettingsStore {
  #state: ApiSettingsState = emptyState('userLoading');
  #listeners = new Set<() => void>();
  #options: StoreOptions;
  #client: PlatformClient | undefined;
  #token: string | undefined;
  #stopSession: (() => void) | undefined;
  #dataRequest: AbortController | undefined;
  #branchesRequest: AbortController | undefined;
  #settingsRequest: AbortController | undefined;

  constructor(options: StoreOptions) {
    this.#options = options;
  }

  /** Starts following the session on the first subscriber. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    if (!this.#stopSession) {
      const session = this.#options.session ?? { get: getSession, subscribe: subscribeSession };
      this.#stopSession = session.subscribe(() => this.#syncSession(session.get()));
      this.#syncSession(session.get());
    }
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): ApiSettingsState => this.#state;

  /** Picks a project by its option value; returns false (and changes nothing) for a bad value. */
  selectProject(value: string): boolean {
    const data = this.#state.data;
    if (data.status !== 'ready') return false;
    const choice = projectChoiceFromValue(value, data.value.organizations, data.value.projects);
    if (!choice) return false;
    const current = this.#state.choice;
    if (current && current.organizationId === choice.organizationId && current.projectRef === choice.projectRef) {
      return true;
    }
    saveSelection(this.#options.storage, choice, undefined);
    this.#set({ choice, branchId: undefined });
    this.#loadChoice();
    return true;
  }

  /** Picks a branch by its option value; returns false (and changes nothing) for a bad value. */
  selectBranch(value: string): boolean {
    const { branches, choice } = this.#state;
    if (branches.status !== 'ready' || !choice) return false;
    const branch = branchFromValue(value, branches.value);
    if (!branch) return false;
    if (branch.id === this.#state.branchId) return true;
    saveSelection(this.#options.storage, choice, branch.id);
    this.#set({ branchId: branch.id });
    this.#loadSettings(branch.projectRef);
    return true;
  }

  /** Repeats whatever failed (including an organization list that came back empty). */
  retry(): void {
    const state = this.#state;
    if (state.data.status === 'error') this.#loadData();
    else if (state.data.status === 'ready' && state.data.value.organizationsUnlisted) this.#loadData();
    else if (state.branches.status === 'error') this.#loadChoice();
    else if (state.settings.status === 'error') this.#loadSettings(this.#settingsRef());
  }

  /** Cancels everything and stops following the session. */
  dispose(): void {
    this.#stopSession?.();
    this.#stopSession = undefined;
    this.#abortAll();
    this.#listeners.clear();
  }

  #set(partial: Partial<ApiSettingsState>): void {
    this.#state = { ...this.#state, ...partial };
    for (const listener of [...this.#listeners]) listener();
  }

  #abortAll(): void {
    this.#dataRequest?.abort();
    this.#branchesRequest?.abort();
    this.#settingsRequest?.abort();
    this.#dataRequest = this.#branchesRequest = this.#settingsRequest = undefined;
  }

  #syncSession(session: Session): void {
    if (session.state === 'loggedIn') {
      if (this.#token === session.accessToken && this.#client) return;
      this.#abortAll();
      this.#token = session.accessToken;
      const create = this.#options.createClient ?? createPlatformClient;
      this.#client = create({ apiBase: this.#options.apiBase, accessToken: session.accessToken });
      this.#state = emptyState('loggedIn');
      this.#loadData();
      return;
    }
    this.#abortAll();
    this.#client = undefined;
    this.#token = undefined;
    this.#set(emptyState(session.state));
  }

  #loadData(): void {
    const client = this.#client;
    if (!client) return;
    this.#abortAll();
    const request = (this.#dataRequest = new AbortController());
    this.#set({ data: pending, choice: undefined, branches: idle, branchId: undefined, settings: idle });
    Promise.all([client.organizations(request.signal), client.projects(request.signal)]).then(
      ([listed, projects]) => {
        if (request.signal.aborted) return;
        const organizationsUnlisted = listed.length === 0 && projects.length > 0;
        const organizations = organizationsUnlisted ? namelessOrganizations(projects) : listed;
        const saved = readSavedSelection(this.#options.storage);
        const choice = initialProjectChoice(organizations, projects, saved);
        const options = projectOptions(organizations, projects);
        this.#set({
          data: { status: 'ready', value: { organizations, projects, options, organizationsUnlisted } },
          choice,
        });
        this.#loadChoice();
      },
      (error: unknown) => {
        if (request.signal.aborted || isAbortError(error)) return;
        request.abort(); // the other call of the pair is no longer needed
        this.#set({ data: { status: 'error', error: asError(error) } });
      },
    );
  }

  #chosenProject(): Project | undefined {
    const { data, choice } = this.#state;
    if (data.status !== 'ready') return undefined;
    return findProject(choice, data.value.organizations, data.value.projects)?.project;
  }

  /** Loads what the chosen project needs: its branches (then settings) or its settings. */
  #loadChoice(): void {
    this.#branchesRequest?.abort();
    this.#settingsRequest?.abort();
    this.#branchesRequest = this.#settingsRequest = undefined;
    const project = this.#chosenProject();
    const client = this.#client;
    if (!project || !client) return;
    if (!project.isBranchEnabled) {
      this.#set({ branches: idle, branchId: undefined });
      this.#loadSettings(project.ref);
      return;
    }
    const request = (this.#branchesRequest = new AbortController());
    this.#set({ branches: pending, branchId: undefined, settings: idle });
    client.branches(project.ref, request.signal).then(
      (branches) => {
        if (request.signal.aborted) return;
        const branch = defaultBranch(branches, readSavedSelection(this.#options.storage).branch);
        this.#set({ branches: { status: 'ready', value: branches }, branchId: branch?.id });
        // With branching on but no branch listed, the project's own ref is its production one.
        this.#loadSettings(branch?.projectRef ?? project.ref);
      },
      (error: unknown) => {
        if (request.signal.aborted || isAbortError(error)) return;
        this.#set({ branches: { status: 'error', error: asError(error) } });
      },
    );
  }

  #settingsRef(): string | undefined {
    return chosenRef(this.#state);
  }

  #loadSettings(ref: string | undefined): void {
    this.#settingsRequest?.abort();
    const client = this.#client;
    if (!client || ref === undefined) return;
    const request = (this.#settingsRequest = new AbortController());
    this.#set({ settings: pending });
    client.apiSettings(ref, request.signal).then(
      (settings) => {
        if (request.signal.aborted) return;
        this.#set({ settings: { status: 'ready', value: settings } });
      },
      (error: unknown) => {
        if (request.signal.aborted || isAbortError(error)) return;
        this.#set({ settings: { status: 'error', error: asError(error) } });
      },
    );
  }
}

/** One organization without a name per organization id the projects use, in project order. */
function namelessOrganizations(projects: readonly Project[]): Organization[] {
  const ids = [...new Set(projects.map((project) => project.organizationId))];
  return ids.map((id) => ({ id, name: '' }));
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // reading localStorage throws where the page may not use storage
  }
}

const sharedStores = new Map<string, ApiSettingsStore>();

/** The store every element with this API base shares. */
export function sharedStore(apiBase: string): ApiSettingsStore {
  let store = sharedStores.get(apiBase);
  if (!store) {
    installSessionListener();
    store = new ApiSettingsStore({ apiBase, storage: pageStorage() });
    sharedStores.set(apiBase, store);
  }
  return store;
}

/** For tests: cancel and forget every shared store. */
export function resetSharedStoresForTests(): void {
  for (const store of sharedStores.values()) store.dispose();
  sharedStores.clear();
}
