import type { ComponentType } from 'react';
import type { CodeValues } from './placeholders';
import { pageMeta } from '../../shared/page/config';

/**
 * The values every sample on the page fills in: the reader's project values, taken from the
 * page's API-settings selection while they are logged in, and the values they type into editable
 * placeholders. One snapshot for the page; every `CodeBlock` reads it, so a change re-fills every
 * sample in one render. Part of the sample chunk: a page without placeholders never loads it.
 */

/** Placeholders the page's API settings fill while the reader is logged in. */
export const projectNames: readonly string[] = ['project-url', 'anon-key', 'project-ref'];

/**
 * What the API settings offer: `none` while the page has said nothing about a login (no bar, and
 * the API-settings code is never loaded), then `user-loading`, `logged-out`, `pending` (logged in,
 * values on their way or failed) or `filled`.
 */
export type ProjectStatus = 'none' | 'user-loading' | 'logged-out' | 'pending' | 'filled';

export interface PageValues {
  project: ProjectStatus;
  values: CodeValues;
  /** Whose values they are ("Acme Website · main"), or why there are none, for the bar. */
  label?: string | undefined;
  /** The bar above a sample with project placeholders, once the API-settings bridge has loaded. */
  ProjectBar?: ComponentType<{ page: PageValues }> | undefined;
}

let projectValues: CodeValues = {};
let typed: Record<string, { value: string; secret: boolean }> = {};
let snapshot: PageValues = { project: 'none', values: {} };
const listeners = new Set<() => void>();

function publish(partial: Partial<PageValues>): void {
  snapshot = { ...snapshot, ...partial, values: { ...typed, ...projectValues } };
  for (const listener of [...listeners]) listener();
}

function sameValues(a: CodeValues, b: CodeValues): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

export function subscribePageValues(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPageValues = (): PageValues => snapshot;

/** Called by the API-settings bridge whenever the selection or the login changes. */
export function setProjectValues(
  project: ProjectStatus,
  values: CodeValues,
  label: string,
  ProjectBar: ComponentType<{ page: PageValues }>,
): void {
  // The selection changes state several times on its way to new values: re-render samples only for new ones.
  const same = project === snapshot.project && label === snapshot.label && ProjectBar === snapshot.ProjectBar;
  if (same && sameValues(values, projectValues)) return;
  projectValues = values;
  publish({ project, label, ProjectBar });
}

// Editable placeholders ------------------------------------------------------------------------

/** A placeholder the reader may fill in; a secret one is kept for the page's life only. */
export interface Editable {
  secret: boolean;
}

const storagePrefix = 'docs-widgets:placeholder:';
const name = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
let declared: { content: string; names: Map<string, Editable> } | undefined;

/**
 * The page's editable placeholders, from `<meta name="docs-widgets:editable-placeholders"
 * content="ref db-url:secret password:secret">` in the document's head (names separated by
 * spaces or commas; `:secret` marks a secret). Project names are never editable.
 */
export function editablePlaceholders(): ReadonlyMap<string, Editable> {
  const content = pageMeta('editable-placeholders') ?? '';
  if (declared?.content === content) return declared.names;
  const names = new Map<string, Editable>();
  for (const item of content.split(/[\s,]+/)) {
    const [word = '', flag] = item.split(':');
    if (name.test(word) && !projectNames.includes(word)) names.set(word, { secret: flag === 'secret' });
  }
  declared = { content, names };
  restoreTyped(names);
  return names;
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // reading localStorage throws where the page may not use storage
  }
}

/** Reads the remembered non-secret values; drops any stored value of a name now marked secret. */
function restoreTyped(names: ReadonlyMap<string, Editable>): void {
  const store = storage();
  if (!store) return;
  let changed = false;
  for (const [key, { secret }] of names) {
    try {
      if (secret) store.removeItem(storagePrefix + key);
      else if (!typed[key]) {
        const value = store.getItem(storagePrefix + key);
        if (value) {
          typed = { ...typed, [key]: { value, secret: false } };
          changed = true;
        }
      }
    } catch {
      // storage refused: the value lives for this page only
    }
  }
  if (changed) snapshot = { ...snapshot, values: { ...typed, ...projectValues } };
}

/** The reader typed `value` for `key`: every sample uses it; a non-secret one is remembered for the site. */
export function typeValue(key: string, value: string): void {
  const editable = editablePlaceholders().get(key);
  if (!editable) return;
  const next = { ...typed };
  if (value) next[key] = { value, secret: editable.secret };
  else delete next[key];
  typed = next;
  if (!editable.secret) {
    try {
      if (value) storage()?.setItem(storagePrefix + key, value);
      else storage()?.removeItem(storagePrefix + key);
    } catch {
      // storage full or refused: the value lives for this page only
    }
  }
  publish({});
}

/** The value the reader typed for `key`, for the field that edits it. */
export function typedValue(key: string): string {
  return typed[key]?.value ?? '';
}

// Loading the bridge ---------------------------------------------------------------------------

let watching = false;

/** Marks the API-settings bridge as on its way (see `watch-project-values.ts`); false if it already was. */
export function startWatching(): boolean {
  if (watching) return false;
  watching = true;
  return true;
}

/** For tests: forget every value and declaration. */
export function resetPageValuesForTests(): void {
  projectValues = {};
  typed = {};
  declared = undefined;
  watching = false;
  snapshot = { project: 'none', values: {} };
  listeners.clear();
}
