// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffSpecs, validateSpec, type CliSpec } from '../../../spec';
import {
  anchorsOf,
  buildMarkers,
  byDistance,
  comparedWith,
  initialVersion,
  parseVersionsText,
  readVersionsIndex,
} from './spec-versions';

const base = 'https://docs.example/cli/versions.json';

function specOf(document: unknown): CliSpec {
  const { spec } = validateSpec(document);
  if (!spec) throw new Error('not a spec');
  return spec;
}

function older(): Record<string, unknown> {
  return {
    info: { id: 'demo', version: '1.0.0', title: 'Demo CLI' },
    flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
    commands: [
      {
        id: 'demo-push',
        title: 'demo push',
        summary: 'Upload settings',
        usage: 'demo push [flags]',
        flags: [
          { id: 'dry-run', name: '--dry-run', description: 'Show, do not send.', default_value: 'false' },
          { id: 'legacy', name: '--legacy', description: 'Old upload.', default_value: 'false' },
          {
            id: 'format',
            name: '--format <[ text | json ]>',
            description: 'Output format.',
            default_value: 'text',
            accepted_values: [
              { id: 'text', name: 'text' },
              { id: 'json', name: 'json' },
            ],
          },
        ],
      },
      { id: 'demo-pull', title: 'demo pull', summary: 'Download settings' },
    ],
  };
}

function newer(): Record<string, unknown> {
  return {
    info: { id: 'demo', version: '2.0.0', title: 'Demo CLI' },
    flags: [{ id: 'debug', name: '--debug', description: 'Print traces.', default_value: 'false' }],
    commands: [
      {
        id: 'demo-push',
        title: 'demo push',
        summary: 'Upload settings',
        usage: 'demo push [flags] <target>',
        flags: [
          { id: 'dry-run', name: '--dry-run', description: 'Show, do not send.', default_value: 'true' },
          {
            id: 'format',
            name: '--format <[ text | json | yaml ]>',
            description: 'Output format.',
            default_value: 'text',
            accepted_values: [
              { id: 'text', name: 'text' },
              { id: 'json', name: 'json' },
              { id: 'yaml', name: 'yaml' },
            ],
          },
          { id: 'force', name: '--force', description: 'Deprecated: pass --yes.', default_value: 'false' },
        ],
      },
      { id: 'demo-pull', title: 'demo pull', summary: 'Deprecated. Use demo sync.' },
      { id: 'demo-sync', title: 'demo sync', summary: 'Synchronise settings' },
    ],
  };
}

describe('readVersionsIndex', () => {
  it('resolves each src against the index and keeps the listed order', () => {
    const index = readVersionsIndex(
      [
        { version: '2.0.0', src: 'cli.json', date: '2026-11-01' },
        { version: 1.5, src: '/old/cli-1.5.yaml' },
      ],
      base,
    );
    expect(index).toEqual({
      ok: true,
      problems: [],
      versions: [
        { version: '2.0.0', src: 'https://docs.example/cli/cli.json', spec: undefined, date: '2026-11-01' },
        { version: '1.5', src: 'https://docs.example/old/cli-1.5.yaml', spec: undefined, date: undefined },
      ],
    });
  });

  it('keeps the first of two entries with the same version and says which was left out', () => {
    const index = readVersionsIndex(
      [
        { version: '2.0.0', src: 'a.json' },
        { version: '2.0.0', src: 'b.json' },
      ],
      base,
    );
    expect(index.ok && index.versions.map((entry) => entry.src)).toEqual(['https://docs.example/cli/a.json']);
    expect(index.ok && index.problems).toEqual(['Entry 2: version 2.0.0 is listed twice; entry 1 is kept.']);
  });

  it('leaves out entries without a version, without src, or with a script address, and lists each', () => {
    const index = readVersionsIndex(
      [
        { src: 'a.json' },
        { version: '1.0.0' },
        { version: '0.9.0', src: 'javascript:alert(1)' },
        'cli.json',
        { version: '2.0.0', src: 'ok.json' },
      ],
      base,
    );
    expect(index.ok && index.versions.map((entry) => entry.version)).toEqual(['2.0.0']);
    expect(index.ok && index.problems).toEqual([
      'Entry 1: expected a "version" (text), found nothing.',
      'Entry 2 (1.0.0): expected "src", found nothing.',
      'Entry 3 (0.9.0): "src" is not an http(s) address: the text "javascript:alert(1)".',
      'Entry 4: expected an object with "version" and "src", found the text "cli.json".',
    ]);
  });

  it('refuses something that is not a list, and a list with nothing usable', () => {
    expect(readVersionsIndex({ versions: [] }, base)).toEqual({
      ok: false,
      message: 'expected a list of { "version", "src" } entries, found an object.',
    });
    expect(readVersionsIndex([], base)).toEqual({ ok: false, message: 'the list of versions is empty.' });
    expect(readVersionsIndex([{ version: '1' }], base).ok).toBe(false);
  });

  it('takes a spec in place of src for the specs property only', () => {
    const document = older();
    const fromProperty = readVersionsIndex([{ version: '1.0.0', spec: document }], base, true);
    expect(fromProperty.ok && fromProperty.versions[0]?.spec).toBe(document);
    expect(readVersionsIndex([{ version: '1.0.0', spec: document }], base).ok).toBe(false);
  });
});

