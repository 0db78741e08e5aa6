import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  eventAliases,
  fetchedSourceKey as fetchedSource,
  missedEventsKey as missedEvents,
  pageProgressKey as pageProgress,
  takenOverKey as takenOver,
} from '../base/protocol';
import { readPrefix, startLoader, type ElementModule } from './start';
import type { WidgetMetadata } from '../widgets/shared/metadata';
import {
  attributeFingerprint,
  documentHash,
  markReactPage,
  prerenderFingerprint,
  takeoverOf,
  type MarkupParent,
} from '../widgets/shared/prerendered';
import { waitFor } from '../widgets/shared/testing';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('loader prefix option', () => {
  it('reads the prefix from the page-wide meta tag', () => {
    document.head.innerHTML = '<meta name="docs-widgets:prefix" content="dw-">'; // test-only markup
    expect(readPrefix()).toBe('dw-');
  });

  it('ignores a prefix that cannot start a tag name, saying so', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = '<meta name="docs-widgets:prefix" content="DW_">'; // test-only markup
    expect(readPrefix()).toBe('');
    expect(error.mock.calls.flat().join(' ')).toContain('prefix "DW_" ignored');
  });

  it('loads prefixed tags only, and defines each under its prefixed name', async () => {
    document.body.innerHTML = '<dw-param-row></dw-param-row><param-row></param-row>'; // test-only markup
    const defined: Array<string | undefined> = [];
    const imported: string[] = [];
    const importModule = async (url: string): Promise<ElementModule> => {
      imported.push(url);
      return { define: (tag?: string) => defined.push(tag) };
    };
    startLoader(
      { 'param-row': ['param-row-abc', 'runtime-def'] },
      'https://cdn.example/dw/loader.js',
      importModule,
      'dw-',
    );
    await waitFor(() => expect(defined).toEqual(['dw-param-row']));
    expect(imported).toEqual([
      'https://cdn.example/dw/chunks/runtime-def.js',
      'https://cdn.example/dw/chunks/param-row-abc.js',
    ]);
  });

  it('defines plain names without a prefix', async () => {
    document.body.innerHTML = '<param-row></param-row>'; // test-only markup
    const defined: Array<string | undefined> = [];
    startLoader({ 'param-row': ['param-row-abc'] }, 'https://cdn.example/loader.js', async () => ({
      define: (tag?: string) => defined.push(tag),
    }));
    await waitFor(() => expect(defined).toEqual(['param-row']));
    // A chunk that imports no other is imported at once, with no preload: the package's loader
    // gives its tags that way, and its addresses are not fetched.
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});

describe('event aliases the loader records listeners for', () => {
  it('are exactly the aliases the metadata declares', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../widgets/*/*.meta.ts', { eager: true });
    const declared = new Set<string>();
    for (const module of Object.values(modules)) {
      for (const value of Object.values(module)) {
        const events = (value as Partial<WidgetMetadata>)?.events ?? {};
        for (const spec of Object.values(events)) if (spec.alias) declared.add(spec.alias);
      }
    }
    expect([...eventAliases].sort()).toEqual([...declared].sort());
  });
});

describe('loading the chunks of a tag', () => {
  it('imports each entry and preloads every chunk once, however many tags share it', async () => {
    document.body.innerHTML = '<code-block></code-block><copy-button></copy-button>'; // test-only markup
    const imported: string[] = [];
    startLoader(
      {
        'code-block': ['code-block-v1', 'code-block.styles-a', 'copy-button.styles-b'],
        'copy-button': ['copy-button-v1', 'copy-button.styles-b'],
      },
      'https://cdn.example/dw/loader.js',
      async (url) => {
        imported.push(url);
        return { define: () => undefined };
      },
    );
    await waitFor(() => expect(imported.filter((url) => /-v1\.js$/.test(url))).toHaveLength(2));
    expect(imported.filter((url) => /-v1\.js$/.test(url)).sort()).toEqual([
      'https://cdn.example/dw/chunks/code-block-v1.js',
      'https://cdn.example/dw/chunks/copy-button-v1.js',
    ]);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
    expect(preloads.sort()).toEqual([
      'https://cdn.example/dw/chunks/code-block-v1.js',
      'https://cdn.example/dw/chunks/code-block.styles-a.js',
      'https://cdn.example/dw/chunks/copy-button-v1.js',
      'https://cdn.example/dw/chunks/copy-button.styles-b.js',
    ]);
  });

  it('imports the chunks of a tag one at a time, in the map’s order, its entry last', async () => {
    document.body.innerHTML = '<cli-reference></cli-reference>'; // test-only markup
    const started: string[] = [];
    const pending = new Map<string, () => void>();
    startLoader(
      { 'cli-reference': ['cli-reference-v1', 'runtime-v1', 'read-spec-v1'] },
      'https://cdn.example/dw/loader.js',
      (url) => {
        const name = url.replace(/^.*\/chunks\/|-v1\.js$/g, '');
        started.push(name);
        // Each import ends when the test says so: the next may not start before.
        return new Promise((resolve) => pending.set(name, () => resolve({ define: () => undefined })));
      },
    );
    for (const name of ['runtime', 'read-spec', 'cli-reference']) {
      await waitFor(() => expect(started.at(-1)).toBe(name));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(started.at(-1)).toBe(name);
      pending.get(name)!();
    }
    expect(started).toEqual(['runtime', 'read-spec', 'cli-reference']);
    // All are fetched at once all the same, the entry too.
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      (link as HTMLLinkElement).href.replace(/^.*\/chunks\/|-v1\.js$/g, ''),
    );
    expect(preloads).toEqual(['runtime', 'read-spec', 'cli-reference']);
  });

  it('finds tags added later, alone or inside added content, and ignores added text', async () => {
    const defined: Array<string | undefined> = [];
    startLoader(
      { 'param-row': ['param-row-v1'], 'card-grid': ['card-grid-v1'] },
      'https://cdn.example/loader.js',
      async () => ({
        define: (tag?: string) => defined.push(tag),
      }),
    );
    document.body.append('some text', document.createComment('a comment'));
    document.body.append(document.createElement('param-row'));
    const wrapper = document.createElement('div');
    wrapper.append(document.createElement('card-grid'));
    document.body.append(wrapper);
    await waitFor(() => expect(defined.sort()).toEqual(['card-grid', 'param-row']));
  });
});

/**
 * Writes the server's fingerprint on a host for what it holds now, as the prerender does. An
 * earlier fingerprint is not part of what is hashed.
 */
function stamp(element: HTMLElement): HTMLElement {
  element.removeAttribute('data-dw-prerendered');
  element.setAttribute(
    'data-dw-prerendered',
    prerenderFingerprint({
      attributes: Array.from(element.attributes, ({ name, value }) => [name, value] as const),
      settings: ['', '', ''],
      lightDom: element as unknown as MarkupParent,
      shadowRoot: element.shadowRoot! as unknown as MarkupParent,
    }),
  );
  return element;
}

/** A host as the prerender leaves it: a declarative shadow root and the server's fingerprint of it. */
function prerendered(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  element.attachShadow({ mode: 'open' }).append('drawn by the server');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return stamp(element);
}

describe('prerendered instances of static tags', () => {
  const chunks = {
    'param-row': ['param-row-v1', 'runtime-v1'],
    'docs-callout': ['docs-callout-v1', 'runtime-v1'],
    'card-grid': ['card-grid-v1', 'runtime-v1'],
    'copy-button': ['copy-button-v1', 'runtime-v1'],
  };
  const statics = { 'param-row': [], 'docs-callout': ['closable'], 'card-grid': [] };

  /** The tags whose entry chunk is imported (the runtime, imported before each, left out). */
  function recordImports() {
    const imported: string[] = [];
    const importModule = async (url: string): Promise<ElementModule> => {
      if (!url.includes('/runtime-')) imported.push(url.replace(/^.*\/chunks\/|-v1\.js$/g, ''));
      return { define: () => undefined };
    };
    return { imported, importModule };
  }

  it('are left as their markup: nothing is fetched or preloaded for them', async () => {
    document.body.append(prerendered('param-row', { name: 'limit', type: 'number' }), prerendered('card-grid'));
    document.body.append(document.createElement('copy-button'));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['copy-button']));
    // copy-button's chunk and the runtime, nothing for the static tags.
    expect(
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        (link as HTMLLinkElement).href.replace(/^.*\/chunks\/|-v1\.js$/g, ''),
      ),
    ).toEqual(['runtime', 'copy-button']);
  });

  it('load as today when an instance of the same tag on the page is not prerendered', async () => {
    document.body.append(prerendered('param-row'), document.createElement('param-row'));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['param-row']));
  });

  it('load when the markup is not the server’s: no fingerprint, or no shadow root (inserted as HTML)', async () => {
    const unmarked = prerendered('param-row');
    unmarked.removeAttribute('data-dw-prerendered');
    const noShadowRoot = document.createElement('card-grid');
    noShadowRoot.setAttribute('data-dw-prerendered', 'k2h1x0a9b8c7');
    document.body.append(unmarked, noShadowRoot);
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported.sort()).toEqual(['card-grid', 'param-row']));
  });

  it('load when an attribute makes the instance interactive (a closable callout)', async () => {
    document.body.append(prerendered('docs-callout', { type: 'tip' }), prerendered('docs-callout', { closable: '' }));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['docs-callout']));
  });

  it('load when the server resolved their theme from an ancestor, which the page may switch later', async () => {
    document.body.append(prerendered('param-row', { 'data-dw-theme': 'dark' }));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['param-row']));
  });

  it('stay as markup with a theme of their own', async () => {
    document.body.append(prerendered('param-row', { theme: 'dark', 'data-dw-theme': 'dark' }));
    document.body.append(document.createElement('copy-button'));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['copy-button']));
  });

  it('load once a script changes one of their attributes, and only their tag', async () => {
    const row = prerendered('param-row', { name: 'limit', type: 'number' });
    document.body.append(row, prerendered('card-grid'));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await Promise.resolve();
    expect(imported).toEqual([]);
    row.setAttribute('type', 'string');
    await waitFor(() => expect(imported).toEqual(['param-row']));
    row.setAttribute('type', 'boolean');
    await Promise.resolve();
    expect(imported).toEqual(['param-row']);
  });

  it('are left as markup when added later, and tags without the mark load though prerendered', async () => {
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    document.body.append(prerendered('param-row'), prerendered('copy-button'));
    await waitFor(() => expect(imported).toEqual(['copy-button']));
  });

  it('are read under the page’s prefix', async () => {
    document.body.append(prerendered('dw-param-row'), document.createElement('dw-copy-button'));
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, 'dw-', statics);
    await waitFor(() => expect(imported).toEqual(['copy-button']));
  });

  it('load when the markup is not what the server rendered: an attribute changed before the loader ran, or edited markup', async () => {
    const changed = prerendered('param-row', { name: 'limit', type: 'number' });
    changed.setAttribute('type', 'string');
    const edited = prerendered('card-grid');
    edited.shadowRoot!.append(document.createElement('a'));
    document.body.append(changed, edited);
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported.sort()).toEqual(['card-grid', 'param-row']));
  });

  it('load when the page gave the host an attribute after the prerender (its language), and stay as markup after attributes that never change a render', async () => {
    // Widgets read their words' language from the nearest `lang`, the host's own included.
    const translated = prerendered('param-row', { name: 'limit', type: 'number' });
    translated.setAttribute('lang', 'fr');
    const styled = prerendered('card-grid');
    for (const [name, value] of [
      ['class', 'wide'],
      ['style', 'margin: 0'],
      ['slot', 'aside'],
      ['hidden', ''],
      ['data-v-7a2f', ''],
      ['aria-label', 'Guides'],
    ])
      styled.setAttribute(name!, value!);
    document.body.append(translated, styled);
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['param-row']));
  });

  it('load once a script changes their light DOM, and stay as markup after changes the check does not read', async () => {
    const row = prerendered('param-row', { name: 'limit', type: 'number' });
    row.append(Object.assign(document.createElement('p'), { textContent: 'How many rows to return.' }));
    stamp(row);
    const grid = prerendered('card-grid');
    grid.append(Object.assign(document.createElement('link-card'), { title: 'Tables' }));
    stamp(grid);
    document.body.append(row, grid);
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await Promise.resolve();
    // What the runtime and the server write themselves is not what the markup was made from.
    row.querySelector('p')!.setAttribute('data-state', 'open');
    row.querySelector('p')!.setAttribute('data-dw-note', '');
    grid.querySelector('link-card')!.setAttribute('title', 'Views');
    await waitFor(() => expect(imported).toEqual(['card-grid']));
    row.querySelector('p')!.firstChild!.textContent = 'How many rows to return, at most.';
    await waitFor(() => expect(imported).toEqual(['card-grid', 'param-row']));
  });

  it('load when their fingerprint is the attribute-only form and no React page says so', async () => {
    const forged = prerendered('param-row', { name: 'limit', type: 'number' });
    const attributes = Array.from(forged.attributes, ({ name, value }) => [name, value] as const);
    forged.setAttribute('data-dw-prerendered', attributeFingerprint(attributes));
    document.body.append(forged);
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['param-row']));
  });

  it('stay as markup with the attribute-only form once docs-widgets/react has said the page is React’s', async () => {
    const rendered = prerendered('param-row', { name: 'limit', type: 'number' });
    const attributes = Array.from(rendered.attributes, ({ name, value }) => [name, value] as const);
    rendered.setAttribute('data-dw-prerendered', attributeFingerprint(attributes));
    document.body.append(rendered, document.createElement('copy-button'));
    markReactPage();
    try {
      const { imported, importModule } = recordImports();
      startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
      await waitFor(() => expect(imported).toEqual(['copy-button']));
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('docs-widgets.react-page')];
    }
  });

  it('load when the page’s settings are not those the markup was rendered with', async () => {
    document.body.append(prerendered('param-row', { name: 'limit', type: 'number' }));
    document.head.innerHTML = '<meta name="docs-widgets:docs-base" content="https://docs.example/">'; // test-only markup
    const { imported, importModule } = recordImports();
    startLoader(chunks, 'https://cdn.example/loader.js', importModule, '', statics);
    await waitFor(() => expect(imported).toEqual(['param-row']));
  });
});

