// The public face of <api-settings>: what other widgets and the package entries may import.
export { define, metadata, apiSettings } from './api-settings.element';
// The page's one selection of project and branch, which guides read to fill in the reader's values.
export { chosenRef, sharedStore, resetSharedStoresForTests } from './store';
export { encodeProjectValue } from './selection';
export { resetSessionForTests, sessionEvent } from './session';
