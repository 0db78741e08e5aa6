import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventAliases, readPrefix, startLoader, type ElementModule } from './start';
import type { WidgetMetadata } from '../widgets/shared/metadata';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    await settle();
    expect(imported).toEqual(['https://cdn.example/dw/chunks/param-row-abc.js']);
    expect(defined).toEqual(['dw-param-row']);
  });

  it('defines plain names without a prefix', async () => {
    document.body.innerHTML = '<param-row></param-row>'; // test-only markup
    const defined: Array<string | undefined> = [];
    startLoader({ 'param-row': ['param-row-abc'] }, 'https://cdn.example/loader.js', async () => ({
      define: (tag?: string) => defined.push(tag),
    }));
    await settle();
    expect(defined).toEqual(['param-row']);
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
