import { describe, expect, it } from 'vitest';
import { decodeChunkMap, decodeStaticTags, encodeChunkMap } from './chunk-map';

describe('the chunk map written into loader.js', () => {
  it('reads back each tag with its entry chunk first, then the chunks it imports, each with the version', () => {
    // As the build lists them: each chunk after the chunks it imports.
    const text = encodeChunkMap('Ab_3-x9Z', {
      'param-row': ['runtime', 'param-row.styles'],
      'card-grid': ['runtime'],
      'cli-reference': ['runtime', 'persisted-tabs.styles', 'shell'],
    });
    // The chunks every tag imports (which import only each other) come before the tag's own.
    expect(decodeChunkMap(text)).toEqual({
      'param-row': ['param-row-Ab_3-x9Z', 'runtime-Ab_3-x9Z', 'param-row.styles-Ab_3-x9Z'],
      'card-grid': ['card-grid-Ab_3-x9Z', 'runtime-Ab_3-x9Z'],
      'cli-reference': [
        'cli-reference-Ab_3-x9Z',
        'runtime-Ab_3-x9Z',
        'persisted-tabs.styles-Ab_3-x9Z',
        'shell-Ab_3-x9Z',
      ],
    });
  });

  it('writes a chunk every tag imports once', () => {
    const text = encodeChunkMap('v1', { 'param-row': ['runtime', 'a'], 'card-grid': ['runtime'] });
    expect(text.match(/runtime/g)).toHaveLength(1);
    expect(decodeChunkMap(encodeChunkMap('v1', { 'param-row': ['a'], 'card-grid': [] }))).toEqual({
      'param-row': ['param-row-v1', 'a-v1'],
      'card-grid': ['card-grid-v1'],
    });
  });

  it('refuses, at build time, a name that would break the format', () => {
    expect(() => encodeChunkMap('v1', { 'param-row': ['a b'] })).toThrow('"a b" cannot be written');
    expect(() => encodeChunkMap('v;1', { 'param-row': [] })).toThrow('"v;1" cannot be written');
    expect(() => encodeChunkMap('v1', { 'x,y': [] })).toThrow('"x,y" cannot be written');
    expect(() => encodeChunkMap('v1', { 'param-row': ['"quoted"'] })).toThrow('cannot be written');
  });

  it('carries the static tags, each with the attributes that make an instance interactive', () => {
    const text = encodeChunkMap(
      'v1',
      { 'param-row': ['runtime'], 'docs-callout': ['runtime'], 'copy-button': ['runtime'] },
      { 'param-row': [], 'docs-callout': ['closable'] },
      { 'docs-callout': [], 'cli-reference': ['versions'] },
      { 'cli-reference': ['src'] },
    );
    expect(decodeStaticTags(text, 4)).toEqual({ 'docs-callout': [], 'cli-reference': ['versions'] });
    expect(decodeStaticTags(text, 5)).toEqual({ 'cli-reference': ['src'] });
    expect(decodeStaticTags(text)).toEqual({ 'param-row': [], 'docs-callout': ['closable'] });
    expect(decodeChunkMap(text)).toEqual({
      'param-row': ['param-row-v1', 'runtime-v1'],
      'docs-callout': ['docs-callout-v1', 'runtime-v1'],
      'copy-button': ['copy-button-v1', 'runtime-v1'],
    });
    expect(decodeStaticTags(encodeChunkMap('v1', { 'param-row': [] }))['param-row']).toBeUndefined();
    expect(() => encodeChunkMap('v1', { 'param-row': [] }, { 'param-row': ['a,b'] })).toThrow(
      '"a,b" cannot be written',
    );
  });
});
