import { useCallback, useEffect, useRef, useState } from 'react';
import { writeClipboard } from './clipboard';
import { useAnnounce } from '../shared/context';

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
   * Text shown and announced after a successful copy.
   * @default 'Copied'
   */
  copiedLabel?: string;
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
}

function ClipboardIcon() {
  return (
    <svg className="icon" part="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="5.5" y="4.5" width="8" height="10" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <path d="M3.5 11.5h-.5a1 1 0 0 1-1-1V2.5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1V3" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg className="icon" part="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="m3 8.5 3.2 3.2L13 4.8" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The copy button as a plain React component, for other widgets' trees (code blocks, API
 * settings). It touches no host element: results arrive through the callbacks.
 */
export function CopyButton({
  value,
  feedbackDuration = 1000,
  label = 'Copy',
  copiedLabel = 'Copied',
  errorLabel = 'Copy failed',
  className,
  onCopy,
  onCopyError,
  onStateChange,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  // The element's one live region when there is one; otherwise (rendered on its own) a region here.
  const announce = useAnnounce();
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const show = useCallback(
    (next: CopyState) => {
      if (!mounted.current) return;
      setState(next);
      announce?.(next === 'copied' ? copiedLabel : next === 'error' ? errorLabel : '');
      onStateChange?.(next);
    },
    [announce, copiedLabel, errorLabel, onStateChange],
  );

  const press = async () => {
    if (busy.current) return; // still confirming the last copy
    busy.current = true;
    const finish = (outcome: CopyState) => {
      show(outcome);
      const duration = Number.isFinite(feedbackDuration) ? Math.max(0, feedbackDuration) : 1000;
      timer.current = setTimeout(() => {
        busy.current = false;
        show('idle');
      }, duration);
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

  const shown = state === 'copied' ? copiedLabel : state === 'error' ? errorLabel : label;
  return (
    <>
      <button
        type="button"
        className={['copy-button', className].filter(Boolean).join(' ')}
        data-state={state}
        part="button"
        onClick={press}
      >
        {state === 'copied' ? <CheckIcon /> : <ClipboardIcon />}
        <span className="copy-button-label" part="label">
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
