import type { CliMarker } from '../../../spec';

// Small pieces every part of a command's section uses: badges, lists of code, the note under a long
// list, and grouping.

/** `Deprecated since 1.2: use --out.` as badge text and a note. */
function markerText(label: string, marker: CliMarker): string {
  return `${label}${marker.since ? ` since ${marker.since}` : ''}`;
}

/** Deprecated, experimental, since and hidden-by-scope badges, for a command or a flag. */
export function Badges({
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
export function CodeList({ label, items }: { label: string; items: readonly string[] }) {
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

/**
 * Says how many of a long list are shown, with a button for the next `step` of them: for what a
 * spec can make as long as it likes (flags, subcommands, examples), so that no render holds the
 * page for long.
 */
export function MoreNote({
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

/**
 * Items with their group's other items, in the order each group first appears (items without a
 * group first), as the tool's help lists them. One pass, however many groups a spec has.
 */
export function byGroup<T>(items: readonly T[], groupOf: (item: T) => string | undefined): T[] {
  const groups = new Map<string | undefined, T[]>([[undefined, []]]);
  for (const item of items) {
    const group = groupOf(item);
    const found = groups.get(group);
    if (found) found.push(item);
    else groups.set(group, [item]);
  }
  return [...groups.values()].flat();
}
