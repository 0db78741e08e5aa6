import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from './code-block';
import { sessionEvent } from '../api-settings';
import { settle, waitFor } from '../shared/testing';

// A file of its own: the bridge to the API settings connects once per page (module), and the
// other file's tests reset the stores it follows.

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
  vi.unstubAllGlobals();
});

describe('the project bar in the page language', () => {
  it('writes the bar in the page language: the login hint, then whose values while they load', async () => {
    document.documentElement.lang = 'de';
    // The project list never arrives: the bar stays on its loading label.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<CodeBlock code={'URL={{project-url}}'} />));
    await waitFor(() => expect(container.querySelectorAll('.placeholder')).toHaveLength(1));
    await settle();
    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedOut' } }));
    await waitFor(() =>
      expect(container.querySelector('.code-sample-project')?.textContent).toBe(
        'Melden Sie sich an, um die URL und den Schlüssel Ihres eigenen Projekts einzusetzen.',
      ),
    );
    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedIn', accessToken: 'test-token' } }));
    await waitFor(() =>
      expect(container.querySelector('.code-sample-project-button')?.textContent).toBe('Ihr Projekt wird geladen…'),
    );
    expect(container.querySelector('.code-sample-bar-label')?.textContent).toBe('Ihre Werte:');
    root.unmount();
  });
});
