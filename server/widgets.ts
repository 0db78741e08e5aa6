import type { WidgetDefinition } from '../widgets/shared/element';
import type { WidgetMetadata } from '../widgets/shared/metadata';
import type { ServerAssets, ServerHooks } from '../widgets/shared/server-hooks';

// The widgets as the server knows them, by standard tag (a widget's folder is named for its tag).
// What the server needs of every tag whatever the pages hold (which tags are ours, the attributes
// a fingerprint observes, the stylesheets and the early script it writes) comes from modules that
// hold no widget code: `<tag>.meta.ts`, `<tag>.styles.ts` and `server-assets.ts`. A widget's code
// (its component, element and server hooks) is loaded only when a page holds its tag
// (`loadWidgets`): a run loads the widgets its pages use, and a page of rows loads no reference.

const folderOf = (path: string) => path.split('/').at(-2)!;

const metadataModules = import.meta.glob<Record<string, unknown>>('../widgets/*/*.meta.ts', { eager: true });

function isWidgetMetadata(value: unknown): value is WidgetMetadata {
  return typeof value === 'object' && value !== null && typeof (value as WidgetMetadata).tag === 'string';
}

/**
 * Every element's metadata, read without its code: each a folder's metadata module exports (a
 * folder may define two elements: `<docs-accordion>`, `<accordion-item>`), bar plain child tags
 * that render nothing (`shadowRoot: false`).
 */
export const widgetMetadata: ReadonlyMap<string, WidgetMetadata> = new Map(
  Object.values(metadataModules)
    .flatMap((module) => Object.values(module).filter(isWidgetMetadata))
    .filter((metadata) => metadata.shadowRoot !== false)
    .map((metadata) => [metadata.tag, metadata] as const),
);

/** The folder each element's code is in. */
const folderOfTag: ReadonlyMap<string, string> = new Map(
  Object.entries(metadataModules).flatMap(([path, module]) =>
    Object.values(module)
      .filter(isWidgetMetadata)
      .map((metadata) => [metadata.tag, folderOf(path)] as const),
  ),
);

const styleModules = import.meta.glob<Record<string, readonly string[]>>('../widgets/*/*.styles.ts', { eager: true });

const camelCase = (tag: string) => tag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * The sheets of each folder's element, from its `<tag>.styles.ts`: `<tag>ElementStyles` where the
 * element adopts more than a widget that embeds its component (its host rules), else `<tag>Styles`.
 */
const elementStyles = new Map(
  Object.entries(styleModules).map(([path, module]) => {
    const name = camelCase(folderOf(path));
    return [folderOf(path), module[`${name}ElementStyles`] ?? module[`${name}Styles`] ?? []] as const;
  }),
);

/** The sheets the shadow root of `tag` adopts (after the tokens and base rules), read without the widget's code. */
export function stylesOf(tag: string): readonly string[] {
  return elementStyles.get(folderOfTag.get(tag) ?? tag) ?? [];
}

const assetModules = import.meta.glob<{ serverAssets: ServerAssets }>('../widgets/*/server-assets.ts', {
  eager: true,
});

/** What the server writes for each widget whatever the pages hold (`widgets/<tag>/server-assets.ts`), by tag. */
const assetsByFolder = new Map(
  Object.entries(assetModules).map(([path, module]) => [folderOf(path), module.serverAssets] as const),
);

/** What the server writes for the element `tag` whatever the pages hold (its folder's `server-assets.ts`). */
export function serverAssetsOf(tag: string): ServerAssets | undefined {
  return assetsByFolder.get(folderOfTag.get(tag) ?? tag);
}

/** Every folder's server assets, in the folders' order. */
export function allServerAssets(): ServerAssets[] {
  return [...assetsByFolder.values()];
}

/** Each folder's public entry, loaded when a page first holds one of its tags. */
const definitionModules = import.meta.glob<Record<string, unknown>>('../widgets/*/index.ts');

/** What widgets ask of the prerender (`widgets/<folder>/server.ts`), loaded with the widget. */
const hookModules = import.meta.glob<{ serverHooks: ServerHooks }>('../widgets/*/server.ts');

