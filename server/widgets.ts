import type { WidgetDefinition } from '../widgets/shared/element';
import type { ServerHooks } from '../widgets/shared/server-hooks';

/** Every widget's definition (component, metadata, styles), by its standard tag. */
const modules = import.meta.glob<Record<string, unknown>>('../widgets/*/index.ts', { eager: true });

/** What widgets ask of the prerender (`widgets/<tag>/server.ts`), by folder: a widget's folder is named for its tag. */
const hookModules = import.meta.glob<{ serverHooks: ServerHooks }>('../widgets/*/server.ts', { eager: true });

function isDefinition(value: unknown): value is WidgetDefinition {
  return (
    typeof value === 'object' &&
    value !== null &&
    'metadata' in value &&
    'Component' in value &&
    typeof (value as WidgetDefinition).define === 'function'
  );
}

export const widgetDefinitions: ReadonlyMap<string, WidgetDefinition> = new Map(
  Object.values(modules)
    .flatMap((module) => Object.values(module).filter(isDefinition))
    .map((definition) => [definition.metadata.tag, definition] as const),
);

const serverHooks: ReadonlyMap<string, ServerHooks> = new Map(
  Object.entries(hookModules).map(([path, module]) => [path.split('/').at(-2)!, module.serverHooks] as const),
);

/** What the widget whose standard tag is `tag` asks of the prerender, if anything. */
export function serverHooksOf(tag: string): ServerHooks | undefined {
  return serverHooks.get(tag);
}

/** Every widget's hooks, by tag. */
export function allServerHooks(): Iterable<readonly [string, ServerHooks]> {
  return serverHooks;
}
