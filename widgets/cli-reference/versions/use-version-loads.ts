import { useCallback, useEffect, useRef, useState } from 'react';
import {
  chooseFormat,
  fetchSpec,
  SpecLoadError,
  validateSpecInSlices,
  type CliSpec,
  type SpecProblem,
  type ValidationResult,
} from '../../../spec';
import { readSpec } from '../../../spec/browser';
import type { VersionEntry } from './spec-versions';

export type VersionLoad =
  | { status: 'loading' }
  | { status: 'ready'; spec: CliSpec; problems: SpecProblem[]; receivedAt: number; readyAt: number }
  | { status: 'failed'; message: string };

async function loadVersion(
  entry: VersionEntry,
  signal: AbortSignal,
  timeout: number | undefined,
): Promise<VersionLoad> {
  try {
    let read: ValidationResult;
    let receivedAt = performance.now();
    // Parsed and validated in a worker where one can start (see spec/read/read-spec.ts).
    if (entry.src !== undefined) {
      const fetched = await fetchSpec(entry.src, { signal, timeout });
      receivedAt = fetched.receivedAt;
      read = await readSpec({ ...fetched, source: entry.src }, signal);
    } else if (typeof entry.spec === 'string') {
      if (chooseFormat(entry.spec, '', '') === 'html')
        throw new SpecLoadError({ kind: 'html', url: 'the specs property' });
      read = await readSpec({ text: entry.spec }, signal);
    } else {
      read = await validateSpecInSlices(entry.spec, signal);
    }
    const { spec, problems } = read;
    if (!spec) return { status: 'failed', message: `it is not a spec it can show (${problems.length} problems).` };
    return { status: 'ready', spec, problems, receivedAt, readyAt: performance.now() };
  } catch (error) {
    return { status: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Each version's spec, loaded once, when something first needs it: `request` starts a version's
 * load (a no-op when it has started or the version is not listed), `retry` starts it again.
 */
export function useVersionLoads(
  versions: VersionEntry[],
  timeout: number | undefined,
): {
  loads: ReadonlyMap<string, VersionLoad>;
  request: (version: string | undefined) => void;
  retry: (version: string) => void;
} {
  const [loads, setLoads] = useState<ReadonlyMap<string, VersionLoad>>(new Map());
  const requested = useRef(new Set<string>());
  const controller = useRef(new AbortController());
  useEffect(() => {
    const current = controller.current;
    return () => current.abort();
  }, []);
  const request = useCallback(
    (version: string | undefined) => {
      const entry = versions.find((candidate) => candidate.version === version);
      if (!entry || requested.current.has(entry.version)) return;
      requested.current.add(entry.version);
      setLoads((map) => new Map(map).set(entry.version, { status: 'loading' }));
      void loadVersion(entry, controller.current.signal, timeout).then((result) => {
        if (!controller.current.signal.aborted) setLoads((map) => new Map(map).set(entry.version, result));
      });
    },
    [versions, timeout],
  );
  const retry = useCallback(
    (version: string) => {
      requested.current.delete(version);
      request(version);
    },
    [request],
  );
  return { loads, request, retry };
}
