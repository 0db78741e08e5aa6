/** The `code` attribute is taken as written, minus blank lines around it. */
export function trimBlankLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/^(?:[ \t]*\n)+/, '')
    .replace(/(?:\n[ \t]*)+$/, '');
}

/**
 * Code written between the tags in HTML carries the page's indentation and a blank first and
 * last line. Drops the leading and trailing blank lines and the indentation every line shares,
 * so the sample starts at column 0 as the author meant.
 */
export function normaliseSlotCode(text: string): string {
  const lines = trimBlankLines(text).split('\n');
  let common: string | undefined;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0];
    common ??= indent;
    while (!indent.startsWith(common)) common = common.slice(0, -1);
  }
  const cut = common?.length ?? 0;
  return lines.map((line) => (line.trim() === '' ? '' : line.slice(cut))).join('\n');
}
