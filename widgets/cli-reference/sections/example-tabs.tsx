import { useState } from 'react';
import { CodeBlock } from '../../code-block';
import { Tabs } from '../../persisted-tabs';
import type { CliExample } from '../../../spec';
import { useMessages } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';
import { specText, type SectionContext } from './section-context';
import { MoreNote } from './section-parts';

/** Examples a section has tabs for at first (see `MoreNote`). */
const SHOWN_EXAMPLES = 50;

/** A command's examples as tabs (the reader's choice remembered), the first SHOWN_EXAMPLES at first. */
export function ExampleTabs({
  examples,
  anchor,
  title,
  context,
}: {
  examples: CliExample[];
  anchor: string;
  title: string;
  context: SectionContext;
}) {
  const t = useMessages(cliReferenceMessages);
  const [limit, setLimit] = useState(SHOWN_EXAMPLES);
  const items = examples.slice(0, limit).map((example) => ({
    value: example.id,
    label: example.name,
    content: (
      <div className="example" data-example={example.id}>
        {example.description ? specText(example.description, context, 4) : null}
        <CodeBlock code={example.code} language={context.language} noParts />
        {example.response ? (
          <details className="response">
            <summary>{t('response')}</summary>
            {/* What the tool prints: nothing to highlight or copy, so a plain block keeps sections light. */}
            <pre className="response-output dw-code-box" tabIndex={0}>
              <code>{example.response}</code>
            </pre>
          </details>
        ) : null}
      </div>
    ),
  }));
  return (
    <>
      <Tabs
        items={items}
        label={t('examples-of', { command: title })}
        storageKey={`cli-reference:${anchor}`}
        restoreDelay={0}
      />
      <MoreNote
        total={examples.length}
        shown={Math.min(limit, examples.length)}
        step={SHOWN_EXAMPLES}
        what="more-examples"
        onMore={() => setLimit((current) => current + SHOWN_EXAMPLES)}
      />
    </>
  );
}
