import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useDashboardUrl } from '../shared/context';
import { dashboardPaths } from '../shared/page/links';
import {
  limitedByLabels,
  rateLimitRows,
  type HistoryEntry,
  type RateLimitRow,
  type RateLimitValues,
} from './rate-limit-rows';

export { rateLimitRows, rateLimitKeys, readRateLimitValues } from './rate-limit-rows';
export type { RateLimitKey, RateLimitValues, RateLimitRow } from './rate-limit-rows';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2023-07-14` → `14 July 2023`, the same for every reader (no locale or time-zone shift). */
function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

function History({ entries }: { entries: readonly HistoryEntry[] }) {
  return (
    <ol className="history" aria-label="History of this limit">
      {entries.map((entry) => (
        <li key={entry.since ?? 'start'}>
          {entry.since ? <time dateTime={entry.since}>From {formatDate(entry.since)}</time> : <span>At first</span>}
          {': '}
          {entry.text}
        </li>
      ))}
    </ol>
  );
}

function LimitCell({ row, value }: { row: RateLimitRow; value: string | undefined }) {
  const fallback = row.key === 'email' ? 'Configurable (custom SMTP only)' : 'Configurable';
  return (
    <>
      <strong className={value ? 'value' : 'value configurable'}>{value ?? fallback}</strong>
      {value ? null : (
        <span className="measure">
          {row.measure}
          {row.burst ? ', with short bursts allowed' : ''}
        </span>
      )}
      {row.history ? <History entries={row.history} /> : null}
      {row.note ? <span className="note">{row.note}</span> : null}
    </>
  );
}

/** Column headers, in sentence case as the rest of the product's text. */
const headers = { endpoint: 'Endpoint', path: 'Path', limitedBy: 'Limited by', rateLimit: 'Rate limit' } as const;
const columns = [headers.endpoint, headers.path, headers.limitedBy, headers.rateLimit] as const;

/**
 * Line labels of the card layout: drawn by CSS only, since the column headers already name each
 * cell. They are the headers themselves, so the wide and the narrow layout read the same.
 */
const cardLabels = { path: headers.path, limitedBy: headers.limitedBy, rateLimit: headers.rateLimit } as const;

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
   * @default 'Rate limits on the Auth API'
   */
  caption?: string;
  /**
   * Project the dashboard link opens; the dashboard asks the reader when left out.
   * @default '_'
   */
  projectRef?: string;
}

/** The Auth rate-limit table. Pure and props-driven; adopt `rateLimitTableStyles` to embed it. */
export function RateLimitTable({
  limits = {},
  caption = 'Rate limits on the Auth API',
  projectRef,
}: RateLimitTableProps) {
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
                  {column}
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
                <td role="cell" data-label={cardLabels.path}>
                  <ul className="paths">
                    {row.paths.map((path) => (
                      <li key={path.path}>
                        <code>{path.path}</code>
                        {path.condition ? <span className="condition">{path.condition}</span> : null}
                      </li>
                    ))}
                  </ul>
                </td>
                <td role="cell" data-label={cardLabels.limitedBy}>
                  {limitedByLabels[row.limitedBy]}
                </td>
                <td role="cell" data-label={cardLabels.rateLimit}>
                  <LimitCell row={row} value={limits[row.key]} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="footer">
        Limits marked configurable are set per project
        {dashboard ? (
          <>
            {' '}
            on the dashboard&rsquo;s <a href={dashboard}>Auth rate limits page</a>
          </>
        ) : (
          ' in the dashboard'
        )}
        .
      </p>
    </div>
  );
}
