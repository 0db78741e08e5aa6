import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CopyButton } from '../copy-button';
import { readApiBase, type ApiBase } from '../shared/page/config';
import { useDashboardUrl } from '../shared/context';
import { dashboardPaths } from '../shared/page/links';
import { useLayoutPending } from '../shared/scroll-anchor';
import { PlatformApiError } from './api-client';
import { ProjectPickers } from './project-pickers';
import { findProject } from './selection';
import { sharedStore, viewState, type ApiSettingsState, type ApiSettingsStore } from './store';

export type Variable = 'url' | 'anon-key';

export interface ApiSettingsProps {
  /**
   * Which value to show: the project URL or the anon key.
   * @default 'url'
   */
  variable?: Variable;
  /**
   * The platform API's base URL, as the page gives it (`readApiBase`: the element's `api-base`
   * attribute, else the page-wide `docs-widgets:api-base` meta tag, else `<page origin>/api`).
   * @default the page's, without an element
   */
  base?: ApiBase;
  /** Called with what the widget shows (`error` when the API base is unusable), for the host's `data-state`. */
  onViewChange?: (view: ApiSettingsView) => void;
  /** Called when the value was copied, with which value (never the value itself). */
  onCopy?: (variable: Variable) => void;
}

/** What the widget shows: the store's view, or `error` when the API base is unusable. */
export type ApiSettingsView = ReturnType<typeof viewState> | 'error';

const titles: Record<Variable, string> = { url: 'Project URL', 'anon-key': 'Anon key' };

/** The name inside sentences ("your Anon key"), written as the product writes it. */
const inSentence: Record<Variable, string> = { url: 'Project URL', 'anon-key': 'Anon key' };

const signedOutState: ApiSettingsState = {
  session: 'loggedOut',
  data: { status: 'idle' },
  choice: undefined,
  branches: { status: 'idle' },
  branchId: undefined,
  settings: { status: 'idle' },
};
const noStore = { subscribe: () => () => {}, getSnapshot: () => signedOutState };

function failureReason(error: Error): string {
  if (!(error instanceof PlatformApiError)) return 'Something unexpected went wrong.';
  switch (error.kind) {
    case 'unauthorized':
      return 'The platform did not accept your login. Logging in again usually fixes this.';
    case 'network':
      return 'The platform could not be reached. Check your connection.';
    case 'timeout':
      return 'The platform took too long to answer.';
    case 'redirect':
      // The cause is the page's setup (its api-base), which the console tells its author; the
      // reader can only try again later or take the way out through the dashboard.
      return 'The platform API answered with a redirect to another address. It was not followed, so your login was not sent there. Try again later.';
    case 'http':
      return `The platform answered with an error (HTTP ${error.status ?? '?'}).`;
    case 'malformed':
    case 'shape':
      return 'The platform\u2019s answer was not in the form this page expects.';
    case 'empty-endpoint':
      return 'The platform has no address for this project yet; it may still be starting up.';
    case 'invalid-endpoint':
      return 'The platform gave this project an address that is not a valid host name, so no URL is shown.';
  }
}

