import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAnnounce } from '../../shared/context';
import { keepInView } from '../../shared/scroll-anchor';
import { versionLabel, type VersionEntry } from './spec-versions';
import type { NearestVersion } from './use-missing-anchor';
import type { VersionLoad } from './use-version-loads';
import { addressFor } from './version-address';
import { useMessages } from '../../shared/i18n';
import { versionsMessages } from './messages';

// The notices above the versioned reference: versions that could not be loaded, index entries left
// out, a deep link this version lacks, and "an older version" under the picker.

/** Versions that could not be loaded, each with its Retry, and the entries the index left out. */
export function VersionProblems({
  failures,
  loads,
  indexProblems,
  retry,
}: {
  failures: VersionEntry[];
  loads: ReadonlyMap<string, VersionLoad>;
  indexProblems: string[];
  retry: (version: string) => void;
}) {
  const t = useMessages(versionsMessages);
  if (failures.length === 0 && indexProblems.length === 0) return null;
  return (
    <div className="version-problems" role="alert">
      {failures.map((entry) => {
        const load = loads.get(entry.version);
        const version = versionLabel(entry.version);
        return (
          <p key={entry.version}>
            {t('load-failed', { version, message: load?.status === 'failed' ? load.message : '' })}{' '}
            <button type="button" className="retry" onClick={() => retry(entry.version)}>
              {t('retry', { version })}
            </button>
          </p>
        );
      })}
      {indexProblems.length > 0 ? (
        <details>
          <summary>{t('index-left-out', { count: indexProblems.length })}</summary>
          <ul>
            {indexProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The address's fragment is not in the version shown: where it is, or that it is being looked for.
 * The reader followed a link to something: the notice is what they land on, scrolled to where the
 * section would have been, and said through the element's live region as it changes (a region
 * added with its text is not read).
 */
export function MissingNotice({
  missing,
  shown,
  nearest,
  queryName,
  newest,
  choose,
}: {
  missing: string;
  shown: string;
  nearest: NearestVersion;
  queryName: string;
  newest: string;
  choose: (version: string, anchor?: string) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) keepInView(box.current);
  }, [missing]);
  const announce = useAnnounce();
  const t = useMessages(versionsMessages);
  const version = versionLabel(shown);
  const found = nearest.status === 'found' ? versionLabel(nearest.version) : '';
  const id =
    nearest.status === 'found'
      ? 'missing-found'
      : nearest.status === 'searching'
        ? 'missing-searching'
        : 'missing-none';
  const said = t(id, { anchor: `#${missing}`, version, found });
  useEffect(() => announce?.(said), [announce, said]);
  return (
    <div className="version-notice version-missing" role="note" ref={box}>
      <p>
        {t.rich(
          id,
          {
            anchor: <code>#{missing}</code>,
            found:
              nearest.status === 'found' ? (
                <a
                  href={addressFor(queryName, nearest.version, missing, newest)}
                  onClick={(event) => {
                    event.preventDefault();
                    choose(nearest.version, missing);
                  }}
                >
                  {found}
                </a>
              ) : null,
          },
          { version },
        )}
      </p>
    </div>
  );
}

/** An older version says so right under the picker, with the way back to the newest (the plain address). */
export function OlderNotice({
  shown,
  newest,
  queryName,
  choose,
}: {
  shown: string;
  newest: string;
  queryName: string;
  choose: (version: string) => void;
}) {
  const t = useMessages(versionsMessages);
  return (
    <div className="version-notice version-older" role="note">
      <p>
        {t.rich(
          'older',
          {
            newest: (
              <a
                href={addressFor(queryName, newest, undefined, newest)}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  choose(newest);
                }}
              >
                {versionLabel(newest)}
              </a>
            ),
          },
          { version: versionLabel(shown) },
        )}
      </p>
    </div>
  );
}
