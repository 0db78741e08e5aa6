import { runnerImport, type Plugin } from 'vite';
import type { WidgetMetadata } from '../widgets/shared/metadata.ts';
import { isMetadata } from './package/manifest.ts';

/**
 * The browser copy of each widgets/<tag>/<tag>.meta.ts keeps only what the runtime reads:
 * attribute types, enumerations, defaults and property names, property-only names, child tags,
 * event aliases, the attribute naming the document a prerendered instance was drawn from,
 * whether the tag has no shadow root, and the widgets it embeds. Descriptions and empty fields
 * stay in the build (manifest, typings, READMEs): they would cost every widget chunk about 1 KB
 * gzip, and the runtime never reads them.
 */
export function browserMetadata({
  tag,
  attributes,
  properties,
  childTags,
  events,
  untilTouched,
  shadowRoot,
  embeds,
}: WidgetMetadata): WidgetMetadata {
  const aliased = Object.entries(events ?? {}).filter(([, spec]) => spec.alias);
  const propertyNames = Object.keys(properties ?? {});
  const slim = {
    tag,
    attributes: Object.fromEntries(
      Object.entries(attributes).map(([name, spec]) => [
        name,
        {
          type: spec.type,
          values: spec.values,
          // A `wording` default is the component's to give (in the page's language), not the runtime's.
          default: spec.wording ? undefined : spec.default,
          property: spec.property,
        },
      ]),
    ),
    ...(propertyNames.length > 0 ? { properties: Object.fromEntries(propertyNames.map((name) => [name, {}])) } : {}),
    childTags,
    ...(aliased.length > 0
      ? { events: Object.fromEntries(aliased.map(([name, spec]) => [name, { alias: spec.alias }])) }
      : {}),
    // The server reads it (docs-widgets/server is built from these copies): it writes the hash of
    // the document the attribute names for the loader to check.
    ...(typeof untilTouched === 'object' && untilTouched.sourceAttribute
      ? { untilTouched: { sourceAttribute: untilTouched.sourceAttribute } }
      : {}),
    // The server reads it too: a plain child tag (`<tab-panel>`) is no element it renders.
    ...(shadowRoot === false ? { shadowRoot } : {}),
    // And this: it loads the code of the widgets an element embeds with the element's own, so that
    // their server hooks hold for its render.
    ...(embeds && embeds.length > 0 ? { embeds } : {}),
  };
  return slim as unknown as WidgetMetadata;
}

export function runtimeMetadata(): Plugin {
  return {
    name: 'docs-widgets-runtime-metadata',
    apply: 'build',
    async transform(_code, id) {
      if (!id.endsWith('.meta.ts')) return undefined;
      const { module } = await runnerImport<Record<string, unknown>>(id);
      const code = Object.entries(module)
        .map(
          ([name, value]) =>
            `export const ${name} = ${JSON.stringify(isMetadata(value) ? browserMetadata(value) : value)};`,
        )
        .join('\n');
      return { code, map: null };
    },
  };
}
