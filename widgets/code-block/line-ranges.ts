/** Lines counted from 1, first to last, both included. */
export type LineRange = readonly [first: number, last: number];

export interface ParsedRanges {
  /** The ranges that could be used, in the order written. */
  ranges: LineRange[];
  /** What could not be used, one sentence per item, for the block's problem message. */
  problems: string[];
}

/**
 * Reads a compact list of lines such as `3,5-7` (commas or spaces between items) for a block of
 * `lineCount` lines. Lines are counted from 1 within the block, whatever number the first line
 * shows. Items that cannot be used are left out and described in `problems`.
 */
export function parseLineRanges(text: string | undefined, lineCount: number): ParsedRanges {
  const ranges: LineRange[] = [];
  const problems: string[] = [];
  for (const item of (text ?? '').split(/[\s,]+/)) {
    if (item === '') continue;
    const match = /^(\d+)(?:-(\d+))?$/.exec(item);
    if (!match) {
      problems.push(`"${item}" is not a line or a range of lines (write them like "3,5-7").`);
      continue;
    }
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1) problems.push(`"${item}": lines are counted from 1.`);
    else if (last < first) problems.push(`"${item}" runs backwards; write the smaller line first.`);
    else if (last > lineCount) problems.push(`"${item}" goes past the last line (${lineCount}).`);
    else ranges.push([first, last]);
  }
  return { ranges, problems };
}

/** The 0-based indexes of the lines the ranges cover. */
export function lineIndexes(ranges: readonly LineRange[]): Set<number> {
  const indexes = new Set<number>();
  for (const [first, last] of ranges) for (let line = first; line <= last; line += 1) indexes.add(line - 1);
  return indexes;
}
