import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { AnnounceContext } from './context';

/**
 * One polite live region for a widget's whole tree, given to its components through
 * `useAnnounce()`. A reference page has hundreds of copy buttons: one region per shadow root
 * instead of one per button keeps the DOM light, and screen readers handle a single region better.
 */
export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const current = useRef('');
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const announce = useCallback((text: string) => {
    cancelAnimationFrame(frame.current);
    if (text !== '' && text === current.current) {
      // The same words again (a second button copied): empty the region first, or nothing is read.
      setMessage('');
      frame.current = requestAnimationFrame(() => setMessage(text));
    } else {
      setMessage(text);
    }
    current.current = text;
  }, []);

  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <span className="dw-visually-hidden" role="status" aria-live="polite">
        {message}
      </span>
    </AnnounceContext.Provider>
  );
}
