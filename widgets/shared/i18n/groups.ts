/**
 * The chunks each bundled language is split into, by the widgets that write the strings, so that
 * a page fetches in its language only the strings of the widgets it has (a page of parameter rows
 * in German never fetches the command reference's German). Translators keep one file per language
 * (`languages/<lang>.ts`); each message book names its group (`defineMessages('param-row', 'page',
 * …)`), and the build cuts a language's file into one chunk per group by the books' namespaces
 * (build/language-groups.ts). `npm run size` holds every language's every group to 3 KB gzip.
 *
 * - `reference`: the command reference's chrome (`<cli-reference>`).
 * - `versions`: the reference's versions view (`<cli-reference versions>`: the picker, the markers,
 *   What changed), fetched only by a reference that shows versions, as its English is.
 * - `platform`: the widgets that speak of the reader's project and the platform's rules
 *   (`<api-settings>`, `<auth-providers>`, `<rate-limit-table>`, the SMS and session warnings).
 * - `guides`: the step-by-step guides (`<project-setup>`, `<code-exchange-guide>`).
 * - `page`: what any docs page holds (parameter rows, accepted values, code blocks, copy buttons,
 *   callouts, accordions, cards, tabs).
 * - `diagnostics`: the runtime's own messages about an author's mistakes, shown in any widget; the
 *   only group a page does not fetch with the others, since a page without mistakes never shows it.
 */
export const messageGroups = ['reference', 'versions', 'platform', 'guides', 'page', 'diagnostics'] as const;
export type MessageGroup = (typeof messageGroups)[number];

/** The group fetched only by the message that shows it (see `messageGroups`). */
export const shownAloneGroup: MessageGroup = 'diagnostics';
