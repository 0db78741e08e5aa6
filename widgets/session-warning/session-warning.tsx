import type { ReactNode } from 'react';
import { Callout } from '../docs-callout/embed';
import { useDocsUrl } from '../shared/context';
import { docsPaths } from '../shared/page/links';
import { useMessages } from '../shared/i18n';
import { sessionWarningMessages, sessionWarningProse } from './messages';

export interface SessionWarningProps {
  /**
   * Heading of the callout.
   * @default 'Never trust a stored session on the server'
   */
  heading?: string;
  /** More text, shown after the warning's own. */
  children?: ReactNode;
}

/** Why server code must verify the user with the Auth server rather than read the stored session: a danger Callout. */
export function SessionWarning({ children, heading }: SessionWarningProps) {
  const t = useMessages(sessionWarningMessages);
  const prose = useMessages(sessionWarningProse);
  const serverSideGuide = useDocsUrl(docsPaths.serverSideAuth);
  return (
    <Callout type="danger" title={heading ?? t('heading')} className="session-warning">
      <p>{prose.rich('claim', { getSession: <code>getSession()</code> })}</p>
      <p>
        {prose.rich('proof', {
          getUser: <code>getUser()</code>,
          guide: <a href={serverSideGuide}>{prose('proof-guide')}</a>,
        })}
      </p>
      {children}
    </Callout>
  );
}
