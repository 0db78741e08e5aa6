import { addSiteMessages, registerMessages, type Messages } from './catalogue';

/** The event a page dispatches on `document` to add its own strings after the widgets loaded. */
export const messagesEvent = 'docs-widgets:messages';

/** Languages and their messages, as a site gives them: `{ sw: { 'param-row.required': 'Inahitajika' } }`. */
export type SiteMessages = Readonly<Record<string, Messages>>;

let watching = false;
const listeners = new Set<() => void>();
let version = 0;

function registerAll(languages: unknown, register = registerMessages): void {
  if (!languages || typeof languages !== 'object') return;
  for (const [language, messages] of Object.entries(languages as Record<string, unknown>)) {
    if (!messages || typeof messages !== 'object') continue;
    const strings = Object.entries(messages as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    register(language, Object.fromEntries(strings));
  }
}

/**
 * Starts, once per page, what tells the widgets about the page's language and the site's words:
 * `window.docsWidgetsMessages` (set before or after the widgets load), the `docs-widgets:messages`
 * event, and one observer of every `lang` attribute in the document, so that changing
 * `<html lang>` (or a section's) renders live widgets in the new language.
 */
function watchPage(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(messagesEvent, (event) => registerAll((event as CustomEvent<unknown>).detail));
  new MutationObserver(() => {
    version++;
    for (const listener of listeners) listener();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
}

let registeredGlobal: unknown;

/**
 * Registers `window.docsWidgetsMessages` when the page has set it, or set another object there,
 * since the last look: a widget looks on each render, so the site may set it before or after the
 * widgets' script.
 */
export function readGlobalMessages(): void {
  const global = (globalThis as { docsWidgetsMessages?: unknown }).docsWidgetsMessages;
  if (global === registeredGlobal) return;
  registeredGlobal = global;
  registerAll(global, addSiteMessages);
}

/** Calls `listener` when a `lang` attribute in the page changes; returns the unsubscriber. */
export function subscribeToPageLanguage(listener: () => void): () => void {
  watchPage();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pageLanguageVersion(): number {
  return version;
}

export { registerAll as registerSiteMessages };
