// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getSession,
  installSessionListener,
  parseSession,
  resetSessionForTests,
  sessionEvent,
  setSession,
  subscribeSession,
} from './session';

afterEach(() => {
  resetSessionForTests();
  delete window.docsWidgetsSession;
  vi.restoreAllMocks();
});

function announce(detail: unknown) {
  document.dispatchEvent(new CustomEvent(sessionEvent, { detail }));
}

describe('page session', () => {
  it('is userLoading while the page loads and says nothing, and logged out once it has loaded', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    installSessionListener();
    expect(getSession()).toEqual({ state: 'userLoading' });
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(getSession()).toEqual({ state: 'loggedOut' });
    // A page that speaks later still counts.
    announce({ state: 'loggedIn', accessToken: 'late-token' });
    expect(getSession()).toEqual({ state: 'loggedIn', accessToken: 'late-token' });
  });

  it('stays userLoading after the load when the page said it is still finding out', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    installSessionListener();
    announce({ state: 'userLoading' });
    window.dispatchEvent(new Event('load'));
    expect(getSession()).toEqual({ state: 'userLoading' });
  });

  it('is logged out at once on a page that had loaded and said nothing before the widgets came', () => {
    installSessionListener();
    expect(document.readyState).toBe('complete');
    expect(getSession()).toEqual({ state: 'loggedOut' });
  });

  it('follows the docs-widgets:session event on document', () => {
    installSessionListener();
    announce({ state: 'loggedIn', accessToken: 'token-one' });
    expect(getSession()).toEqual({ state: 'loggedIn', accessToken: 'token-one' });
    announce({ state: 'loggedOut' });
    expect(getSession()).toEqual({ state: 'loggedOut' });
  });

  it('picks up the session a page set on window before the widgets loaded', () => {
    window.docsWidgetsSession = { state: 'loggedIn', accessToken: 'early-token' };
    installSessionListener();
    expect(getSession()).toEqual({ state: 'loggedIn', accessToken: 'early-token' });
  });

  it('tells subscribers about changes, and only about changes', () => {
    installSessionListener();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    announce({ state: 'loggedIn', accessToken: 'token-one' });
    announce({ state: 'loggedIn', accessToken: 'token-one' });
    expect(listener).toHaveBeenCalledTimes(1);
    announce({ state: 'loggedIn', accessToken: 'token-two' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    announce({ state: 'loggedOut' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores unusable descriptions with a console warning that never shows the token', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installSessionListener();
    setSession({ state: 'loggedIn', accessToken: 'kept-token' });
    announce({ state: 'loggedIn', accessToken: 'has spaces in-it' });
    announce({ state: 'loggedIn' });
    announce({ state: 'signedIn', accessToken: 'kept-token' });
    announce('loggedOut');
    expect(getSession()).toEqual({ state: 'loggedIn', accessToken: 'kept-token' });
    expect(warn).toHaveBeenCalledTimes(4);
    const logged = warn.mock.calls.flat().join(' ');
    expect(logged).toContain('docs-widgets:session');
    expect(logged).not.toContain('has spaces in-it');
    expect(logged).not.toContain('kept-token');
  });

  it('explains what a valid description looks like', () => {
    expect(parseSession(null)).toEqual({ problem: expect.stringContaining('expected an object') });
    expect(parseSession({ state: 'loggedIn', accessToken: '' })).toEqual({
      problem: expect.stringContaining('accessToken'),
    });
    expect(parseSession({ state: 'userLoading' })).toEqual({ session: { state: 'userLoading' } });
  });
});
