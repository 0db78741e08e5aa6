import type { Line, Segment } from './highlight';

/**
 * Placeholders name a value the reader's own project supplies: `{{project-url}}`. A name is
 * lowercase letters, digits and single hyphens, starting with a letter. `\{{name}}` shows and
 * copies `{{name}}` as written; anything else between double braces (`{{ name }}`, `${{ secrets.KEY }}`)
 * is code, not a placeholder.
 */
const placeholder = /(\\?)\{\{([a-z][a-z0-9]*(?:-[a-z0-9]+)*)\}\}/g;

/** Code split into text (escapes resolved) and placeholders, in order. */
export type CodePart = string | { name: string };

/** A value by placeholder name: the text, or the text and whether it is a secret (shown shortened). */
export type CodeValue = string | { value: string; secret?: boolean };
export type CodeValues = Readonly<Record<string, CodeValue>>;

export function parsePlaceholders(code: string): CodePart[] {
  const parts: CodePart[] = [];
  let text = '';
  let position = 0;
  for (const match of code.matchAll(placeholder)) {
    text += code.slice(position, match.index);
    position = match.index + match[0].length;
    if (match[1]) text += match[0].slice(1);
    else {
      if (text) parts.push(text);
      text = '';
      parts.push({ name: match[2]! });
    }
  }
  text += code.slice(position);
  if (text) parts.push(text);
  return parts;
}

/** The value for `name`, if `values` has a usable one (own property, text); nothing otherwise. */
export function valueOf(values: CodeValues | undefined, name: string): { value: string; secret: boolean } | undefined {
  const entry: unknown = values && Object.hasOwn(values, name) ? values[name] : undefined;
  if (typeof entry === 'string') return { value: entry, secret: false };
  if (entry && typeof (entry as { value?: unknown }).value === 'string') {
    return { value: (entry as { value: string }).value, secret: (entry as { secret?: unknown }).secret === true };
  }
  return undefined;
}

/** The code with every placeholder that has a value replaced by it; the others stay as written. */
export function fillPlaceholders(code: string, values: CodeValues | undefined): string {
  return parsePlaceholders(code)
    .map((part) => (typeof part === 'string' ? part : (valueOf(values, part.name)?.value ?? `{{${part.name}}}`)))
    .join('');
}

const acronyms = new Set(['api', 'id', 'jwt', 'url', 'uri', 'sql', 'db', 'http', 'ssl', 'ip']);

/** `project-url` → `project URL`, for the placeholder's accessible name. */
export function placeholderLabel(name: string): string {
  return name
    .split('-')
    .map((word) => (acronyms.has(word) ? word.toUpperCase() : word))
    .join(' ');
}

/**
 * The code to highlight: each placeholder swapped for a plain word (`dwph0x`) that every grammar
 * reads as one identifier, inside strings and comments too, so the highlighter never sees braces
 * that are not in the code. `names[n]` is the name behind sentinel `n`.
 */
export function withSentinels(parts: readonly CodePart[]): { code: string; names: string[]; prefix: string } {
  const names: string[] = [];
  let prefix = 'dwph';
  const plain = parts.filter((part) => typeof part === 'string').join('');
  while (plain.includes(prefix)) prefix += 'q';
  const code = parts
    .map((part) => (typeof part === 'string' ? part : `${prefix}${names.push(part.name) - 1}x`))
    .join('');
  return { code, names, prefix };
}

/**
 * Puts the placeholders back into highlighted lines, as segments of their own that carry the
 * colour around them (a placeholder in a string takes the string colour). Works on character
 * offsets, so a sentinel the highlighter cut in two is still found.
 */
export function restorePlaceholders(lines: Line[], names: readonly string[], prefix: string): Line[] {
  const sentinel = new RegExp(`${prefix}(\\d+)x`, 'g');
  return lines.map((line) => {
    const text = line.map((segment) => segment.text).join('');
    if (!text.includes(prefix)) return line;
    const result: Line = [];
    const copy = (from: number, to: number) => {
      let offset = 0;
      for (const segment of line) {
        const start = Math.max(from, offset);
        const end = Math.min(to, offset + segment.text.length);
        if (start < end) result.push({ ...segment, text: segment.text.slice(start - offset, end - offset) });
        offset += segment.text.length;
      }
    };
    const scopeAt = (index: number) => {
      let offset = 0;
      for (const segment of line) {
        offset += segment.text.length;
        if (index < offset) return segment.scope;
      }
      return undefined;
    };
    let position = 0;
    for (const match of text.matchAll(sentinel)) {
      const name = names[Number(match[1])];
      if (name === undefined) continue;
      copy(position, match.index);
      const scope = scopeAt(match.index);
      result.push(
        scope
          ? { text: `{{${name}}}`, scope, placeholder: name }
          : ({ text: `{{${name}}}`, placeholder: name } satisfies Segment),
      );
      position = match.index + match[0].length;
    }
    copy(position, text.length);
    return result;
  });
}
