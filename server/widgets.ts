import type { WidgetDefinition } from '../widgets/shared/element';

/** Every widget's definition (component, metadata, styles), by its standard tag. */
const modules = import.meta.glob<Record<string, unknown>>('../widgets/*/index.ts', { eager: true });

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