/** The reader's project URL or anon key, with pickers for organization, project and branch. */
export function ApiSettings({
  variable = 'url',
  base = readApiBase(undefined),
  onViewChange,
  onCopy,
}: ApiSettingsProps) {
  const apiBase = base.status === 'usable' ? base.url : undefined;
  // An api-base attribute on another origin than the page's own or its head's API origin is
  // refused (the token would go there); say so in the widget, not only in the console.
  const refusedBase = base.status === 'usable' ? base.refused : undefined;
  const store: Pick<ApiSettingsStore, 'subscribe' | 'getSnapshot'> = apiBase ? sharedStore(apiBase) : noStore;
  // Server rendering, and hydrating its markup, show the logged-out state: the same for every reader.
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, noStore.getSnapshot);
  const view = viewState(state);
  const shownView: ApiSettingsView = apiBase ? view : 'error';
  useLayoutEffect(() => onViewChange?.(shownView), [onViewChange, shownView]);
  // The pickers and the value replace the loading line once the platform answers.
  useLayoutPending(shownView === 'user-loading' || shownView === 'data-pending' || shownView === 'value-pending');

  const unusable = base.status === 'unusable' ? base : undefined;
  const unusableWarning = unusable
    ? `${unusable.source === 'attribute' ? '<api-settings> attribute "api-base"' : '<meta name="docs-widgets:api-base">'}: ` +
      `"${unusable.value}" ${unusable.reason}; no request is made.`
    : undefined;
  useEffect(() => {
    if (unusableWarning) console.warn(unusableWarning);
  }, [unusableWarning]);

  const redirected = [state.data, state.branches, state.settings]
    .map((part) => (part.status === 'error' ? part.error : undefined))
    .find((error) => error instanceof PlatformApiError && error.kind === 'redirect');
  useEffect(() => {
    if (redirected && apiBase)
      console.warn(
        `<api-settings>: ${redirected.message}. The platform API at ${apiBase} should answer directly; ` +
          'check the api-base attribute or the <meta name="docs-widgets:api-base"> tag of the page.',
      );
  }, [redirected, apiBase]);

  const headingId = useId();
  const title = titles[variable] ?? titles.url;
  const noun = inSentence[variable] ?? inSentence.url;

  if (!apiBase) {
    return (
      <div className="dw-problem" role="alert" part="message">
        {unusable?.source === 'meta' ? (
          <>
            The page&rsquo;s <code>&lt;meta name=&quot;docs-widgets:api-base&quot;&gt;</code>
          </>
        ) : (
          <>
            <code>&lt;api-settings&gt;</code> attribute <code>api-base</code>
          </>
        )}
        : &ldquo;{unusable?.value}&rdquo; {unusable?.reason}, so your {noun} cannot be loaded and no request is made.
      </div>
    );
  }

  const data = state.data.status === 'ready' ? state.data.value : undefined;
  const chosen = data ? findProject(state.choice, data.organizations, data.projects) : undefined;
  const chosenBranch =
    state.branches.status === 'ready' ? state.branches.value.find((branch) => branch.id === state.branchId) : undefined;
  const valueRef = chosenBranch?.projectRef ?? chosen?.project.ref;

  const settings = state.settings.status === 'ready' ? state.settings.value : undefined;
  const value = settings ? (variable === 'anon-key' ? settings.anonKey : settings.url) : undefined;

  return (
    <div
      className="api-settings"
      role="group"
      aria-labelledby={headingId}
      aria-busy={view.endsWith('pending') || undefined}
    >
      <p className="heading" id={headingId} part="heading">
        {title}
      </p>
      {refusedBase ? (
        <p className="dw-problem" role="alert">
          <code>&lt;api-settings&gt;</code> attribute <code>api-base</code>: &ldquo;{refusedBase}&rdquo; is not on the
          page&rsquo;s API origin, so it is ignored: your login is only ever sent to {apiBase}.
        </p>
      ) : null}
      <ProjectPickers apiBase={apiBase} state={state} />
      {data?.organizationsUnlisted ? (
        <div className="message notice" part="message" role="status">
          <p>Your organizations could not be listed, so your projects are shown without them.</p>
          <p className="actions">
            <button type="button" className="secondary" onClick={() => sharedStore(apiBase).retry()}>
              Try again
            </button>
          </p>
        </div>
      ) : null}
      <ValueArea
        view={view}
        state={state}
        title={title}
        noun={noun}
        variable={variable}
        value={value}
        valueRef={valueRef}
        projectName={chosen?.project.name}
        headingId={headingId}
        onRetry={() => sharedStore(apiBase).retry()}
        onCopy={onCopy}
      />
    </div>
  );
}

interface ValueAreaProps {
  view: ReturnType<typeof viewState>;
  state: ApiSettingsState;
  title: string;
  noun: string;
  variable: Variable;
  value: string | undefined;
  valueRef: string | undefined;
  /** The chosen project's name, for a message about its branches. */
  projectName: string | undefined;
  headingId: string;
  onRetry(): void;
  onCopy: ((variable: Variable) => void) | undefined;
}