describe('parseVersionsText', () => {
  it('says that text which is not JSON is not JSON, and that an HTML page is one', () => {
    const broken = parseVersionsText('[{ "version": "1.0.0", ', base);
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(
      /^expected a JSON list of versions, got text that is not JSON \(.+\)\.$/,
    );
    expect(parseVersionsText('<!doctype html><title>Not found</title>', base)).toEqual({
      ok: false,
      message: 'expected a JSON list of versions, got an HTML page.',
    });
  });

  it('reads an index saved with a byte order mark', () => {
    const index = parseVersionsText('\uFEFF[{ "version": "1.0.0", "src": "cli.json" }]', base);
    expect(index.ok && index.versions[0]?.version).toBe('1.0.0');
  });
});

describe('choosing a version', () => {
  const versions = readVersionsIndex(
    [
      { version: '3.0.0', src: 'c.json' },
      { version: '2.0.0', src: 'b.json' },
      { version: '1.0.0', src: 'a.json' },
    ],
    base,
  );
  const list = versions.ok ? versions.versions : [];

  it('shows the version the address names, else the newest, and ignores versions not listed', () => {
    expect(initialVersion(list, '1.0.0')).toBe('1.0.0');
    expect(initialVersion(list, undefined)).toBe('3.0.0');
    expect(initialVersion(list, '9.9.9')).toBe('3.0.0');
  });

  it('compares each version with the next one listed; the oldest with none', () => {
    expect(comparedWith(list, '3.0.0')).toBe('2.0.0');
    expect(comparedWith(list, '1.0.0')).toBeUndefined();
  });

  it('looks for a missing section in the nearest versions first, the newer on a tie', () => {
    expect(byDistance(list, '2.0.0')).toEqual(['3.0.0', '1.0.0']);
    expect(byDistance(list, '1.0.0')).toEqual(['2.0.0', '3.0.0']);
  });
});

describe('anchorsOf', () => {
  it('lists the sections and flag rows the reference gives a spec, with the anchor prefix', () => {
    const anchors = anchorsOf(specOf(older()), 'tool-');
    expect(anchors.has('tool-demo-push')).toBe(true);
    expect(anchors.has('tool-demo-push--legacy')).toBe(true);
    expect(anchors.has('tool-global-flags--debug')).toBe(true);
    expect(anchors.has('tool-demo-sync')).toBe(false);
  });
});

describe('buildMarkers', () => {
  it('marks what is new, changed, deprecated and removed in the newer version', () => {
    const from = specOf(older());
    const to = specOf(newer());
    const diff = diffSpecs(from, to)!;
    const markers = buildMarkers(to, { ...diff, to: { ...diff.to, version: '2.0.0' } }, '');
    // The words are the view's (versions/version-text.tsx), in the page's language.
    const kinds = (anchor: string) =>
      markers.byAnchor.get(anchor)?.map((marker) => [marker.kind, marker.version, ...marker.values].join(' '));

    expect(kinds('demo-sync')).toEqual(['new 2.0.0']);
    expect(kinds('demo-push--force')).toEqual(['new 2.0.0', 'deprecated ']);
    expect(kinds('demo-pull')).toEqual(['deprecated ']);
    expect(kinds('demo-push--format')).toEqual(['changed 2.0.0', 'new-values 2.0.0 yaml']);
    expect(markers.byAnchor.get('demo-push--dry-run')).toEqual([
      {
        kind: 'changed',
        version: '2.0.0',
        values: [],
        changes: [{ what: 'default', before: 'false', after: 'true' }],
      },
    ]);
    expect(markers.byAnchor.get('demo-push')?.[0]?.changes).toEqual([
      { what: 'usage', before: 'demo push [flags]', after: 'demo push [flags] <target>' },
    ]);
    expect(markers.removedFlags.get('demo-push')).toEqual(['--legacy']);
    expect([...markers.changedCommands].sort()).toEqual(['demo-pull', 'demo-push', 'demo-sync']);
    expect(markers.globalFlagsChanged).toBe(false);
    expect(markers.byAnchor.has('global-flags--debug')).toBe(false);
  });

  it('marks only what the spec itself deprecates when there is nothing to compare with', () => {
    const markers = buildMarkers(specOf(newer()), undefined, '');
    expect([...markers.byAnchor.keys()].sort()).toEqual(['demo-pull', 'demo-push--force']);
    expect(markers.changedCommands.size).toBe(0);
  });

  it('marks nothing between identical versions', () => {
    const spec = specOf(older());
    const markers = buildMarkers(spec, diffSpecs(spec, specOf(older()))!, '');
    expect(markers.byAnchor.size).toBe(0);
    expect(markers.removedFlags.size).toBe(0);
  });
});
