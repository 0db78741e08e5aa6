// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CHECKED_FOLDERS, longFunctions, MAX_FUNCTION_LINES, MEASURED_FOLDERS } from './long-functions.mjs';

// A reader holds a function in mind when it fits on a screen or two. The folders in CHECKED_FOLDERS
// keep every function within MAX_FUNCTION_LINES; the other measured folders are listed by
// `node build/long-functions.mjs` and join the list once they are split.
describe('function length', () => {
  it.each(CHECKED_FOLDERS)(`%s has no function over ${MAX_FUNCTION_LINES} lines`, (folder) => {
    const long = longFunctions([folder]).map(({ file, name, line, lines }) => `${file}:${line} ${name} (${lines})`);
    expect(long).toEqual([]);
  });

  it('measures every folder it checks', () => {
    expect(MEASURED_FOLDERS).toEqual(expect.arrayContaining(CHECKED_FOLDERS));
  });
});
