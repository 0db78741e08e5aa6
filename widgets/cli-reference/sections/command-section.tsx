import { Fragment, memo, useId, useMemo, type ReactNode } from 'react';
import { AcceptedValues } from '../../accepted-values';
import { CodeBlock } from '../../code-block';
import { ParamRow } from '../../param-row';
import { useMessages } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';
import { renderSummary } from './markdown';
import { argumentAnchor, flagAnchor, splitFlagName, type CliArgument, type CommandEntry } from '../../../spec';
import { ExampleTabs } from './example-tabs';
import { FlagList, groupedFlags } from './flag-list';
import { eagerMark, HydrateWhenNeeded, showsPageValues } from '../hydration/hydrate-when-needed';
import { SectionBoundary } from './section-boundary';
import { specText, type SectionContext } from './section-context';
import { Badges, CodeList } from './section-parts';
import { Subcommands } from './subcommand-list';

// One command's section. Its parts are files of their own: the flag list (flag-list.tsx), the
// subcommand list (subcommand-list.tsx), the examples (example-tabs.tsx), and the small pieces they
// share (section-parts.tsx); what every section needs is its SectionContext (section-context.ts).

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
  const t = useMessages(cliReferenceMessages);
  const values = argument.acceptedValues.map((value) => ({ id: value.id, name: value.name, type: value.type }));
  return (
    <ParamRow
      name={argument.name}
      type={t(argument.variadic ? 'argument-variadic' : 'argument')}
      required={argument.required}
      defaultValue={argument.defaultValue}
      id={anchor}
      anchor={anchor}
      noParts
    >
      <Badges deprecated={argument.deprecated} experimental={undefined} since={undefined} />
      {argument.description ? specText(argument.description, context, 4) : null}
      <CodeList label={t('environment')} items={argument.env} />
      {values.length > 0 ? <AcceptedValues values={values} noParts /> : null}
    </ParamRow>
  );
}

interface SectionBodyProps {
  entry: CommandEntry;
  headingId: string;
  context: SectionContext;
}

/** The body of one command's section; it never re-renders when only the filter changes. */
const SectionBody = memo(function SectionBody({ entry, headingId, context }: SectionBodyProps) {
  const t = useMessages(cliReferenceMessages);
  const { command, anchor } = entry;
  const children = command.subcommands.map((id) => context.byId.get(id)).filter((child) => child !== undefined);
  const seeAlso = command.seeAlso.map((id) => context.byId.get(id)).filter((other) => other !== undefined);
  const inherited = context.inherited?.get(command.id) ?? [];
  const flags = useMemo(() => groupedFlags(command.flags), [command.flags]);
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
          <a
            className="permalink"
            href={`#${encodeURIComponent(anchor)}`}
            aria-label={t('link-to', { command: command.title })}
          >
            #
          </a>
        </h3>
        {context.annotate?.(anchor, 'title')}
        <Badges
          deprecated={command.deprecated}
          experimental={command.experimental}
          since={command.since}
          extra={command.topic ? [t('topic')] : undefined}
        />
        {command.summary ? <p className="summary">{renderSummary(command.summary, context.resolveLink)}</p> : null}
        <CodeList label={t('aliases')} items={command.aliases} />
        {command.description ? <div className="description">{specText(command.description, context, 3)}</div> : null}
        {command.usage ? (
          <div className="usage">
            <h4>{t('usage')}</h4>
            <CodeBlock code={command.usage} language={context.language} noParts />
          </div>
        ) : null}
        {children.length > 0 ? <Subcommands entries={children} resolveLink={context.resolveLink} /> : null}
        {command.arguments.length > 0 ? (
          <div className="flags arguments">
            <h4>{t('arguments')}</h4>
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
            <h4>{t('flags')}</h4>
            <FlagList flags={flags} sectionAnchor={anchor} context={context} grouped />
            {command.exclusiveFlags.map((group) => (
              <p className="facts exclusive" key={group.join(' ')}>
                <span className="facts-label">{t('exclusive-flags')}</span>{' '}
                {group.map((id, index) => (
                  <span key={id}>
                    {index > 0 ? t('list-separator') : null}
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
            <span className="facts-label">{t('inherited-flags')}</span>{' '}
            {inherited.map(({ flag, from }, index) => (
              <span key={`${from.command.id} ${flag.id}`}>
                {index > 0 ? t('list-separator') : null}
                <a
                  href={`#${encodeURIComponent(flagAnchor(from.anchor, flag.id))}`}
                  title={t('inherited-from', { command: from.command.title })}
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
            {t.rich('global-flags-note', {
              link: <a href={`#${encodeURIComponent(context.globalFlagsAnchor)}`}>{t('global-flags-link')}</a>,
            })}
          </p>
        ) : null}
        {command.exitCodes.length > 0 ? (
          <div className="exit-codes">
            <h4>{t('exit-codes')}</h4>
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
            <h4>{t('see-also')}</h4>
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
          <h4>{t('examples')}</h4>
          <ExampleTabs examples={command.examples} anchor={anchor} title={command.title} context={context} />
        </div>
      ) : null}
    </>
  );
});

/** The texts of a section that may hold placeholders for the page's values (see `showsPageValues`). */
function sectionTexts({ command }: CommandEntry): (string | undefined)[] {
  return [
    command.usage,
    command.description,
    ...command.examples.flatMap((example) => [example.code, example.description]),
    ...command.flags.map((flag) => flag.description),
    ...command.arguments.map((argument) => argument.description),
    ...command.exitCodes.map((exit) => exit.description),
  ];
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
  const eager = useMemo(() => showsPageValues(sectionTexts(entry)), [entry]);
  // The same element while only `hidden` changes: the filter leaves a section that has not
  // hydrated as it is (see HydrateWhenNeeded).
  const body = useMemo(
    () => (
      <HydrateWhenNeeded id={entry.anchor} eager={eager}>
        <SectionBody entry={entry} headingId={headingId} context={context} />
      </HydrateWhenNeeded>
    ),
    [entry, headingId, context, eager],
  );
  return (
    <section
      className="command"
      id={entry.anchor}
      data-section=""
      {...eagerMark(eager)}
      aria-labelledby={headingId}
      hidden={hidden}
    >
      <CommandBoundary entry={entry} headingId={headingId}>
        {body}
      </CommandBoundary>
    </section>
  );
});

/**
 * The content of a section made whole from its placeholder (see placeholder-sections.tsx): what
 * `CommandSection` puts in its `<section>`, for a `<section>` element that exists already.
 */
export function CommandSectionContent({ entry, headingId, context }: SectionBodyProps) {
  return (
    <CommandBoundary entry={entry} headingId={headingId}>
      <SectionBody entry={entry} headingId={headingId} context={context} />
    </CommandBoundary>
  );
}

/** A command's content, or what failed in it, said in its place: one command never takes down the rest. */
function CommandBoundary({ entry, headingId, children }: Omit<SectionBodyProps, 'context'> & { children: ReactNode }) {
  return (
    <SectionBoundary
      label={`the command "${entry.command.id}"`}
      fallback={(error) => <SectionFailure entry={entry} headingId={headingId} error={error} />}
    >
      {children}
    </SectionBoundary>
  );
}
