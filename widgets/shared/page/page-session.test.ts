import { afterEach, describe, expect, it } from 'vitest';
import { announcedSession } from './page-session';

const scope = globalThis as { docsWidgetsSession?: unknown };

afterEach(() => {
  delete scope.docsWidgetsSession;
});

describe('announcedSession', () => {
  it("is the page's announcement when it is a plain object", () => {
    scope.docsWidgetsSession = { state: 'loggedOut' };
    expect(announcedSession()).toEqual({ state: 'loggedOut' });
  });

  it('is nothing for an element that took the name (an id in the page), or for other values', () => {
    scope.docsWidgetsSession = document.createElement('h3');
    expect(announcedSession()).toBeUndefined();
    for (const value of ['loggedIn', 42, null, [{ state: 'loggedIn' }]]) {
      scope.docsWidgetsSession = value;
      expect(announcedSession()).toBeUndefined();
    }
  });
});
