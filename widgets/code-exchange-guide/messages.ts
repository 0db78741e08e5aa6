import { defineMessages, defineProse } from '../shared/i18n';

/** Every string `<code-exchange-guide>` writes itself, in English (see widgets/shared/i18n): its chrome. */
export const codeExchangeGuideMessages = defineMessages('code-exchange-guide', 'guides', {
  'sign-in-heading': 'Point the sign-in at your callback route',
  /** `next` is the query parameter's name, as the code writes it. */
  'next-heading': 'Accept only same-site paths in next',
  'exchange-heading': 'Exchange the code for a session',
  'error-page-heading': 'Add the error page',
  /** The name of the tab list of frameworks (whose names are their own). */
  'framework-tabs': 'Framework',
  /** The name of the tab list, then its two tabs. */
  'environment-tabs': 'Where the exchange runs',
  'tab-server': 'Server',
  'tab-client': 'Client',
});

/** The guide's own text: English in every bundled language, translatable by a site. `{…}` are code or a link. */
export const codeExchangeGuideProse = defineProse('code-exchange-guide', 'guides', {
  intro:
    'With the PKCE flow, signing in with an OAuth provider or a magic link ends with a redirect to your site carrying a one-time {code}. Your callback route trades that code for a session, then sends the reader on. The code only works in the browser that started the sign-in, which holds the matching code verifier, and only once.',
  'sign-in-text':
    'Ask for a redirect to {callback}, with the page to continue to in {next}. Add the callback URL to your project’s {redirectUrls}.',
  'redirect-urls': 'allowed redirect URLs',
  'next-text':
    'Anyone can send your readers a link with their own {next}. Used as it is, that would make your sign-in page an open redirect to another site. Pass it through this check, which keeps paths on your site and turns everything else into {root}:',
  'exchange-text':
    'The route reads {code} and {next} ({root} when absent), calls {exchange}, and redirects to {next} when it succeeds, or to {errorPage} when there is no code or the exchange fails. On a server the session lands in cookies; in a browser-only app, in the client’s storage.',
  'client-text':
    'For a single-page app with no server of its own, with your project’s URL and anon key in its environment:',
  'error-page-text':
    'Create a page at {errorPage} that says the sign-in link did not work (it may have expired, been used already, or been opened in another browser) and offers to start again.',
});
