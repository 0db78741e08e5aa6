import { useId, useRef, type ReactNode } from 'react';
import { CalloutIcon } from './callout-icons';
import type { CalloutType } from './docs-callout.meta';

export type { CalloutType } from './docs-callout.meta';

/** What each type is called aloud, and which of the three severities (`data-look`) it belongs to; its colour comes from its own type. */
const kinds: Record<CalloutType, { label: string; look: 'info' | 'warning' | 'danger' }> = {
  note: { label: 'Note', look: 'info' },
  tip: { label: 'Tip', look: 'info' },
  caution: { label: 'Caution', look: 'warning' },
  deprecation: { label: 'Deprecated', look: 'warning' },
  warning: { label: 'Warning', look: 'warning' },
  danger: { label: 'Danger', look: 'danger' },
};

export interface CalloutProps {
  /**
   * Which kind of callout: sets the look, the icon and the label screen readers hear first.
   * @default 'note'
   */
  type?: CalloutType;
  /**
   * Title shown above the body; without it the type's name ("Note") is the title.
   * @default undefined
   */
  title?: ReactNode;
  /**
   * Replaces the type's icon; `null` shows none.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * Shows a close button that calls `onClose`.
   * @default false
   */
  closable?: boolean;
  /** Called with the callout box when the close button is pressed; the caller decides what closing means. */
  onClose?: (callout: HTMLElement) => void;
  /**
   * Extra class on the box, for a component that restyles it (sms-warning, session-warning).
   * @default undefined
   */
  className?: string;
  /** The body. */
  children?: ReactNode;
}

/**
 * A note, tip, caution, warning, deprecation notice or danger notice. Pure and stateless: it
 * works inside any React tree, and closing is up to whoever renders it.
 */
export function Callout({ type = 'note', title, icon, closable = false, onClose, className, children }: CalloutProps) {
  const kind = kinds[type] ?? kinds.note;
  const titleId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <aside
      ref={boxRef}
      className={className ? `callout ${className}` : 'callout'}
      data-type={type}
      data-look={kind.look}
      role="note"
      aria-labelledby={titleId}
      part="callout"
    >
      {icon === undefined ? (
        <span className="icon" part="icon">
          <CalloutIcon name={type} />
        </span>
      ) : icon === null ? null : (
        <span className="icon" part="icon">
          {icon}
        </span>
      )}
      <div className="body" part="body">
        <p className="title" id={titleId} part="title">
          {hasTitle ? (
            <>
              <span className="dw-visually-hidden">{kind.label}: </span>
              {title}
            </>
          ) : (
            kind.label
          )}
        </p>
        {children}
      </div>
      {closable ? (
        <button
          type="button"
          className="close"
          part="close-button"
          aria-label={`Close ${kind.label.toLowerCase()}`}
          onClick={() => boxRef.current && onClose?.(boxRef.current)}
        >
          <CalloutIcon name="close" size={18} />
        </button>
      ) : null}
    </aside>
  );
}
