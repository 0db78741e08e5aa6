import { defineMessages } from '../shared/i18n';

/**
 * Every string `<api-settings>` writes itself, in English (see widgets/shared/i18n). `{noun}` is
 * the value's name (`title-url` or `title-anon-key`, in the same language); a picker's `{noun}`
 * is `project` or `branch`, chosen with `select` so each language can inflect it.
 */
export const apiSettingsMessages = defineMessages('api-settings', 'platform', {
  'title-url': 'Project URL',
  'title-anon-key': 'Anon key',
  /** A failure message, then its reason (one of the `failure-…` below). */
  'with-reason': '{message} {reason}',
  'failure-unexpected': 'Something unexpected went wrong.',
  'failure-unauthorized': 'The platform did not accept your login. Logging in again usually fixes this.',
  'failure-network': 'The platform could not be reached. Check your connection.',
  'failure-timeout': 'The platform took too long to answer.',
  'failure-redirect':
    'The platform API answered with a redirect to another address. It was not followed, so your login was not sent there. Try again later.',
  'failure-http': 'The platform answered with an error (HTTP {status}).',
  'failure-shape': 'The platform’s answer was not in the form this page expects.',
  'failure-empty-endpoint': 'The platform has no address for this project yet; it may still be starting up.',
  'failure-invalid-endpoint':
    'The platform gave this project an address that is not a valid host name, so no URL is shown.',
  /** `{reason}` is one of the `reason-…` below: why the page's setting cannot be used. */
  'unusable-meta': 'The page’s {meta}: “{value}” {reason}, so your {noun} cannot be loaded and no request is made.',
  'unusable-attribute':
    '{tag} attribute {attribute}: “{value}” {reason}, so your {noun} cannot be loaded and no request is made.',
  /** Why the API base cannot be used (`readApiBase`): each follows the quoted value in the two messages above. */
  'reason-empty': 'is empty',
  'reason-no-scheme': 'has no scheme; write https://…',
  'reason-not-http': 'is not an http(s) URL',
  'reason-credentials': 'must not hold a user name or password',
  'refused-base':
    '{tag} attribute {attribute}: “{value}” is not on the page’s API origin, so it is ignored: your login is only ever sent to {apiBase}.',
  'organizations-unlisted': 'Your organizations could not be listed, so your projects are shown without them.',
  'try-again': 'Try again',
  'logged-out': 'To get your {noun}, {logIn}.',
  'log-in': 'log in',
  'data-error': 'Your projects could not be loaded, so the pickers are turned off.',
  'no-projects': 'You don’t have any projects yet. {createProject} in the dashboard to get your {noun}.',
  'create-project': 'Create a project',
  'branches-error':
    'The branches of {project} could not be loaded, so no branch can be picked and your {noun} is not shown.',
  'branches-error-unnamed':
    'The branches of this project could not be loaded, so no branch can be picked and your {noun} is not shown.',
  'value-error': 'Your {noun} could not be loaded.',
  'copy-from-dashboard': 'You can also copy your {noun} from {dashboard}.',
  dashboard: 'the dashboard',
  loading: 'Loading…',
  copy: 'Copy',
  'copy-by-hand': 'The text is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  fallback: 'Couldn’t display your API settings. You can get them from {dashboard}.',
  'picker-label': '{noun, select, branch {Branch} other {Project}}',
  'picker-choose': '{noun, select, branch {Select a branch…} other {Select a project…}}',
  'picker-none': '{noun, select, branch {No branch found} other {No project found}}',
  'picker-search': '{noun, select, branch {Search branch} other {Search project}}',
  'picker-search-placeholder': '{noun, select, branch {Search branch…} other {Search project…}}',
  'picker-choices': '{noun, select, branch {Branch choices} other {Project choices}}',
  production: 'Production',
  preview: 'Preview',
});
