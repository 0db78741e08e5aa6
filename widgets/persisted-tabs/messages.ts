import { defineMessages } from '../shared/i18n';

/**
 * Every string `<persisted-tabs>` writes itself, in English (see widgets/shared/i18n). The tabs'
 * names are the page's own; what is left is the author's mistakes, named in the widget.
 */
export const persistedTabsMessages = defineMessages('persisted-tabs', 'page', {
  'not-a-panel': '{child} is not a {panel}, so it is not shown. Put content inside {panel} elements.',
  'no-value': '{panel} number {position} has no "value" attribute, so it is not shown.',
  'no-value-labelled': '{panel} number {position} ("{label}") has no "value" attribute, so it is not shown.',
  'repeated-value':
    '{panel} number {position} repeats the value "{value}" of an earlier tab, so it is not shown. Values must be unique within a tab set.',
  'no-label': '{panel} has no "label" attribute; its tab shows the value instead.',
  'repeated-label': '{panel} has the same "label" ("{label}") as {other}; readers cannot tell the tabs apart.',
  'bad-sticky-offset': 'attribute "sticky-offset": "{value}" is not a CSS length; using {fallback}.',
  'bad-restore-delay': 'attribute "restore-delay": {value} is not 0 or more milliseconds; using {fallback}.',
  'bad-default-active': 'attribute "default-active": "{value}" names no tab; using "{fallback}".',
  empty: 'No tabs to show yet: put {panels} elements inside {tag}.',
});

export type PersistedTabsMessage = keyof typeof persistedTabsMessages.english & string;
