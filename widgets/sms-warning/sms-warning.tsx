import type { ReactNode } from 'react';
import { Callout } from '../docs-callout/embed';
import { useDashboardUrl, useDocsUrl } from '../shared/context';
import { dashboardPaths, docsPaths } from '../shared/page/links';

export interface SmsWarningProps {
  /**
   * Heading of the callout.
   * @default 'Keep SMS costs under control'
   */
  heading?: string;
  /** More text, shown after the warning's own. */
  children?: ReactNode;
}

/** The SMS cost and regulation warning shown on phone sign-in guides: a warning Callout. */
export function SmsWarning({ children, heading = 'Keep SMS costs under control' }: SmsWarningProps) {
  const rateLimits = useDashboardUrl(dashboardPaths.authRateLimits());
  const captcha = useDocsUrl(docsPaths.authCaptcha);
  const checklist = useDocsUrl(docsPaths.goingIntoProduction);
  return (
    <Callout type="warning" title={heading} className="sms-warning">
      <p>
        Your SMS provider bills every message your project sends, and sign-up and one-time password forms attract bots
        that trigger messages in bulk. Keep the bill predictable: lower your project&rsquo;s{' '}
        <a href={rateLimits}>rate limits</a> to what real readers need, turn on <a href={captcha}>CAPTCHA protection</a>
        , and work through the <a href={checklist}>production checklist</a> before you launch.
      </p>
      <p>
        Some countries regulate services that send text messages. India, for example, requires senders to register their
        sender IDs and message templates under TRAI&rsquo;s DLT (Distributed Ledger Technology) rules. Find out what
        applies where your users are and follow it.
      </p>
      {children}
    </Callout>
  );
}
