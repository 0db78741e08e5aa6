import { Fragment, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
// The JSX runtime, as the widgets' compiled JSX calls it: a framework's server build may pair a
// development `react` with a production `react-dom/server` (Docusaurus does), and `createElement`
// then asks the renderer for what only the development one has.
import { jsx } from 'react/jsx-runtime';
import { useElement } from '../context';
import {
  catalogueVersion,
  fallsBackToEnglish,
  isReady,
  languageFor,
  loadLanguage,
  subscribeToCatalogue,
  translator,
  type MessageBook,
  type Translate,
} from './catalogue';
import type { MessageValues } from './format';
import { languageOf } from './language';
import { pageLanguageVersion, readGlobalMessages, subscribeToPageLanguage } from './page-language';

const serverVersion = () => 0;

/** A widget's strings in one language (`t(id, values)`), and the language itself. */
export type Messenger<Id extends string> = Translate<Id> & {
  /** The catalogue language: for `lang` on text we render that is not the page's own. */
  language: string;
  /**
   * A message with markup in it (`Default: {value}` with the value in `<code>`): the nodes go
   * where the translation puts their placeholders, so no sentence is cut into pieces. A message
   * read in English on a page in another language comes in `<span lang="en" dir="ltr">`, so that
   * it is spoken as English and its punctuation stays at its end on a right-to-left page.
   */
  rich(id: Id, nodes?: Readonly<Record<string, ReactNode>>, values?: MessageValues): ReactNode;
};

// A character no message holds, around each node's index while the text is formatted.
const marker = '\u0000';

function richTranslator<Id extends string>(
  book: MessageBook<Id>,
  language: string,
  translate: Translate<Id>,
): Messenger<Id>['rich'] {
  return (id, nodes = {}, values = {}) => {
    const names = Object.keys(nodes);
    const markers = Object.fromEntries(names.map((name, index) => [name, `${marker}${index}${marker}`]));
    const pieces = translate(id, { ...values, ...markers }).split(marker);
    const placed = pieces.map((piece, index) =>
      index % 2 === 1 ? jsx(Fragment, { children: nodes[names[Number(piece)]!] }, String(index)) : piece,
    );
    return fallsBackToEnglish(language, `${book.namespace}.${id}`)
      ? jsx('span', { lang: 'en', dir: 'ltr', children: placed })
      : placed;
  };
}

/**
 * A widget's strings in the language of the page where it is (see `languageOf`):
 * `const t = useMessages(paramRowMessages); t('required')`. A bundled language not loaded yet
 * suspends the first render until the chunk of the book's group arrives (see groups.ts), so a
 * reader never sees English first and a prerendered element hydrates the same words the server
 * wrote.
 */
export function useMessages<Id extends string>(book: MessageBook<Id>): Messenger<Id> {
  const host = useElement()?.host;
  const pageVersion = useSyncExternalStore(subscribeToPageLanguage, pageLanguageVersion, serverVersion);
  const version = useSyncExternalStore(subscribeToCatalogue, catalogueVersion, serverVersion);
  readGlobalMessages();
  // Read on every render (a lang attribute changed if the page version did), cheap: a walk up.
  const language = languageFor(languageOf(host));
  if (!isReady(language, book.group)) use(loadLanguage(language, book.group));
  return useMemo(
    () => {
      const translate = translator(book, language);
      return Object.assign(translate, { language, rich: richTranslator(book, language, translate) });
    },
    // The versions say a language loaded, a site registered words or a lang attribute changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [book, language, version, pageVersion],
  );
}
