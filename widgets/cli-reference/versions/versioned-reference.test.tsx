import { afterEach, describe, expect, it, vi } from 'vitest';
import { define } from '../cli-reference.element';
import { mount, settle, shadow, waitFor } from '../../shared/testing';

define();

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', location.pathname);
});

type Element$ = HTMLElement & { specs?: unknown };

function olderSpec() {
  return {
    info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
    commands: [
      {
        id: 'demo-push',
        title: 'demo push',
        summary: 'Upload settings',
        flags: [
          { id: 'dry-run', name: '--dry-run', description: 'Show, do not send.', default_value: 'false' },
          { id: 'legacy', name: '--legacy', description: 'Old upload.', default_value: 'false' },
        ],
      },
    ],
  };
}

function newerSpec() {
  return {
    info: { id: 'demo', version: '2.0.0', title: 'Demo CLI' },
    commands: [
      {
        id: 'demo-push',
        title: 'demo push',
        summary: 'Upload settings',
        flags: [{ id: 'dry-run', name: '--dry-run', description: 'Show, do not send.', default_value: 'true' }],
      },
      { id: 'demo-pull', title: 'demo pull', summary: 'Deprecated: use demo sync.' },
    ],
  };
}

/** Resolves with the detail of the next `dw-rendered` that names `version`. */
function renderedVersion(element: HTMLElement, version: string): Promise<{ version: string }> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ version: string }>).detail;
      if (detail.version !== version) return;
      element.removeEventListener('dw-rendered', listener);
      resolve(detail);
    };
    element.addEventListener('dw-rendered', listener);
  });
}

/** Waits until `check` holds, settling the element between tries. */
async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 100 && !check(); attempt += 1) await settle();
  expect(check()).toBe(true);
}

const text = (element: Element, selector: string) =>
  [...shadow(element).querySelectorAll(selector)].map((node) => node.textContent);