const byFolder = <Module>(modules: Record<string, () => Promise<Module>>) =>
  new Map(Object.entries(modules).map(([path, load]) => [folderOf(path), load] as const));
const definitionLoaders = byFolder(definitionModules);
const hookLoaders = byFolder(hookModules);

function isDefinition(value: unknown): value is WidgetDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'metadata' in value &&
    'Component' in value &&
    typeof (value as WidgetDefinition).define === 'function'
  );
}

/** A folder's code, once loaded: its elements' definitions by tag, its server hooks. */
interface LoadedFolder {
  definitions: Map<string, WidgetDefinition>;
  hooks: ServerHooks | undefined;
}

const loaded = new Map<string, LoadedFolder>();
const loading = new Map<string, Promise<void>>();

/** Whether `tag` is one of our elements' standard tags. */
export function isWidgetTag(tag: string): boolean {
  return widgetMetadata.has(tag);
}

function loadFolder(folder: string): Promise<void> {
  let wait = loading.get(folder);
  if (!wait) {
    wait = Promise.all([definitionLoaders.get(folder)!(), hookLoaders.get(folder)?.()]).then(([module, hooks]) => {
      const definitions = new Map(
        Object.values(module)
          .filter(isDefinition)
          .map((definition) => [definition.metadata.tag, definition] as const),
      );
      loaded.set(folder, { definitions, hooks: hooks?.serverHooks });
    });
    loading.set(folder, wait);
  }
  return wait;
}

/**
 * Loads the code of the elements whose tags are given (ours; others are ignored) and of the
 * widgets they embed, each folder once per process. The server calls it with a page's tags before
 * rendering them.
 */
export async function loadWidgets(tags: Iterable<string>): Promise<void> {
  const folders = new Set<string>();
  for (const tag of tags) if (isWidgetTag(tag)) for (const folder of foldersWith(tag)) folders.add(folder);
  await Promise.all([...folders].filter((folder) => !loaded.has(folder)).map(loadFolder));
}

/** The folders `foldersWith` found, by tag: a run asks for the same few tags on every page. */
const foldersByTag = new Map<string, readonly string[]>();

/**
 * The folders of `tag`'s code and of the widgets it embeds, as its metadata declares them
 * (`embeds`), theirs in turn, and so on: their server hooks (`beforeEveryRender`) hold for its
 * render too.
 */
function foldersWith(tag: string): readonly string[] {
  let folders = foldersByTag.get(tag);
  if (!folders) {
    const withEmbedded = new Set([tag]);
    for (const each of withEmbedded)
      for (const embedded of widgetMetadata.get(each)?.embeds ?? [])
        if (isWidgetTag(embedded)) withEmbedded.add(embedded);
    folders = [...new Set([...withEmbedded].map((each) => folderOfTag.get(each)!))];
    foldersByTag.set(tag, folders);
  }
  return folders;
}

/** The folders whose code is loaded (a folder is named for its first tag), in the order they were. */
export function loadedWidgets(): string[] {
  return [...loaded.keys()];
}

function loadedFolder(tag: string): LoadedFolder {
  const folder = loaded.get(folderOfTag.get(tag) ?? tag);
  if (!folder) throw new Error(`<${tag}> is used before its code was loaded (loadWidgets).`);
  return folder;
}

/** The definition of the element whose standard tag is `tag`, once loaded (see loadWidgets). */
export function definitionOf(tag: string): WidgetDefinition {
  const definition = loadedFolder(tag).definitions.get(tag);
  if (!definition) throw new Error(`The code of <${tag}> defines no <${tag}>.`);
  return definition;
}

/** What the element whose standard tag is `tag` asks of the prerender, if anything, once loaded. */
export function serverHooksOf(tag: string): ServerHooks | undefined {
  return loadedFolder(tag).hooks;
}

/** The hooks of every widget loaded so far. */
export function loadedServerHooks(): ServerHooks[] {
  return [...loaded.values()].flatMap(({ hooks }) => (hooks ? [hooks] : []));
}
