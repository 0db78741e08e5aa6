// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoData, fakeAnonKey } from '../../demo/platform/platform-api.mjs';
import {
  decodeApiSettings,
  decodeBranches,
  decodeOrganizations,
  decodeProjects,
  EmptyEndpointError,
  InvalidEndpointError,
  isEndpoint,
  ResponseShapeError,
} from './platform-data';

describe('decoding platform answers', () => {
  it('keeps the fields the widget uses from the local API data', () => {
    const organizations = decodeOrganizations(demoData.organizations);
    expect(organizations[0]).toEqual({ id: 1, name: 'Acme Corp' });
    const projects = decodeProjects(demoData.projects);
    expect(projects).toHaveLength(demoData.projects.length);
    expect(projects[0]).toEqual({
      ref: demoData.projects[0]!.ref,
      name: 'Acme Website',
      organizationId: 1,
      isBranchEnabled: true,
    });
    const branches = decodeBranches(demoData.branchesOf(demoData.projects[0]!.ref));
    expect(branches[0]).toMatchObject({ name: 'main', projectRef: demoData.projects[0]!.ref });
  });

  it('treats a missing is_branch_enabled as off, but a non-boolean one as a wrong shape', () => {
    expect(decodeProjects([{ ref: 'abc', name: 'A', organization_id: 1 }])[0]?.isBranchEnabled).toBe(false);
    expect(() => decodeProjects([{ ref: 'abc', name: 'A', organization_id: 1, is_branch_enabled: 'yes' }])).toThrow(
      'projects[0].is_branch_enabled: expected true or false',
    );
  });

  it('names the path of the first problem in a wrong shape', () => {
    expect(() => decodeOrganizations({ organizations: [] })).toThrow('organizations: expected a list');
    expect(() =>
      decodeOrganizations([
        { id: 1, name: 'A' },
        { id: '2', name: 'B' },
      ]),
    ).toThrow('organizations[1].id: expected an integer');
    expect(() => decodeProjects([null])).toThrow('projects[0]: expected an object');
    expect(() => decodeBranches([{ id: 'b', name: 'main', project_ref: 'abc' }])).toThrow(
      'branches[0].parent_project_ref',
    );
    expect(() => decodeOrganizations('[]')).toThrow(ResponseShapeError);
  });

  it('refuses refs that could change the request path', () => {
    for (const ref of ['../admin', 'a/b', 'a b', '', 'a?b=c', 'x'.repeat(65)]) {
      expect(() => decodeProjects([{ ref, name: 'A', organization_id: 1 }]), ref).toThrow(ResponseShapeError);
    }
  });

  it('builds the URL from protocol and endpoint, defaulting the protocol to https', () => {
    const key = fakeAnonKey('abcdefghijklmnopqrst');
    const answer = { autoApiService: { protocol: 'https', endpoint: 'abc.supabase.test', defaultApiKey: key } };
    expect(decodeApiSettings(answer)).toEqual({ url: 'https://abc.supabase.test', anonKey: key });
    const noProtocol = { autoApiService: { endpoint: 'localhost:54321', defaultApiKey: key } };
    expect(decodeApiSettings(noProtocol).url).toBe('https://localhost:54321');
    const http = { autoApiService: { protocol: 'http', endpoint: 'localhost:54321', defaultApiKey: key } };
    expect(decodeApiSettings(http).url).toBe('http://localhost:54321');
  });

  it('counts an empty endpoint as its own error', () => {
    const answer = { autoApiService: { protocol: 'https', endpoint: '  ', defaultApiKey: 'key' } };
    expect(() => decodeApiSettings(answer)).toThrow(EmptyEndpointError);
  });

  it('refuses unsafe protocols, endpoints that are not host names and missing keys', () => {
    const base = { protocol: 'https', endpoint: 'abc.supabase.test', defaultApiKey: 'key' };
    const bad = [
      { ...base, protocol: 'javascript' },
      { ...base, endpoint: 'evil.test/path?x' },
      { ...base, endpoint: 'user@evil.test' },
      { ...base, endpoint: 42 },
      { ...base, defaultApiKey: '' },
      { ...base, defaultApiKey: null },
    ];
    for (const service of bad) {
      expect(() => decodeApiSettings({ autoApiService: service }), JSON.stringify(service)).toThrow(ResponseShapeError);
    }
    expect(() => decodeApiSettings({})).toThrow('autoApiService: expected an object');
  });

  it.each([
    '..',
    '-',
    '.',
    'a..b',
    '-a.test',
    'a-.test',
    'a.test.',
    '.a.test',
    'a.test:99999',
    'a.test:0',
    'a.test:',
    ':80',
    'a_b.test',
    'ex ample.test',
    'ä.test',
    `${'a'.repeat(64)}.test`,
  ])('refuses the endpoint %j instead of showing a broken URL', (endpoint) => {
    const answer = { autoApiService: { protocol: 'https', endpoint, defaultApiKey: 'key' } };
    expect(isEndpoint(endpoint)).toBe(false);
    expect(() => decodeApiSettings(answer)).toThrow(InvalidEndpointError);
  });

  it.each([
    'localhost',
    'abc.supabase.test',
    '127.0.0.1:54321',
    'a-b.c-d.test:1',
    'x.test:65535',
    `${'a'.repeat(63)}.test`,
  ])('accepts the endpoint %j', (endpoint) => {
    expect(isEndpoint(endpoint)).toBe(true);
  });

  it('never repeats a value, such as a key, in its message', () => {
    const secret = 'eyJ-very-secret-looking-value';
    let message = '';
    try {
      decodeApiSettings({ autoApiService: { protocol: secret, endpoint: secret, defaultApiKey: secret } });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toBe('');
    expect(message).not.toContain(secret);
  });
});
