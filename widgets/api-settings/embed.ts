// What another widget may embed of <api-settings>: its component, styles and helpers, without the element
// wrapper, so embedding it never loads its element definition. index.ts re-exports all of it.
// The page's one selection of project and branch, which guides and code samples read to fill in the reader's values.
export { chosenRef, sharedStore, viewState, type ApiSettingsState } from './store';
export { encodeProjectValue, findProject } from './selection';
export { sessionEvent, setSession } from './session';
// The pickers, for a code sample's bar that changes whose values it shows, and the sheets they need.
export { ProjectPickers } from './project-pickers';
export { apiSettingsStyles } from './api-settings.styles';
