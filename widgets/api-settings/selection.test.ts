// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Branch, Organization, Project } from './platform-data';
import {
  branchFromValue,
  decodeBranchValue,
  decodeProjectValue,
  defaultBranch,
  encodeBranchValue,
  encodeProjectValue,
  initialProjectChoice,
  matchesSearch,
  projectChoiceFromValue,
  projectOptions,
  readSavedSelection,
  saveSelection,
  storageKeys,
} from './selection';

const organizations: Organization[] = [
  { id: 7, name: 'Empty First Org' },
  { id: 1, name: 'Acme Corp' },
  { id: 2, name: 'O\'Brien & "Quoted" Labs ✨' },
];

const projects: Project[] = [
  { ref: 'acmewebsiteaaaaaaaaa', name: 'Acme Website', organizationId: 1, isBranchEnabled: true },
  { ref: 'acmebackendaaaaaaaaa', name: 'Acme Backend', organizationId: 1, isBranchEnabled: false },
  { ref: 'quotedaaaaaaaaaaaaaa', name: 'Café "Ünïcode" 日本, [test] / Ω', organizationId: 2, isBranchEnabled: false },
  { ref: 'orphanaaaaaaaaaaaaaa', name: 'Project of an unseen org', organizationId: 99, isBranchEnabled: false },
];

const branches: Branch[] = [
  { id: 'preview-1', name: 'feature/a', projectRef: 'previewrefaaaaaaaaaa', parentProjectRef: 'acmewebsiteaaaaaaaaa' },
  { id: 'production', name: 'main', projectRef: 'acmewebsiteaaaaaaaaa', parentProjectRef: 'acmewebsiteaaaaaaaaa' },
  {
    id: 'preview-2',
    name: 'feature/émoji-🚀 "quoted"',
    projectRef: 'previewrefbbbbbbbbbb',
    parentProjectRef: 'acmewebsiteaaaaaaaaa',
  },
];

function memoryStorage(initial: Record<string, string> = {}): Storage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}

describe('option values', () => {
  it('round-trip project values whose names hold quotes, commas, brackets and unicode', () => {
    const name = 'Café "Ünïcode" 日本, [test] / Ω \\ | \'single\' 🚀';
    const value = encodeProjectValue(2, 'quotedaaaaaaaaaaaaaa', name);
    expect(decodeProjectValue(value)).toEqual({ organizationId: 2, projectRef: 'quotedaaaaaaaaaaaaaa', name });
  });

  it('round-trip branch values whose names hold quotes and emoji', () => {
    const value = encodeBranchValue('preview-2', 'feature/émoji-🚀 "quoted"');
    expect(decodeBranchValue(value)).toEqual({ branchId: 'preview-2', name: 'feature/émoji-🚀 "quoted"' });
  });

  it('reject project values that do not have exactly three parts', () => {
    expect(decodeProjectValue(JSON.stringify([1, 'acmewebsiteaaaaaaaaa']))).toBeUndefined();
    expect(decodeProjectValue(JSON.stringify([1, 'acmewebsiteaaaaaaaaa', 'Acme Website', 'extra']))).toBeUndefined();
    expect(decodeProjectValue(JSON.stringify([]))).toBeUndefined();
  });

  it('reject branch values that do not have exactly two parts', () => {
    expect(decodeBranchValue(JSON.stringify(['production']))).toBeUndefined();
    expect(decodeBranchValue(JSON.stringify(['production', 'main', 'acmewebsiteaaaaaaaaa']))).toBeUndefined();
  });

  it('reject garbage, and parts of the wrong type', () => {
    for (const garbage of ['', 'garbage', '[', '{"0":1,"1":"a","2":"b"}', 'null', '1', '"[1,\\"a\\",\\"b\\"]"']) {
      expect(decodeProjectValue(garbage), garbage).toBeUndefined();
      expect(decodeBranchValue(garbage), garbage).toBeUndefined();
    }
    expect(decodeProjectValue(undefined)).toBeUndefined();
    expect(decodeProjectValue(JSON.stringify(['1', 'acmewebsiteaaaaaaaaa', 'Acme']))).toBeUndefined();
    expect(decodeProjectValue(JSON.stringify([1.5, 'acmewebsiteaaaaaaaaa', 'Acme']))).toBeUndefined();
    expect(decodeProjectValue(JSON.stringify([1, '../../admin', 'Acme']))).toBeUndefined();
    expect(decodeProjectValue(JSON.stringify([1, 'acmewebsiteaaaaaaaaa', 42]))).toBeUndefined();
    expect(decodeBranchValue(JSON.stringify([5, 'main']))).toBeUndefined();
    expect(decodeBranchValue(JSON.stringify(['a b', 'main']))).toBeUndefined();
  });
});

