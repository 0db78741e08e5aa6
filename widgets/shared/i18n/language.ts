/** The languages shipped with the widgets besides English, each a chunk of its own (`languages/`). */
export const bundledLanguages = [
  'de',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pt-BR',
  'ru',
  'zh-CN',
  'zh-TW',
  'ar',
  'he',
] as const;
export type BundledLanguage = (typeof bundledLanguages)[number];

/**
 * A pseudo-language for testing: every string in brackets and 40% longer, so text that escaped the
 * catalogue, or that a longer translation would cut off, shows. `en-XA` is the tag Android and
 * Chromium use for it.
 */
export const pseudoLanguage = 'en-XA';

/** Anything that carries `lang`: a browser element, or the server's parsed one (`server/html.ts`). */
interface LanguageHolder {
  getAttribute(name: string): string | null;
  parentElement: LanguageHolder | null;
  getRootNode?(): unknown;
}

/**
 * The page's language for `host`: its own `lang`, the nearest ancestor's (across the shadow roots
 * of widgets it is rendered in), `<html lang>`; empty when none says.
 */
export function languageOf(host: LanguageHolder | undefined): string {
  let node: LanguageHolder | null | undefined = host;
  while (node) {
    const language = node.getAttribute('lang');
    if (language !== null) return language.trim();
    // A shadow root's host is the next holder up; a document has no host.
    node = node.parentElement ?? (node.getRootNode?.() as { host?: LanguageHolder } | undefined)?.host ?? null;
  }
  return typeof document === 'undefined' ? '' : document.documentElement.lang.trim();
}

/**
 * Each tag's canonical form and its parts, once: ICU's parsing costs about as much as rendering a
 * small widget, and the prerender asks for every widget of every page, nearly always the same few
 * tags.
 */
const canonicalForms = new Map<string, string>();
const locales = new Map<string, Intl.Locale>();

function localeOf(language: string): Intl.Locale {
  let locale = locales.get(language);
  if (!locale) locales.set(language, (locale = new Intl.Locale(language)));
  return locale;
}

function canonical(tag: string): string {
  let form = canonicalForms.get(tag);
  if (form === undefined) {
    try {
      form = Intl.getCanonicalLocales(tag)[0] ?? '';
    } catch {
      form = '';
    }
    canonicalForms.set(tag, form);
  }
  return form;
}

/**
 * The catalogue a language tag reads from: the tag itself when the site registered it, else the
 * bundled language it is a form of (`de-AT` → `de`, `pt` → `pt-BR`, `zh-Hant-HK` → `zh-TW`),
 * else English (`en`).
 */
export function catalogueLanguage(tag: string, registered: (language: string) => boolean): string {
  const language = canonical(tag);
  if (!language) return 'en';
  if (language === pseudoLanguage || registered(language)) return language;
  const locale = localeOf(language);
  if (registered(locale.language)) return locale.language;
  if (locale.language === 'zh') {
    const traditional =
      locale.script === 'Hant' || (!locale.script && ['TW', 'HK', 'MO'].includes(locale.region ?? ''));
    return traditional ? 'zh-TW' : 'zh-CN';
  }
  if (locale.language === 'pt') return 'pt-BR';
  if (locale.language === 'iw') return 'he';
  return bundledLanguages.find((bundled) => bundled === locale.language) ?? 'en';
}

/** Whether a language is written right to left (Arabic, Hebrew, Persian, Urdu…). */
export function isRightToLeft(language: string): boolean {
  return /^(ar|he|iw|fa|ur|ps|sd|ug|yi|dv|ckb)(-|$)/i.test(language);
}
