import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CopyButton } from '../copy-button';
import { readApiBase, type ApiBase } from '../shared/page/config';
import { useDashboardUrl } from '../shared/context';
import { dashboardPaths } from '../shared/page/links';
import { useLayoutPending } from '../shared/scroll-anchor';
import { useMessages, type Messenger } from '../shared/i18n';
import { PlatformApiError } from './api-client';
import { apiSettingsMessages } from './messages';
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

type Message = Messenger<keyof typeof apiSettingsMessages.english & string>;

/** The value's name, as the heading and inside sentences ("your Anon key"), as the product writes it. */
const titles = { url: 'title-url', 'anon-key': 'title-anon-key' } as const;

const signedOutState: ApiSettingsState = {
  session: 'loggedOut',
  data: { status: 'idle' },
  choice: undefined,
  branches: { status: 'idle' },
  branchId: undefined,
  settings: { status: 'idle' },
};
const noStore = { subscribe: () => () => {}, getSnapshot: () => signedOutState };

function failureReason(error: Error, t: Message): string {
  if (!(error instanceof PlatformApiError)) return t('failure-unexpected');
  switch (error.kind) {
    case 'unauthorized':
    case 'network':
    case 'timeout':
    case 'empty-endpoint':
    case 'invalid-endpoint':
      return t(`failure-${error.kind}`);
    case 'redirect':
      // The cause is the page's setup (its api-base), which the console tells its author; the
      // reader can only try again later or take the way out through the dashboard.
      return t('failure-redirect');
    case 'http':
      return t('failure-http', { status: String(error.status ?? '?') });
    case 'malformed':
    case 'shape':
      return t('failure-shape');
  }
}

/** A failure message followed by its reason, as the language puts two sentences together. */
function withReason(message: string, error: Error | undefined, t: Message): string {
  return error ? t('with-reason', { message, reason: failureReason(error, t) }) : message;
}

/**
 * Redirects the page author was warned of: the widgets of a page share one store, so one failed
 * request is every widget's failure, and is said once.
 */
const warnedRedirects = new WeakSet<Error>();

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
      `"${unusable.value}" ${apiSettingsMessages.english[`reason-${unusable.reason}`]}; no request is made.`
    : undefined;
  useEffect(() => {
    if (unusableWarning) console.warn(unusableWarning);
  }, [unusableWarning]);

  const redirected = [state.data, state.branches, state.settings]
    .map((part) => (part.status === 'error' ? part.error : undefined))
    .find((error) => error instanceof PlatformApiError && error.kind === 'redirect');
  useEffect(() => {
    if (redirected && apiBase && !warnedRedirects.has(redirected)) {
      warnedRedirects.add(redirected);
      console.warn(
        `<api-settings>: ${redirected.message}. The platform API at ${apiBase} should answer directly; ` +
          'check the api-base attribute or the <meta name="docs-widgets:api-base"> tag of the page.',
      );
    }
  }, [redirected, apiBase]);

  const headingId = useId();
  const t = useMessages(apiSettingsMessages);
  const title = t(titles[variable] ?? titles.url);
  const noun = title;

  if (!apiBase) {
    return (
      <div className="dw-problem" role="alert" part="message">
        {t.rich(
          unusable?.source === 'meta' ? 'unusable-meta' : 'unusable-attribute',
          {
            meta: <code>&lt;meta name=&quot;docs-widgets:api-base&quot;&gt;</code>,
            tag: <code>&lt;api-settings&gt;</code>,
            attribute: <code>api-base</code>,
          },
          { value: unusable?.value ?? '', reason: unusable ? t(`reason-${unusable.reason}`) : '', noun },
        )}
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
          {t.rich(
            'refused-base',
            { tag: <code>&lt;api-settings&gt;</code>, attribute: <code>api-base</code> },
            { value: refusedBase, apiBase },
          )}
        </p>
      ) : null}
      <ProjectPickers apiBase={apiBase} state={state} />
      {data?.organizationsUnlisted ? (
        <div className="message notice" part="message" role="status">
          <p>{t('organizations-unlisted')}</p>
          <p className="actions">
            <button type="button" className="secondary" onClick={() => sharedStore(apiBase).retry()}>
              {t('try-again')}
            </button>
          </p>
        </div>
      ) : null}
      <ValueArea
        view={view}
        state={state}
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
  const t = useMessages(apiSettingsMessages);

  switch (view) {
    case 'logged-out':
      return (
        <p className="message" part="message">
          {t.rich('logged-out', { logIn: <a href={loginUrl}>{t('log-in')}</a> }, { noun })}
        </p>
      );
    case 'data-error':
      return (
        <div className="message error" part="message" role="alert">
          <p>{withReason(t('data-error'), state.data.status === 'error' ? state.data.error : undefined, t)}</p>
          <RetryActions onRetry={onRetry} noun={noun} apiSettingsUrl={apiSettingsUrl} />
        </div>
      );
    case 'no-projects':
      return (
        <p className="message" part="message">
          {t.rich('no-projects', { createProject: <a href={newProjectUrl}>{t('create-project')}</a> }, { noun })}
        </p>
      );
    case 'value-error': {
      // The branch list is what failed, when it did: the value itself was never asked for.
      const branches = state.branches.status === 'error' ? state.branches.error : undefined;
      const error = branches ?? (state.settings.status === 'error' ? state.settings.error : undefined);
      return (
        <div className="message error" part="message" role="alert">
          <p>
            {withReason(
              branches
                ? projectName === undefined
                  ? t('branches-error-unnamed', { noun })
                  : t('branches-error', { project: projectName, noun })
                : t('value-error', { noun }),
              error,
              t,
            )}
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
  const t = useMessages(apiSettingsMessages);
  return (
    <p className="actions">
      <button type="button" className="secondary" onClick={onRetry}>
        {t('try-again')}
      </button>
      <span>
        {t.rich('copy-from-dashboard', { dashboard: <a href={apiSettingsUrl}>{t('dashboard')}</a> }, { noun })}
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
  const t = useMessages(apiSettingsMessages);

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
        placeholder={value === undefined ? t('loading') : undefined}
        spellCheck={false}
        autoComplete="off"
        onFocus={(event) => event.currentTarget.select()}
      />
      {value === undefined ? (
        <button type="button" className="copy-button copy" disabled>
          {t('copy')}
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
      {copyFailed ? <p className="copy-hint">{t('copy-by-hand')}</p> : null}
    </div>
  );
}

/** Shown by the runtime's error boundary when anything inside the widget throws. */
export function ApiSettingsFallback() {
  const dashboard = useDashboardUrl(dashboardPaths.apiSettings());
  const t = useMessages(apiSettingsMessages);
  return (
    <p className="message error" part="message" role="alert">
      {t.rich('fallback', { dashboard: <a href={dashboard}>{t('dashboard')}</a> })}
    </p>
  );
}