describe('prerendered instances of touchable tags', () => {
  const chunks = {
    'docs-callout': ['docs-callout-v1', 'runtime-v1'],
    'copy-button': ['copy-button-v1', 'runtime-v1'],
    'cli-reference': ['cli-reference-v1', 'runtime-v1'],
  };
  const statics = { 'docs-callout': ['closable'] };
  const touchable = { 'docs-callout': [], 'copy-button': [], 'cli-reference': ['versions'] };

  /** A prerendered host whose shadow root holds a button, as the server draws one. */
  function withButton(tag: string, attributes: Record<string, string> = {}): HTMLElement {
    const element = document.createElement(tag);
    const root = element.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    button.id = `${tag}-button`;
    button.textContent = 'Copy';
    root.append(button);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return stamp(element);
  }

  function start(defined?: string[]) {
    const imported: string[] = [];
    startLoader(
      chunks,
      'https://cdn.example/loader.js',
      async (url) => {
        const name = url.replace(/^.*\/chunks\/|-v1\.js$/g, '');
        // The runtime, imported before each tag's entry, is left out.
        if (name !== 'runtime') imported.push(name);
        return { define: () => defined?.push(name) };
      },
      '',
      statics,
      touchable,
    );
    return imported;
  }

  /**
   * Starts a loader for touchable tags used by one test alone: the loaders the other tests started
   * watch the page too, and would take hosts of the tags they know. Returns the tags it imported.
   */
  function startAlone(tags: readonly string[]): string[] {
    const imported: string[] = [];
    const none = Object.fromEntries(tags.map((tag) => [tag, []]));
    startLoader(
      Object.fromEntries(tags.map((tag) => [tag, [`${tag}-v1`]])),
      'https://cdn.example/loader.js',
      async (url) => {
        imported.push(url.replace(/^.*\/chunks\/|-v1\.js$/g, ''));
        return { define: () => {} };
      },
      '',
      {},
      none,
      // Each reads its document's address from `src`, as `<cli-reference>` does.
      Object.fromEntries(tags.map((tag) => [tag, ['src']])),
    );
    return imported;
  }

  const missed = (element: Element) =>
    ((element as unknown as Record<symbol, Array<[Event, EventTarget[]]>>)[missedEvents] ?? []).map(
      ([event, path]) => `${event.type} on ${(path[0] as Element).id}`,
    );

  afterEach(() => {
    location.hash = '';
  });

  it('wait for the reader: nothing is fetched until a pointer goes down inside one', async () => {
    const copy = withButton('copy-button', { value: 'npm i' });
    const callout = withButton('docs-callout', { closable: '' });
    document.body.append(copy, callout);
    const imported = start();
    await Promise.resolve();
    expect(imported).toEqual([]);
    const button = copy.shadowRoot!.querySelector('button')!;
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => expect(imported).toEqual(['copy-button']));
  });

  it('keep the click, key and focus that arrive before the chunk, each with the node it reached', async () => {
    const copy = withButton('copy-button', { value: 'npm i' });
    document.body.append(copy);
    start();
    const button = copy.shadowRoot!.querySelector('button')!;
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(missed(copy)).toEqual([
      'focusin on copy-button-button',
      'keydown on copy-button-button',
      'click on copy-button-button',
    ]);
  });

  it('load at once when the URL’s hash names something inside one, or when it comes to', async () => {
    const first = withButton('copy-button', { value: 'a' });
    const callout = withButton('docs-callout', { closable: '' });
    document.body.append(first, callout);
    location.hash = '#copy-button-button';
    const imported = start();
    await waitFor(() => expect(imported).toEqual(['copy-button']));
    location.hash = '#docs-callout-button';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await waitFor(() => expect(imported).toEqual(['copy-button', 'docs-callout']));
  });

  it('wake when a script changes a light-DOM child’s attribute, and only that one', async () => {
    const callout = withButton('docs-callout', { closable: '' });
    callout.append(Object.assign(document.createElement('p'), { textContent: 'Previews for every branch.' }));
    stamp(callout);
    const copy = withButton('copy-button', { value: 'npm i' });
    document.body.append(callout, copy);
    const imported = start();
    await Promise.resolve();
    expect(imported).toEqual([]);
    callout.querySelector('p')!.setAttribute('lang', 'fr');
    await waitFor(() => expect(imported).toEqual(['docs-callout']));
  });

  it('load when the page asks, with a docs-widgets:wake event', async () => {
    const copy = withButton('copy-button', { value: 'npm i' });
    document.body.append(copy);
    const imported = start();
    await Promise.resolve();
    expect(imported).toEqual([]);
    document.dispatchEvent(new CustomEvent('docs-widgets:wake', { detail: copy }));
    await waitFor(() => expect(imported).toEqual(['copy-button']));
  });

  it('stay as markup, untouched, when the attribute that makes them interactive is absent', async () => {
    const plain = withButton('docs-callout', { type: 'tip' });
    document.body.append(plain);
    const imported = start();
    plain
      .shadowRoot!.querySelector('button')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await Promise.resolve();
    expect(imported).toEqual([]);
  });
  // The marked content sits in the element's own shadow root, or in that of a light-DOM child
  // (an accordion's items, each a shadow root of its own).
  it.each([
    ['its own shadow root', (host: HTMLElement, content: Element) => host.shadowRoot!.append(content)],
    [
      'a light-DOM child’s shadow root',
      (host: HTMLElement, content: Element) => {
        const item = document.createElement('div');
        item.attachShadow({ mode: 'open' }).append(content);
        host.append(item);
      },
    ],
  ])(
    'keep content findable while they wait, in %s: a match loads them and is kept for the replay',
    async (_, place) => {
      const callout = withButton('docs-callout', { closable: '' });
      const closed = document.createElement('div');
      closed.setAttribute('data-dw-find', '');
      place(callout, closed);
      // The fingerprint covers the markup as the server wrote it, the marked element included.
      stamp(callout);
      document.body.append(callout);
      const imported = start();
      expect(closed.getAttribute('hidden')).toBe('until-found');
      expect(imported).toEqual([]);
      closed.dispatchEvent(new Event('beforematch', { bubbles: true }));
      await waitFor(() => expect(imported).toEqual(['docs-callout']));
      expect(missed(callout)).toEqual(['beforematch on ']);
    },
  );

  it('load at once when what the markup was made from changed; markup edited by hand waits for the runtime’s check', async () => {
    const changed = withButton('copy-button', { value: 'npm i' });
    changed.setAttribute('value', 'npm ci');
    const edited = withButton('docs-callout', { closable: '' });
    edited.shadowRoot!.append(document.createElement('a'));
    document.body.append(changed, edited);
    const imported = start();
    await waitFor(() => expect(imported).toEqual(['copy-button']));
    // The edited callout's fingerprint still tells it from the server's markup: the runtime renders it afresh when it wakes.
    expect(takeoverOf(edited, ['', '', ''])).toBe('replace');
    edited
      .shadowRoot!.querySelector('button')!
      .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitFor(() => expect(imported).toEqual(['copy-button', 'docs-callout']));
  });

  it('load at once when an attribute their tag lists is set', async () => {
    document.body.append(withButton('cli-reference', { versions: 'versions.json' }));
    const imported = start();
    await waitFor(() => expect(imported).toEqual(['cli-reference']));
  });

  describe('with a part marked eager (samples the page fills with its values)', () => {
    /** A reference whose markup holds a sample with a placeholder, marked eager by the server. */
    function eagerReference(): HTMLElement {
      const element = document.createElement('cli-reference');
      element.attachShadow({ mode: 'open' }).innerHTML =
        '<section data-dw-eager><code>{{project-ref}}</code></section>'; // test-only markup
      return stamp(element);
    }
    const pressInside = (element: Element) =>
      element.shadowRoot!.firstElementChild!.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, composed: true }),
      );

    afterEach(() => {
      delete (globalThis as { docsWidgetsSession?: unknown }).docsWidgetsSession;
    });

    it('wait for a touch on a page that gives samples no values: the server drew what they show', async () => {
      const element = eagerReference();
      document.body.append(element);
      const imported = start();
      await Promise.resolve();
      expect(imported).toEqual([]);
      pressInside(element);
      await waitFor(() => expect(imported).toEqual(['cli-reference']));
    });

    it('load at once on a page that announced a login, whatever it said (logged out shows the log-in bar)', async () => {
      (globalThis as { docsWidgetsSession?: unknown }).docsWidgetsSession = { state: 'loggedOut' };
      document.body.append(eagerReference());
      const imported = start();
      await waitFor(() => expect(imported).toEqual(['cli-reference']));
    });

    it('load at once on a page with placeholders the reader may fill in', async () => {
      document.head.innerHTML = '<meta name="docs-widgets:editable-placeholders" content="db-password:secret">'; // test-only markup
      document.body.append(eagerReference());
      const imported = start();
      await waitFor(() => expect(imported).toEqual(['cli-reference']));
    });

    it('wake when the page announces a login later; those without such a part keep waiting', async () => {
      const plain = withButton('copy-button', { value: 'npm i' });
      document.body.append(eagerReference(), plain);
      const imported = start();
      await Promise.resolve();
      expect(imported).toEqual([]);
      document.dispatchEvent(new CustomEvent('docs-widgets:session', { detail: { state: 'loggedOut' } }));
      await waitFor(() => expect(imported).toEqual(['cli-reference']));
      await Promise.resolve();
      expect(imported).toEqual(['cli-reference']);
    });
  });

  it('wake when the document their markup was drawn from has changed since, and only then', async () => {
    const served = new Map([
      ['https://docs.example/same.yaml', 'name: cli'],
      ['https://docs.example/changed.yaml', 'name: cli, edited'],
    ]);
    // The changed spec is answered last, once the other two have been read and compared: their
    // bodies are at hand, so what follows them runs in microtasks, all done before a new task.
    const answered: Promise<unknown>[] = [];
    vi.stubGlobal('fetch', async (src: string) => {
      if (src.endsWith('changed.yaml')) {
        await Promise.all(answered);
        await new Promise((resolve) => setTimeout(resolve));
      }
      const body = served.get(src);
      const response = new Response(body ?? 'not found', { status: body === undefined ? 404 : 200 });
      answered.push(response.clone().arrayBuffer());
      return response;
    });
    const tags = { same: 'ref-same', changed: 'ref-changed', gone: 'ref-gone' };
    try {
      const recorded = documentHash(new TextEncoder().encode('name: cli'));
      for (const [src, tag] of Object.entries(tags)) {
        const host = withButton(tag, { src: `https://docs.example/${src}.yaml` });
        host.setAttribute('data-dw-source', recorded);
        document.body.append(host);
      }
      const imported = startAlone(Object.values(tags));
      await waitFor(() => expect(imported).toEqual(['ref-changed']));
      // Each keeps the response, its body unread, for the element to read instead of fetching the spec again.
      const kept = document.querySelector(tags.same) as unknown as Record<symbol, [string, Promise<Response>]>;
      expect(kept[fetchedSource]![0]).toBe('https://docs.example/same.yaml');
      const response = await kept[fetchedSource]![1];
      expect(response.bodyUsed).toBe(false);
      expect(await response.text()).toBe('name: cli');
    } finally {
      vi.unstubAllGlobals();
      for (const tag of Object.values(tags)) document.querySelector(tag)?.remove();
    }
  });

  it('fetch the address the server read their document from when it is not `src` (a folder’s manifest)', async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (address: string) => {
      fetched.push(address);
      // A host answering for the folder too (an index page): only the manifest is the document.
      return new Response(address.endsWith('/') ? '<!doctype html><title>Docs</title>' : '{"commands":{}}');
    });
    try {
      const host = withButton('ref-folder', { src: '/cli/' });
      const hash = documentHash(new TextEncoder().encode('{"commands":{}}'));
      host.setAttribute('data-dw-source', `${hash} /cli/oclif.manifest.json`);
      document.body.append(host);
      const imported = startAlone(['ref-folder']);
      const store = host as unknown as Record<symbol, [string, Promise<Response>] | undefined>;
      await store[fetchedSource]![1];
      expect(fetched).toEqual(['/cli/oclif.manifest.json']);
      expect(store[fetchedSource]![0]).toBe('/cli/oclif.manifest.json');
      await new Promise((resolve) => setTimeout(resolve)); // the comparison's microtasks, done
      expect(imported).toEqual([]); // the same manifest: it keeps waiting for the reader
    } finally {
      vi.unstubAllGlobals();
      document.querySelector('ref-folder')?.remove();
    }
  });

  it('are let go when taken out of the page, with the response kept for them', async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal('fetch', async (_src: string, init: RequestInit) => {
      signals.push(init.signal!);
      return new Response('name: cli');
    });
    try {
      const host = withButton('ref-kept', { src: 'https://docs.example/cli.yaml' });
      host.setAttribute('data-dw-source', documentHash(new TextEncoder().encode('name: cli')));
      document.body.append(host);
      const imported = startAlone(['ref-kept']);
      const store = host as unknown as Record<symbol, [string, Promise<Response>] | undefined>;
      await store[fetchedSource]![1];
      expect(signals.map((signal) => signal.aborted)).toEqual([false]);
      host.remove();
      await waitFor(() => expect(store[fetchedSource]).toBeUndefined());
      expect(signals.map((signal) => signal.aborted)).toEqual([true]); // its download stopped
      // Out of the page, a touch does nothing; put back, it waits for the reader again.
      document.body.append(host);
      await waitFor(() => expect(store[fetchedSource]).toBeDefined());
      expect(imported).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('are left alone once live, when a script moves them: nothing of the live markup is marked again', async () => {
    const host = withButton('ref-moved');
    const list = document.createElement('ul');
    list.setAttribute('data-dw-find', '');
    host.shadowRoot!.append(list);
    document.body.append(host);
    startAlone(['ref-moved']);
    expect(list.getAttribute('hidden')).toBe('until-found'); // waiting: findable
    list.removeAttribute('hidden'); // the live widget opened it
    (host as unknown as Record<symbol, boolean>)[takenOver] = true;
    // Observers are called in the order they were made: the loader's has run once this one is.
    const moved = new Promise((resolve) =>
      new MutationObserver(resolve).observe(document.body, { childList: true, subtree: true }),
    );
    const elsewhere = document.createElement('div');
    document.body.append(elsewhere);
    elsewhere.append(host);
    await moved;
    expect(list.hasAttribute('hidden')).toBe(false);
  });

  it('keep the events that arrive after their tag is defined, until the element has taken its markup over', async () => {
    const callout = withButton('docs-callout', { closable: '' });
    document.body.append(callout);
    start();
    customElements.define('docs-callout', class extends HTMLElement {});
    const button = callout.shadowRoot!.querySelector('button')!;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(missed(callout)).toEqual(['click on docs-callout-button']);
    (callout as unknown as Record<symbol, boolean>)[takenOver] = true;
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(missed(callout)).toEqual(['click on docs-callout-button']);
  });

  it('keep nothing once the element has taken its markup over: the live element hears its events itself', async () => {
    const copy = withButton('copy-button', { value: 'npm i' });
    document.body.append(copy);
    start();
    (copy as unknown as Record<symbol, boolean>)[takenOver] = true;
    copy.shadowRoot!.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(missed(copy)).toEqual([]);
  });
});

describe('what the loader tells the runtime about the page', () => {
  it('counts the tags whose chunks are on their way, until each is defined', async () => {
    document.body.innerHTML = '<param-row></param-row>'; // test-only markup
    const progress = () => (globalThis as unknown as Record<symbol, { loading: number }>)[pageProgress]!;
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const defined: Array<string | undefined> = [];
    const before = progress()?.loading ?? 0;
    startLoader({ 'param-row': ['param-row-abc'] }, 'https://cdn.example/loader.js', async () => {
      await arrived;
      return { define: (tag?: string) => defined.push(tag) };
    });
    expect(progress().loading).toBe(before + 1);
    arrive();
    await waitFor(() => expect(defined).toEqual(['param-row']));
    await waitFor(() => expect(progress().loading).toBe(before));
  });
});
