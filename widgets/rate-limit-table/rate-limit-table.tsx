import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDashboardUrl } from '../shared/context';
import { dashboardPaths } from '../shared/page/links';
import { useMessages } from '../shared/i18n';
import { rateLimitTableMessages } from './messages';
import { rateLimitRows, type HistoryEntry, type RateLimitRow, type RateLimitValues } from './rate-limit-rows';

export { rateLimitRows, rateLimitKeys, readRateLimitValues } from './rate-limit-rows';
export type { RateLimitKey, RateLimitValues, RateLimitRow } from './rate-limit-rows';

/** `2023-07-14` as a day, the same for every reader (no time-zone shift). */
function day(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function History({ entries }: { entries: readonly HistoryEntry[] }) {
  const t = useMessages(rateLimitTableMessages);
  return (
    <ol className="history" aria-label={t('history')}>
      {entries.map((entry) => (
        <li key={entry.since ?? 'start'}>
          {entry.since ? (
            <time dateTime={entry.since}>{t('history-from', { since: day(entry.since) })}</time>
          ) : (
            <span>{t('history-at-first')}</span>
          )}
          {': '}
          {entry.text}
        </li>
      ))}
    </ol>
  );
}

function LimitCell({ row, value }: { row: RateLimitRow; value: string | undefined }) {
  const t = useMessages(rateLimitTableMessages);
  const fallback = t(row.key === 'email' ? 'configurable-smtp' : 'configurable');
  return (
    <>
      <strong className={value ? 'value' : 'value configurable'}>{value ?? fallback}</strong>
      {value ? null : (
        <span className="measure">{row.burst ? t('measure-with-bursts', { measure: row.measure }) : row.measure}</span>
      )}
      {row.history ? <History entries={row.history} /> : null}
      {row.note ? <span className="note">{row.note}</span> : null}
    </>
  );
}

/** Column headers, in sentence case as the rest of the product's text. */
const columns = ['endpoint', 'path', 'limited-by', 'rate-limit'] as const;

/**
 * Makes a horizontally scrolling box keyboard-reachable only while it actually scrolls. Until it
 * is measured, it is taken to scroll: the server's markup, which waits with no script to measure
 * it, stays reachable by keyboard in browsers that do not make scroll containers focusable
 * themselves, and a live box is measured before its first paint.
 */
function useOverflows(element: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(true);
  useLayoutEffect(() => {
    const box = element.current;
    if (!box) return;
    const measure = () => setOverflows(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return overflows;
}

export interface RateLimitTableProps {
  /**
   * Values for the limits the docs leave to each project, by row key
   * (`email`, `otp`, `otpWait`, `signupWait`, `recoverWait`, `verify`, `tokenRefresh`, `mfa`,
   * `anonymous`). Rows without one say "Configurable".
   * @default {}
   */
  limits?: RateLimitValues;
  /**
   * The table's caption.
   * @default the catalogue's 'Rate limits on the Auth API', in the page's language
   */
  caption?: string;
  /**
   * Project the dashboard link opens; the dashboard asks the reader when left out.
   * @default '_'
   */
  projectRef?: string;
}

/** The Auth rate-limit table. Pure and props-driven; adopt `rateLimitTableStyles` to embed it. */
export function RateLimitTable({ limits = {}, caption: ownCaption, projectRef }: RateLimitTableProps) {
  const t = useMessages(rateLimitTableMessages);
  const caption = ownCaption ?? t('caption');
  const captionId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const overflows = useOverflows(scroller);
  const dashboard = useDashboardUrl(dashboardPaths.authRateLimits(projectRef || undefined));
  return (
    <div className="rate-limit-table" part="base">
      <div
        className="scroller"
        ref={scroller}
        data-overflows={overflows ? '' : undefined}
        {...(overflows ? { tabIndex: 0, role: 'region', 'aria-labelledby': captionId } : {})}
      >
        {/* Explicit roles keep the table semantics when narrow containers restyle the rows as cards. */}
        <table part="table" role="table">
          <caption id={captionId}>{caption}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rateLimitRows.map((row) => (
              <tr key={row.key} role="row" data-limit={row.key}>
                <th scope="row" role="rowheader">
                  {row.endpoint}
                </th>
                <td role="cell" data-label={t('path')}>
                  <ul className="paths">
                    {row.paths.map((path) => (
                      <li key={path.path}>
                        <code>{path.path}</code>
                        {path.condition ? <span className="condition">{path.condition}</span> : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td role="cell" data-label={t('limited-by')}>
                  {t(`limited-by-${row.limitedBy}`)}
                </td>
                <td role="cell" data-label={t('rate-limit')}>
                  <LimitCell row={row} value={limits[row.key]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="footer">
        {dashboard
          ? t.rich('footer-dashboard', { link: <a href={dashboard}>{t('footer-dashboard-link')}</a> })
          : t('footer')}
      </p>
    </div>
  );
}
