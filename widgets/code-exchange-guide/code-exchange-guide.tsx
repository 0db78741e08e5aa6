import { useDocsUrl } from '../shared/context';
import { docsPaths } from '../shared/page/links';
import { StepHeading } from '../shared/components/guide-steps';
import { CodeBlock } from '../code-block/embed';
import { Tabs } from '../persisted-tabs/embed';
import { useMessages } from '../shared/i18n';
import { codeExchangeGuideMessages, codeExchangeGuideProse } from './messages';
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
  const t = useMessages(codeExchangeGuideMessages);
  const prose = useMessages(codeExchangeGuideProse);
  const code = <code>code</code>;
  const next = <code>next</code>;
  const root = <code>/</code>;
  const errorPage = <code>/auth/auth-code-error</code>;
  const frameworks = (
    <Tabs
      queryGroup={frameworkGroup}
      label={t('framework-tabs')}
      items={serverSamples.map((sample) => ({
        value: sample.value,
        label: sample.label,
        content: <CodeBlock code={sample.code} language="ts" title={sample.file} onCopy={onCopy} />,
      }))}
    />
  );
  return (
    <div className="code-exchange-guide">
      <p>{prose.rich('intro', { code })}</p>
      <ol className="guide-steps" part="steps">
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('sign-in-heading')}</StepHeading>
          <p>
            {prose.rich('sign-in-text', {
              callback: <code>/auth/callback</code>,
              next,
              redirectUrls: redirectUrls ? <a href={redirectUrls}>{prose('redirect-urls')}</a> : prose('redirect-urls'),
            })}
          </p>
          <CodeBlock code={signInSource} language="ts" onCopy={onCopy} />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('next-heading')}</StepHeading>
          <p>{prose.rich('next-text', { next, root })}</p>
          <CodeBlock code={safeNextPathSource} language="ts" title="safe-next-path.ts" onCopy={onCopy} />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('exchange-heading')}</StepHeading>
          <p>
            {prose.rich('exchange-text', {
              code,
              next,
              root,
              exchange: <code>exchangeCodeForSession(code)</code>,
              errorPage,
            })}
          </p>
          <Tabs
            queryGroup={environmentGroup}
            label={t('environment-tabs')}
            items={[
              { value: 'server', label: t('tab-server'), content: frameworks },
              {
                value: 'client',
                label: t('tab-client'),
                content: (
                  <>
                    <p>{prose.rich('client-text')}</p>
                    <CodeBlock code={clientEnvironment} language="bash" title=".env.local" onCopy={onCopy} />
                    <CodeBlock code={clientSample.code} language="ts" title={clientSample.file} onCopy={onCopy} />
                  </>
                ),
              },
            ]}
          />
        </li>
        <li className="guide-step" part="step">
          <StepHeading level={headingLevel}>{t('error-page-heading')}</StepHeading>
          <p>{prose.rich('error-page-text', { errorPage })}</p>
        </li>
      </ol>
    </div>
  );
}
