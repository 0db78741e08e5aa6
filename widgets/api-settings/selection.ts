/**
 * The selection rules of `<api-settings>` as pure functions: which project and branch to show
 * first, how picker values are encoded and checked, and what is kept in localStorage (ids only).
 */
import { isIdentifier, type Branch, type Organization, type Project } from './platform-data';

export interface ProjectChoice {
  organizationId: number;
  projectRef: string;
}

/** One option of the project picker. */
export interface ProjectOption {
  value: string;
  organization: Organization;
  project: Project;
}

/** One option of the branch picker. */
export interface BranchOption {
  value: string;
  branch: Branch;
}

/** What localStorage may hold: ids only, as raw strings that may have been tampered with. */
export interface SavedSelection {
  organization?: string | null;
  project?: string | null;
  branch?: string | null;
}

export const storageKeys = {
  organization: 'docs-widgets:api-settings:organization',
  project: 'docs-widgets:api-settings:project',
  branch: 'docs-widgets:api-settings:branch',
} as const;

// Option values are JSON arrays: quotes, commas, slashes and any unicode in names survive the
// round trip, and the number of parts is unambiguous.

/** `[organization id, project ref, project name]` */
export function encodeProjectValue(organizationId: number, projectRef: string, name: string): string {
  return JSON.stringify([organizationId, projectRef, name]);
}

/** `[branch id, branch name]` */
export function encodeBranchValue(branchId: string, name: string): string {
  return JSON.stringify([branchId, name]);
}

function parseParts(value: unknown, count: number): unknown[] | undefined {
  if (typeof value !== 'string') return undefined;
  let parts: unknown;
  try {
    parts = JSON.parse(value);
  } catch {
    return undefined;
  }
  return Array.isArray(parts) && parts.length === count ? parts : undefined;
}

export function decodeProjectValue(
  value: unknown,
): { organizationId: number; projectRef: string; name: string } | undefined {
  const parts = parseParts(value, 3);
  if (!parts) return undefined;
  const [organizationId, projectRef, name] = parts;
  if (typeof organizationId !== 'number' || !Number.isSafeInteger(organizationId)) return undefined;
  if (!isIdentifier(projectRef) || typeof name !== 'string') return undefined;
  return { organizationId, projectRef, name };
}

export function decodeBranchValue(value: unknown): { branchId: string; name: string } | undefined {
  const parts = parseParts(value, 2);
  if (!parts) return undefined;
  const [branchId, name] = parts;
  if (!isIdentifier(branchId) || typeof name !== 'string') return undefined;
  return { branchId, name };
}

/**
 * The project picker's options: organizations in the order the API gave them, each with its
 * projects in the API's order. Projects of an organization the user cannot see are left out,
 * as are organizations without projects.
 */
export function projectOptions(organizations: readonly Organization[], projects: readonly Project[]): ProjectOption[] {
  return organizations.flatMap((organization) =>
    projects
      .filter((project) => project.organizationId === organization.id)
      .map((project) => ({
        value: encodeProjectValue(organization.id, project.ref, project.name),
        organization,
        project,
      })),
  );
}

export function branchOptions(branches: readonly Branch[]): BranchOption[] {
  return branches.map((branch) => ({ value: encodeBranchValue(branch.id, branch.name), branch }));
}

/** The project and organization a choice points at, if both exist and belong together. */
export function findProject(
  choice: ProjectChoice | undefined,
  organizations: readonly Organization[],
  projects: readonly Project[],
): { organization: Organization; project: Project } | undefined {
  if (!choice) return undefined;
  const organization = organizations.find((candidate) => candidate.id === choice.organizationId);
  const project = projects.find(
    (candidate) => candidate.ref === choice.projectRef && candidate.organizationId === choice.organizationId,
  );
  return organization && project ? { organization, project } : undefined;
}

function parseOrganizationId(raw: string | null | undefined): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * The first choice: the saved organization and project when both are present and the project
 * belongs to that organization; otherwise the first project (in picker order) and its
 * organization; undefined when there is no project at all.
 */
export function initialProjectChoice(
  organizations: readonly Organization[],
  projects: readonly Project[],
  saved: SavedSelection,
): ProjectChoice | undefined {
  const organizationId = parseOrganizationId(saved.organization);
  const projectRef = saved.project;
  if (organizationId !== undefined && isIdentifier(projectRef)) {
    const restored = findProject({ organizationId, projectRef }, organizations, projects);
    if (restored) return { organizationId, projectRef };
  }
  const first = projectOptions(organizations, projects)[0];
  return first ? { organizationId: first.organization.id, projectRef: first.project.ref } : undefined;
}

/**
 * The choice a picked project value stands for, or undefined (ignore it) when the value does
 * not decode to exactly three parts or names a project that is not in the named organization.
 */
export function projectChoiceFromValue(
  value: unknown,
  organizations: readonly Organization[],
  projects: readonly Project[],
): ProjectChoice | undefined {
  const decoded = decodeProjectValue(value);
  if (!decoded) return undefined;
  const choice = { organizationId: decoded.organizationId, projectRef: decoded.projectRef };
  return findProject(choice, organizations, projects) ? choice : undefined;
}

/** The branch a picked branch value stands for, or undefined when it is malformed or not listed. */
export function branchFromValue(value: unknown, branches: readonly Branch[]): Branch | undefined {
  const decoded = decodeBranchValue(value);
  if (!decoded) return undefined;
  return branches.find((branch) => branch.id === decoded.branchId);
}

/**
 * The branch to show first: the saved one if it is listed; else the production branch (whose
 * ref is its parent's); else the first; undefined for an empty list.
 */
export function defaultBranch(
  branches: readonly Branch[],
  savedBranchId: string | null | undefined,
): Branch | undefined {
  return (
    branches.find((branch) => branch.id === savedBranchId) ??
    branches.find((branch) => branch.projectRef === branch.parentProjectRef) ??
    branches[0]
  );
}

/** Reads the saved ids; storage that is missing or throws (blocked cookies) reads as empty. */
export function readSavedSelection(storage: Storage | undefined): SavedSelection {
  try {
    if (!storage) return {};
    return {
      organization: storage.getItem(storageKeys.organization),
      project: storage.getItem(storageKeys.project),
      branch: storage.getItem(storageKeys.branch),
    };
  } catch {
    return {};
  }
}

/** Saves organization, project and (when known) branch ids; nothing else is ever written. */
export function saveSelection(storage: Storage | undefined, choice: ProjectChoice, branchId: string | undefined): void {
  try {
    if (!storage) return;
    storage.setItem(storageKeys.organization, String(choice.organizationId));
    storage.setItem(storageKeys.project, choice.projectRef);
    if (branchId === undefined) storage.removeItem(storageKeys.branch);
    else storage.setItem(storageKeys.branch, branchId);
  } catch {
    // Storage full or blocked: the selection still works for this page view.
  }
}

/** Case-insensitive match of a search text against an option's visible words. */
export function matchesSearch(search: string, ...words: string[]): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '') return true;
  return words.some((word) => word.toLocaleLowerCase().includes(needle));
}
