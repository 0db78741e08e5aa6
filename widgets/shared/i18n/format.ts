/**
 * Formats one catalogue message: a small part of ICU MessageFormat, the syntax translators' tools
 * already know, so that every language decides its own word order, plural forms and numbers.
 *
 * - `{name}`: a value as text (numbers through `Intl.NumberFormat`, dates through `Intl.DateTimeFormat`).
 * - `{count, plural, one {# flag} other {# flags}}`: the branch `Intl.PluralRules` picks for the
 *   language (`=0` and other exact values first); `#` is the number, formatted.
 * - `{kind, select, command {…} other {…}}`: the branch named by the value.
 * - `{when, date}`: a date in the language's long form.
 */
export type MessageValue = string | number | Date;
export type MessageValues = Readonly<Record<string, MessageValue>>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function cached<T>(cache: Map<string, T>, language: string, make: () => T): T {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = make()));
  return value;
}

export function formatNumber(value: number, language: string): string {
  return cached(numberFormats, language, () => new Intl.NumberFormat(language)).format(value);
}

export function formatDate(value: Date, language: string): string {
  // UTC: the dates we show are days, the same for every reader wherever they are. The widgets'
  // English is British, as their spelling is: `14 July 2023`.
  const locale = language === 'en' ? 'en-GB' : language;
  const format = () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return cached(dateFormats, language, format).format(value);
}

function asText(value: MessageValue | undefined, language: string): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return formatNumber(value, language);
  if (value instanceof Date) return formatDate(value, language);
  return value;
}

/** The index just past the `}` that closes the `{` at `open`. */
function closing(pattern: string, open: number): number {
  let depth = 0;
  for (let index = open; index < pattern.length; index++) {
    if (pattern[index] === '{') depth++;
    else if (pattern[index] === '}' && --depth === 0) return index + 1;
  }
  return pattern.length;
}

/** The `key {message}` pairs of a plural or select argument's body. */
function branches(body: string): Map<string, string> {
  const found = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf('{', index);
    if (open < 0) break;
    const end = closing(body, open);
    found.set(body.slice(index, open).trim(), body.slice(open + 1, end - 1));
    index = end;
  }
  return found;
}

function argument(inner: string, values: MessageValues, language: string, count: string | undefined): string {
  const [name = '', kind = '', ...rest] = inner.split(',');
  const value = values[name.trim()];
  const type = kind.trim();
  if (type === 'plural' || type === 'select') {
    const options = branches(rest.join(','));
    let chosen: string | undefined;
    if (type === 'plural' && typeof value === 'number') {
      const rules = cached(pluralRules, language, () => new Intl.PluralRules(language));
      chosen = options.get(`=${value}`) ?? options.get(rules.select(value));
      return formatMessage(chosen ?? options.get('other') ?? '', values, language, formatNumber(value, language));
    }
    chosen = options.get(String(value)) ?? options.get('other');
    return formatMessage(chosen ?? '', values, language, count);
  }
  return asText(value, language);
}

export function formatMessage(pattern: string, values: MessageValues, language: string, count?: string): string {
  let text = '';
  let index = 0;
  while (index < pattern.length) {
    const character = pattern[index]!;
    if (character === '{') {
      const end = closing(pattern, index);
      text += argument(pattern.slice(index + 1, end - 1), values, language, count);
      index = end;
    } else {
      text += character === '#' && count !== undefined ? count : character;
      index++;
    }
  }
  return text;
}
