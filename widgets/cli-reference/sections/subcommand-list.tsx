import { Fragment, useMemo, useState } from 'react';
import { useMessages } from '../../shared/i18n';
import { cliReferenceMessages } from '../messages';
import { renderSummary } from './markdown';
import type { CommandEntry } from '../../../spec';
import { byGroup, MoreNote } from './section-parts';

/** Subcommands a section lists at first (see `MoreNote`). */
const SHOWN_SUBCOMMANDS = 1000;

/** A command's subcommands under their group headings (one without a group first), the first SHOWN_SUBCOMMANDS at first. */
export function Subcommands({
  entries,
  resolveLink,
}: {
  entries: readonly CommandEntry[];
  resolveLink: Parameters<typeof renderSummary>[1];
}) {
  const t = useMessages(cliReferenceMessages);
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
      <h4>{t('subcommands')}</h4>
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
        what="more-subcommands"
        onMore={() => setLimit((current) => current + SHOWN_SUBCOMMANDS)}
      />
    </div>
  );
}
