import { formatMessage, type MessageValues } from './format';
import { bundledLanguages, catalogueLanguage, pseudoLanguage, type BundledLanguage } from './language';
import type { Messages } from './messages';

export type { Messages };

/**
 * A widget's own strings: their ids and English, the fallback of every language. English stays in
 * the widget's chunk, so a page in English loads no language at all.
 */
export interface MessageBook<Id extends string = string> {
  readonly namespace: string;
  readonly english: Readonly<Record<Id, string>>;
  /** Built-in prose: English in every bundled language, and translatable by a site (see `defineProse`). */
  readonly prose?: boolean;
}

/** Declares a widget's strings: `defineMessages('param-row', { required: 'Required' })`. */
export function defineMessages<const English extends Record<string, string>>(
  namespace: string,
  english: English,
): MessageBook<keyof English & string> {
  return { namespace, english };
}

/**
 * Declares a widget's built-in prose (a warning's paragraphs, a guide's steps): ids like any
 * string's, so a site can translate them, which the bundled languages leave in English.
 */
export function defineProse<const English extends Record<string, string>>(
  namespace: string,
  english: English,
): MessageBook<keyof English & string> {
  return { namespace, english, prose: true };
}

// Each bundled language is its own chunk, loaded the first time a page needs it.
const bundledChunks: Record<BundledLanguage, () => Promise<{ default: Messages }>> = {
  de: () => import('./languages/de'),
  es: () => import('./languages/es'),
  fr: () => import('./languages/fr'),
  it: () => import('./languages/it'),
  ja: () => import('./languages/ja'),
  ko: () => import('./languages/ko'),
  'pt-BR': () => import('./languages/pt-BR'),
  ru: () => import('./languages/ru'),
  'zh-CN': () => import('./languages/zh-CN'),
  'zh-TW': () => import('./languages/zh-TW'),
  ar: () => import('./languages/ar'),
  he: () => import('./languages/he'),
};

const bundled = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();
/** The site's own words, by language: its languages and its overrides (English included). */
const site = new Map<string, Record<string, string>>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version++;
  for (const listener of listeners) listener();
}

/** Calls `listener` when a language loads or a site registers messages; returns the unsubscriber. */
export function subscribeToCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes with every load and registration, for `useSyncExternalStore`. */
export function catalogueVersion(): number {
  return version;
}

const isBundled = (language: string): language is BundledLanguage =>
  (bundledLanguages as readonly string[]).includes(language);

/** The catalogue `tag` reads from (see `catalogueLanguage`), with the site's languages counted. */
export function languageFor(tag: string): string {
  return catalogueLanguage(tag, (language) => site.has(language) || isBundled(language));
}

/** Whether `language`'s catalogue can be read now, without a load. */
export function isReady(language: string): boolean {
  return !isBundled(language) || bundled.has(language);
}

/**
 * Loads a bundled language's chunk (nothing for English, the pseudo-language or a site's own).
 * A chunk that fails to load leaves its language in English, once; a later call tries again.
 */
export function loadLanguage(language: string): Promise<void> {
  if (isReady(language) || !isBundled(language)) return Promise.resolve();
  let load = loading.get(language);
  if (!load) {
    load = bundledChunks[language]().then(
      (chunk) => {
        bundled.set(language, chunk.default);
        changed();
      },
      (error: unknown) => {
        console.warn(`docs-widgets: the "${language}" strings could not be loaded, so English is shown.`, error);
        bundled.set(language, {});
        changed();
      },
    );
    loading.set(language, load);
  }
  return load;
}

/**
 * Adds a site's own strings to a language: a language the widgets do not ship (`sw`), or
 * replacements for any bundled or English string (`en`, `de`). Ids are the catalogue's
 * (`param-row.required`); later registrations win. Live widgets render again.
 */
export function registerMessages(language: string, messages: Messages): void {
  addSiteMessages(language, messages);
  changed();
}

/** `registerMessages` without telling live widgets: for a widget's render, which reads them itself. */
export function addSiteMessages(language: string, messages: Messages): void {
  let tag = language;
  try {
    tag = Intl.getCanonicalLocales(language)[0] ?? language;
  } catch {
    // Not a language tag: kept as written, and no page's lang will name it.
  }
  site.set(tag, { ...site.get(tag), ...messages });
}

/** The bundled languages with their strings, for the tests that list what each one misses. */
export async function bundledCatalogues(): Promise<Record<string, Messages>> {
  await Promise.all(bundledLanguages.map(loadLanguage));
  return Object.fromEntries(bundledLanguages.map((language) => [language, bundled.get(language) ?? {}]));
}

/**
 * Each word 40% longer (as translations often are), so the text still wraps where English does. A
 * word holding a node `rich` places (marked with U+0000: code, a link) stays as it is: no language
 * lengthens the code it shows, and tildes glued to it would make one long unbreakable run.
 */
function pseudo(text: string): string {
  const lengthen = (word: string) => (word.includes('\u0000') ? word : word + '~'.repeat(Math.ceil(word.length * 0.4)));
  return `[${text.replace(/\S+/g, lengthen)}]`;
}

/** `id`'s pattern in `language`: the site's, the bundled translation, the site's English, then ours. */
function pattern(language: string, id: string, english: string): string {
  return site.get(language)?.[id] ?? bundled.get(language)?.[id] ?? site.get('en')?.[id] ?? english;
}

export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** A book's strings in `language` (a catalogue language, see `languageFor`). */
export function translator<Id extends string>(book: MessageBook<Id>, language: string): Translate<Id> {
  const formatLanguage = language === pseudoLanguage ? 'en' : language;
  return (id, values = {}) => {
    const text = formatMessage(pattern(language, `${book.namespace}.${id}`, book.english[id]), values, formatLanguage);
    return language === pseudoLanguage ? pseudo(text) : text;
  };
}
