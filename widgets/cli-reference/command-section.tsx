import { Fragment, memo, useId, type ReactNode } from 'react';
import { AcceptedValues } from '../accepted-values';
import { CodeBlock } from '../code-block';
import { ParamRow } from '../param-row';
import { Tabs } from '../persisted-tabs';
import { renderMarkdown, renderSummary } from './markdown';
import {
  argumentAnchor,
  flagAnchor,
  splitFlagName,
  type CliArgument,
  type CliExample,
  type CliFlag,
  type CliMarker,
  type CommandEntry,
  type InheritedFlag,
} from '../../spec';
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
  /** Each command's flags from the commands above it (persistent flags), by command id. */
  inherited?: ReadonlyMap<string, InheritedFlag[]> | undefined;
}

/** `Deprecated since 1.2: use --out.` as badge text and a note. */
function markerText(label: string, marker: CliMarker): string {
  return `${label}${marker.since ? ` since ${marker.since}` : ''}`;
}

/** Deprecated, experimental, since and hidden-by-scope badges, for a command or a flag. */
function Badges({
  deprecated,
  experimental,
  since,
  extra,
}: {
  deprecated: CliMarker | undefined;
  experimental: CliMarker | undefined;
  since: string | undefined;
  extra?: string[];
}) {
  const badges: { kind: string; text: string; note?: string | undefined }[] = [];
  if (deprecated)
    badges.push({ kind: 'deprecated', text: markerText('Deprecated', deprecated), note: deprecated.note });
  if (experimental)
    badges.push({ kind: 'experimental', text: markerText('Experimental', experimental), note: experimental.note });
  if (since) badges.push({ kind: 'since', text: `Since ${since}` });
  for (const text of extra ?? []) badges.push({ kind: 'fact', text });
  if (badges.length === 0) return null;
  return (
    <p className="badges">
      {badges.map((badge) => (
        <span key={badge.kind + badge.text} className={`badge badge-${badge.kind}`}>
          {badge.text}
          {badge.note ? <span className="badge-note">: {badge.note}</span> : null}
        </span>
      ))}
    </p>
  );
}

/** Inline code items joined by commas: aliases, environment variables. */
function CodeList({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <p className="facts">
      <span className="facts-label">{label}</span>{' '}
      {items.map((item, index) => (
        <span key={item}>
          {index > 0 ? ', ' : null}
          <code>{item}</code>
        </span>
      ))}
    </p>
  );
}

/** What a flag is besides its name and description: its other spellings, variables, how often. */
function flagFacts(flag: CliFlag): string[] {
  const facts: string[] = [];
  if (flag.kind === 'count') facts.push('Counts: repeat it for more');
  else if (flag.repeatable) facts.push('Repeatable');
  if (flag.scope === 'persistent') facts.push('Also for every subcommand');
  if (flag.scope === 'inherited') facts.push('Inherited from a parent command');
  return facts;
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
      <Badges
        deprecated={flag.deprecated}
        experimental={flag.experimental}
        since={flag.since}
        extra={flagFacts(flag)}
      />
      {flag.description ? specText(flag.description, context, 4) : null}
      <CodeList label="Also:" items={[...flag.aliases, ...(flag.negation ? [flag.negation] : [])]} />
      <CodeList label="Environment:" items={flag.env} />
      {values.length > 0 ? <AcceptedValues values={values} noParts /> : null}
    </ParamRow>
  );
}

/** A positional argument as a parameter row: `<name>` or `[name]`, `...` when it takes several. */
function ArgumentRow({
  argument,
  anchor,
  context,
}: {
  argument: CliArgument;
  anchor: string;
  context: SectionContext;
}) {
  const values = argument.acceptedValues.map((value) => ({ id: value.id, name: value.name, type: value.type }));
  return (
    <ParamRow
      name={argument.name}
      type={argument.variadic ? 'argument, one or more' : 'argument'}
      required={argument.required}
      defaultValue={argument.defaultValue}
      id={anchor}
      anchor={anchor}
      noParts
    >
      <Badges deprecated={argument.deprecated} experimental={undefined} since={undefined} />
      {argument.description ? specText(argument.description, context, 4) : null}
      <CodeList label="Environment:" items={argument.env} />
      {values.length > 0 ? <AcceptedValues values={values} noParts /> : null}
    </ParamRow>
  );
}

