/** The `code` attribute is taken as written, minus blank lines around it. */
export function trimBlankLines(text: string): string {
  const fromFirstLine = text.replace(/\r\n?/g, '\n').replace(/^(?:[ \t]*\n)+/, '');
  return fromFirstLine.slice(0, trailingBlankLinesStart(fromFirstLine));
}

/**
 * Where the blank lines that end `text` start: the first line break after which only spaces, tabs
 * and line breaks follow (the length of `text` when there is none). Found by walking back from the
 * end: `/(?:\n[ \t]*)+$/` would start again at each line break of a long blank run.
 */
function trailingBlankLinesStart(text: string): number {
  let blankFrom = text.length;
  while (blankFrom > 0 && ' \t\n'.includes(text[blankFrom - 1]!)) blankFrom -= 1;
  const lineBreak = text.indexOf('\n', blankFrom);
  return lineBreak === -1 ? text.length : lineBreak;
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
