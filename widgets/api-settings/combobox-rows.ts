// The combobox's list as rows (a heading before each group's options) and where each row starts,
// from which the windowed list finds the rows in view without laying out the others.

export interface ComboboxOption {
  value: string;
  label: string;
  /** Heading of the group the option is listed under (the organization of a project). */
  group?: string;
  /** A short tag shown after the label, e.g. "Production". */
  badge?: string;
}

/** One row of the list: an organization heading, or an option (with its index among the matches). */
export type Row =
  | { kind: 'heading'; heading: string; groupIndex: number }
  | { kind: 'option'; option: ComboboxOption; index: number; groupIndex: number };

/** The list as rows: a heading row before each run of options of one group. */
export function listRows(options: readonly ComboboxOption[]): { rows: Row[]; rowOfOption: number[] } {
  const rows: Row[] = [];
  const rowOfOption: number[] = [];
  let groupIndex = -1;
  let previous: string | undefined;
  options.forEach((option, index) => {
    if (index === 0 || option.group !== previous) {
      groupIndex += 1;
      previous = option.group;
      if (option.group !== undefined) rows.push({ kind: 'heading', heading: option.group, groupIndex });
    }
    rowOfOption.push(rows.length);
    rows.push({ kind: 'option', option, index, groupIndex });
  });
  return { rows, rowOfOption };
}

/** Start offsets of every row (and the total height last), from one height per row kind. */
export function rowOffsets(rows: readonly Row[], heights: RowHeights): number[] {
  const offsets = new Array<number>(rows.length + 1);
  let top = 0;
  rows.forEach((row, index) => {
    offsets[index] = top;
    top += row.kind === 'heading' ? heights.heading : heights.option;
  });
  offsets[rows.length] = top;
  return offsets;
}

/** The last row starting at or above `y`. */
export function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((offsets[middle] ?? 0) <= y) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
}

export interface RowHeights {
  option: number;
  heading: number;
}

/** Until the first rows are measured (and where nothing is laid out, as in unit tests). */
export const defaultRowHeights: RowHeights = { option: 32, heading: 28 };
