import { useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../shared/i18n';
import { CalloutIcon } from './callout-icons';
import { docsCalloutMessages } from './messages';
import type { CalloutType } from './docs-callout.meta';

export type { CalloutType } from './docs-callout.meta';

/** Which of the three severities (`data-look`) each type belongs to; its colour comes from its own type, its name from the catalogue. */
const looks: Record<CalloutType, 'info' | 'warning' | 'danger'> = {
  note: 'info',
  tip: 'info',
  caution: 'warning',
  deprecation: 'warning',
  warning: 'warning',
  danger: 'danger',
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
  const t = useMessages(docsCalloutMessages);
  const kind = type in looks ? type : 'note';
  const label = t(kind);
  const titleId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const hasTitle = title !== undefined && title !== null && title !== '';
  return (
    <aside
      ref={boxRef}
      className={className ? `callout ${className}` : 'callout'}
      data-type={type}
      data-look={looks[kind]}
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
              <span className="dw-visually-hidden">{t('kind-before-title', { kind: label })}</span>
              {title}
            </>
          ) : (
            label
          )}
        </p>
        {children}
      </div>
      {closable ? (
        <button
          type="button"
          className="close"
          part="close-button"
          aria-label={t(`close-${kind}`)}
          onClick={() => boxRef.current && onClose?.(boxRef.current)}
        >
          <CalloutIcon name="close" size={18} />
        </button>
      ) : null}
    </aside>
  );
}
