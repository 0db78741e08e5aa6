import { commonAttributes, toPropertyName, type WidgetMetadata } from '../../widgets/shared/metadata.ts';
import { attributeType } from '../package/manifest.ts';

/**
 * The docs step (`npm run docs`), apart from the package build: the Markdown the READMEs carry
 * between generated markers, written from the elements' metadata. Each widget's reference tables,
 * the root README's tag table and its `:not(:defined)` snippet. docs-blocks.ts puts them in place.
 */

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function table(headings: string[], rows: string[][]): string[] {
  if (rows.length === 0) return [];
  return [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
    '',
  ];
}

/** An element's reference tables (attributes, properties, events, slots, parts, custom properties, states, child tags). */
export function elementTables(metadata: WidgetMetadata): string[] {
  const lines: string[] = [];
  lines.push(
    ...table(
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      Object.entries(metadata.attributes).map(([name, spec]) => [
        `\`${name}\``,
        `\`${spec.property ?? toPropertyName(name)}\``,
        `\`${attributeType(spec)}\``,
        spec.default === undefined ? '' : `\`${JSON.stringify(spec.default)}\``,
        spec.description,
      ]),
    ),
  );
  lines.push(
    ...table(
      ['Property (no attribute)', 'Type', 'Description'],
      Object.entries(metadata.properties ?? {}).map(([name, spec]) => [
        `\`${name}\``,
        `\`${spec.type}\``,
        spec.description,
      ]),
    ),
  );
  lines.push(
    ...table(
      ['Event', 'Detail', 'Description'],
      Object.entries(metadata.events ?? {}).map(([name, spec]) => [
        spec.alias ? `\`${name}\`, \`${spec.alias}\`` : `\`${name}\``,
        `\`${spec.detail ?? 'none'}\``,
        spec.alias
          ? `${spec.description} Also fired as \`${spec.alias}\` for listeners on the element: it does not bubble, and is fired only while the element has a listener for it.`
          : spec.description,
      ]),
    ),
  );
  lines.push(
    ...table(
      ['Slot', 'Description'],
      Object.entries(metadata.slots ?? {}).map(([name, description]) => [
        name ? `\`${name}\`` : '(default)',
        description,
      ]),
    ),
  );
  lines.push(
    ...table(
      ['CSS part', 'Description'],
      Object.entries(metadata.parts ?? {}).map(([name, description]) => [`\`${name}\``, description]),
    ),
  );
  lines.push(
    ...table(
      ['CSS custom property', 'Default', 'Description'],
      Object.entries(metadata.cssProperties ?? {}).map(([name, spec]) => [
        `\`${name}\``,
        spec.default ? `\`${spec.default}\`` : '',
        spec.description,
      ]),
    ),
  );
  if (metadata.states) lines.push(`\`data-state\`: ${metadata.states.map((state) => `\`${state}\``).join(', ')}.`, '');
  if (metadata.childTags) {
    lines.push(
      ...table(
        ['Child tag', 'Description'],
        Object.entries(metadata.childTags).map(([name, description]) => [`\`<${name}>\``, description]),
      ),
    );
  }
  return lines;
}

/**
 * The reference section of a widget's README: the tables of every element its folder declares
 * (a parent and its item element each get a heading of their own).
 */
export function widgetReference(all: readonly WidgetMetadata[], folder: string): string {
  const elements = all.filter((metadata) => metadata.folder === folder);
  const common = Object.keys(commonAttributes).map((name) => `\`${name}\``);
  const lines = [
    '## Reference',
    '',
    `Generated from [\`${folder}.meta.ts\`](${folder}.meta.ts) by \`npm run docs\`. Every element also takes ` +
      `${common.slice(0, -1).join(', ')} and ${common.at(-1)} ([Theming](../../README.md#theming)).`,
    '',
  ];
  for (const metadata of elements) {
    if (elements.length > 1) lines.push(`### \`<${metadata.tag}>\``, '', metadata.summary, '');
    lines.push(...elementTables(metadata));
  }
  return lines.join('\n').trimEnd() + '\n';
}

/** The root README's element list: every tag, the first sentence of its summary, and a link to its widget's README. */
export function tagTable(all: readonly WidgetMetadata[]): string {
  const rows = all.map((metadata) => {
    const readme = `widgets/${metadata.folder ?? metadata.tag}/README.md`;
    const firstSentence = metadata.summary.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? metadata.summary;
    return [`[\`<${metadata.tag}>\`](${readme})`, firstSentence];
  });
  return table(['Tag', 'What it is'], rows).join('\n').trimEnd() + '\n';
}

/** CSS that hides every tag until its chunk has defined it. */
export function undefinedSnippet(all: readonly WidgetMetadata[]): string {
  const lines = [':is('];
  let line = '';
  for (const [index, metadata] of all.entries()) {
    const word = metadata.tag + (index < all.length - 1 ? ',' : '');
    if (line && line.length + word.length + 1 > 96) {
      lines.push(`  ${line}`);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  // Prerendered elements (and their children) show their server-rendered content until defined.
  lines.push(
    `  ${line}`,
    '):not(:defined, [data-dw-prerendered], [data-dw-prerendered] > *) {',
    '  visibility: hidden;',
    '}',
  );
  return ['```css', ...lines, '```', ''].join('\n');
}
