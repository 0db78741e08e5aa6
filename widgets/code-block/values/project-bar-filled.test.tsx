import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBlock } from '../code-block';
import { sessionEvent } from '../../api-settings';
import { settle, waitFor } from '../../shared/testing';

// A file of its own: the bridge to the API settings connects once per page (module).

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the project bar of a sample that fills its own values', () => {
  it('offers to log in only where a project value is still a placeholder', async () => {
    // The project list never arrives: logged in, the bar stays on its loading label.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const own = { 'project-url': 'https://own.supabase.co' };
    flushSync(() =>
      root.render(
        <>
          <div id="own-values">
            <CodeBlock code={'URL={{project-url}}'} values={own} />
          </div>
          <div id="no-values">
            <CodeBlock code={'URL={{project-url}}'} />
          </div>
          <div id="key-missing">
            <CodeBlock code={'URL={{project-url}}\nKEY={{anon-key}}'} values={own} />
          </div>
        </>,
      ),
    );
    const bar = (id: string) => container.querySelector(`#${id} .code-sample-project`);
    await waitFor(() => expect(container.querySelectorAll('.placeholder')).toHaveLength(2));
    await settle(); // the samples start listening for a login in an effect

    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedOut' } }));
    await waitFor(() => expect(bar('no-values')?.textContent).toBe('Log in to fill in your own project URL and key.'));
    expect(bar('key-missing')?.textContent).toBe('Log in to fill in your own project URL and key.');
    expect(container.querySelector('#own-values pre')?.textContent).toBe('URL=https://own.supabase.co\n');
    expect(bar('own-values')).toBeNull();

    // Logged in, the bar's project would fill nothing in that sample either.
    document.dispatchEvent(new CustomEvent(sessionEvent, { detail: { state: 'loggedIn', accessToken: 'test-token' } }));
    await waitFor(() => expect(bar('no-values')?.getAttribute('data-project')).toBe('pending'));
    expect(bar('key-missing')?.getAttribute('data-project')).toBe('pending');
    expect(bar('own-values')).toBeNull();
    root.unmount();
  });
});
