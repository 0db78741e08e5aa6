import type { ReactNode } from 'react';
import { Callout } from '../docs-callout/embed';
import { useDocsUrl } from '../shared/context';
import { docsPaths } from '../shared/page/links';

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
export function SessionWarning({
  children,
  heading = 'Never trust a stored session on the server',
}: SessionWarningProps) {
  const serverSideGuide = useDocsUrl(docsPaths.serverSideAuth);
  return (
    <Callout type="danger" title={heading} className="session-warning">
      <p>
        <code>getSession()</code> hands back whatever session the client library finds in storage (a cookie or local
        storage) without asking the Auth server whether it is still valid. Whoever sends the request controls that
        storage, so in server code (middleware, route handlers, server components, API endpoints) such a session is a
        claim, not proof.
      </p>
      <p>
        Before you act on who the user is, call <code>getUser()</code>. It sends the access token to the Auth server,
        which checks it and replies with the current user, or with an error when the token has expired, been revoked or
        been tampered with. See the <a href={serverSideGuide}>server-side auth guide</a>.
      </p>
      {children}
    </Callout>
  );
}
