import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeBlock } from './code-block';
import { waitFor } from '../shared/testing';

afterEach(() => {
  document.body.innerHTML = '';
});

const code = [
  'function load() {',
  '  return fetch(url);',
  '\treturn tabbed;',
  ' \tspace then tab;',
  `${' '.repeat(30)}deeper than the CSS goes;`,
  '   ',
  '}',
].join('\n');

function indents(container: Element): (string | null)[] {
  return [...container.querySelectorAll('pre .line')].map((line) => line.getAttribute('data-indent'));
}

describe('the indent of each line, for wrapped continuation rows', () => {
  it('marks each line with the columns of white space it starts with (a tab to the next multiple of 2, 16 at most)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<CodeBlock code={code} wrap />));
    expect(indents(container)).toEqual([null, '2', '2', '2', '16', null, null]);
    root.unmount();
  });

  it('marks the lines of a sample with marked lines and placeholders the same way', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    flushSync(() => root.render(<CodeBlock code={`${code}\n    {{project-url}}`} mark="2" wrap />));
    await waitFor(() => expect(container.querySelector('.line[data-kind="mark"]')).not.toBeNull());
    expect(indents(container)).toEqual([null, '2', '2', '2', '16', null, null, '4']);
    root.unmount();
  });
});
