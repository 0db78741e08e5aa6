import { memo, startTransition, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { AcceptedValues } from '../accepted-values';
import { CodeBlock } from '../code-block';
import { ParamRow } from '../param-row';
import { Tabs } from '../persisted-tabs';
import { renderMarkdown } from './markdown';
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
  /** Every section and flag list whole in the first render: on the server, and when taking its markup over. */
  allAtOnce?: boolean;
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

/**
 * Flags a list shows at first. A spec can give one command any number of flags (one of 50,000
 * froze a tab for 25 seconds, in one 10-second task): past this many the list shows this many and
 * says how many there are, with a button for the next ones.
 */
export const SHOWN_FLAGS = 1000;
/** Flag rows added per render step, each step a transition, so that no task holds the page for long. */
const FLAG_STEP = 100;

/** The index of the flag the address names (`#<section>--<flag>`), or -1. */
function linkedFlag(flags: readonly CliFlag[], sectionAnchor: string): number {
  if (typeof location === 'undefined' || !location.hash) return -1;
  let id = location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // kept as written
  }
  return flags.findIndex((flag) => flagAnchor(sectionAnchor, flag.id) === id);
}

/**
 * Says how many of a long list are shown, with a button for the next `step` of them: for what a
 * spec can make as long as it likes (flags, subcommands, examples), so that no render holds the
 * page for long.
 */
function MoreNote({
  total,
  shown,
  step,
  what,
  onMore,
}: {
  total: number;
  shown: number;
  step: number;
  /** `This command has 50,000 flags`, given the count. */
  what: (count: string) => string;
  onMore: () => void;
}) {
  if (shown >= total) return null;
  return (
    <p className="more-items" role="note">
      {what(total.toLocaleString('en'))}, too many to show at once: the first {shown.toLocaleString('en')} are shown.{' '}
      <button type="button" onClick={onMore}>
        Show {Math.min(step, total - shown).toLocaleString('en')} more
      </button>
    </p>
  );
}

/** Subcommands a section lists at first (see `MoreNote`). */
const SHOWN_SUBCOMMANDS = 1000;
/** Examples a section has tabs for at first (see `MoreNote`). */
const SHOWN_EXAMPLES = 50;

/** A block of flag rows, memoised: a step adds a block and renders no row again. */
const FlagBlock = memo(function FlagBlock({
  flags,
  from,
  sectionAnchor,
  context,
}: {
  flags: readonly CliFlag[];
  from: number;
  sectionAnchor: string;
  context: SectionContext;
}) {
  return flags.map((flag, index) => (
    <FlagRow
      key={`${from + index}:${flag.id}`}
      flag={flag}
      anchor={flagAnchor(sectionAnchor, flag.id)}
      context={context}
    />
  ));
});

/**
 * A command's (or the global) flags as rows: all of them for a usual command; for a command with
 * more than SHOWN_FLAGS, that many (more when the address links to a later one) and a note with a
 * button for the next SHOWN_FLAGS. Rows beyond the first FLAG_STEP are added in steps.
 */
