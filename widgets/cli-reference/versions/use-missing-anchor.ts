import { useEffect, useMemo, useState } from 'react';
import { anchorsOf, byDistance, type VersionEntry } from './spec-versions';
import type { VersionLoad } from './use-version-loads';

export type NearestVersion =
  { status: 'searching'; next: string } | { status: 'found'; version: string } | { status: 'none' };

/**
 * A deep link to something the version shown lacks: `setMissing` takes the address's fragment (see
 * CliReference's `onMissing`), and the other versions are loaded, nearest first, until one has it.
 */
export function useMissingAnchor({
  versions,
  shown,
  loads,
  request,
  anchorPrefix,
}: {
  versions: VersionEntry[];
  shown: string | undefined;
  loads: ReadonlyMap<string, VersionLoad>;
  request: (version: string | undefined) => void;
  anchorPrefix: string;
}): {
  missing: string | undefined;
  setMissing: (id: string | undefined) => void;
  nearest: NearestVersion | undefined;
} {
  const [missing, setMissing] = useState<string>();
  const nearest = useMemo(() => {
    if (missing === undefined || shown === undefined) return undefined;
    for (const version of byDistance(versions, shown)) {
      const load = loads.get(version);
      if (!load || load.status === 'loading') return { status: 'searching' as const, next: version };
      if (load.status === 'ready' && anchorsOf(load.spec, anchorPrefix).has(missing))
        return { status: 'found' as const, version };
    }
    return { status: 'none' as const };
  }, [missing, shown, versions, loads, anchorPrefix]);
  const searchNext = nearest?.status === 'searching' ? nearest.next : undefined;
  useEffect(() => {
    request(searchNext);
  }, [searchNext, request]);
  return { missing, setMissing, nearest };
}
