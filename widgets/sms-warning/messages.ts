import { defineMessages, defineProse } from '../shared/i18n';

/** Every string `<sms-warning>` writes itself, in English (see widgets/shared/i18n). */
export const smsWarningMessages = defineMessages('sms-warning', 'platform', {
  heading: 'Keep SMS costs under control',
});

/** Its built-in paragraphs: English in every bundled language, translatable by a site. */
export const smsWarningProse = defineProse('sms-warning', 'platform', {
  costs:
    'Your SMS provider bills every message your project sends, and sign-up and one-time password forms attract bots that trigger messages in bulk. Keep the bill predictable: lower your project’s {rateLimits} to what real readers need, turn on {captcha}, and work through the {checklist} before you launch.',
  'costs-rate-limits': 'rate limits',
  'costs-captcha': 'CAPTCHA protection',
  'costs-checklist': 'production checklist',
  regulation:
    'Some countries regulate services that send text messages. India, for example, requires senders to register their sender IDs and message templates under TRAI’s DLT (Distributed Ledger Technology) rules. Find out what applies where your users are and follow it.',
});