describe('project picker options', () => {
  it('list projects grouped by organization in API order, leaving out empty and unseen organizations', () => {
    const options = projectOptions(organizations, projects);
    expect(options.map((option) => [option.organization.id, option.project.ref])).toEqual([
      [1, 'acmewebsiteaaaaaaaaa'],
      [1, 'acmebackendaaaaaaaaa'],
      [2, 'quotedaaaaaaaaaaaaaa'],
    ]);
    expect(decodeProjectValue(options[2]!.value)?.name).toBe(projects[2]!.name);
  });
});

describe('picking a project by value', () => {
  it('accepts a value naming a project of that organization', () => {
    const value = encodeProjectValue(2, 'quotedaaaaaaaaaaaaaa', 'anything');
    expect(projectChoiceFromValue(value, organizations, projects)).toEqual({
      organizationId: 2,
      projectRef: 'quotedaaaaaaaaaaaaaa',
    });
  });

  it('ignores a value whose project belongs to another organization', () => {
    const value = encodeProjectValue(2, 'acmewebsiteaaaaaaaaa', 'Acme Website');
    expect(projectChoiceFromValue(value, organizations, projects)).toBeUndefined();
  });

  it('ignores unknown projects, unknown organizations and wrong-length values', () => {
    expect(
      projectChoiceFromValue(encodeProjectValue(1, 'nosuchprojectaaaaaaa', 'x'), organizations, projects),
    ).toBeUndefined();
    expect(
      projectChoiceFromValue(encodeProjectValue(99, 'orphanaaaaaaaaaaaaaa', 'x'), organizations, projects),
    ).toBeUndefined();
    expect(
      projectChoiceFromValue(JSON.stringify([1, 'acmewebsiteaaaaaaaaa']), organizations, projects),
    ).toBeUndefined();
  });
});

describe('the first project shown', () => {
  it('restores the saved organization and project when the project belongs to it', () => {
    const saved = { organization: '2', project: 'quotedaaaaaaaaaaaaaa' };
    expect(initialProjectChoice(organizations, projects, saved)).toEqual({
      organizationId: 2,
      projectRef: 'quotedaaaaaaaaaaaaaa',
    });
  });

  it('takes the first project and its organization when nothing is saved', () => {
    expect(initialProjectChoice(organizations, projects, {})).toEqual({
      organizationId: 1,
      projectRef: 'acmewebsiteaaaaaaaaa',
    });
  });

  it('takes the first project when the saved project belongs to another organization', () => {
    const saved = { organization: '2', project: 'acmebackendaaaaaaaaa' };
    expect(initialProjectChoice(organizations, projects, saved)?.projectRef).toBe('acmewebsiteaaaaaaaaa');
  });

  it('takes the first project when only one of the two is saved', () => {
    expect(initialProjectChoice(organizations, projects, { organization: '2' })?.projectRef).toBe(
      'acmewebsiteaaaaaaaaa',
    );
    expect(initialProjectChoice(organizations, projects, { project: 'quotedaaaaaaaaaaaaaa' })?.projectRef).toBe(
      'acmewebsiteaaaaaaaaa',
    );
  });

  it('takes the first project when storage holds garbage', () => {
    const tampered = [
      { organization: 'two', project: 'quotedaaaaaaaaaaaaaa' },
      { organization: '2.0', project: 'quotedaaaaaaaaaaaaaa' },
      { organization: ' 2', project: 'quotedaaaaaaaaaaaaaa' },
      { organization: '-2', project: 'quotedaaaaaaaaaaaaaa' },
      { organization: '2', project: '../quotedaaaaaaaaaaaaaa' },
      { organization: '2', project: '"quotedaaaaaaaaaaaaaa"' },
      { organization: '2', project: encodeProjectValue(2, 'quotedaaaaaaaaaaaaaa', 'x') },
      { organization: '99', project: 'orphanaaaaaaaaaaaaaa' },
      { organization: '2', project: '' },
      { organization: '9'.repeat(400), project: 'quotedaaaaaaaaaaaaaa' },
    ];
    for (const saved of tampered) {
      expect(initialProjectChoice(organizations, projects, saved), JSON.stringify(saved)).toEqual({
        organizationId: 1,
        projectRef: 'acmewebsiteaaaaaaaaa',
      });
    }
  });

  it('is undefined when there are no projects, or none in a visible organization', () => {
    expect(initialProjectChoice(organizations, [], {})).toBeUndefined();
    expect(initialProjectChoice([], projects, { organization: '1', project: 'acmewebsiteaaaaaaaaa' })).toBeUndefined();
  });
});

