import { describe, expect, it } from 'vitest';
import { decodeChunkMap, encodeChunkMap } from './chunk-map';

describe('the chunk map written into loader.js', () => {
  it('reads back each tag with its entry chunk first, then the chunks it imports', () => {
    const text = encodeChunkMap('Ab_3-x9Z', {
      'param-row': ['param-row.styles-C1kW3QOd'],
      'card-grid': [],
      'cli-reference': ['persisted-tabs.styles-Bnp1X3Jy', 'shell-B7bP2PJZ'],
    });
    expect(decodeChunkMap(text)).toEqual({
      'param-row': ['param-row-Ab_3-x9Z', 'param-row.styles-C1kW3QOd'],
      'card-grid': ['card-grid-Ab_3-x9Z'],
      'cli-reference': ['cli-reference-Ab_3-x9Z', 'persisted-tabs.styles-Bnp1X3Jy', 'shell-B7bP2PJZ'],
    });
  });

  it('refuses, at build time, a name that would break the format', () => {
    expect(() => encodeChunkMap('v1', { 'param-row': ['a b'] })).toThrow('"a b" cannot be written');
    expect(() => encodeChunkMap('v;1', { 'param-row': [] })).toThrow('"v;1" cannot be written');
    expect(() => encodeChunkMap('v1', { 'x,y': [] })).toThrow('"x,y" cannot be written');
    expect(() => encodeChunkMap('v1', { 'param-row': ['"quoted"'] })).toThrow('cannot be written');
  });
});
