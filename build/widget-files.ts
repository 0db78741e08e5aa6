import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import type { WidgetMetadata } from '../widgets/shared/metadata.ts';
import { collectMetadata } from './package/manifest.ts';

/**
 * Where the build finds the widgets: every folder of widgets/ with an index.ts is an entry (its
 * name is the folder's), and every `<folder>.meta.ts` declares one or more elements. The plugins
 * and the config read the folders through these two functions, so a new widget folder needs no
 * edit to the build.
 */

export const root = resolve(import.meta.dirname, '..');

/** Folder name → its index.ts, in folder order. */
export function elementEntries(): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const folder of readdirSync(resolve(root, 'widgets')).sort()) {
    const file = resolve(root, 'widgets', folder, 'index.ts');
    if (existsSync(file)) entries[folder] = file;
  }
  return entries;
}

/** Every element's metadata, read from the widgets' `*.meta.ts` through Vite's module runner. */
export async function readAllMetadata(): Promise<WidgetMetadata[]> {
  const modules: Record<string, Record<string, unknown>> = {};
  for (const folder of readdirSync(resolve(root, 'widgets')).sort()) {
    const file = resolve(root, 'widgets', folder, `${folder}.meta.ts`);
    if (!existsSync(file)) continue;
    modules[file] = (await runnerImport<Record<string, unknown>>(file)).module;
  }
  return collectMetadata(modules);
}