/** Flags under their group headings (a flag without a group first), as the tool's help lists them. */
function groupedFlags(flags: readonly CliFlag[]): { group: string | undefined; flags: CliFlag[] }[] {
  const groups: { group: string | undefined; flags: CliFlag[] }[] = [];
  for (const flag of flags) {
    const found = groups.find((item) => item.group === flag.group);
    if (found) found.flags.push(flag);
    else groups.push({ group: flag.group, flags: [flag] });
  }
  return groups.sort((a, b) => (a.group === undefined ? -1 : b.group === undefined ? 1 : 0));
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
  const seeAlso = command.seeAlso.map((id) => context.byId.get(id)).filter((other) => other !== undefined);
  const inherited = context.inherited?.get(command.id) ?? [];
  const flagName = (id: string) => {
    const flag = command.flags.find((item) => item.id === id);
    return flag ? splitFlagName(flag).name : id;
  };
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
        <Badges
          deprecated={command.deprecated}
          experimental={command.experimental}
          since={command.since}
          extra={command.topic ? ['Topic: groups the commands below'] : undefined}
        />
        {command.summary ? <p className="summary">{renderSummary(command.summary, context.resolveLink)}</p> : null}
        <CodeList label="Aliases:" items={command.aliases} />
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
            {groupedChildren(children).map(({ group, items }) => (
              <Fragment key={group ?? ''}>
                {group ? <p className="subcommand-group">{group}</p> : null}
                <ul>
                  {items.map((child) => (
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
              </Fragment>
            ))}
          </div>
        ) : null}
        {command.arguments.length > 0 ? (
          <div className="flags arguments">
            <h4>Arguments</h4>
            {command.arguments.map((argument, index) => (
              <ArgumentRow
                key={`${index}:${argument.id}`}
                argument={argument}
                anchor={argumentAnchor(anchor, argument.id)}
                context={context}
              />
            ))}
          </div>
        ) : null}
        {command.flags.length > 0 ? (
          <div className="flags">
            <h4>Flags</h4>
            {groupedFlags(command.flags).map(({ group, flags }) => (
              <Fragment key={group ?? ''}>
                {group ? <p className="flag-group">{group}</p> : null}
                {flags.map((flag, index) => (
                  <FlagRow
                    key={`${index}:${flag.id}`}
                    flag={flag}
                    anchor={flagAnchor(anchor, flag.id)}
                    context={context}
                  />
                ))}
              </Fragment>
            ))}
            {command.exclusiveFlags.map((group) => (
              <p className="facts exclusive" key={group.join(' ')}>
                <span className="facts-label">Use only one of</span>{' '}
                {group.map((id, index) => (
                  <span key={id}>
                    {index > 0 ? ', ' : null}
                    <a href={`#${encodeURIComponent(flagAnchor(anchor, id))}`}>
                      <code>{flagName(id)}</code>
                    </a>
                  </span>
                ))}
              </p>
            ))}
          </div>
        ) : null}
        {inherited.length > 0 ? (
          <p className="facts inherited-flags">
            <span className="facts-label">Inherited flags:</span>{' '}
            {inherited.map(({ flag, from }, index) => (
              <span key={`${from.command.id} ${flag.id}`}>
                {index > 0 ? ', ' : null}
                <a
                  href={`#${encodeURIComponent(flagAnchor(from.anchor, flag.id))}`}
                  title={`From ${from.command.title}`}
                >
                  <code>{splitFlagName(flag).name}</code>
                </a>
              </span>
            ))}
          </p>
        ) : null}
        {context.annotate?.(anchor, 'flags')}
        {context.hasGlobalFlags && (command.flags.length > 0 || command.usage) ? (
          <p className="global-flags-note">
            Also takes the <a href={`#${encodeURIComponent(context.globalFlagsAnchor)}`}>global flags</a>.
          </p>
        ) : null}
        {command.exitCodes.length > 0 ? (
          <div className="exit-codes">
            <h4>Exit codes</h4>
            <dl>
              {command.exitCodes.map((exit) => (
                <Fragment key={exit.code}>
                  <dt>
                    <code>{exit.code}</code>
                  </dt>
                  <dd>{exit.description ? specText(exit.description, context, 5) : null}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        ) : null}
        {seeAlso.length > 0 ? (
          <div className="see-also">
            <h4>See also</h4>
            <ul>
              {seeAlso.map((other) => (
                <li key={other.command.id}>
                  <a href={`#${encodeURIComponent(other.anchor)}`}>
                    <code>{other.command.title}</code>
                  </a>
                </li>
              ))}
            </ul>
          </div>
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

/** Subcommands under their group headings, in the order the groups first appear (ungrouped first). */
function groupedChildren(children: CommandEntry[]): { group: string | undefined; items: CommandEntry[] }[] {
  const groups: { group: string | undefined; items: CommandEntry[] }[] = [];
  for (const child of children) {
    const found = groups.find((item) => item.group === child.command.group);
    if (found) found.items.push(child);
    else groups.push({ group: child.command.group, items: [child] });
  }
  return groups.sort((a, b) => (a.group === undefined ? -1 : b.group === undefined ? 1 : 0));
}

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
