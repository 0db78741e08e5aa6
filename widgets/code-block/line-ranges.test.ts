import { describe, expect, it } from 'vitest';
import { lineIndexes, parseLineRanges } from './line-ranges';

describe('parseLineRanges', () => {
  it('reads single lines and ranges separated by commas or spaces', () => {
    expect(parseLineRanges('3,5-7', 10)).toEqual({
      ranges: [
        [3, 3],
        [5, 7],
      ],
      problems: [],
    });
    expect(parseLineRanges(' 1  2-2, 9 ', 9)).toEqual({
      ranges: [
        [1, 1],
        [2, 2],
        [9, 9],
      ],
      problems: [],
    });
  });

  it('reads nothing from an empty or absent value', () => {
    expect(parseLineRanges('', 5)).toEqual({ ranges: [], problems: [] });
    expect(parseLineRanges(undefined, 5)).toEqual({ ranges: [], problems: [] });
  });

  it('leaves out bad items, keeps the good ones and says what is wrong with each', () => {
    const { ranges, problems } = parseLineRanges('2, x, 7-3, 0, 4-12, 3-, -2, 1.5, 4', 10);
    expect(ranges).toEqual([
      [2, 2],
      [4, 4],
    ]);
    expect(problems).toEqual([
      '"x" is not a line or a range of lines (write them like "3,5-7").',
      '"7-3" runs backwards; write the smaller line first.',
      '"0": lines are counted from 1.',
      '"4-12" goes past the last line (10).',
      '"3-" is not a line or a range of lines (write them like "3,5-7").',
      '"-2" is not a line or a range of lines (write them like "3,5-7").',
      '"1.5" is not a line or a range of lines (write them like "3,5-7").',
    ]);
  });

  it('turns ranges into the 0-based indexes of their lines', () => {
    expect(
      [
        ...lineIndexes([
          [3, 3],
          [5, 7],
          [6, 8],
        ]),
      ].sort(),
    ).toEqual([2, 4, 5, 6, 7]);
  });
});
