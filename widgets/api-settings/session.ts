/**
 * How a host page tells the widgets whether the reader is logged in, and hands over an access
 * token. One session per page, shared by every `<api-settings>`; the token stays in memory.
 *
 * A page does two things whenever its login state is known or changes:
 *
 *   window.docsWidgetsSession = detail;                                  // for widgets loaded later
 *   document.dispatchEvent(new CustomEvent('docs-widgets:session', { detail }));  // for loaded ones
 *
 * with `detail` one of `{ state: 'loggedIn', accessToken }`, `{ state: 'loggedOut' }` or
 * `{ state: 'userLoading' }`. The global covers the widgets' chunk loading after the page spoke;
 * the event covers it loading before. Until either says something the state is `userLoading`, and
 * a page that has said nothing by the time it has loaded (its `load` event) is taken as logged out:
 * a page that pasted the element and has no login of its own. A page still finding out says
 * `userLoading` before then.
 */

import { sessionEvent } from '../../base/protocol';
import { announcedSession } from '../shared/page/page-session';

export type Session = { state: 'userLoading' } | { state: 'loggedOut' } | { state: 'loggedIn'; accessToken: string };

export { sessionEvent };

declare global {
  interface Window {
    docsWidgetsSession?: unknown;
  }
  interface DocumentEventMap {
    'docs-widgets:session': CustomEvent<unknown>;
  }
}

const userLoading: Session = { state: 'userLoading' };
const loggedOut: Session = { state: 'loggedOut' };
let current: Session = userLoading;
const listeners = new Set<() => void>();

/** A header-safe token: printable ASCII without spaces. */
const tokenPattern = /^[\x21-\x7e]+$/;

/**
 * Checks an untrusted session description. The message never repeats the token, so it is safe
 * to log.
 */
export function parseSession(detail: unknown): { session: Session } | { problem: string } {
  if (typeof detail !== 'object' || detail === null) {
    return { problem: 'expected an object such as { state: "loggedOut" }' };
  }
  const { state, accessToken } = detail as { state?: unknown; accessToken?: unknown };
  if (state === 'userLoading' || state === 'loggedOut') return { session: { state } };
  if (state === 'loggedIn') {
    if (typeof accessToken !== 'string' || !tokenPattern.test(accessToken)) {
      return { problem: 'state "loggedIn" needs accessToken: a non-empty string without spaces' };
    }
    return { session: { state, accessToken } };
  }
  return { problem: 'state must be "userLoading", "loggedOut" or "loggedIn"' };
}

function sameSession(a: Session, b: Session): boolean {
  if (a.state !== b.state) return false;
  return a.state !== 'loggedIn' || a.accessToken === (b as { accessToken: string }).accessToken;
}

/**
 * Sets the page's session (what the event and the global do). Returns false, and warns in the
 * console, for a description it cannot use; the session then stays as it was.
 */
export function setSession(detail: unknown): boolean {
  const parsed = parseSession(detail);
  if ('problem' in parsed) {
    console.warn(`docs-widgets: ignored a "${sessionEvent}" session: ${parsed.problem}.`);
    return false;
  }
  heard = true;
  change(parsed.session);
  return true;
}

function change(session: Session): void {
  if (sameSession(current, session)) return;
  current = session;
  for (const listener of [...listeners]) listener();
}

/** Whether the page has said anything usable about its session. */
let heard = false;

/** Once the page has loaded without a word about a session: nobody is logged in. */
function onPageLoaded(): void {
  if (!heard) change(loggedOut);
}

export function getSession(): Session {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function onSessionEvent(event: Event): void {
  setSession((event as CustomEvent<unknown>).detail);
}

let installed = false;

/** Starts listening for the page's session event and reads the page's last session, once. */
export function installSessionListener(): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  document.addEventListener(sessionEvent, onSessionEvent);
  const last = announcedSession();
  if (last !== undefined) setSession(last);
  if (document.readyState === 'complete') onPageLoaded();
  else globalThis.addEventListener('load', onPageLoaded, { once: true });
}

/** For tests: forget the session and stop listening. */
export function resetSessionForTests(): void {
  if (typeof document !== 'undefined') document.removeEventListener(sessionEvent, onSessionEvent);
  globalThis.removeEventListener?.('load', onPageLoaded);
  installed = false;
  heard = false;
  current = userLoading;
  listeners.clear();
}