describe('<cli-reference> with several versions', () => {
  it('shows the newest version of the specs property with its markers, compared with the next one', async () => {
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    const done = renderedVersion(element, '2.0.0');
    element.specs = [
      { version: '2.0.0', spec: newerSpec() },
      { version: '1.0.0', spec: olderSpec() },
    ];
    await done;
    await until(() => text(element, '.version-marker').includes('New in v2.0.0'));

    const picker = shadow(element).querySelector('select')!;
    expect([...picker.options].map((option) => option.textContent)).toEqual(['v2.0.0', 'v1.0.0']);
    expect(picker.value).toBe('2.0.0');
    const root = shadow(element);
    expect(root.querySelector('#demo-pull .version-markers')?.textContent).toBe('New in v2.0.0Deprecated');
    const changed = root.querySelector<HTMLButtonElement>('#demo-push--dry-run .version-marker.changed')!;
    expect(changed.textContent).toBe('Changed in v2.0.0');
    const tip = root.getElementById(changed.getAttribute('aria-describedby')!);
    expect(tip?.textContent).toBe('default: false → true');
    expect(root.querySelector('#demo-push .version-removed')?.textContent).toBe('Removed in v2.0.0--legacy');
    expect(element.getAttribute('data-state')).toBe('ready');
  });

  it('writes its picker, markers and What changed in the page\u2019s language', async () => {
    document.documentElement.lang = 'de';
    try {
      const element = await mount<Element$>('<cli-reference></cli-reference>');
      const done = renderedVersion(element, '2.0.0');
      element.specs = [
        { version: '2.0.0', spec: newerSpec() },
        { version: '1.0.0', spec: olderSpec() },
      ];
      await done;
      await until(() => text(element, '.version-marker').includes('Neu in v2.0.0'));
      const root = shadow(element);
      expect(root.querySelector('#demo-pull .version-markers')?.textContent).toBe('Neu in v2.0.0Veraltet');
      const changed = root.querySelector<HTMLButtonElement>('#demo-push--dry-run .version-marker.changed')!;
      expect(changed.textContent).toBe('Geändert in v2.0.0');
      expect(root.getElementById(changed.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Standard: false → true',
      );
      expect(root.querySelector('#demo-push .version-removed')?.textContent).toBe('Entfernt in v2.0.0--legacy');
      expect(root.querySelector('.version-compared')?.textContent).toBe('Markierungen im Vergleich zu v1.0.0');
      expect(root.querySelector('.changed-filter')?.textContent).toBe('Geändert seit v1.0.0');

      root.querySelector<HTMLButtonElement>('.version-button')!.click();
      await until(() => root.querySelector('.what-changed h4') !== null);
      const view = root.querySelector('.what-changed')!;
      expect(view.querySelector('h3')?.textContent).toBe('Änderungen');
      expect([...view.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Von', 'Bis']);
      expect(view.querySelector('p')?.textContent).toBe('v1.0.0 → v2.0.0, Befehle: 1 neu, 0 entfernt, 1 geändert.');
      expect([...view.querySelectorAll('h4')].map((heading) => heading.textContent)).toEqual([
        'Neue Befehle',
        'Geänderte Befehle',
      ]);
      expect(view.textContent).toContain('entferntes Flag --legacy');
      expect([...view.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
        'Als Markdown kopieren',
        'Markdown herunterladen',
      ]);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('narrows the commands to those changed since the older version', async () => {
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    const done = renderedVersion(element, '2.0.0');
    const unchanged = { id: 'demo-status', title: 'demo status', summary: 'Show the state' };
    element.specs = [
      { version: '2.0.0', spec: { ...newerSpec(), commands: [...newerSpec().commands, unchanged] } },
      { version: '1.0.0', spec: { ...olderSpec(), commands: [...olderSpec().commands, unchanged] } },
    ];
    await done;
    await until(() => shadow(element).querySelector('.changed-filter') !== null);
    shadow(element).querySelector<HTMLButtonElement>('.changed-filter')!.click();
    await until(() => shadow(element).querySelector('.match-count')?.textContent === '2 of 3 commands');
    expect(shadow(element).querySelector<HTMLElement>('#demo-status')?.hidden).toBe(true);
    expect(shadow(element).querySelector<HTMLElement>('#demo-pull')?.hidden).toBe(false);
  });

  it('shows the version the address names, saying it is an older one and linking the newest', async () => {
    history.replaceState(null, '', `${location.pathname}?version=1.0.0`);
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    const done = renderedVersion(element, '1.0.0');
    element.specs = [
      { version: '2.0.0', spec: newerSpec() },
      { version: '1.0.0', spec: olderSpec() },
    ];
    await done;
    await settle();
    expect(shadow(element).querySelector('select')!.value).toBe('1.0.0');
    expect(shadow(element).querySelector('#demo-pull')).toBeNull();
    const older = shadow(element).querySelector('.version-older');
    expect(older?.textContent).toBe('You are reading v1.0.0, an older version. The newest is v2.0.0.');
    expect(new URL(older!.querySelector('a')!.href).search).toBe('');
    history.replaceState(null, '', location.pathname);
  });

  it('lists repeated and unusable entries, and keeps the first of a repeated version', async () => {
    const element = await mount<Element$>('<cli-reference></cli-reference>');
    const done = renderedVersion(element, '2.0.0');
    element.specs = [
      { version: '2.0.0', spec: newerSpec() },
      { version: '2.0.0', spec: olderSpec() },
      { src: 'nowhere.json' },
    ];
    await done;
    await settle();
    expect(text(element, '.version-problems li')).toEqual([
      'Entry 2: version 2.0.0 is listed twice; entry 1 is kept.',
      'Entry 3: expected a "version" (text), found nothing.',
    ]);
    expect(shadow(element).querySelector('#demo-pull')).not.toBeNull();
    expect(element.getAttribute('data-state')).toBe('partial');
  });

  it('says so, inside the element, when the versions index is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('version: 1.0.0', { headers: { 'content-type': 'application/json' } })),
    );
    const element = await mount('<cli-reference versions="/cli/versions.json"></cli-reference>');
    await until(() => element.getAttribute('data-state') === 'error');
    expect(shadow(element).querySelector('[role="alert"]')?.textContent).toContain(
      'expected a JSON list of versions, got text that is not JSON',
    );
  });

  it('names the HTTP status of a versions index that fails to load, and Retry loads it again', async () => {
    let answer = new Response('gone', { status: 404, statusText: 'Not Found' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/versions.json')) return answer;
        return Response.json(newerSpec());
      }),
    );
    const element = await mount('<cli-reference versions="/cli/versions.json"></cli-reference>');
    await until(() => element.getAttribute('data-state') === 'error');
    const alert = shadow(element).querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('could not read its versions (attribute "versions").');
    expect(alert.textContent).toContain(
      `The versions index at ${new URL('/cli/versions.json', document.baseURI).href} could not be loaded: the server answered 404 Not Found.`,
    );
    answer = Response.json([{ version: '2.0.0', src: 'new.json' }]);
    alert.querySelector<HTMLButtonElement>('button.retry')!.click();
    await until(() => shadow(element).querySelector('#demo-pull') !== null);
  });

  it('reports a versions index the network cannot reach, once, and one that does not arrive in time', async () => {
    const offlineFetch = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offlineFetch);
    const offline = await mount('<cli-reference versions="/cli/versions.json"></cli-reference>');
    await waitFor(() => expect(offline.getAttribute('data-state')).toBe('error'));
    expect(offlineFetch).toHaveBeenCalledTimes(1);
    expect(shadow(offline).querySelector('[role="alert"]')?.textContent).toContain(
      'could not be loaded: Failed to fetch.',
    );

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_, reject) => {
            const signal = input instanceof Request ? input.signal : init?.signal;
            signal?.addEventListener('abort', () => reject(signal.reason));
          }),
      ),
    );
    const slow = await mount('<cli-reference versions="/cli/slow.json" timeout="50"></cli-reference>');
    await waitFor(() => expect(slow.getAttribute('data-state')).toBe('error'));
    expect(shadow(slow).querySelector('[role="alert"]')?.textContent).toContain(
      'could not be loaded: it did not arrive in time.',
    );
  });

  it('names a version whose spec fails to load, and still shows the others', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/versions.json'))
          return Response.json([
            { version: '2.0.0', src: 'new.json' },
            { version: '1.0.0', src: 'old.json' },
          ]);
        if (url.endsWith('/new.json')) return Response.json(newerSpec());
        return new Response('gone', { status: 404, statusText: 'Not Found' });
      }),
    );
    const element = await mount('<cli-reference versions="/cli/versions.json"></cli-reference>');
    // Every section of the version that loaded, and the message about the one that did not.
    await until(
      () => shadow(element).querySelector('#demo-pull') !== null && text(element, '.version-problems p').length === 1,
    );
    expect(text(element, '.version-problems p')[0]).toMatch(/^v1\.0\.0 could not be loaded: .*404/);
    expect(text(element, 'select option')).toEqual(['v2.0.0', 'v1.0.0 — could not be loaded']);
    expect(element.getAttribute('data-state')).toBe('partial');
  });
});