export function FlagList({
  flags,
  sectionAnchor,
  context,
  global = false,
}: {
  flags: readonly CliFlag[];
  sectionAnchor: string;
  context: SectionContext;
  /** The spec's global flags, not a command's. */
  global?: boolean;
}) {
  const total = flags.length;
  const [limit, setLimit] = useState(() =>
    Math.min(total, Math.max(SHOWN_FLAGS, Math.ceil((linkedFlag(flags, sectionAnchor) + 1) / FLAG_STEP) * FLAG_STEP)),
  );
  const [rendered, setRendered] = useState(() => (context.allAtOnce ? limit : Math.min(limit, FLAG_STEP)));
  useEffect(() => {
    if (rendered < limit) startTransition(() => setRendered(Math.min(limit, rendered + FLAG_STEP)));
  }, [rendered, limit]);
  // A link followed to a flag not shown yet shows the flags as far as it.
  useEffect(() => {
    if (total <= SHOWN_FLAGS) return;
    const onHash = () => {
      const index = linkedFlag(flags, sectionAnchor);
      if (index >= 0)
        setLimit((shown) => Math.min(total, Math.max(shown, Math.ceil((index + 1) / FLAG_STEP) * FLAG_STEP)));
    };
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, [flags, sectionAnchor, total]);
  const blocks = useMemo(() => {
    const list: { from: number; flags: readonly CliFlag[] }[] = [];
    for (let from = 0; from < total; from += FLAG_STEP) list.push({ from, flags: flags.slice(from, from + FLAG_STEP) });
    return list;
  }, [flags, total]);
  const shown = Math.min(rendered, limit);
  return (
    <>
      {blocks
        .filter((block) => block.from < shown)
        .map((block) => (
          <FlagBlock
            key={block.from}
            flags={block.from + FLAG_STEP <= shown ? block.flags : block.flags.slice(0, shown - block.from)}
            from={block.from}
            sectionAnchor={sectionAnchor}
            context={context}
          />
        ))}
      <MoreNote
        total={total}
        shown={limit}
        step={SHOWN_FLAGS}
        what={(count) => (global ? `There are ${count} global flags` : `This command has ${count} flags`)}
        onMore={() => setLimit((current) => Math.min(total, current + SHOWN_FLAGS))}
      />
    </>
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
  return (
    <>
      <Tabs items={items} label={`Examples of ${title}`} storageKey={`cli-reference:${anchor}`} restoreDelay={0} />
      <MoreNote
        total={examples.length}
        shown={Math.min(limit, examples.length)}
        step={SHOWN_EXAMPLES}
        what={(count) => `This command has ${count} examples`}
        onMore={() => setLimit((current) => current + SHOWN_EXAMPLES)}
      />
    </>
  );
}

function Subcommands({ entries }: { entries: readonly CommandEntry[] }) {
  const [limit, setLimit] = useState(SHOWN_SUBCOMMANDS);
  return (
    <div className="subcommands">
      <h4>Subcommands</h4>
      <ul>
        {entries.slice(0, limit).map((child) => (
          <li key={child.command.id}>
            <a href={`#${encodeURIComponent(child.anchor)}`}>
              <code>{child.command.title}</code>
            </a>
            {child.command.summary ? <span className="subcommand-summary">{child.command.summary}</span> : null}
          </li>
        ))}
      </ul>
      <MoreNote
        total={entries.length}
        shown={Math.min(limit, entries.length)}
        step={SHOWN_SUBCOMMANDS}
        what={(count) => `This command has ${count} subcommands`}
        onMore={() => setLimit((current) => current + SHOWN_SUBCOMMANDS)}
      />
    </div>
  );
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
  const example = hasExamples ? (
    <ExampleTabs examples={command.examples} anchor={anchor} title={command.title} context={context} />
  ) : command.usage ? (
    <CodeBlock code={command.usage} language={context.language} title="Usage" noParts />
  ) : null;

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
        {command.summary ? <p className="summary">{command.summary}</p> : null}
        {command.description ? <div className="description">{specText(command.description, context, 3)}</div> : null}
        {hasExamples && command.usage ? (
          <div className="usage">
            <h4>Usage</h4>
            <CodeBlock code={command.usage} language={context.language} noParts />
          </div>
        ) : null}
        {children.length > 0 ? <Subcommands entries={children} /> : null}
        {command.flags.length > 0 ? (
          <div className="flags">
            <h4>Flags</h4>
            <FlagList flags={command.flags} sectionAnchor={anchor} context={context} />
          </div>
        ) : null}
        {context.annotate?.(anchor, 'flags')}
        {context.hasGlobalFlags && (command.flags.length > 0 || command.usage) ? (
          <p className="global-flags-note">
            Also takes the <a href={`#${encodeURIComponent(context.globalFlagsAnchor)}`}>global flags</a>.
          </p>
        ) : null}
      </div>
      {example ? (
        <div className="command-examples">
          {hasExamples ? <h4>Examples</h4> : null}
          {example}
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
