import type { CliMarker } from '../../../spec';
import { useMessages } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';

// Small pieces every part of a command's section uses: badges, lists of code, the note under a long
// list, and grouping.

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
  const t = useMessages(cliReferenceMessages);
  // `Deprecated since 1.2: use --out.` as badge text and a note.
  const marked = (kind: 'deprecated' | 'experimental', marker: CliMarker) =>
    marker.since ? t(`${kind}-since`, { version: marker.since }) : t(kind);
  const badges: { kind: string; text: string; note?: string | undefined }[] = [];
  if (deprecated) badges.push({ kind: 'deprecated', text: marked('deprecated', deprecated), note: deprecated.note });
  if (experimental)
    badges.push({ kind: 'experimental', text: marked('experimental', experimental), note: experimental.note });
  if (since) badges.push({ kind: 'since', text: t('since', { version: since }) });
  for (const text of extra ?? []) badges.push({ kind: 'fact', text });
  if (badges.length === 0) return null;
  return (
    <p className="badges">
      {badges.map((badge) => (
        <span key={badge.kind + badge.text} className={`badge badge-${badge.kind}`}>
          {badge.text}
          {badge.note ? <span className="badge-note">{t('badge-note', { note: badge.note })}</span> : null}
        </span>
      ))}
    </p>
  );
}

/** Inline code items joined by commas: aliases, environment variables. */
export function CodeList({ label, items }: { label: string; items: readonly string[] }) {
  const t = useMessages(cliReferenceMessages);
  if (items.length === 0) return null;
  return (
    <p className="facts">
      <span className="facts-label">{label}</span>{' '}
      {items.map((item, index) => (
        <span key={item}>
          {index > 0 ? t('list-separator') : null}
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
  /** What the list holds: `This command has 50,000 flags, too many…`. */
  what: 'more-flags' | 'more-global-flags' | 'more-subcommands' | 'more-examples';
  onMore: () => void;
}) {
  const t = useMessages(cliReferenceMessages);
  if (shown >= total) return null;
  return (
    <p className="more-items" role="note">
      {t(what, { total, shown })}{' '}
      <button type="button" onClick={onMore}>
        {t('show-more', { count: Math.min(step, total - shown) })}
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
