import { defineMessages } from '../../shared/i18n';

/**
 * The strings of `<cli-reference>`'s versions view, in English (see widgets/shared/i18n): its ids are
 * the reference's (`cli-reference.versions.…`), its English is in the versions chunk, which only a
 * reference with versions loads. `{version}` and the like are version names as the reader sees
 * them (`v1.2.0`); the spec's own words (command titles, flag names, values) come in as written.
 */
export const versionsMessages = defineMessages('cli-reference', {
  // The picker and the filter.
  'versions.option-dated': '{version} ({date})',
  /** `{option}` is the version, with its date when the index gives one. */
  'versions.option-failed': '{option} — could not be loaded',
  'versions.loading': 'Loading {version}…',
  'versions.markers-compare': 'Markers compare with {version}',
  'versions.what-changed': 'What changed',
  'versions.changed-since': 'Changed since {version}',
  /** Said when a link leads to a section the "changed since" filter hides, so the filter is lifted. */
  'versions.filter-lifted': 'Showing every command: #{section} is not among those changed since {version}.',

  // The notices.
  'versions.load-failed': '{version} could not be loaded: {message}',
  'versions.retry': 'Retry {version}',
  'versions.index-left-out':
    '{count, plural, one {One entry of the versions index left out} other {# entries of the versions index left out}}',
  'versions.missing-found': '{anchor} is not in {version}. It is in {found}.',
  'versions.missing-searching': '{anchor} is not in {version}. Looking for it in the other versions…',
  'versions.missing-none': '{anchor} is not in {version}. No listed version has it.',
  'versions.older': 'You are reading {version}, an older version. The newest is {newest}.',

  // The markers on sections and flags.
  'versions.new-in': 'New in {version}',
  'versions.changed-in': 'Changed in {version}',
  'versions.new-values-in': 'New values in {version}: {values}',
  'versions.removed-in': 'Removed in {version}',

  // A change, before and after: `{what}` is one of the `subject-…` below.
  'versions.change': '{what}: {before} → {after}',
  'versions.accepted-values-changed': 'accepted values: removed {removed}; added {added}',
  'versions.accepted-values-removed': 'accepted values: removed {removed}',
  'versions.accepted-values-added': 'accepted values: added {added}',
  'versions.subject-command': 'command',
  'versions.subject-title': 'title',
  'versions.subject-usage': 'usage',
  'versions.subject-listed-under': 'listed under',
  'versions.subject-renamed-from': 'renamed from',
  'versions.subject-aliases': 'aliases',
  'versions.subject-arguments': 'arguments',
  'versions.subject-name': 'name',
  'versions.subject-value': 'value',
  'versions.subject-type': 'type',
  'versions.subject-default': 'default',
  'versions.subject-required': 'required',
  'versions.subject-environment-variables': 'environment variables',
  /** Where a value would be: none, the top level (a command no other command lists), yes and no. */
  'versions.word-none': '(none)',
  'versions.word-top-level': '(top level)',
  'versions.word-yes': 'yes',
  'versions.word-no': 'no',

  // "What changed".
  'versions.from': 'From',
  'versions.to': 'To',
  'versions.compare-failed': 'A version could not be loaded: {message}',
  'versions.comparing': 'Comparing…',
  'versions.same-version': 'Choose two different versions.',
  'versions.summary':
    '{from} → {to}: {added, number} new, {removed, number} removed and {changed, plural, one {# changed command} other {# changed commands}}.',
  'versions.summary-global':
    '{from} → {to}: {added, number} new, {removed, number} removed and {changed, plural, one {# changed command} other {# changed commands}}, {global, plural, one {# global flag change} other {# global flag changes}}.',
  'versions.new-commands': 'New commands',
  'versions.removed-commands': 'Removed commands',
  'versions.changed-commands': 'Changed commands',
  'versions.renamed-from': 'renamed from {command}',
  'versions.now-deprecated': 'deprecated',
  'versions.no-longer-deprecated': 'no longer deprecated',
  'versions.now-experimental': 'now experimental',
  'versions.no-longer-experimental': 'no longer experimental',
  'versions.now-required': 'required',
  'versions.no-longer-required': 'no longer required',
  'versions.moved-under': 'moved under {parents}',
  'versions.moved-to-top-level': 'moved under the top level',
  'versions.new-flag': 'new flag {flag}',
  'versions.removed-flag': 'removed flag {flag}',
  /** A changed flag, then what changed about it, separated by `change-separator`. */
  'versions.flag-changes': '{flag}: {changes}',
  'versions.change-separator': '; ',
  'versions.copy-markdown': 'Copy as Markdown',
  'versions.copied': 'Copied',
  'versions.copied-announcement': 'Copied the changes as Markdown',
  'versions.copy-failed': 'Could not copy; use Download instead',
  'versions.download-markdown': 'Download Markdown',

  // The line a prerendered reference shows before its script runs.
  'versions.static-newest': 'Version {version}, the newest.',
  'versions.static-newest-others': 'Version {version}, the newest; also published: {others}.',
  'versions.static-compared': 'Markers compare with {version}.',
  'versions.static-no-script': 'With JavaScript on, a picker here shows any of them, and what changed.',
});

export type VersionsMessage = keyof typeof versionsMessages.english & string;
