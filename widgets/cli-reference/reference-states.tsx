import { useCallback, type ReactNode } from 'react';
import { useDispatch } from '../shared/context';
import { useMessages, type MessageValues } from '../shared/i18n';
import { useLayoutPending } from '../shared/scroll-anchor';
import { cliReferenceMessages } from './messages';
import type { RenderedDetail } from './rendered-detail';

// The loading and error states of <cli-reference>, and its `dw-rendered` event: shared by the
// element (one spec) and the versions chunk, which import them from here rather than from each other.

/** Bars standing for the command list's links while they load. */
export function NavBones() {
  return Array.from({ length: 8 }, (_, index) => <div className="bone bone-nav" key={index} />);
}

/** Stands for the reference while its spec or its versions load: the reference's height is still to come. */
export function Skeleton() {
  useLayoutPending(true);
  const t = useMessages(cliReferenceMessages);
  return (
    <div className="skeleton" aria-busy="true" part="skeleton">
      <p className="dw-visually-hidden" role="status">
        {t('loading-reference')}
      </p>
      <div className="bone bone-title" />
      <div className="bone bone-line" />
      <div className="layout">
        <div className="nav">
          <NavBones />
        </div>
        <div className="sections">
          <div className="bone bone-heading" />
          <div className="bone bone-line" />
          <div className="bone bone-line short" />
          <div className="bone bone-code" />
        </div>
      </div>
    </div>
  );
}

export function Failure({
  tag,
  title,
  values,
  children,
  onRetry,
}: {
  tag: string;
  /** The message that names the element and what went wrong. */
  title: 'failure-empty' | 'failure-load' | 'failure-invalid' | 'failure-versions' | 'failure-version';
  values?: MessageValues;
  children: ReactNode;
  onRetry?: () => void;
}) {
  const t = useMessages(cliReferenceMessages);
  return (
    <div className="failure" role="alert" part="error">
      <p className="failure-title">{t.rich(title, { tag: <code>&lt;{tag}&gt;</code> }, values)}</p>
      {children}
      {onRetry ? (
        <button type="button" className="retry" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}

/** `dw-rendered` and its performance marks. */
export function useRenderedEvent(): (detail: RenderedDetail) => void {
  const dispatch = useDispatch();
  return useCallback(
    (detail: RenderedDetail) => {
      if (detail.receivedAt !== undefined)
        performance.mark('cli-reference:spec-received', { startTime: detail.receivedAt });
      performance.mark('cli-reference:first-section', { startTime: detail.firstSectionAt });
      performance.mark('cli-reference:all-sections', { startTime: detail.renderedAt, detail });
      dispatch('dw-rendered', detail);
    },
    [dispatch],
  );
}
