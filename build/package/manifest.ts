import {
  commonAttributes,
  toPropertyName,
  type AttributeSpec,
  type WidgetMetadata,
} from '../../widgets/shared/metadata.ts';

/**
 * Build-time: turns the elements' metadata into a Custom Elements Manifest (schema 2.1.0) and
 * TypeScript declarations that add our tags to HTMLElementTagNameMap and React's JSX.
 */

/** Whether a `*.meta.ts` export is an element's metadata (a file may also export helpers). */
export function isMetadata(value: unknown): value is WidgetMetadata {
  return typeof value === 'object' && value !== null && 'tag' in value && 'attributes' in value;
}

/**
 * Every element declared by a set of `*.meta.ts` modules, in tag order: each exported metadata
 * object (a file may declare a parent and its item element), plus a plain entry for each child
 * tag that has no metadata of its own (such as `<tab-panel>`).
 */
export function collectMetadata(modules: Readonly<Record<string, Record<string, unknown>>>): WidgetMetadata[] {
  const all = Object.entries(modules).flatMap(([path, module]) => {
    const folder = path.match(/([^/\\]+)[/\\][^/\\]+\.meta\.ts$/)?.[1];
    return Object.values(module)
      .filter(isMetadata)
      .map((metadata) => ({ ...metadata, folder }));
  });
  const known = new Set(all.map((metadata) => metadata.tag));
  for (const metadata of [...all]) {
    for (const [tag, description] of Object.entries(metadata.childTags ?? {})) {
      if (known.has(tag)) continue;
      known.add(tag);
      all.push({
        tag,
        summary: `${description} Child of \`<${metadata.tag}>\`, defined with it.`,
        attributes: {},
        folder: metadata.folder,
      });
    }
  }
  return all.sort((a, b) => a.tag.localeCompare(b.tag));
}

export function attributeType(spec: AttributeSpec): string {
  if (spec.propertyType) return spec.propertyType;
  if (spec.values) return spec.values.map((value) => `'${value}'`).join(' | ');
  return spec.type === 'json' ? 'unknown' : spec.type;
}

export function allAttributes(metadata: WidgetMetadata): Array<[string, AttributeSpec]> {
  return [...Object.entries(metadata.attributes), ...Object.entries(commonAttributes)];
}

export function className(tag: string): string {
  return tag.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase()) + 'Element';
}

export function customElementsManifest(all: readonly WidgetMetadata[], version: string) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: all.map((metadata) => ({
      kind: 'javascript-module',
      // The module a bundler imports to define the element (the package's `docs-widgets/elements/<tag>`).
      path: `dist/lib/elements/${metadata.folder ?? metadata.tag}.js`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name: className(metadata.tag),
          tagName: metadata.tag,
          summary: metadata.summary,
          attributes: allAttributes(metadata).map(([name, spec]) => ({
            name,
            fieldName: spec.property ?? toPropertyName(name),
            description: spec.description,
            type: { text: attributeType(spec) },
            ...(spec.default !== undefined ? { default: JSON.stringify(spec.default) } : {}),
          })),
          members: [
            ...allAttributes(metadata).map(([name, spec]) => ({
              kind: 'field',
              name: spec.property ?? toPropertyName(name),
              attribute: name,
              description: spec.description,
              type: { text: attributeType(spec) },
              ...(spec.type !== 'json' ? { reflects: true } : {}),
            })),
            ...Object.entries(metadata.properties ?? {}).map(([name, spec]) => ({
              kind: 'field',
              name,
              description: spec.description,
              type: { text: spec.type },
            })),
          ],
          events: Object.entries(metadata.events ?? {}).flatMap(([name, spec]) => [
            { name, description: spec.description, type: { text: `CustomEvent<${spec.detail ?? 'void'}>` } },
            ...(spec.alias
              ? [
                  {
                    name: spec.alias,
                    description: `The same as \`${name}\`, for listeners on the element: it does not bubble, and is fired only while the element has a listener for it.`,
                    type: { text: `CustomEvent<${spec.detail ?? 'void'}>` },
                  },
                ]
              : []),
          ]),
          slots: Object.entries(metadata.slots ?? {}).map(([name, description]) => ({ name, description })),
          cssParts: Object.entries(metadata.parts ?? {}).map(([name, description]) => ({ name, description })),
          cssProperties: Object.entries(metadata.cssProperties ?? {}).map(([name, spec]) => ({
            name,
            description: spec.description,
            ...(spec.default ? { default: spec.default } : {}),
          })),
          ...(metadata.states ? { cssStates: [], description: `data-state: ${metadata.states.join(' | ')}` } : {}),
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: metadata.tag, declaration: { name: className(metadata.tag) } },
      ],
    })),
    package: { name: 'docs-widgets', version },
  };
}

// Attributes that HTMLElement already has as properties (`title`): the element keeps the native
// property, so the typings must not redeclare it with another type.
const nativeProperties = new Set(['title', 'id', 'lang', 'dir', 'hidden', 'slot', 'translate', 'inert']);

export function eventDetailType(detail: string | undefined): string {
  return `CustomEvent<${detail ?? 'void'}>`;
}

