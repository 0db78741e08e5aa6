import { memo, useId, type ReactNode } from 'react';
import { AcceptedValues } from '../accepted-values';
import { CodeBlock } from '../code-block';
import { ParamRow } from '../param-row';
import { Tabs } from '../persisted-tabs';
import { renderMarkdown, renderSummary } from './markdown';
import { flagAnchor, splitFlagName, type CliExample, type CliFlag, type CommandEntry } from './spec';
import { SectionBoundary } from './section-boundary';

/** What every section needs besides its own command; one object, stable across renders. */
export interface SectionContext {
  byId: ReadonlyMap<string, CommandEntry>;
  /** Highlighting language of usage lines and examples (`sh`). */
  language: string | undefined;
  resolveLink: (target: string) => string | undefined;
  renderCode: (code: string, language: string | undefined) => ReactNode;
  globalFlagsAnchor: string;
  hasGlobalFlags: boolean;
  /** Markers from the version comparison, by element id: `title` under a heading or atop a flag row, `flags` after a section's flags. */
  annotate?: ((anchor: string, place: 'title' | 'flags') => ReactNode) | undefined;
}

/**
 * A description from the spec, with the section's link resolver and code renderer. A plain call,
 * not a component: the reference renders hundreds of these and needs no extra fiber per one.
 */
function specText(source: string, context: SectionContext, headingLevel: number): ReactNode {
  return renderMarkdown(source, context.resolveLink, context.renderCode, headingLevel);
}

/** A flag as a parameter row: REQUIRED only when the spec says so, default, accepted values. */
export function FlagRow({ flag, anchor, context }: { flag: CliFlag; anchor: string; context: SectionContext }) {
  const { name, type } = splitFlagName(flag);
  // The spec repeats the whole choice list as each value's type; the row already shows it once.
  const values = flag.acceptedValues.map((value) => ({
    id: value.id,
    name: value.name,
    type: value.type === type ? undefined : value.type,
  }));
  return (
    <ParamRow
      name={name}
      type={type}
      required={flag.required}
      defaultValue={flag.defaultValue}
      id={anchor}
      anchor={anchor}
      noParts
    >
      {context.annotate?.(anchor, 'title')}
      {flag.description ? specText(flag.description, context, 4) : null}
      {values.length > 0 ? <AcceptedValues values={values} noParts /> : null}
    </ParamRow>
  );
}

function ExampleTabs({
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
  const items = examples.map((example) => ({
    value: example.id,
    label: example.name,
    content: (
      <div className="example" data-example={example.id}>
        {example.description ? specText(example.description, context, 4) : null}
        <CodeBlock code={example.code} language={context.language} noParts />
        {example.response ? (
          <details className="response">
            <summary>Response</summary>
            {/* What the tool prints: nothing to highlight or copy, so a plain block keeps sections light. */}
            <pre className="response-output dw-code-box" tabIndex={0}>
              <code>{example.response}</code>
            </pre>
          </details>
        ) : null}
      </div>
    ),
  }));
  return <Tabs items={items} label={`Examples of ${title}`} storageKey={`cli-reference:${anchor}`} restoreDelay={0} />;
}

/** The body of one command's section; it never re-renders when only the filter changes. */
const SectionBody = memo(function SectionBody({
  entry,
  headingId,
  context,
}: {
  entry: CommandEntry;
  headingId: string;
  context: SectionContext;
}) {
  const { command, anchor } = entry;
  const children = command.subcommands.map((id) => context.byId.get(id)).filter((child) => child !== undefined);
  const hasExamples = command.examples.length > 0;

  return (
    <>
      <div className="command-main">
        <h3 className="command-title" id={headingId}>
          <span className="prompt" aria-hidden="true">
            {'$ '}
          </span>
          {command.title}
          <a className="permalink" href={`#${encodeURIComponent(anchor)}`} aria-label={`Link to ${command.title}`}>
            #
          </a>
        </h3>
        {context.annotate?.(anchor, 'title')}
        {command.summary ? <p className="summary">{renderSummary(command.summary, context.resolveLink)}</p> : null}
        {command.description ? <div className="description">{specText(command.description, context, 3)}</div> : null}
        {command.usage ? (
          <div className="usage">
            <h4>Usage</h4>
            <CodeBlock code={command.usage} language={context.language} noParts />
          </div>
        ) : null}
        {children.length > 0 ? (
          <div className="subcommands">
            <h4>Subcommands</h4>
            <ul>
              {children.map((child) => (
                <li key={child.command.id}>
                  <a href={`#${encodeURIComponent(child.anchor)}`}>
                    <code>{child.command.title}</code>
                  </a>
                  {child.command.summary ? (
                    <span className="subcommand-summary">
                      {renderSummary(child.command.summary, context.resolveLink)}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {command.flags.length > 0 ? (
          <div className="flags">
            <h4>Flags</h4>
            {command.flags.map((flag, index) => (
              <FlagRow key={`${index}:${flag.id}`} flag={flag} anchor={flagAnchor(anchor, flag.id)} context={context} />
            ))}
          </div>
        ) : null}
        {context.annotate?.(anchor, 'flags')}
        {context.hasGlobalFlags && (command.flags.length > 0 || command.usage) ? (
          <p className="global-flags-note">
            Also takes the <a href={`#${encodeURIComponent(context.globalFlagsAnchor)}`}>global flags</a>.
          </p>
        ) : null}
      </div>
      {hasExamples ? (
        <div className="command-examples">
          <h4>Examples</h4>
          <ExampleTabs examples={command.examples} anchor={anchor} title={command.title} context={context} />
        </div>
      ) : null}
    </>
  );
});

/** What a section shows when its content threw: its title, and a message naming the command. */
function SectionFailure({ entry, headingId, error }: { entry: CommandEntry; headingId: string; error: Error }) {
  return (
    <div className="command-main">
      <h3 className="command-title" id={headingId}>
        {entry.command.title}
      </h3>
      <p className="dw-problem" role="alert">
        The command <code>{entry.command.id}</code> could not be displayed: {error.message}
      </p>
    </div>
  );
}

/** One command's section; hiding it for the filter keeps its content mounted. */
export const CommandSection = memo(function CommandSection({
  entry,
  hidden,
  context,
}: {
  entry: CommandEntry;
  hidden: boolean;
  context: SectionContext;
}) {
  const headingId = useId();
  return (
    <section className="command" id={entry.anchor} data-section="" aria-labelledby={headingId} hidden={hidden}>
      <SectionBoundary
        label={`the command "${entry.command.id}"`}
        fallback={(error) => <SectionFailure entry={entry} headingId={headingId} error={error} />}
      >
        <SectionBody entry={entry} headingId={headingId} context={context} />
      </SectionBoundary>
    </section>
  );
});
