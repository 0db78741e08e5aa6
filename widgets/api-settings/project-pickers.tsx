import { useMessages } from '../shared/i18n';
import { Combobox, type ComboboxOption } from './combobox';
import { apiSettingsMessages } from './messages';
import { branchOptions, findProject } from './selection';
import { sharedStore, viewState, type ApiSettingsState } from './store';

export interface ProjectPickersProps {
  /** The API base whose shared store the pickers change. */
  apiBase: string;
  /** That store's state. */
  state: ApiSettingsState;
}

/**
 * The project picker, and the branch picker when the chosen project uses branching: what
 * `<api-settings>` shows, and what a filled code sample opens to change whose values it shows.
 * A choice changes the page's one selection, so every element and sample follows it.
 */
export function ProjectPickers({ apiBase, state }: ProjectPickersProps) {
  const t = useMessages(apiSettingsMessages);
  const view = viewState(state);
  const data = state.data.status === 'ready' ? state.data.value : undefined;
  const chosen = data ? findProject(state.choice, data.organizations, data.projects) : undefined;
  const pickerStatus =
    view === 'user-loading' || view === 'data-pending'
      ? 'loading'
      : data && data.options.length > 0
        ? 'ready'
        : 'disabled';

  const projectChoices: ComboboxOption[] = (data?.options ?? []).map((option) => ({
    value: option.value,
    label: option.project.name,
    // Nameless stand-ins when the organization list came back empty: list the projects ungrouped.
    group: option.organization.name || undefined,
  }));
  const projectValue = data?.options.find(
    (option) => option.project.ref === chosen?.project.ref && option.organization.id === chosen?.organization.id,
  )?.value;

  const branches = state.branches.status === 'ready' ? state.branches.value : [];
  const branchChoices: ComboboxOption[] = branchOptions(branches).map((option) => ({
    value: option.value,
    label: option.branch.name,
    badge: option.branch.projectRef === option.branch.parentProjectRef ? t('production') : t('preview'),
  }));
  const branchValue = branchChoices.find((_, index) => branches[index]?.id === state.branchId)?.value;

  return (
    <div className="pickers">
      <Combobox
        label={t('picker-label', { noun: 'project' })}
        noun="project"
        options={projectChoices}
        value={projectValue}
        status={pickerStatus}
        onChange={(next) => sharedStore(apiBase).selectProject(next)}
      />
      {chosen?.project.isBranchEnabled ? (
        <Combobox
          label={t('picker-label', { noun: 'branch' })}
          noun="branch"
          options={branchChoices}
          value={branchValue}
          status={
            state.branches.status === 'pending' ? 'loading' : state.branches.status === 'ready' ? 'ready' : 'disabled'
          }
          onChange={(next) => sharedStore(apiBase).selectBranch(next)}
        />
      ) : null}
    </div>
  );
}
