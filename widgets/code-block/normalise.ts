/**
 * Code written between the tags in HTML carries the page's indentation and a blank first and
 * last line. Drops the leading and trailing blank lines and the indentation every line shares,
 * so the sample starts at column 0 as the author meant.
 */
export function normaliseSlotCode(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  let common: string | undefined;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0];
    if (common === undefined) common = indent;
    else {
      let shared = 0;
      while (shared < common.length && shared < indent.length && common[shared] === indent[shared]) shared += 1;
      common = common.slice(0, shared);
    }
    if (common === '') break;
  }
  const cut = common?.length ?? 0;
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(cut))).join('\n');
}

/** The `code` attribute is taken as written, minus blank lines around it. */
export function trimBlankLines(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/^(?:[ \t]*\n)+/, '').replace(/(?:\n[ \t]*)+$/, '');
}