describe('the branch shown', () => {
  it('is the saved branch when it is listed', () => {
    expect(defaultBranch(branches, 'preview-2')?.id).toBe('preview-2');
  });

  it('is the production branch when the saved one is missing, unlisted or garbage', () => {
    expect(defaultBranch(branches, undefined)?.id).toBe('production');
    expect(defaultBranch(branches, null)?.id).toBe('production');
    expect(defaultBranch(branches, 'deleted-branch')?.id).toBe('production');
    expect(defaultBranch(branches, '["preview-2","feature/a"]')?.id).toBe('production');
  });

  it('is the first branch when none is the production branch, and none for an empty list', () => {
    const previewsOnly = branches.filter((branch) => branch.id !== 'production');
    expect(defaultBranch(previewsOnly, 'deleted-branch')?.id).toBe('preview-1');
    expect(defaultBranch([], 'preview-1')).toBeUndefined();
  });

  it('is picked by a two-part value naming a listed branch, and not by anything else', () => {
    expect(branchFromValue(encodeBranchValue('preview-1', 'feature/a'), branches)?.id).toBe('preview-1');
    expect(branchFromValue(encodeBranchValue('elsewhere', 'feature/a'), branches)).toBeUndefined();
    expect(branchFromValue(JSON.stringify(['preview-1']), branches)).toBeUndefined();
    expect(branchFromValue('preview-1', branches)).toBeUndefined();
  });
});

describe('saved selection', () => {
  it('stores organization, project and branch ids and nothing else', () => {
    const storage = memoryStorage();
    saveSelection(storage, { organizationId: 2, projectRef: 'quotedaaaaaaaaaaaaaa' }, 'preview-2');
    expect(Object.fromEntries(storage.entries)).toEqual({
      [storageKeys.organization]: '2',
      [storageKeys.project]: 'quotedaaaaaaaaaaaaaa',
      [storageKeys.branch]: 'preview-2',
    });
    expect(readSavedSelection(storage)).toEqual({
      organization: '2',
      project: 'quotedaaaaaaaaaaaaaa',
      branch: 'preview-2',
    });
  });

  it('forgets the branch when a project is saved without one', () => {
    const storage = memoryStorage({ [storageKeys.branch]: 'preview-2' });
    saveSelection(storage, { organizationId: 1, projectRef: 'acmebackendaaaaaaaaa' }, undefined);
    expect(storage.getItem(storageKeys.branch)).toBeNull();
  });

  it('reads and writes nothing, without throwing, when storage is missing or blocked', () => {
    const blocked = memoryStorage();
    blocked.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    blocked.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(readSavedSelection(blocked)).toEqual({});
    expect(readSavedSelection(undefined)).toEqual({});
    expect(() => saveSelection(blocked, { organizationId: 1, projectRef: 'acmebackendaaaaaaaaa' }, 'x')).not.toThrow();
  });
});

describe('search', () => {
  it('matches any of the words, ignoring case and surrounding spaces', () => {
    expect(matchesSearch('  acme ', 'Acme Corp', 'Website')).toBe(true);
    expect(matchesSearch('ÜNÏ', 'Café "Ünïcode"')).toBe(true);
    expect(matchesSearch('zebra', 'Acme Corp', 'Website')).toBe(false);
    expect(matchesSearch('', 'anything')).toBe(true);
  });
});
