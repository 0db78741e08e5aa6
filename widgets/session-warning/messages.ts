import { defineMessages, defineProse } from '../shared/i18n';

/** Every string `<session-warning>` writes itself, in English (see widgets/shared/i18n). */
export const sessionWarningMessages = defineMessages('session-warning', 'platform', {
  heading: 'Never trust a stored session on the server',
});

/** Its built-in paragraphs: English in every bundled language, translatable by a site. */
export const sessionWarningProse = defineProse('session-warning', 'platform', {
  claim:
    '{getSession} hands back whatever session the client library finds in storage (a cookie or local storage) without asking the Auth server whether it is still valid. Whoever sends the request controls that storage, so in server code (middleware, route handlers, server components, API endpoints) such a session is a claim, not proof.',
  proof:
    'Before you act on who the user is, call {getUser}. It sends the access token to the Auth server, which checks it and replies with the current user, or with an error when the token has expired, been revoked or been tampered with. See the {guide}.',
  'proof-guide': 'server-side auth guide',
});
