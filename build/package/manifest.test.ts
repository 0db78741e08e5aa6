// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WidgetMetadata } from '../../widgets/shared/metadata';
import { vscodeCssCustomData } from './css-custom-data';
import { collectMetadata, customElementsManifest, elementTypeDeclarations, reactJsxDeclarations } from './manifest';
import { reactComponentDeclarations, vscodeCustomData, vueDeclarations, webTypes } from './package-files';

// What editors, bundlers and type checkers read about an element is written from its metadata by
// these functions. A wrong type or a lost default or event here reaches every user's editor.
const probe: WidgetMetadata = {
  tag: 'probe-row',
  folder: 'probe-row',
  summary: 'A probe.',
  attributes: {
    size: { type: 'string', values: ['small', 'large'], default: 'small', description: 'A size.' },
    'start-line': { type: 'number', default: 1, description: 'First line.' },
    optional: { type: 'boolean', default: false, description: 'Optional.' },
    items: { type: 'json', propertyType: 'ProbeItem[]', description: 'Items.' },
    default: { type: 'string', property: 'defaultValue', description: 'A default.' },
  },
  properties: { model: { type: 'ProbeItem', description: 'A model.' } },
  events: {
    'dw-copy': { description: 'Copied.', detail: '{ value: string }', alias: 'copy' },
    'dw-close': { description: 'Closed.' },
  },
  cssProperties: { '--dw-probe-row-color': { description: 'Colour of the row.', default: 'red' } },
  typeAliases: { ProbeItem: '{ id: string }' },
};

function manifestDeclaration(metadata: WidgetMetadata) {
  return customElementsManifest([metadata], '1.0.0').modules[0]!.declarations[0]!;
}

describe('the Custom Elements Manifest', () => {
  const declaration = manifestDeclaration(probe);
  const attribute = (name: string) => declaration.attributes.find((entry) => entry.name === name);

  it('types each attribute as the element takes it', () => {
    expect(attribute('size')?.type.text).toBe("'small' | 'large'");
    expect(attribute('start-line')?.type.text).toBe('number');
    expect(attribute('optional')?.type.text).toBe('boolean');
    expect(attribute('items')?.type.text).toBe('ProbeItem[]');
  });

  it('keeps each default, as the JSON text the schema asks for', () => {
    expect(attribute('size')?.default).toBe('"small"');
    expect(attribute('start-line')?.default).toBe('1');
    expect(attribute('optional')?.default).toBe('false');
    expect(attribute('items')).not.toHaveProperty('default');
  });

  it('names the property an attribute sets', () => {
    expect(attribute('default')?.fieldName).toBe('defaultValue');
    expect(declaration.members.map((member) => member.name)).toEqual(
      expect.arrayContaining(['defaultValue', 'startLine', 'model']),
    );
  });

  it('lists every event with its detail, aliases included', () => {
    expect(declaration.events.map((event) => [event.name, event.type.text])).toEqual([
      ['dw-copy', 'CustomEvent<{ value: string }>'],
      ['copy', 'CustomEvent<{ value: string }>'],
      ['dw-close', 'CustomEvent<void>'],
    ]);
  });

  it('has an entry for each child tag, named after its parent', () => {
    const all = collectMetadata({
      'widgets/probe-tabs/probe-tabs.meta.ts': {
        metadata: { tag: 'probe-tabs', summary: 'Tabs.', attributes: {}, childTags: { 'probe-panel': 'A panel.' } },
      },
    });
    expect(all.map((metadata) => [metadata.tag, metadata.folder])).toEqual([
      ['probe-panel', 'probe-tabs'],
      ['probe-tabs', 'probe-tabs'],
    ]);
    expect(all[0]!.summary).toBe('A panel. Child of `<probe-tabs>`, defined with it.');
  });
});

describe('the element typings', () => {
  const types = elementTypeDeclarations([probe]);

  it('give each property its type, and each attribute the text HTML takes', () => {
    expect(types).toContain("  size: 'small' | 'large' | undefined;");
    expect(types).toContain('  defaultValue: string | undefined;');
    expect(types).toContain('  \'optional\'?: boolean | "";');
    expect(types).toContain("  'start-line'?: number | string;");
    expect(types).toContain('export type ProbeItem = { id: string };');
  });

  it('map every event to its detail', () => {
    expect(types).toContain("  'dw-copy': CustomEvent<{ value: string }>;");
    expect(types).toContain("  'copy': CustomEvent<{ value: string }>;");
    expect(types).toContain("  'dw-close': CustomEvent<void>;");
  });

  it('put the tag in HTMLElementTagNameMap', () => {
    expect(types).toContain("    'probe-row': ProbeRowElement;");
  });
});

