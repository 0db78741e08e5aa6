import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventAliases, readPrefix, startLoader, type ElementModule } from './start';
import type { WidgetMetadata } from '../widgets/shared/metadata';
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
    expect(imported).toEqual(['https://cdn.example/dw/chunks/param-row-abc.js']);
  });

  it('defines plain names without a prefix', async () => {
    document.body.innerHTML = '<param-row></param-row>'; // test-only markup
    const defined: Array<string | undefined> = [];
    startLoader({ 'param-row': ['param-row-abc'] }, 'https://cdn.example/loader.js', async () => ({
      define: (tag?: string) => defined.push(tag),
    }));
    await waitFor(() => expect(defined).toEqual(['param-row']));
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
  it('imports the entry and preloads each other chunk once, however many tags share it', async () => {
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
    await waitFor(() => expect(imported).toHaveLength(2));
    expect(imported.sort()).toEqual([
      'https://cdn.example/dw/chunks/code-block-v1.js',
      'https://cdn.example/dw/chunks/copy-button-v1.js',
    ]);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
      (link) => (link as HTMLLinkElement).href,
    );
    expect(preloads.sort()).toEqual([
      'https://cdn.example/dw/chunks/code-block.styles-a.js',
      'https://cdn.example/dw/chunks/copy-button.styles-b.js',
    ]);
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
