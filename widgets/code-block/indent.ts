import type { Line } from './highlighting/highlighted-lines';

/**
 * The deepest indent, in columns, that wrapped lines keep for their continuation rows: the
 * `data-indent` rules of code-block.css go this far, and a deeper line hangs at this column.
 */
export const deepestHangingIndent = 16;

/** The block's `tab-size` (code-block.css): a tab in the indent reaches the next multiple of it. */
const tabSize = 2;

/**
 * The columns of white space a line starts with, as its `data-indent`: in wrap mode its
 * continuation rows start there instead of at column 0. Undefined for a line that starts with
 * code or holds only white space (it has nothing to hang). A placeholder's segment holds the
 * placeholder as written (`{{name}}`), so it counts as code whatever value fills it.
 */
export function indentOf(line: Line): number | undefined {
  let columns = 0;
  for (const segment of line) {
    for (const character of segment.text) {
      if (character === ' ') columns += 1;
      else if (character === '\t') columns += tabSize - (columns % tabSize);
      else return columns ? Math.min(columns, deepestHangingIndent) : undefined;
    }
  }
  return undefined;
}
