import type { ReactNode } from 'react';
import { Callout } from '../docs-callout/embed';
import { useDashboardUrl, useDocsUrl } from '../shared/context';
import { dashboardPaths, docsPaths } from '../shared/page/links';
import { useMessages } from '../shared/i18n';
import { smsWarningMessages, smsWarningProse } from './messages';

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
export function SmsWarning({ children, heading }: SmsWarningProps) {
  const t = useMessages(smsWarningMessages);
  const prose = useMessages(smsWarningProse);
  const rateLimits = useDashboardUrl(dashboardPaths.authRateLimits());
  const captcha = useDocsUrl(docsPaths.authCaptcha);
  const checklist = useDocsUrl(docsPaths.goingIntoProduction);
  return (
    <Callout type="warning" title={heading ?? t('heading')} className="sms-warning">
      <p>
        {prose.rich('costs', {
          rateLimits: <a href={rateLimits}>{prose('costs-rate-limits')}</a>,
          captcha: <a href={captcha}>{prose('costs-captcha')}</a>,
          checklist: <a href={checklist}>{prose('costs-checklist')}</a>,
        })}
      </p>
      <p>{prose.rich('regulation')}</p>
      {children}
    </Callout>
  );
}
