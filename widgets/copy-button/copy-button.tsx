import { useEffect, useRef, useState } from 'react';
import { writeClipboard } from './clipboard';
import { useAnnounce } from '../shared/context';
import { useMessages } from '../shared/i18n';
import { copyButtonMessages } from './messages';

export type CopyState = 'idle' | 'copied' | 'error';

export interface CopyButtonProps {
  /**
   * The text to copy, or a function that returns it when the button is pressed (so the text
   * can be read at that moment). `undefined` from the function counts as a failure.
   */
  value?: string | (() => string | undefined);
  /**
   * How long "Copied" (or the failure text) shows, in milliseconds; clicks in that time are ignored.
   * @default 1000
   */
  feedbackDuration?: number;
  /**
   * Text of the button.
   * @default 'Copy'
   */
  label?: string;
  /**
   * Text shown and announced after a successful copy, or a function that gives it once the text
   * is copied (a code block says whether placeholders were left in it).
   * @default 'Copied'
   */
  copiedLabel?: string | (() => string);
  /**
   * Text shown and announced when copying failed.
   * @default 'Copy failed'
   */
  errorLabel?: string;
  /** Extra class on the button, for embedders. */
  className?: string;
  /** Called with the copied text. */
  onCopy?: (value: string) => void;
  /** Called when there was nothing to copy or the clipboard refused. */
  onCopyError?: (error: Error) => void;
  /** Called on every change between idle, copied and error. */
  onStateChange?: (state: CopyState) => void;
  /**
   * Leaves out the `part` names, for a button inside another widget's shadow root, where they would
   * become that widget's parts.
   * @default false
   */
  noParts?: boolean;
}

/** How long "Copied" (or "Copy failed") shows, for every copy button of every widget. */
export const copyFeedbackDuration = 1000;

/**
 * The copy button as a plain React component, for other widgets' trees (code blocks, API
 * settings). It touches no host element: results arrive through the callbacks.
 */
export function CopyButton({
  value,
  feedbackDuration = copyFeedbackDuration,
  label: ownLabel,
  copiedLabel: ownCopiedLabel,
  errorLabel: ownErrorLabel,
  className,
  onCopy,
  onCopyError,
  onStateChange,
  noParts = false,
}: CopyButtonProps) {
  const t = useMessages(copyButtonMessages);
  const label = ownLabel ?? t('copy');
  const copiedLabel = ownCopiedLabel ?? t('copied');
  const errorLabel = ownErrorLabel ?? t('failed');
  const [state, setState] = useState<CopyState>('idle');
  // The element's one live region when there is one; otherwise (rendered on its own) a region here.
  const announce = useAnnounce();
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copied = () => (typeof copiedLabel === 'function' ? copiedLabel() : copiedLabel);
  const show = (next: CopyState) => {
    setState(next);
    // Going back to idle says nothing: clearing the shared region could cut off another button.
    if (next !== 'idle') announce?.(next === 'copied' ? copied() : errorLabel);
    onStateChange?.(next);
  };

  const press = async () => {
    if (busy.current) return; // still confirming the last copy
    busy.current = true;
    const finish = (outcome: CopyState) => {
      show(outcome);
      timer.current = setTimeout(
        () => {
          busy.current = false;
          show('idle');
        },
        Number.isFinite(feedbackDuration) ? feedbackDuration : copyFeedbackDuration,
      );
    };
    try {
      const text = typeof value === 'function' ? value() : value;
      if (text === undefined) throw new Error('There is no text to copy.');
      await writeClipboard(text);
      finish('copied');
      onCopy?.(text);
    } catch (error) {
      finish('error');
      onCopyError?.(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const shown = state === 'copied' ? copied() : state === 'error' ? errorLabel : label;
  return (
    <>
      <button
        type="button"
        className={className ? `copy-button ${className}` : 'copy-button'}
        data-state={state}
        part={noParts ? undefined : 'button'}
        onClick={press}
      >
        {/* Drawn by CSS from the button's state: two sheets, or a check once copied. */}
        <span className="icon" part={noParts ? undefined : 'icon'} aria-hidden="true" />
        <span className="copy-button-label" part={noParts ? undefined : 'label'}>
          {shown}
        </span>
      </button>
      {announce ? null : (
        <span className="dw-visually-hidden" role="status" aria-live="polite">
          {state === 'idle' ? '' : shown}
        </span>
      )}
    </>
  );
}
