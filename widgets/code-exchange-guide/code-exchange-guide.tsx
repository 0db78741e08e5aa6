import { useDocsUrl } from '../shared/context';
import { docsPaths } from '../shared/page/links';
import { StepHeading } from '../shared/components/guide-steps';
import { CodeBlock } from '../code-block/embed';
import { Tabs } from '../persisted-tabs/embed';
import { clientEnvironment, clientSample, safeNextPathSource, serverSamples, signInSource } from './samples';

export interface CodeExchangeGuideProps {
  /**
   * Query parameter and storage group of the Server / Client tabs.
   * @default 'environment'
   */
  environmentGroup?: string;
  /**
   * Query parameter and storage group of the framework tabs.
   * @default 'framework'
   */
  frameworkGroup?: string;
  /**
   * Level of the step headings (2 to 6).
   * @default 3
   */
  headingLevel?: number;
  /** Called with a sample's code when the reader copies it. */
  onCopy?: (value: string) => void;
}

/** The guide as a plain React component: no host element needed. */
export function CodeExchangeGuide({
  environmentGroup = 'environment',
  frameworkGroup = 'framework',
  headingLevel = 3,
  onCopy,
}: CodeExchangeGuideProps) {
  const redirectUrls = useDocsUrl(docsPaths.redirectUrls);
  const frameworks = (
    <Tabs
      queryGroup={frameworkGroup}
      label="Framework"
      items={serverSamples.map((sample) => ({
        value: sample.value,
        label: sample.label,
        content: <CodeBlock code={sample.code} language="ts" title={sample.file} onCopy={onCopy} />,
      }))}
    />
  );
  return (
    <div className="code-exchange-guide">
      <p>
        With the PKCE flow, signing in with an OAuth provider or a magic link ends with a redirect to your site carrying
        a one-time <code>code</code>. Your callback route trades that code for a session, then sends the reader on. The
        code only works in the browser that started the sign-in, which holds the matching code verifier, and only once.
      </p>
      <ol className="guide-steps" part="steps">
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Point the sign-in at your callback route</StepHeading>
          <p>
            Ask for a redirect to <code>/auth/callback</code>, with the page to continue to in <code>next</code>. Add
            the callback URL to your project&rsquo;s{' '}
            {redirectUrls ? <a href={redirectUrls}>allowed redirect URLs</a> : 'allowed redirect URLs'}.
          </p>
          <CodeBlock code={signInSource} language="ts" onCopy={onCopy} />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Accept only same-site paths in next</StepHeading>
          <p>
            Anyone can send your readers a link with their own <code>next</code>. Used as it is, that would make your
            sign-in page an open redirect to another site. Pass it through this check, which keeps paths on your site
            and turns everything else into <code>/</code>:
          </p>
          <CodeBlock code={safeNextPathSource} language="ts" title="safe-next-path.ts" onCopy={onCopy} />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Exchange the code for a session</StepHeading>
          <p>
            The route reads <code>code</code> and <code>next</code> (<code>/</code> when absent), calls{' '}
            <code>exchangeCodeForSession(code)</code>, and redirects to <code>next</code> when it succeeds, or to{' '}
            <code>/auth/auth-code-error</code> when there is no code or the exchange fails. On a server the session
            lands in cookies; in a browser-only app, in the client&rsquo;s storage.
          </p>
          <Tabs
            queryGroup={environmentGroup}
            label="Where the exchange runs"
            items={[
              { value: 'server', label: 'Server', content: frameworks },
              {
                value: 'client',
                label: 'Client',
                content: (
                  <>
                    <p>
                      For a single-page app with no server of its own, with your project&rsquo;s URL and anon key in its
                      environment:
                    </p>
                    <CodeBlock code={clientEnvironment} language="bash" title=".env.local" onCopy={onCopy} />
                    <CodeBlock code={clientSample.code} language="ts" title={clientSample.file} onCopy={onCopy} />
                  </>
                ),
              },
            ]}
          />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>Add the error page</StepHeading>
          <p>
            Create a page at <code>/auth/auth-code-error</code> that says the sign-in link did not work (it may have
            expired, been used already, or been opened in another browser) and offers to start again.
          </p>
        </li>
      </ol>
    </div>
  );
}
