import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useAnnounce, useConfig } from '../../shared/context';
import { createLinkResolver, renderSummary } from '../sections/markdown';
import { diffSpecs, diffToMarkdown, type FlagDiff, type SpecDiff } from '../../../spec';
import { versionLabel, type VersionEntry } from './spec-versions';
import type { VersionLoad } from './use-version-loads';
import { addressFor } from './version-address';
import { ChangeText, useVersionsMessages } from './version-text';

/** The diff with the index's version names, which the labels and the notes use. */
export function labelled(diff: SpecDiff, from: string, to: string): SpecDiff {
  return { ...diff, from: { ...diff.from, version: from }, to: { ...diff.to, version: to } };
}

/** The "What changed" view: any two versions, each change linked, exportable as Markdown. */
export function WhatChanged({
  id,
  versions,
  shown,
  initialFrom,
  loads,
  request,
  anchorPrefix,
  queryName,
  choose,
  onClose,
}: {
  id: string;
  versions: VersionEntry[];
  shown: string;
  initialFrom: string;
  loads: ReadonlyMap<string, VersionLoad>;
  request: (version: string) => void;
  anchorPrefix: string;
  queryName: string;
  choose: (version: string, anchor?: string) => void;
  /** Closes the view (Escape inside it), focus going back to the button that opened it. */
  onClose?: () => void;
}) {
  const headingId = useId();
  const announce = useAnnounce();
  const { t, reference } = useVersionsMessages();
  const docsBase = useConfig('docs-base');
  const dashboardBase = useConfig('dashboard-base');
  const resolveLink = useMemo(
    () => createLinkResolver(docsBase, (id) => anchorPrefix + id, dashboardBase),
    [docsBase, anchorPrefix, dashboardBase],
  );
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(shown);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    request(from);
    request(to);
  }, [from, to, request]);
  const fromLoad = loads.get(from);
  const toLoad = loads.get(to);
  const diff = useMemo(
    () =>
      fromLoad?.status === 'ready' && toLoad?.status === 'ready'
        ? labelled(diffSpecs(fromLoad.spec, toLoad.spec), from, to)
        : undefined,
    [fromLoad, toLoad, from, to],
  );

  const link = (version: string, anchor: string, content: ReactNode) => {
    const target = anchorPrefix + anchor;
    if (version === shown) return <a href={`#${encodeURIComponent(target)}`}>{content}</a>;
    return (
      <a
        href={addressFor(queryName, version, target, versions[0]?.version)}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          choose(version, target);
        }}
      >
        {content}
      </a>
    );
  };
  const markdown = () =>
    diff
      ? diffToMarkdown(diff, {
          href: withoutFragment(addressFor(queryName, to)),
          previousHref: withoutFragment(addressFor(queryName, from)),
          anchorPrefix,
          headingLevel: 2,
        })
      : '';
  const fileName = `what-changed-${from}-to-${to}.md`.replace(/[^\w.-]+/g, '_');

  const picker = (end: 'from' | 'to', value: string, set: (value: string) => void) => (
    <span className="version-choice">
      <label htmlFor={`${headingId}-${end}`}>{t(end)}</label>
      <select id={`${headingId}-${end}`} value={value} onChange={(event) => set(event.currentTarget.value)}>
        {versions.map((entry) => (
          <option key={entry.version} value={entry.version}>
            {versionLabel(entry.version)}
          </option>
        ))}
      </select>
    </span>
  );

  const failed = [fromLoad, toLoad].find((load) => load?.status === 'failed');
  const commands = diff?.commands ?? [];
  const added = commands.filter((command) => command.change === 'added');
  const removed = commands.filter((command) => command.change === 'removed');
  const changed = commands.filter((command) => command.change === 'changed');
  return (
    <section
      className="what-changed"
      id={id}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented || !onClose) return;
        event.preventDefault();
        onClose();
      }}
    >
      {/* Focused when the reader opens the view, so they are taken to it and read it from its start. */}
      <h3 id={headingId} tabIndex={-1}>
        {t('what-changed')}
      </h3>
      <div className="what-changed-range">
        {picker('from', from, setFrom)}
        {picker('to', to, setTo)}
      </div>
      {failed?.status === 'failed' ? (
        <p className="dw-problem">{t('compare-failed', { message: failed.message })}</p>
      ) : !diff ? (
        <p role="status">{t('comparing')}</p>
      ) : from === to ? (
        <p>{t('same-version')}</p>
      ) : (
        <>
          <p>
            {t(diff.globalFlags.length > 0 ? 'summary-global' : 'summary', {
              from: versionLabel(from),
              to: versionLabel(to),
              added: added.length,
              removed: removed.length,
              changed: changed.length,
              global: diff.globalFlags.length,
            })}
          </p>
          {added.length > 0 ? (
            <>
              <h4>{t('new-commands')}</h4>
              <ul>
                {added.map((command) => (
                  <li key={command.id}>
                    {link(to, command.anchor, <code>{command.title}</code>)}{' '}
                    {renderSummary(command.summary, resolveLink)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {removed.length > 0 ? (
            <>
              <h4>{t('removed-commands')}</h4>
              <ul>
                {removed.map((command) => (
                  <li key={command.id}>
                    {link(from, command.anchor, <code>{command.title}</code>)}{' '}
                    {renderSummary(command.summary, resolveLink)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {changed.length > 0 ? (
            <>
              <h4>{t('changed-commands')}</h4>
              <ul>
                {changed.map((command) => (
                  <li key={command.id}>
                    {link(to, command.anchor, <code>{command.title}</code>)}
                    <ul>
                      {command.renamedFrom ? (
                        <li>{t.rich('renamed-from', { command: <code>{command.renamedFrom.title}</code> })}</li>
                      ) : null}
                      {command.fields.map((field) => (
                        <li key={field.field}>
                          {field.field === 'deprecated' ? (
                            t(field.after ? 'now-deprecated' : 'no-longer-deprecated')
                          ) : field.field === 'parents' ? (
                            field.after.length === 0 ? (
                              t('moved-to-top-level')
                            ) : (
                              t('moved-under', {
                                parents: field.after.map((parent) => parent.title).join(reference('list-separator')),
                              })
                            )
                          ) : field.field === 'experimental' ? (
                            t(field.after ? 'now-experimental' : 'no-longer-experimental')
                          ) : field.field === 'aliases' || field.field === 'arguments' ? (
                            <ChangeText line={{ what: field.field, before: field.removed, after: field.added }} />
                          ) : (
                            <ChangeText
                              line={{
                                what: field.field,
                                before: field.before ?? { word: 'none' },
                                after: field.after ?? { word: 'none' },
                              }}
                            />
                          )}
                        </li>
                      ))}
                      {command.flags.map((flag) => (
                        <FlagChange key={flag.id} flag={flag} link={link} from={from} to={to} />
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {diff.globalFlags.length > 0 ? (
            <>
              <h4>{reference('global-flags')}</h4>
              <ul>
                {diff.globalFlags.map((flag) => (
                  <FlagChange key={flag.id} flag={flag} link={link} from={from} to={to} />
                ))}
              </ul>
            </>
          ) : null}
          <div className="what-changed-export">
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(markdown()).then(
                  () => {
                    setCopied(true);
                    announce?.(t('copied-announcement'));
                  },
                  () => announce?.(t('copy-failed')),
                );
              }}
            >
              {t(copied ? 'copied' : 'copy-markdown')}
            </button>
            <button
              type="button"
              onClick={() => {
                const url = URL.createObjectURL(new Blob([markdown()], { type: 'text/markdown' }));
                const anchor = document.createElement('a');
                anchor.href = url;
                anchor.download = fileName;
                anchor.click();
                setTimeout(() => URL.revokeObjectURL(url), 1000);
              }}
            >
              {t('download-markdown')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

function FlagChange({
  flag,
  link,
  from,
  to,
}: {
  flag: FlagDiff;
  link: (version: string, anchor: string, content: ReactNode) => ReactNode;
  from: string;
  to: string;
}) {
  const { t } = useVersionsMessages();
  if (flag.change === 'added')
    return <li>{t.rich('new-flag', { flag: link(to, flag.anchor, <code>{flag.name}</code>) })}</li>;
  if (flag.change === 'removed')
    return <li>{t.rich('removed-flag', { flag: link(from, flag.anchor, <code>{flag.name}</code>) })}</li>;
  const changes = flag.fields.map((field, index) => (
    <span key={field.field}>
      {index > 0 ? t('change-separator') : null}
      {field.field === 'values' || field.field === 'env' ? (
        <ChangeText
          line={{
            what: field.field === 'env' ? 'environment-variables' : 'accepted-values',
            before: field.removed,
            after: field.added,
          }}
        />
      ) : field.field === 'required' ? (
        t(field.after ? 'now-required' : 'no-longer-required')
      ) : field.field === 'deprecated' ? (
        t(field.after ? 'now-deprecated' : 'no-longer-deprecated')
      ) : (
        <ChangeText
          line={{
            what: field.field,
            before: field.before || { word: 'none' },
            after: field.after || { word: 'none' },
          }}
        />
      )}
    </span>
  ));
  return <li>{t.rich('flag-changes', { flag: link(to, flag.anchor, <code>{flag.name}</code>), changes })}</li>;
}

/** The address up to its first `#`, found by one scan (`/#.*$/` may restart at every `#` of text with line breaks). */
function withoutFragment(address: string): string {
  const hashAt = address.indexOf('#');
  return hashAt === -1 ? address : address.slice(0, hashAt);
}
