// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { WidgetMetadata } from '../../widgets/shared/metadata';
import { markers, withBlock } from './docs-blocks';
import { tagTable, widgetReference } from './readme-tables';

const probe: WidgetMetadata = {
  tag: 'size-probe',
  folder: 'size-probe',
  summary: 'A probe. It has a second sentence.',
  attributes: {
    size: { type: 'string', values: ['small', 'large'], default: 'small', description: 'The size | the scale.' },
    'start-line': { type: 'number', default: 1, description: 'First line number.' },
  },
  events: { 'dw-copy': { description: 'Copied.', detail: '{ value: string }', alias: 'copy' } },
  slots: { '': 'The body.' },
};

describe('a widget README’s reference', () => {
  const reference = widgetReference([probe], 'size-probe');

  it('gives each attribute its property, its type, its default and its description', () => {
    expect(reference).toContain("| `size` | `size` | `'small' \\| 'large'` | `\"small\"` | The size \\| the scale. |");
    expect(reference).toContain('| `start-line` | `startLine` | `number` | `1` | First line number. |');
  });

  it('names an event’s alias beside it', () => {
    expect(reference).toContain('| `dw-copy`, `copy` | `{ value: string }` |');
  });

  it('names the default slot', () => {
    expect(reference).toContain('| (default) | The body. |');
  });
});

describe('the root README’s tag table', () => {
  it('links each tag to its README with the first sentence of its summary', () => {
    expect(tagTable([probe])).toContain('| [`<size-probe>`](widgets/size-probe/README.md) | A probe. |');
  });
});

describe('a generated block', () => {
  const [start, end] = markers('reference');

  it('replaces only what lies between its markers', () => {
    const contents = `# Title\n\n${start}\n\nold\n${end}\n\nHand-written.\n`;
    expect(withBlock('reference', 'new\n', contents)).toBe(`# Title\n\n${start}\n\nnew\n\n${end}\n\nHand-written.\n`);
  });

  it('is not written into a file without its markers', () => {
    expect(withBlock('reference', 'new\n', '# Title\n')).toBeUndefined();
  });
});
