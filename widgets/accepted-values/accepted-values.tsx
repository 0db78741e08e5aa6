import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { formatNumber, useMessages } from '../shared/i18n';
import { acceptedValuesMessages } from './messages';
import type { AcceptedValue } from './read-values';

export type { AcceptedValue } from './read-values';
export { readAcceptedValues } from './read-values';

/** Why the list opened or closed: the reader pressed the toggle, or find-in-page matched inside it. */
export type OpenChangeReason = 'toggle' | 'find';

export interface AcceptedValuesProps {
  /** The values to list (already checked; see `readAcceptedValues` for untrusted data). */
  values: readonly AcceptedValue[];
  /**
   * Words that replace "accepted values" in the toggle ("Open output formats").
   * @default the catalogue's 'accepted values', in the page's language
   */
  name?: string;
  /**
   * Whether the list is open. Leave undefined to let the component keep its own state.
   * @default undefined
   */
  open?: boolean;
  /**
   * Initial state when `open` is not controlled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called when the reader opens or closes the list. */
  onOpenChange?: (open: boolean, reason: OpenChangeReason) => void;
  /**
   * Leaves out the `part` names, for a list inside another widget's shadow root, where they would
   * become that widget's parts.
   * @default false
   */
  noParts?: boolean;
}

/**
 * Most values drawn at once. A list is read by scanning it, and no parameter has more than a
 * few dozen values; a generated list of a million would otherwise take seconds to draw.
 */
export const renderedValuesLimit = 200;

function Chevron() {
  return (
    <svg className="chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="m6 3.5 4.5 4.5L6 12.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * An expandable list of the values a parameter accepts. Pure and props-driven, so other widgets
 * (cli-reference, param-row) can render it in their own tree; adopt `acceptedValuesStyles`.
 */
export function AcceptedValues({
  values,
  name: ownName,
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  noParts = false,
}: AcceptedValuesProps) {
  const t = useMessages(acceptedValuesMessages);
  const name = ownName ?? t('default-name');
  const part = (partName: string) => (noParts ? undefined : partName);
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const hasValues = values.length > 0;
  const shown = values.length > renderedValuesLimit ? values.slice(0, renderedValuesLimit) : values;
  const notShown = values.length - shown.length;

  const change = (next: boolean, reason: OpenChangeReason) => {
    if (controlledOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next, reason);
  };
  const changeRef = useRef(change);
  useLayoutEffect(() => {
    changeRef.current = change;
  });

  // Closed lists stay in the DOM as `hidden="until-found"`: find-in-page still reaches the
  // values, and the browser fires `beforematch` so we can open the list on a match.
  // React 19 only knows the boolean form of `hidden`, so the attribute is set here.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (open) element.removeAttribute('hidden');
    else element.setAttribute('hidden', 'until-found');
  }, [open, hasValues]);

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const reveal = () => changeRef.current(true, 'find');
    element.addEventListener('beforematch', reveal);
    return () => element.removeEventListener('beforematch', reveal);
  }, [hasValues]);

  if (!hasValues) {
    return (
      <div className="accepted-values" part={part('base')} data-empty="">
        <p className="empty">{t('empty', { name })}</p>
      </div>
    );
  }

  return (
    <div className="accepted-values" part={part('base')} data-open={open ? '' : undefined}>
      <button
        type="button"
        className="toggle"
        part={part('toggle')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => change(!open, 'toggle')}
      >
        <Chevron />
        <span>{t(open ? 'close' : 'open', { name })}</span>
        <span className="count" aria-hidden="true">
          {formatNumber(values.length, t.language)}
        </span>
      </button>
      {/* data-dw-find: the loader makes a closed list `hidden="until-found"` while it leaves the widget as markup. */}
      <div className="panel" id={panelId} ref={panel} data-dw-find={open ? undefined : ''}>
        {/* Without a script the list is shown open under this, in place of the toggle. */}
        <p className="dw-no-script label">
          {ownName ? ownName.charAt(0).toUpperCase() + ownName.slice(1) : t('default-heading')}{' '}
          <span className="count">{formatNumber(values.length, t.language)}</span>
        </p>
        <ul className="list" part={part('list')} role="list">
          {shown.map((value, index) => (
            <li className="item" key={`${index}:${value.id}`} data-value-id={value.id}>
              <div className="item-head">
                <code className="name">{value.name}</code>
                {value.type ? <code className="type">{value.type}</code> : null}
              </div>
              {value.description ? <p className="description">{value.description}</p> : null}
            </li>
          ))}
        </ul>
        {notShown > 0 ? <p className="more">{t('not-listed', { count: notShown })}</p> : null}
      </div>
    </div>
  );
}
