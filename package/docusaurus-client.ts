/**
 * The client module of the Docusaurus plugin. Docusaurus calls `onRouteDidUpdate` after each
 * route has rendered, the first one included, once React has hydrated it: the lazy loader starts
 * then, and defines the tags of this page and of every page navigated to later.
 */
let started = false;

export function onRouteDidUpdate(): void {
  if (started) return;
  started = true;
  void import('./loader');
}
