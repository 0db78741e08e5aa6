import { afterEach, describe, expect, it } from 'vitest';
import { define as defineParamRow } from '../../param-row';
import { define as defineRateLimitTable } from '../../rate-limit-table';
import { mount, settle, shadow, waitFor } from '../testing';
import { bundledCatalogues, registerMessages, type MessageBook } from './catalogue';
import { formatMessage } from './format';
import { bundledLanguages } from './language';
import { messagesEvent } from './page-language';

defineParamRow();
defineRateLimitTable();

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

// Every widget's English, read the way the build sees it: each widget declares its own (a large
// widget's part its own too, `cli-reference/versions/messages.ts`).
const bookModules = import.meta.glob<Record<string, MessageBook>>(
  ['../../*/messages.ts', '../../*/*/messages.ts', './runtime-messages.ts'],
  { eager: true },
);
const books = Object.values(bookModules).flatMap((module) =>
  Object.values(module).filter((value) => typeof value === 'object'),
);

/** Where the brace opened at `open` closes. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length;
}

/**
 * The argument names a message uses, inside plural and select branches too; a branch's text is
 * not an argument (`{noun, select, branch {Branch} other {Project}}` uses `noun` alone).
 */
function placeholders(text: string, found = new Set<string>()): Set<string> {
  for (let index = text.indexOf('{'); index !== -1; index = text.indexOf('{', index)) {
    const end = closingBrace(text, index);
    const [name = '', kind = '', ...rest] = text.slice(index + 1, end).split(',');
    found.add(name.trim());
    if (['plural', 'select'].includes(kind.trim())) {
      const body = rest.join(',');
      for (let open = body.indexOf('{'); open !== -1; open = body.indexOf('{', closingBrace(body, open))) {
        placeholders(body.slice(open + 1, closingBrace(body, open)), found);
      }
    }
    index = end + 1;
  }
  return found;
}

function englishIds(prose = true): Map<string, string> {
  return new Map(
    books
      .filter((book) => prose || !book.prose)
      .flatMap((book) => Object.entries(book.english).map(([id, text]) => [`${book.namespace}.${id}`, text])),
  );
}

describe('formatMessage', () => {
  it('picks the plural form the language asks for and writes numbers its way', () => {
    const pattern = '{count, plural, one {# flag} other {# flags}}';
    expect(formatMessage(pattern, { count: 1 }, 'en')).toBe('1 flag');
    expect(formatMessage(pattern, { count: 12000 }, 'en')).toBe('12,000 flags');
    expect(formatMessage(pattern, { count: 12000 }, 'de')).toBe('12.000 flags');
    const russian = '{count, plural, one {# флаг} few {# флага} many {# флагов} other {# флага}}';
    expect([1, 3, 5, 21].map((count) => formatMessage(russian, { count }, 'ru'))).toEqual([
      '1 флаг',
      '3 флага',
      '5 флагов',
      '21 флаг',
    ]);
  });

  it('writes dates in the language, as days', () => {
    const since = new Date('2023-07-14T00:00:00Z');
    expect(formatMessage('From {since, date}', { since }, 'en')).toBe('From 14 July 2023');
    expect(formatMessage('Ab {since, date}', { since }, 'de')).toBe('Ab 14. Juli 2023');
    expect(formatMessage('{since, date}', { since }, 'ja')).toBe('2023年7月14日');
  });

  it('chooses a select branch and nests arguments inside branches', () => {
    const pattern = '{count, plural, one {{first} is missing} other {{first} and {second} are missing}}';
    expect(formatMessage(pattern, { count: 2, first: 'name', second: 'type' }, 'en')).toBe('name and type are missing');
    expect(formatMessage('{copy, select, yes {; copied} other {.}}', { copy: 'no' }, 'en')).toBe('.');
  });
});

