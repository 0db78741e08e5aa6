import { formatMessage, type MessageValues } from './format';
import { messageGroups, shownAloneGroup, type MessageGroup } from './groups';
import { languageChunks } from './language-chunks';
import { bundledLanguages, catalogueLanguage, pseudoLanguage, type BundledLanguage } from './language';
import type { Messages } from './messages';

export type { Messages, MessageGroup };

/**
 * A widget's own strings: their ids and English, the fallback of every language. English stays in
 * the widget's chunk, so a page in English loads no language at all.
 */
export interface MessageBook<Id extends string = string> {
  readonly namespace: string;
  /** Which chunk of each language holds its translations (see groups.ts). */
  readonly group: MessageGroup;
  readonly english: Readonly<Record<Id, string>>;
  /** Built-in prose: English in every bundled language, and translatable by a site (see `defineProse`). */
  readonly prose?: boolean;
}

/** Groups of the books this page has loaded, whose strings a page in a language fetches together. */
const pageGroups = new Set<MessageGroup>();

function book<Id extends string>(
  namespace: string,
  group: MessageGroup,
  english: Readonly<Record<Id, string>>,
  prose?: boolean,
): MessageBook<Id> {
  if (group !== shownAloneGroup) pageGroups.add(group);
  return prose ? { namespace, group, english, prose } : { namespace, group, english };
}

/** Declares a widget's strings and their group: `defineMessages('param-row', 'page', { required: 'Required' })`. */
export function defineMessages<const English extends Record<string, string>>(
  namespace: string,
  group: MessageGroup,
  english: English,
): MessageBook<keyof English & string> {
  return book(namespace, group, english);
}

/**
 * Declares a widget's built-in prose (a warning's paragraphs, a guide's steps): ids like any
 * string's, so a site can translate them, which the bundled languages leave in English.
 */
export function defineProse<const English extends Record<string, string>>(
  namespace: string,
  group: MessageGroup,
  english: English,
): MessageBook<keyof English & string> {
  return book(namespace, group, english, true);
}

/** The bundled languages' strings loaded so far, every group's in one record per language. */
const bundled = new Map<string, Record<string, string>>();
/** Each language's groups, by `<language> <group>`, once asked for. */
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
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

/** Whether `group`'s strings in `language` can be read now, without a load. */
export function isReady(language: string, group: MessageGroup): boolean {
  return !isBundled(language) || loaded.has(`${language} ${group}`);
}

function loadGroup(language: BundledLanguage, group: MessageGroup): Promise<void> {
  const key = `${language} ${group}`;
  let load = loading.get(key);
  if (!load) {
    load = languageChunks[language][group]().then(
      ({ default: messages }) => {
        bundled.set(language, { ...bundled.get(language), ...messages });
        loaded.add(key);
        changed();
      },
      (error: unknown) => {
        console.warn(
          `docs-widgets: the "${language}" strings (${group}) could not be loaded, so English is shown.`,
          error,
        );
        loaded.add(key);
        changed();
      },
    );
    loading.set(key, load);
  }
  return load;
}

/**
 * Loads `group`'s strings in a bundled language (nothing for English, the pseudo-language or a
 * site's own), and with them the other groups of the widgets on the page, so that a widget which
 * renders others waits once. A chunk that fails to load leaves its strings in English. Without a
 * group, every group loads (the prerender, the tests).
 */
export function loadLanguage(language: string, group?: MessageGroup): Promise<void> {
  if (!isBundled(language)) return Promise.resolve();
  const groups = group ? [group, ...pageGroups] : messageGroups;
  const loads = groups.map((each) => loadGroup(language, each));
  // The widget waits for its own group alone: the same promise every time, as `use` needs.
  return group ? loads[0]! : Promise.all(loads).then(() => undefined);
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
  await Promise.all(bundledLanguages.map((language) => loadLanguage(language)));
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

/**
 * Whether `id` is read in English on a page in another language: built-in prose the bundled
 * languages leave English, or a string a site's own language does not give. The widget marks such
 * text as English, so it is read and laid out as English (left to right on a right-to-left page).
 */
export function fallsBackToEnglish(language: string, id: string): boolean {
  return (
    language !== 'en' &&
    language !== pseudoLanguage &&
    site.get(language)?.[id] === undefined &&
    bundled.get(language)?.[id] === undefined
  );
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