function ValueArea({
  view,
  state,
  title,
  noun,
  variable,
  value,
  valueRef,
  projectName,
  headingId,
  onRetry,
  onCopy,
}: ValueAreaProps) {
  const loginUrl = useDashboardUrl(dashboardPaths.projects);
  const newProjectUrl = useDashboardUrl(dashboardPaths.newProject);
  const apiSettingsUrl = useDashboardUrl(dashboardPaths.apiSettings(valueRef));

  switch (view) {
    case 'logged-out':
      return (
        <p className="message" part="message">
          To get your {title}, <a href={loginUrl}>log in</a>.
        </p>
      );
    case 'data-error':
      return (
        <div className="message error" part="message" role="alert">
          <p>
            Your projects could not be loaded, so the pickers are turned off.{' '}
            {state.data.status === 'error' ? failureReason(state.data.error) : null}
          </p>
          <RetryActions onRetry={onRetry} noun={noun} apiSettingsUrl={apiSettingsUrl} />
        </div>
      );
    case 'no-projects':
      return (
        <p className="message" part="message">
          You don&rsquo;t have any projects yet. <a href={newProjectUrl}>Create a project</a> in the dashboard to get
          your {noun}.
        </p>
      );
    case 'value-error': {
      // The branch list is what failed, when it did: the value itself was never asked for.
      const branches = state.branches.status === 'error' ? state.branches.error : undefined;
      const error = branches ?? (state.settings.status === 'error' ? state.settings.error : undefined);
      return (
        <div className="message error" part="message" role="alert">
          <p>
            {branches ? (
              <>
                The branches of {projectName ?? 'this project'} could not be loaded, so no branch can be picked and your{' '}
                {noun} is not shown.{' '}
              </>
            ) : (
              <>Your {noun} could not be loaded. </>
            )}
            {error ? failureReason(error) : null}
          </p>
          <RetryActions onRetry={onRetry} noun={noun} apiSettingsUrl={apiSettingsUrl} />
        </div>
      );
    }
    default:
      return <ValueField value={value} headingId={headingId} variable={variable} onCopy={onCopy} />;
  }
}

/** "Try again", and the dashboard as the way out, under either failure message. */
function RetryActions({
  onRetry,
  noun,
  apiSettingsUrl,
}: {
  onRetry: () => void;
  noun: string;
  apiSettingsUrl: string | undefined;
}) {
  return (
    <p className="actions">
      <button type="button" className="secondary" onClick={onRetry}>
        Try again
      </button>
      <span>
        You can also copy your {noun} from <a href={apiSettingsUrl}>the dashboard</a>.
      </span>
    </p>
  );
}

function ValueField({
  value,
  headingId,
  variable,
  onCopy,
}: {
  value: string | undefined;
  headingId: string;
  variable: Variable;
  onCopy: ((variable: Variable) => void) | undefined;
}) {
  const fieldRef = useRef<HTMLInputElement | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);

  useEffect(() => setCopyFailed(false), [value]);

  return (
    <div className="value-row">
      <input
        ref={fieldRef}
        className="value dw-code-box"
        part="value"
        type="text"
        readOnly
        aria-labelledby={headingId}
        value={value ?? ''}
        placeholder={value === undefined ? 'Loading...' : undefined}
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
      {value === undefined ? (
        <button type="button" className="copy-button copy" disabled>
          Copy
        </button>
      ) : (
        <CopyButton
          className="copy"
          value={value}
          onCopy={() => {
            setCopyFailed(false);
            onCopy?.(variable);
          }}
          onCopyError={() => {
            // The clipboard refused: select the text so the reader can copy it by hand.
            fieldRef.current?.focus();
            fieldRef.current?.select();
            setCopyFailed(true);
          }}
        />
      )}
      {copyFailed ? (
        <p className="copy-hint">The text is selected: press Ctrl+C ({'\u2318'}C on a Mac) to copy it.</p>
      ) : null}
    </div>
  );
}

/** Shown by the runtime's error boundary when anything inside the widget throws. */
export function ApiSettingsFallback() {
  const dashboard = useDashboardUrl(dashboardPaths.apiSettings());
  return (
    <p className="message error" part="message" role="alert">
      Couldn&rsquo;t display your API settings. You can get them from <a href={dashboard}>the dashboard</a>.
    </p>
  );
}
