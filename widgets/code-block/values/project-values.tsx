import { lazy, memo, Suspense, useId, useState } from 'react';
import { chosenRef, findProject, setSession, sharedStore, viewState, type ApiSettingsState } from '../../api-settings';
import { readApiBase } from '../../shared/page/config';
import { announcedSession } from '../../shared/page/page-session';
import { useDashboardUrl } from '../../shared/context';
import { dashboardPaths } from '../../shared/page/links';
import { useMessages } from '../../shared/i18n';
import { codeBlockMessages } from '../messages';
import { setProjectValues, type PageValues, type ProjectStatus } from './page-values';
import type { CodeValues } from './placeholders';

// The bridge from the page's API-settings selection to the code samples: loaded only once the
// page says something about a login. It reads the values `<api-settings>` already has (URL and
// anon key of the chosen project or branch, and its ref) and fetches nothing else.

let apiBase: string | undefined;

function projectStatus(state: ApiSettingsState): ProjectStatus {
  if (state.session === 'userLoading') return 'user-loading';
  if (state.session === 'loggedOut') return 'logged-out';
  return state.settings.status === 'ready' ? 'filled' : 'pending';
}

function projectValues(state: ApiSettingsState): CodeValues {
  if (state.session !== 'loggedIn' || state.settings.status !== 'ready') return {};
  const { url, anonKey } = state.settings.value;
  const ref = chosenRef(state);
  return {
    'project-url': url,
    // The anon (publishable) key is made for browsers and shown in full by <api-settings>; only
    // keys that bypass row-level security are secrets, and none of those is ever filled here.
    'anon-key': anonKey,
    ...(ref ? { 'project-ref': ref } : {}),
  };
}

/** Follows the shared selection of the page's API base; `detail` is the session event that woke us, if any. */
export function connect(detail: unknown): void {
  const base = readApiBase(undefined);
  if (base.status !== 'usable' || apiBase) return; // an unusable base is named by <api-settings> itself
  apiBase = base.url;
  const store = sharedStore(apiBase);
  const sync = () => {
    const state = store.getSnapshot();
    setProjectValues(projectStatus(state), projectValues(state), barLabel(state), ProjectBar);
  };
  store.subscribe(sync);
  // The page spoke by event only: hand its description to the session the store follows.
  if (detail !== undefined && announcedSession() === undefined) {
    setSession(detail);
  }
  sync();
}

const ScopedPickers = lazy(() => import('./project-pickers'));

type BarMessage = 'project-failed' | 'no-project' | 'project-loading';

// Marks a label that is a message id, to be written in the bar's language: no project or branch
// name holds this character.
const messageMarker = '\u0000';

/**
 * Whose values a sample shows ("Acme Website · main"), opening the project and branch pickers;
 * else why there are none, as a message the bar writes in the page's language.
 */
function barLabel(state: ApiSettingsState): string {
  const view = viewState(state);
  const data = state.data.status === 'ready' ? state.data.value : undefined;
  const project = data ? findProject(state.choice, data.organizations, data.projects)?.project : undefined;
  const branch =
    state.branches.status === 'ready' ? state.branches.value.find((item) => item.id === state.branchId) : undefined;
  if (view === 'ready' && project) return branch ? `${project.name} \u00b7 ${branch.name}` : project.name;
  const message: BarMessage =
    view === 'data-error' || view === 'value-error'
      ? 'project-failed'
      : view === 'no-projects'
        ? 'no-project'
        : 'project-loading';
  return messageMarker + message;
}

function LogInHint() {
  const loginUrl = useDashboardUrl(dashboardPaths.projects);
  const t = useMessages(codeBlockMessages);
  return <span>{t.rich('log-in-hint', { logIn: <a href={loginUrl}>{t('log-in')}</a> })}</span>;
}

/**
 * The bar above a sample that uses project values: logged out, a hint to log in; logged in,
 * whose values fill the sample, as a button that opens the same pickers as `<api-settings>`. It
 * reads the page's snapshot, so a change of the selection that leaves the label as it was
 * re-renders no bar; only an open picker follows the selection itself.
 */
export const ProjectBar = memo(function ProjectBar({ page }: { page: PageValues }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useMessages(codeBlockMessages);
  if (!apiBase || page.project === 'none' || page.project === 'user-loading') return null;
  if (page.project === 'logged-out') {
    return (
      <div className="code-sample-bar code-sample-project" data-project="logged-out">
        <LogInHint />
      </div>
    );
  }
  return (
    <div className="code-sample-bar code-sample-project" data-project={page.project}>
      <span className="code-sample-bar-label">{t('your-values')}</span>
      <button
        type="button"
        className="code-sample-project-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {page.label?.startsWith(messageMarker) ? t(page.label.slice(1) as BarMessage) : page.label}
      </button>
      <div id={panelId} className="code-sample-pickers" hidden={!open}>
        {open ? (
          <Suspense fallback={t('pickers-loading')}>
            <ScopedPickers apiBase={apiBase} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
});
