import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AnnounceContext } from '../context';

/**
 * One polite live region for a widget's whole tree, given to its components through
 * `useAnnounce()`. A reference page has hundreds of copy buttons: one region per shadow root
 * instead of one per button keeps the DOM light, and screen readers handle a single region better.
 * The region is there only once a component that may speak has mounted (`useAnnounce()` asks for
 * it): a page of 300 parameter rows, which never speak, carries no 300 empty regions.
 */
/** Milliseconds the region stays empty before the same words are said again. */
const REPEAT_DELAY = 100;
/** Milliseconds a message stays in the region after it was said. */
const KEEP_FOR = 5000;

export function Announcer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  const [used, setUsed] = useState(false);
  const current = useRef('');
  const repeat = useRef<ReturnType<typeof setTimeout>>(undefined);
  const expire = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(repeat.current);
      clearTimeout(expire.current);
    },
    [],
  );

  const announce = useCallback((text: string) => {
    clearTimeout(repeat.current);
    clearTimeout(expire.current);
    if (text !== '' && text === current.current) {
      // The same words again (a second copy): empty the region, and say them a moment later, or
      // nothing is read. Within a frame or so the accessibility tree would merge the two changes.
      setMessage('');
      repeat.current = setTimeout(() => setMessage(text), REPEAT_DELAY);
    } else {
      setMessage(text);
    }
    current.current = text;
    // Said words do not stay behind for a reader who browses the page later.
    if (text !== '') {
      expire.current = setTimeout(() => {
        current.current = '';
        setMessage('');
      }, REPEAT_DELAY + KEEP_FOR);
    }
  }, []);

  const region = useMemo(() => ({ announce, use: () => setUsed(true) }), [announce]);

  return (
    <AnnounceContext.Provider value={region}>
      {children}
      {used ? (
        <span className="dw-visually-hidden" role="status" aria-live="polite">
          {message}
        </span>
      ) : null}
    </AnnounceContext.Provider>
  );
}
