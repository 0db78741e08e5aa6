// For tests only, of this widget and of the widgets that read its shared state (code samples, guides):
// forget the page's shared stores and session between tests. Nothing in a page imports this.
export { resetSharedStoresForTests } from './store';
export { resetSessionForTests } from './session';
