import { useCallback, useEffect, useState } from 'react';
import { readQueryValue } from '../../persisted-tabs';
import { initialVersion, type VersionEntry } from './spec-versions';
import type { ScrollPlace } from '../navigation/use-deep-links';
import { addressFor } from './version-address';

/** The section being read: the navigation's current link, and where its section sits on screen. */
function placeBeingRead(host: HTMLElement | undefined): ScrollPlace | undefined {
  const root = host?.shadowRoot;
  const href = root?.querySelector('.nav a[aria-current="location"]')?.getAttribute('href');
  if (!root || !href) return undefined;
  let id = href.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep it as written
  }
  const section = root.getElementById(id);
  return section ? { id, offset: section.getBoundingClientRect().top } : undefined;
}

/**
 * The version the reader chose and where they were reading: the address names the version (the
 * plain address the newest), choosing one adds a history entry, and Back and Forward follow it.
 * `choose` without an anchor keeps the section being read in view in the version chosen.
 */
export function useReaderPlace({
  versions,
  queryName,
  host,
  onChange,
}: {
  versions: VersionEntry[];
  queryName: string;
  host: HTMLElement | undefined;
  /** Called when the reader chooses a version (not on Back and Forward). */
  onChange: (version: string) => void;
}): {
  chosen: string;
  /** `performance.now()` when the version was chosen; undefined for the first one. */
  chosenAt: number | undefined;
  place: { version: string; place: ScrollPlace } | undefined;
  choose: (version: string, anchor?: string) => void;
} {
  const newest = versions[0]!.version;
  const [chosen, setChosen] = useState(() => initialVersion(versions, readQueryValue(queryName)));
  const [chosenAt, setChosenAt] = useState<number>();
  const [place, setPlace] = useState<{ version: string; place: ScrollPlace }>();

  const choose = useCallback(
    (version: string, anchor?: string) => {
      if (anchor === undefined) {
        const read = placeBeingRead(host);
        setPlace(read ? { version, place: read } : undefined);
      } else setPlace(undefined);
      try {
        history.pushState(history.state, '', addressFor(queryName, version, anchor, newest));
      } catch {
        // An opaque origin refuses pushState: the version still changes.
      }
      setChosenAt(performance.now());
      setChosen(version);
      onChange(version);
    },
    [host, queryName, newest, onChange],
  );

  // Back and forward: the address says which version; an address without one shows the newest.
  useEffect(() => {
    const onPop = () => {
      const next = initialVersion(versions, readQueryValue(queryName));
      setPlace(undefined);
      setChosenAt(performance.now());
      setChosen(next);
    };
    globalThis.addEventListener('popstate', onPop);
    return () => globalThis.removeEventListener('popstate', onPop);
  }, [versions, queryName]);

  return { chosen, chosenAt, place, choose };
}
