import { Fragment, memo, startTransition, useEffect, useMemo, useState } from 'react';
import { AcceptedValues } from '../../accepted-values';
import { ParamRow } from '../../param-row';
import { flagAnchor, splitFlagName, type CliFlag } from '../../../spec';
import { specText, type SectionContext } from './section-context';
import { Badges, byGroup, CodeList, MoreNote } from './section-parts';
import { useMessages, type Translate } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';

/** What a flag is besides its name and description: its other spellings, variables, how often. */
function flagFacts(flag: CliFlag, t: Translate<keyof typeof cliReferenceMessages.english>): string[] {
  const facts: string[] = [];
  if (flag.kind === 'count') facts.push(t('flag-counts'));
  else if (flag.repeatable) facts.push(t('flag-repeatable'));
  if (flag.scope === 'persistent') facts.push(t('flag-persistent'));
  if (flag.scope === 'inherited') facts.push(t('flag-inherited'));
  return facts;
}

/** A flag as a parameter row: REQUIRED only when the spec says so, default, accepted values. */
export function FlagRow({ flag, anchor, context }: { flag: CliFlag; anchor: string; context: SectionContext }) {
  const t = useMessages(cliReferenceMessages);
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
        extra={flagFacts(flag, t)}
      />
      {flag.description ? specText(flag.description, context, 4) : null}
      <CodeList label={t('also-spelled')} items={[...flag.aliases, ...(flag.negation ? [flag.negation] : [])]} />
      <CodeList label={t('environment')} items={flag.env} />
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
        what={global ? 'more-global-flags' : 'more-flags'}
        onMore={() => setLimit((current) => Math.min(total, current + SHOWN_FLAGS))}
      />
    </>
  );
}

/** A command's flags under their group headings (a flag without a group first). */
export function groupedFlags(flags: readonly CliFlag[]): CliFlag[] {
  return byGroup(flags, (flag) => flag.group);
}
