import { Fragment, memo, startTransition, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
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
  /** Every section and flag list whole in the first render: on the server, and when taking its markup over. */
  allAtOnce?: boolean;
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

/**
 * A block of flag rows, memoised: a step adds a block and renders no row again. With `grouped`,
 * a flag whose group is not the one of the flag before it (`before`, for the block's first) gets
 * the group's heading.
 */
const FlagBlock = memo(function FlagBlock({
  flags,
  from,
  sectionAnchor,
  context,
  grouped,
  before,
}: {
  flags: readonly CliFlag[];
  from: number;
  sectionAnchor: string;
  context: SectionContext;
  grouped: boolean;
  before: CliFlag | undefined;
}) {
  return flags.map((flag, index) => {
    const previous = index === 0 ? before : flags[index - 1];
    const heading = grouped && flag.group !== undefined && flag.group !== previous?.group ? flag.group : undefined;
    return (
      <Fragment key={`${from + index}:${flag.id}`}>
        {heading ? <p className="flag-group">{heading}</p> : null}
        <FlagRow flag={flag} anchor={flagAnchor(sectionAnchor, flag.id)} context={context} />
      </Fragment>
    );
  });
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
  grouped = false,
}: {
  /** In the order shown: with `grouped`, each group's flags together (see `groupedFlags`). */
  flags: readonly CliFlag[];
  sectionAnchor: string;
  context: SectionContext;
  /** The spec's global flags, not a command's. */
  global?: boolean;
  /** Each group of flags under its heading. */
  grouped?: boolean;
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
            grouped={grouped}
            before={flags[block.from - 1]}
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

/**
 * Items with their group's other items, in the order each group first appears (items without a
 * group first), as the tool's help lists them. One pass, however many groups a spec has.
 */
function byGroup<T>(items: readonly T[], groupOf: (item: T) => string | undefined): T[] {
  const groups = new Map<string | undefined, T[]>([[undefined, []]]);
  for (const item of items) {
    const group = groupOf(item);
    const found = groups.get(group);
    if (found) found.push(item);
    else groups.set(group, [item]);
  }
  return [...groups.values()].flat();
}

/** A command's flags under their group headings (a flag without a group first). */
function groupedFlags(flags: readonly CliFlag[]): CliFlag[] {
  return byGroup(flags, (flag) => flag.group);
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

/** A command's subcommands under their group headings (one without a group first), the first SHOWN_SUBCOMMANDS at first. */
function Subcommands({
  entries,
  resolveLink,
}: {
  entries: readonly CommandEntry[];
  resolveLink: Parameters<typeof renderSummary>[1];
}) {
  const [limit, setLimit] = useState(SHOWN_SUBCOMMANDS);
  const ordered = useMemo(() => byGroup(entries, (child) => child.command.group), [entries]);
  const lists: { group: string | undefined; items: CommandEntry[] }[] = [];
  for (const child of ordered.slice(0, limit)) {
    const last = lists.at(-1);
    if (last && last.group === child.command.group) last.items.push(child);
    else lists.push({ group: child.command.group, items: [child] });
  }
  return (
    <div className="subcommands">
      <h4>Subcommands</h4>
      {lists.map(({ group, items }) => (
        <Fragment key={group ?? ''}>
          {group ? <p className="subcommand-group">{group}</p> : null}
          <ul>
            {items.map((child) => (
              <li key={child.command.id}>
                <a href={`#${encodeURIComponent(child.anchor)}`}>
                  <code>{child.command.title}</code>
                </a>
                {child.command.summary ? (
                  <span className="subcommand-summary">{renderSummary(child.command.summary, resolveLink)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </Fragment>
      ))}
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
        {children.length > 0 ? <Subcommands entries={children} resolveLink={context.resolveLink} /> : null}
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
            <FlagList flags={flags} sectionAnchor={anchor} context={context} grouped />
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
