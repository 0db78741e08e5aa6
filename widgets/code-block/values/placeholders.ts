import type { Line, Segment } from '../highlighting/highlighted-lines';
import { placeholder } from './placeholder-pattern';

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

/** What ends a URL in code: white space, a quote, a bracket or a comma. */
const urlEnd = /[\s"'`()<>[\]{},]/;

/** A character a URL scheme may hold after its first letter. */
const schemeCharacter = /[a-z0-9+.-]/i;

/**
 * What follows the last `scheme://` in `word` (a letter, then letters, digits, `+`, `.` or `-`),
 * or undefined when none is there. Walks back from each `://`, last first, over the scheme
 * characters before it: searching `/[a-z][a-z0-9+.-]*:\/\//g` would start again at each letter of
 * a long word and scan to its end, in time quadratic in its length.
 */
function afterLastScheme(word: string): string | undefined {
  for (let separator = word.lastIndexOf('://'); separator >= 0;) {
    let start = separator;
    let hasLetter = false;
    while (start > 0 && schemeCharacter.test(word[start - 1]!)) {
      start -= 1;
      if (/[a-z]/i.test(word[start]!)) hasLetter = true;
    }
    if (hasLetter) return word.slice(separator + 3);
    // A `://` inside the characters just walked over is impossible (they hold no `:`), so the next
    // one to try ends before them.
    separator = start >= 3 ? word.lastIndexOf('://', start - 3) : -1;
  }
  return undefined;
}

/** Placeholders that stand for a whole URL (`{{project-url}}`): what follows them is its path. */
function isUrlName(name: string): boolean {
  return /(?:^|-)(?:url|uri)$/.test(name);
}

/**
 * For each placeholder of `parts`, in order: whether its value lands inside a URL's userinfo, path,
 * query or fragment, where characters such as `@`, `/`, `:`, `#`, `?` and spaces would change the
 * URL's meaning, so the value must be percent-encoded there. A placeholder that starts the URL
 * (`{{project-url}}`) or sits in its host is left as it is.
 */
export function urlPlaceholders(parts: readonly CodePart[]): boolean[] {
  const result: boolean[] = [];
  parts.forEach((part, index) => {
    if (typeof part === 'string') return;
    // The URL-like word the placeholder sits in, up to it: other placeholders count as text, a
    // URL placeholder as the URL's start.
    let before = '';
    for (let back = index - 1; back >= 0; back -= 1) {
      const previous = parts[back]!;
      const text = typeof previous === 'string' ? previous : isUrlName(previous.name) ? 'url://' : 'x';
      const cut = [...text].findLastIndex((character) => urlEnd.test(character));
      before = text.slice(cut + 1) + before;
      if (cut >= 0) break;
    }
    const afterScheme = afterLastScheme(before);
    if (afterScheme === undefined) {
      result.push(false);
      return;
    }
    if (/[/?#]/.test(afterScheme)) {
      result.push(true); // path, query or fragment
      return;
    }
    // In the authority: userinfo when an `@` follows in the same word, else the host.
    let after = '';
    for (const next of parts.slice(index + 1)) {
      const text = typeof next === 'string' ? next : 'x';
      const end = [...text].findIndex((character) => urlEnd.test(character) || character === '/');
      after += end >= 0 ? text.slice(0, end) : text;
      if (end >= 0) break;
    }
    result.push(after.includes('@'));
  });
  return result;
}

/** A value as it is written where the placeholder stands: percent-encoded inside a URL. */
export function valueInPlace(value: string, inUrl: boolean | undefined): string {
  return inUrl ? encodeURIComponent(value) : value;
}

/**
 * The code with every placeholder that has a value replaced by it (percent-encoded where it lands
 * inside a URL); the others stay as written, and their names are added to `unfilled`.
 */
export function fillPlaceholders(code: string, values: CodeValues | undefined, unfilled?: string[]): string {
  const parts = parsePlaceholders(code);
  const inUrl = urlPlaceholders(parts);
  let occurrence = 0;
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const encode = inUrl[occurrence++];
      const value = valueOf(values, part.name)?.value;
      if (value !== undefined) return valueInPlace(value, encode);
      unfilled?.push(part.name);
      return `{{${part.name}}}`;
    })
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
      const occurrence = Number(match[1]);
      result.push(
        scope
          ? { text: `{{${name}}}`, scope, placeholder: name, occurrence }
          : ({ text: `{{${name}}}`, placeholder: name, occurrence } satisfies Segment),
      );
      position = match.index + match[0].length;
    }
    copy(position, text.length);
    return result;
  });
}