/** Every event an element fires, aliases included: name → detail type text. */
export function allEvents(metadata: WidgetMetadata): Array<[string, string | undefined]> {
  return Object.entries(metadata.events ?? {}).flatMap(([name, spec]) => [
    [name, spec.detail] as [string, string | undefined],
    ...(spec.alias ? [[spec.alias, spec.detail] as [string, string | undefined]] : []),
  ]);
}

/**
 * What a framework may set on the element, by property name: attributes (text values accepted
 * for numbers and JSON, as the attribute takes them) and property-only properties.
 */
export function elementProperties(
  metadata: WidgetMetadata,
): Array<{ name: string; type: string; description: string; attribute?: string }> {
  const fromAttributes = allAttributes(metadata)
    .filter(([attribute, spec]) => !nativeProperties.has(spec.property ?? toPropertyName(attribute)))
    .map(([attribute, spec]) => ({
      name: spec.property ?? toPropertyName(attribute),
      attribute,
      description: spec.description,
      type:
        spec.type === 'json'
          ? `${attributeType(spec)} | string`
          : spec.type === 'number'
            ? 'number | string'
            : attributeType(spec),
    }));
  const propertyOnly = Object.entries(metadata.properties ?? {}).map(([name, spec]) => ({
    name,
    type: spec.type,
    description: spec.description,
  }));
  return [...fromAttributes, ...propertyOnly];
}

function doc(text: string, indent = '  '): string {
  return `${indent}/** ${text.replace(/\*\//g, '* /').replace(/\n/g, ' ')} */`;
}

/** Element classes, attribute maps and the tag map, for any TypeScript user (no framework types). */
export function elementTypeDeclarations(all: readonly WidgetMetadata[]): string {
  const lines: string[] = [];
  for (const metadata of all) {
    for (const [alias, type] of Object.entries(metadata.typeAliases ?? {})) {
      lines.push(`export type ${alias} = ${type};`, '');
    }
  }
  for (const metadata of all) {
    const name = className(metadata.tag);
    lines.push(`/** ${metadata.summary} */`);
    lines.push(`export interface ${name} extends HTMLElement {`);
    for (const [attribute, spec] of allAttributes(metadata)) {
      if (nativeProperties.has(spec.property ?? toPropertyName(attribute))) continue;
      lines.push(doc(spec.description));
      lines.push(`  ${spec.property ?? toPropertyName(attribute)}: ${attributeType(spec)} | undefined;`);
    }
    for (const [property, spec] of Object.entries(metadata.properties ?? {})) {
      lines.push(doc(spec.description));
      lines.push(`  ${property}: ${spec.type} | undefined;`);
    }
    lines.push('}', '');
    lines.push(`export interface ${name}Attributes {`);
    for (const [attribute, spec] of allAttributes(metadata)) {
      const type =
        spec.type === 'boolean'
          ? 'boolean | ""'
          : spec.values
            ? attributeType(spec)
            : spec.type === 'number'
              ? 'number | string'
              : 'string';
      lines.push(`  '${attribute}'?: ${type};`);
    }
    lines.push('}', '');
    lines.push(`/** Properties of \`<${metadata.tag}>\` a framework may set, objects and arrays included. */`);
    lines.push(`export interface ${name}Properties {`);
    for (const property of elementProperties(metadata)) {
      lines.push(doc(property.description));
      lines.push(`  ${property.name}?: ${property.type};`);
    }
    lines.push('}', '');
    lines.push(`/** Events of \`<${metadata.tag}>\`, by name. */`);
    lines.push(`export interface ${name}EventMap {`);
    for (const [event, detail] of allEvents(metadata)) lines.push(`  '${event}': ${eventDetailType(detail)};`);
    lines.push('}', '');
  }
  lines.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const metadata of all) lines.push(`    '${metadata.tag}': ${className(metadata.tag)};`);
  lines.push('  }', '}', '');
  return lines.join('\n');
}

/**
 * React's JSX for the plain tags: attributes (kebab-case), properties (React 19 sets a prop as a
 * property when the element has it, so objects and arrays are typed as such), and events as
 * `ondw-copy` props, which React 19 adds as listeners for `dw-copy`.
 */
export function reactJsxDeclarations(all: readonly WidgetMetadata[]): string {
  const lines: string[] = [];
  lines.push("declare module 'react' {", '  namespace JSX {', '    interface IntrinsicElements {');
  for (const metadata of all) {
    const name = className(metadata.tag);
    const events = allEvents(metadata).map(
      ([event, detail]) => `'on${event}'?: (event: ${eventDetailType(detail)}) => void`,
    );
    lines.push(
      `      '${metadata.tag}': DetailedHTMLProps<HTMLAttributes<${name}>, ${name}> & Omit<${name}Attributes, keyof ${name}Properties> & ${name}Properties${events.length ? ` & { ${events.join('; ')} }` : ''};`,
    );
  }
  lines.push('    }', '  }', '}', '');
  return lines.join('\n');
}

export function typeDeclarations(all: readonly WidgetMetadata[]): string {
  return [
    '// Generated by the build from widgets/*/*.meta.ts. Do not edit.',
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    '',
    elementTypeDeclarations(all),
    reactJsxDeclarations(all),
  ].join('\n');
}
