import { defineMessages } from '../../shared/i18n';

/**
 * The strings of `<cli-reference>`'s versions view, in English (see widgets/shared/i18n): its ids are
 * the reference's (`cli-reference.versions.…`), its English is in the versions chunk, which only a
 * reference with versions loads. `{version}` and the like are version names as the reader sees
 * them (`v1.2.0`); the spec's own words (command titles, flag names, values) come in as written.
 */
export const versionsMessages = defineMessages('cli-reference.versions', 'versions', {
  // The picker and the filter.
  'option-dated': '{version} ({date})',
  /** `{option}` is the version, with its date when the index gives one. */
  'option-failed': '{option} — could not be loaded',
  loading: 'Loading {version}…',
  'markers-compare': 'Markers compare with {version}',
  'what-changed': 'What changed',
  'changed-since': 'Changed since {version}',
  /** Said when a link leads to a section the "changed since" filter hides, so the filter is lifted. */
  'filter-lifted': 'Showing every command: #{section} is not among those changed since {version}.',

  // The notices.
  'load-failed': '{version} could not be loaded: {message}',
  retry: 'Retry {version}',
  'index-left-out':
    '{count, plural, one {One entry of the versions index left out} other {# entries of the versions index left out}}',
  'missing-found': '{anchor} is not in {version}. It is in {found}.',
  'missing-searching': '{anchor} is not in {version}. Looking for it in the other versions…',
  'missing-none': '{anchor} is not in {version}. No listed version has it.',
  older: 'You are reading {version}, an older version. The newest is {newest}.',

  // The markers on sections and flags.
  'new-in': 'New in {version}',
  'changed-in': 'Changed in {version}',
  'new-values-in': 'New values in {version}: {values}',
  'removed-in': 'Removed in {version}',

  // A change, before and after: `{what}` is one of the `subject-…` below.
  change: '{what}: {before} → {after}',
  'accepted-values-changed': 'accepted values: removed {removed}; added {added}',
  'accepted-values-removed': 'accepted values: removed {removed}',
  'accepted-values-added': 'accepted values: added {added}',
  'subject-command': 'command',
  'subject-title': 'title',
  'subject-usage': 'usage',
  'subject-listed-under': 'listed under',
  'subject-renamed-from': 'renamed from',
  'subject-aliases': 'aliases',
  'subject-arguments': 'arguments',
  'subject-name': 'name',
  'subject-value': 'value',
  'subject-type': 'type',
  'subject-default': 'default',
  'subject-required': 'required',
  'subject-environment-variables': 'environment variables',
  /** Where a value would be: none, the top level (a command no other command lists), yes and no. */
  'word-none': '(none)',
  'word-top-level': '(top level)',
  'word-yes': 'yes',
  'word-no': 'no',

  // "What changed".
  from: 'From',
  to: 'To',
  'compare-failed': 'A version could not be loaded: {message}',
  comparing: 'Comparing…',
  'same-version': 'Choose two different versions.',
  summary:
    '{from} → {to}: {added, number} new, {removed, number} removed and {changed, plural, one {# changed command} other {# changed commands}}.',
  'summary-global':
    '{from} → {to}: {added, number} new, {removed, number} removed and {changed, plural, one {# changed command} other {# changed commands}}, {global, plural, one {# global flag change} other {# global flag changes}}.',
  'new-commands': 'New commands',
  'removed-commands': 'Removed commands',
  'changed-commands': 'Changed commands',
  'renamed-from': 'renamed from {command}',
  'now-deprecated': 'deprecated',
  'no-longer-deprecated': 'no longer deprecated',
  'now-experimental': 'now experimental',
  'no-longer-experimental': 'no longer experimental',
  'now-required': 'required',
  'no-longer-required': 'no longer required',
  'moved-under': 'moved under {parents}',
  'moved-to-top-level': 'moved under the top level',
  'new-flag': 'new flag {flag}',
  'removed-flag': 'removed flag {flag}',
  /** A changed flag, then what changed about it, separated by `change-separator`. */
  'flag-changes': '{flag}: {changes}',
  'change-separator': '; ',
  'copy-markdown': 'Copy as Markdown',
  copied: 'Copied',
  'copied-announcement': 'Copied the changes as Markdown',
  'copy-failed': 'Could not copy; use Download instead',
  'download-markdown': 'Download Markdown',

  // The line a prerendered reference shows before its script runs.
  'static-newest': 'Version {version}, the newest.',
  'static-newest-others': 'Version {version}, the newest; also published: {others}.',
  'static-compared': 'Markers compare with {version}.',
  'static-no-script': 'With JavaScript on, a picker here shows any of them, and what changed.',
});

export type VersionsMessage = keyof typeof versionsMessages.english & string;
