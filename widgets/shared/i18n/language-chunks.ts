// The `?group=` module declarations are named here, so a project that type-checks the runtime by
// following its imports alone (a new widget's scaffold) reads them too; an import cannot name a
// file of ambient declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./language-groups.d.ts" />
import type { MessageGroup } from './groups';
import type { BundledLanguage } from './language';
import type { Messages } from './messages';

type LanguageChunk = () => Promise<{ default: Messages }>;

/**
 * Each bundled language's strings, a chunk per message group: `languages/<lang>.ts` cut by group
 * (build/language-groups.ts serves `?group=`). Written out rather than globbed, because this table
 * is in the runtime every page fetches, and a glob's table is half as large again.
 */
export const languageChunks: Record<BundledLanguage, Record<MessageGroup, LanguageChunk>> = {
  de: {
    reference: () => import('./languages/de.ts?group=reference'),
    versions: () => import('./languages/de.ts?group=versions'),
    platform: () => import('./languages/de.ts?group=platform'),
    guides: () => import('./languages/de.ts?group=guides'),
    page: () => import('./languages/de.ts?group=page'),
    diagnostics: () => import('./languages/de.ts?group=diagnostics'),
  },
  es: {
    reference: () => import('./languages/es.ts?group=reference'),
    versions: () => import('./languages/es.ts?group=versions'),
    platform: () => import('./languages/es.ts?group=platform'),
    guides: () => import('./languages/es.ts?group=guides'),
    page: () => import('./languages/es.ts?group=page'),
    diagnostics: () => import('./languages/es.ts?group=diagnostics'),
  },
  fr: {
    reference: () => import('./languages/fr.ts?group=reference'),
    versions: () => import('./languages/fr.ts?group=versions'),
    platform: () => import('./languages/fr.ts?group=platform'),
    guides: () => import('./languages/fr.ts?group=guides'),
    page: () => import('./languages/fr.ts?group=page'),
    diagnostics: () => import('./languages/fr.ts?group=diagnostics'),
  },
  it: {
    reference: () => import('./languages/it.ts?group=reference'),
    versions: () => import('./languages/it.ts?group=versions'),
    platform: () => import('./languages/it.ts?group=platform'),
    guides: () => import('./languages/it.ts?group=guides'),
    page: () => import('./languages/it.ts?group=page'),
    diagnostics: () => import('./languages/it.ts?group=diagnostics'),
  },
  ja: {
    reference: () => import('./languages/ja.ts?group=reference'),
    versions: () => import('./languages/ja.ts?group=versions'),
    platform: () => import('./languages/ja.ts?group=platform'),
    guides: () => import('./languages/ja.ts?group=guides'),
    page: () => import('./languages/ja.ts?group=page'),
    diagnostics: () => import('./languages/ja.ts?group=diagnostics'),
  },
  ko: {
    reference: () => import('./languages/ko.ts?group=reference'),
    versions: () => import('./languages/ko.ts?group=versions'),
    platform: () => import('./languages/ko.ts?group=platform'),
    guides: () => import('./languages/ko.ts?group=guides'),
    page: () => import('./languages/ko.ts?group=page'),
    diagnostics: () => import('./languages/ko.ts?group=diagnostics'),
  },
  'pt-BR': {
    reference: () => import('./languages/pt-BR.ts?group=reference'),
    versions: () => import('./languages/pt-BR.ts?group=versions'),
    platform: () => import('./languages/pt-BR.ts?group=platform'),
    guides: () => import('./languages/pt-BR.ts?group=guides'),
    page: () => import('./languages/pt-BR.ts?group=page'),
    diagnostics: () => import('./languages/pt-BR.ts?group=diagnostics'),
  },
  ru: {
    reference: () => import('./languages/ru.ts?group=reference'),
    versions: () => import('./languages/ru.ts?group=versions'),
    platform: () => import('./languages/ru.ts?group=platform'),
    guides: () => import('./languages/ru.ts?group=guides'),
    page: () => import('./languages/ru.ts?group=page'),
    diagnostics: () => import('./languages/ru.ts?group=diagnostics'),
  },
  'zh-CN': {
    reference: () => import('./languages/zh-CN.ts?group=reference'),
    versions: () => import('./languages/zh-CN.ts?group=versions'),
    platform: () => import('./languages/zh-CN.ts?group=platform'),
    guides: () => import('./languages/zh-CN.ts?group=guides'),
    page: () => import('./languages/zh-CN.ts?group=page'),
    diagnostics: () => import('./languages/zh-CN.ts?group=diagnostics'),
  },
  'zh-TW': {
    reference: () => import('./languages/zh-TW.ts?group=reference'),
    versions: () => import('./languages/zh-TW.ts?group=versions'),
    platform: () => import('./languages/zh-TW.ts?group=platform'),
    guides: () => import('./languages/zh-TW.ts?group=guides'),
    page: () => import('./languages/zh-TW.ts?group=page'),
    diagnostics: () => import('./languages/zh-TW.ts?group=diagnostics'),
  },
  ar: {
    reference: () => import('./languages/ar.ts?group=reference'),
    versions: () => import('./languages/ar.ts?group=versions'),
    platform: () => import('./languages/ar.ts?group=platform'),
    guides: () => import('./languages/ar.ts?group=guides'),
    page: () => import('./languages/ar.ts?group=page'),
    diagnostics: () => import('./languages/ar.ts?group=diagnostics'),
  },
  he: {
    reference: () => import('./languages/he.ts?group=reference'),
    versions: () => import('./languages/he.ts?group=versions'),
    platform: () => import('./languages/he.ts?group=platform'),
    guides: () => import('./languages/he.ts?group=guides'),
    page: () => import('./languages/he.ts?group=page'),
    diagnostics: () => import('./languages/he.ts?group=diagnostics'),
  },
};
