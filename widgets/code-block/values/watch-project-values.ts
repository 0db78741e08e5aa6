import { sessionEvent } from '../../../base/protocol';
import { announcedSession } from '../../shared/page/page-session';
import { startWatching } from './page-values';

// Loads the API-settings bridge (project-values.tsx), which fills the page's values. Apart from
// page-values.ts, so that the bridge, which writes those values, is not imported back by them.

/**
 * Starts filling the project placeholders once the page says anything about a login (the
 * `docsWidgetsSession` global, or the `docs-widgets:session` event). Only then is the API-settings
 * code loaded: a page without a login never fetches it.
 */
export function watchProjectValues(): void {
  if (typeof document === 'undefined' || !startWatching()) return;
  const load = (detail?: unknown) => {
    document.removeEventListener(sessionEvent, onSession);
    import('./project-values').then(
      (bridge) => bridge.connect(detail),
      (error: unknown) => console.warn('docs-widgets: could not load the project values for code samples.', error),
    );
  };
  const onSession = (event: Event) => load((event as CustomEvent<unknown>).detail);
  if (announcedSession() !== undefined) load();
  else document.addEventListener(sessionEvent, onSession);
}