describe('the framework typings', () => {
  it('give React’s JSX a listener prop for every event, aliases included', () => {
    const jsx = reactJsxDeclarations([probe]);
    expect(jsx).toContain("'ondw-copy'?: (event: CustomEvent<{ value: string }>) => void");
    expect(jsx).toContain("'oncopy'?: (event: CustomEvent<{ value: string }>) => void");
    expect(jsx).toContain("'ondw-close'?: (event: CustomEvent<void>) => void");
  });

  it('give the React components a handler for each dw- event and the aliased types', () => {
    const react = reactComponentDeclarations([probe]);
    expect(react).toContain('  onDwCopy?: (event: CustomEvent<{ value: string }>) => void;');
    expect(react).not.toContain('onCopy?:');
    expect(react).toContain('  items?: Elements.ProbeItem[] | string;');
    expect(react).toContain('  model?: Elements.ProbeItem;');
  });

  it('give Vue’s template checker the events as camelCase handlers', () => {
    const vue = vueDeclarations([probe]);
    expect(vue).toContain('onDwCopy?: (event: CustomEvent<{ value: string }>) => void');
    expect(vue).toContain('onCopy?: (event: CustomEvent<{ value: string }>) => void');
    expect(vue).toContain("'probe-row': ElementComponent<Elements.ProbeRowElementProperties & {");
  });
});

describe('the editor data', () => {
  it('offers an enumeration’s values and marks a boolean as taking none in VS Code', () => {
    const [tag] = vscodeCustomData([probe]).tags;
    const attribute = (name: string) => tag!.attributes.find((entry) => entry.name === name);
    expect(attribute('size')).toMatchObject({ values: [{ name: 'small' }, { name: 'large' }] });
    expect(attribute('optional')).toMatchObject({ valueSet: 'v' });
  });

  it('gives JetBrains each default and each event', () => {
    const [element] = webTypes([probe], '1.0.0').contributions.html.elements;
    expect(element!.attributes.find((entry) => entry.name === 'size')).toMatchObject({
      default: '"small"',
      value: { type: "'small' | 'large'", kind: 'plain' },
    });
    expect(element!.js.events.map((event) => event.name)).toEqual(['dw-copy', 'copy', 'dw-close']);
  });

  it('offers the custom properties in VS Code’s CSS, with their descriptions', () => {
    const data = JSON.parse(vscodeCssCustomData([probe], '1.0.0')) as {
      properties: Array<{ name: string; description: string }>;
    };
    expect(data.properties).toEqual([
      expect.objectContaining({
        name: '--dw-probe-row-color',
        description: expect.stringContaining('Colour of the row.'),
      }),
    ]);
  });
});

// The real elements: each attribute's default reaches the manifest, which editors and docs tools read.
const modules = import.meta.glob<Record<string, unknown>>('../../widgets/*/*.meta.ts', { eager: true });
const all = collectMetadata(modules);

describe('every element’s manifest entry', () => {
  it.for(all.filter((metadata) => Object.keys(metadata.attributes).length > 0).map((metadata) => metadata.tag))(
    '<%s> keeps every default and every event of its metadata',
    (tag) => {
      const metadata = all.find((candidate) => candidate.tag === tag)!;
      const declaration = manifestDeclaration(metadata);
      for (const [name, spec] of Object.entries(metadata.attributes)) {
        const entry = declaration.attributes.find((candidate) => candidate.name === name);
        expect(entry, name).toBeDefined();
        if (spec.default !== undefined) expect(entry!.default, name).toBe(JSON.stringify(spec.default));
      }
      const events = declaration.events.map((event) => event.name);
      for (const [name, spec] of Object.entries(metadata.events ?? {})) {
        expect(events).toContain(name);
        if (spec.alias) expect(events).toContain(spec.alias);
      }
    },
  );
});
