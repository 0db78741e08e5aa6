// The public face of <api-settings>: what other widgets and the package entries may import.
export { define, metadata, apiSettings } from './api-settings.element';
// The page's one selection of project and branch, which guides and code samples read to fill in the reader's values.
export { chosenRef, sharedStore, resetSharedStoresForTests, viewState, type ApiSettingsState } from './store';
export { encodeProjectValue, findProject } from './selection';
export { resetSessionForTests, sessionEvent, setSession } from './session';
// The pickers, for a code sample's bar that changes whose values it shows, and the sheets they need.
export { ProjectPickers } from './project-pickers';
export { apiSettingsStyles } from './api-settings.styles';