describe('bundled languages', () => {
  it('lists, per language, the strings still in English (the built-in prose aside: none)', async () => {
    const english = englishIds(false);
    const catalogues = await bundledCatalogues();
    const missing = Object.fromEntries(
      bundledLanguages.map((language) => [
        language,
        [...english.keys()].filter((id) => catalogues[language]?.[id] === undefined),
      ]),
    );
    // The table the README shows: strings translated out of all, per language and widget.
    const table = bundledLanguages.map(
      (language) => `${language}: ${english.size - missing[language]!.length}/${english.size}`,
    );
    console.info(`Strings translated:\n${table.join('\n')}`);
    expect(missing).toEqual(Object.fromEntries(bundledLanguages.map((language) => [language, []])));
  });

  it('holds no id that no widget has, and keeps every placeholder of the English', async () => {
    const english = englishIds();
    for (const [language, messages] of Object.entries(await bundledCatalogues())) {
      for (const [id, text] of Object.entries(messages)) {
        expect(english.has(id), `${language} ${id}`).toBe(true);
        expect(placeholders(text), `${language} ${id}`).toEqual(placeholders(english.get(id)!));
      }
    }
  });
});

describe('the page language', () => {
  it('shows a parameter row in the language of <html lang>, and follows when it changes', async () => {
    document.documentElement.lang = 'de';
    const element = await mount('<param-row name="email" type="string" default="none"></param-row>');
    await waitFor(() => expect(shadow(element).querySelector('.required')?.textContent).toBe('Erforderlich'));
    expect(shadow(element).querySelector('.default')?.textContent).toBe('Standard: none');
    document.documentElement.lang = 'en-GB';
    await waitFor(() => expect(shadow(element).querySelector('.required')?.textContent).toBe('Required'));
  });

  it('reads the nearest lang: the element, then an ancestor, then <html>', async () => {
    document.documentElement.lang = 'de';
    await mount('<section lang="en"><param-row id="a" name="a" type="string"></param-row></section>');
    const own = await mount('<param-row lang="de-AT" name="b" type="string"></param-row>');
    const inherited = document.getElementById('a')!;
    await waitFor(() => expect(shadow(own).querySelector('.required')?.textContent).toBe('Erforderlich'));
    expect(shadow(inherited).querySelector('.required')?.textContent).toBe('Required');
  });

  it('writes dates of the rate-limit history in the page language', async () => {
    document.documentElement.lang = 'de';
    const element = await mount('<rate-limit-table></rate-limit-table>');
    await waitFor(() => expect(shadow(element).querySelector('th')?.textContent).toBe('Endpunkt'));
    const dates = [...shadow(element).querySelectorAll('.history time')].map((time) => time.textContent);
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(/^Ab \d{1,2}\. \S+ \d{4}$/);
  });
});

describe("a site's own words", () => {
  it('adds a language and overrides a string, through the package, the global and the event', async () => {
    (globalThis as { docsWidgetsMessages?: unknown }).docsWidgetsMessages = {
      sw: { 'param-row.required': 'Inahitajika' },
    };
    document.documentElement.lang = 'sw';
    const element = await mount('<param-row name="email" type="string" default="none"></param-row>');
    await waitFor(() => expect(shadow(element).querySelector('.required')?.textContent).toBe('Inahitajika'));
    // What the site did not translate stays English, string by string.
    expect(shadow(element).querySelector('.default')?.textContent).toBe('Default: none');
    document.dispatchEvent(
      new CustomEvent(messagesEvent, { detail: { sw: { 'param-row.default': 'Chaguo-msingi: {value}' } } }),
    );
    await waitFor(() => expect(shadow(element).querySelector('.default')?.textContent).toBe('Chaguo-msingi: none'));
    registerMessages('sw', { 'param-row.required': 'Lazima' });
    await settle();
    await waitFor(() => expect(shadow(element).querySelector('.required')?.textContent).toBe('Lazima'));
  });

  it('brackets and lengthens every string in the pseudo-language en-XA', async () => {
    document.documentElement.lang = 'en-XA';
    const element = await mount('<param-row name="email" type="string"></param-row>');
    await waitFor(() => expect(shadow(element).querySelector('.required')?.textContent).toBe('[Required~~~~]'));
  });
});
